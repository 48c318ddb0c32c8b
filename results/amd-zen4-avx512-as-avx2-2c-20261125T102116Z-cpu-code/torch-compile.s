
/tmp/torchinductor_root/3y/c3yp6sohyzk7exfulo3utft2phdiqhdbqum25gltvggtubgrbtwp.main.so:     file format elf64-x86-64


Disassembly of section .init:

0000000000002000 <_init>:
    2000:	sub    $0x8,%rsp
    2004:	mov    0x4fb5(%rip),%rax        # 6fc0 <__gmon_start__@Base>
    200b:	test   %rax,%rax
    200e:	je     2012 <_init+0x12>
    2010:	call   *%rax
    2012:	add    $0x8,%rsp
    2016:	ret

Disassembly of section .plt:

0000000000002020 <__errno_location@plt-0x10>:
    2020:	push   0x4fca(%rip)        # 6ff0 <_GLOBAL_OFFSET_TABLE_+0x8>
    2026:	jmp    *0x4fcc(%rip)        # 6ff8 <_GLOBAL_OFFSET_TABLE_+0x10>
    202c:	nopl   0x0(%rax)

0000000000002030 <__errno_location@plt>:
    2030:	jmp    *0x4fca(%rip)        # 7000 <__errno_location@GLIBC_2.2.5>
    2036:	push   $0x0
    203b:	jmp    2020 <_init+0x20>

0000000000002040 <_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEED1Ev@plt>:
    2040:	jmp    *0x4fc2(%rip)        # 7008 <_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEED1Ev@GLIBCXX_3.4.21>
    2046:	push   $0x1
    204b:	jmp    2020 <_init+0x20>

0000000000002050 <_ZNSt8ios_baseC2Ev@plt>:
    2050:	jmp    *0x4fba(%rip)        # 7010 <_ZNSt8ios_baseC2Ev@GLIBCXX_3.4>
    2056:	push   $0x2
    205b:	jmp    2020 <_init+0x20>

0000000000002060 <_ZNSt8ios_baseD2Ev@plt>:
    2060:	jmp    *0x4fb2(%rip)        # 7018 <_ZNSt8ios_baseD2Ev@GLIBCXX_3.4>
    2066:	push   $0x3
    206b:	jmp    2020 <_init+0x20>

0000000000002070 <_ZSt17__throw_bad_allocv@plt>:
    2070:	jmp    *0x4faa(%rip)        # 7020 <_ZSt17__throw_bad_allocv@GLIBCXX_3.4>
    2076:	push   $0x4
    207b:	jmp    2020 <_init+0x20>

0000000000002080 <_ZNSt13runtime_errorC1EPKc@plt>:
    2080:	jmp    *0x4fa2(%rip)        # 7028 <_ZNSt13runtime_errorC1EPKc@GLIBCXX_3.4.21>
    2086:	push   $0x5
    208b:	jmp    2020 <_init+0x20>

0000000000002090 <__cxa_begin_catch@plt>:
    2090:	jmp    *0x4f9a(%rip)        # 7030 <__cxa_begin_catch@CXXABI_1.3>
    2096:	push   $0x6
    209b:	jmp    2020 <_init+0x20>

00000000000020a0 <strlen@plt>:
    20a0:	jmp    *0x4f92(%rip)        # 7038 <strlen@GLIBC_2.2.5>
    20a6:	push   $0x7
    20ab:	jmp    2020 <_init+0x20>

00000000000020b0 <__cxa_allocate_exception@plt>:
    20b0:	jmp    *0x4f8a(%rip)        # 7040 <__cxa_allocate_exception@CXXABI_1.3>
    20b6:	push   $0x8
    20bb:	jmp    2020 <_init+0x20>

00000000000020c0 <_ZSt20__throw_length_errorPKc@plt>:
    20c0:	jmp    *0x4f82(%rip)        # 7048 <_ZSt20__throw_length_errorPKc@GLIBCXX_3.4>
    20c6:	push   $0x9
    20cb:	jmp    2020 <_init+0x20>

00000000000020d0 <__cxa_free_exception@plt>:
    20d0:	jmp    *0x4f7a(%rip)        # 7050 <__cxa_free_exception@CXXABI_1.3>
    20d6:	push   $0xa
    20db:	jmp    2020 <_init+0x20>

00000000000020e0 <kernel@plt>:
    20e0:	jmp    *0x4f72(%rip)        # 7058 <kernel@@Base+0x2db8>
    20e6:	push   $0xb
    20eb:	jmp    2020 <_init+0x20>

00000000000020f0 <memcpy@plt>:
    20f0:	jmp    *0x4f6a(%rip)        # 7060 <memcpy@GLIBC_2.14>
    20f6:	push   $0xc
    20fb:	jmp    2020 <_init+0x20>

0000000000002100 <__cxa_atexit@plt>:
    2100:	jmp    *0x4f62(%rip)        # 7068 <__cxa_atexit@GLIBC_2.2.5>
    2106:	push   $0xd
    210b:	jmp    2020 <_init+0x20>

0000000000002110 <_Znwm@plt>:
    2110:	jmp    *0x4f5a(%rip)        # 7070 <_Znwm@GLIBCXX_3.4>
    2116:	push   $0xe
    211b:	jmp    2020 <_init+0x20>

0000000000002120 <_ZdlPvm@plt>:
    2120:	jmp    *0x4f52(%rip)        # 7078 <_ZdlPvm@CXXABI_1.3.9>
    2126:	push   $0xf
    212b:	jmp    2020 <_init+0x20>

0000000000002130 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_@plt>:
    2130:	jmp    *0x4f4a(%rip)        # 7080 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_@@Base+0x2b90>
    2136:	push   $0x10
    213b:	jmp    2020 <_init+0x20>

0000000000002140 <PyErr_SetString@plt>:
    2140:	jmp    *0x4f42(%rip)        # 7088 <PyErr_SetString@Base>
    2146:	push   $0x11
    214b:	jmp    2020 <_init+0x20>

0000000000002150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>:
    2150:	jmp    *0x4f3a(%rip)        # 7090 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@GLIBCXX_3.4.9>
    2156:	push   $0x12
    215b:	jmp    2020 <_init+0x20>

0000000000002160 <getenv@plt>:
    2160:	jmp    *0x4f32(%rip)        # 7098 <getenv@GLIBC_2.2.5>
    2166:	push   $0x13
    216b:	jmp    2020 <_init+0x20>

0000000000002170 <strtoull@plt>:
    2170:	jmp    *0x4f2a(%rip)        # 70a0 <strtoull@GLIBC_2.2.5>
    2176:	push   $0x14
    217b:	jmp    2020 <_init+0x20>

0000000000002180 <_ZNSt9basic_iosIcSt11char_traitsIcEE4initEPSt15basic_streambufIcS1_E@plt>:
    2180:	jmp    *0x4f22(%rip)        # 70a8 <_ZNSt9basic_iosIcSt11char_traitsIcEE4initEPSt15basic_streambufIcS1_E@GLIBCXX_3.4>
    2186:	push   $0x15
    218b:	jmp    2020 <_init+0x20>

0000000000002190 <_ZNSt6localeD1Ev@plt>:
    2190:	jmp    *0x4f1a(%rip)        # 70b0 <_ZNSt6localeD1Ev@GLIBCXX_3.4>
    2196:	push   $0x16
    219b:	jmp    2020 <_init+0x20>

00000000000021a0 <GOMP_parallel@plt>:
    21a0:	jmp    *0x4f12(%rip)        # 70b8 <GOMP_parallel@GOMP_4.0>
    21a6:	push   $0x17
    21ab:	jmp    2020 <_init+0x20>

00000000000021b0 <_ZNSt8ios_base4InitC1Ev@plt>:
    21b0:	jmp    *0x4f0a(%rip)        # 70c0 <_ZNSt8ios_base4InitC1Ev@GLIBCXX_3.4>
    21b6:	push   $0x18
    21bb:	jmp    2020 <_init+0x20>

00000000000021c0 <PyModule_Create2@plt>:
    21c0:	jmp    *0x4f02(%rip)        # 70c8 <PyModule_Create2@Base>
    21c6:	push   $0x19
    21cb:	jmp    2020 <_init+0x20>

00000000000021d0 <omp_get_thread_num@plt>:
    21d0:	jmp    *0x4efa(%rip)        # 70d0 <omp_get_thread_num@OMP_1.0>
    21d6:	push   $0x1a
    21db:	jmp    2020 <_init+0x20>

00000000000021e0 <_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE@plt>:
    21e0:	jmp    *0x4ef2(%rip)        # 70d8 <_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    21e6:	push   $0x1b
    21eb:	jmp    2020 <_init+0x20>

00000000000021f0 <memmove@plt>:
    21f0:	jmp    *0x4eea(%rip)        # 70e0 <memmove@GLIBC_2.2.5>
    21f6:	push   $0x1c
    21fb:	jmp    2020 <_init+0x20>

0000000000002200 <__cxa_end_catch@plt>:
    2200:	jmp    *0x4ee2(%rip)        # 70e8 <__cxa_end_catch@CXXABI_1.3>
    2206:	push   $0x1d
    220b:	jmp    2020 <_init+0x20>

0000000000002210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>:
    2210:	jmp    *0x4eda(%rip)        # 70f0 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@GLIBCXX_3.4>
    2216:	push   $0x1e
    221b:	jmp    2020 <_init+0x20>

0000000000002220 <__cxa_throw@plt>:
    2220:	jmp    *0x4ed2(%rip)        # 70f8 <__cxa_throw@CXXABI_1.3>
    2226:	push   $0x1f
    222b:	jmp    2020 <_init+0x20>

0000000000002230 <_ZNSolsEi@plt>:
    2230:	jmp    *0x4eca(%rip)        # 7100 <_ZNSolsEi@GLIBCXX_3.4>
    2236:	push   $0x20
    223b:	jmp    2020 <_init+0x20>

0000000000002240 <_Unwind_Resume@plt>:
    2240:	jmp    *0x4ec2(%rip)        # 7108 <_Unwind_Resume@GCC_3.0>
    2246:	push   $0x21
    224b:	jmp    2020 <_init+0x20>

0000000000002250 <GOMP_barrier@plt>:
    2250:	jmp    *0x4eba(%rip)        # 7110 <GOMP_barrier@GOMP_1.0>
    2256:	push   $0x22
    225b:	jmp    2020 <_init+0x20>

0000000000002260 <omp_get_num_threads@plt>:
    2260:	jmp    *0x4eb2(%rip)        # 7118 <omp_get_num_threads@OMP_1.0>
    2266:	push   $0x23
    226b:	jmp    2020 <_init+0x20>

0000000000002270 <_ZNSt6localeC1Ev@plt>:
    2270:	jmp    *0x4eaa(%rip)        # 7120 <_ZNSt6localeC1Ev@GLIBCXX_3.4>
    2276:	push   $0x24
    227b:	jmp    2020 <_init+0x20>

Disassembly of section .plt.got:

0000000000002280 <__cxa_finalize@plt>:
    2280:	jmp    *0x4cf2(%rip)        # 6f78 <__cxa_finalize@GLIBC_2.2.5>
    2286:	xchg   %ax,%ax

Disassembly of section .text:

0000000000002290 <kernel.cold>:
    2290:	mov    $0x10,%edi
    2295:	lea    0x2ea2(%rip),%rbx        # 513e <_fini+0x4fa>
    229c:	call   20b0 <__cxa_allocate_exception@plt>
    22a1:	mov    %rbx,-0xb8(%rbp)
    22a8:	lea    0x2dc1(%rip),%rbx        # 5070 <_fini+0x42c>
    22af:	movl   $0x33b,-0xd4(%rbp)
    22b9:	mov    %rax,%r13
    22bc:	lea    0x2e66(%rip),%rax        # 5129 <_fini+0x4e5>
    22c3:	mov    %rbx,-0xc0(%rbp)
    22ca:	mov    %rax,-0xa8(%rbp)
    22d1:	lea    0x2e63(%rip),%rax        # 513b <_fini+0x4f7>
    22d8:	lea    -0xc0(%rbp),%rcx
    22df:	lea    -0xc8(%rbp),%rdx
    22e6:	mov    %rax,-0xb0(%rbp)
    22ed:	mov    %rax,-0xc8(%rbp)
    22f4:	lea    0x2dd5(%rip),%rax        # 50d0 <_fini+0x48c>
    22fb:	lea    -0xd0(%rbp),%rsi
    2302:	mov    %rax,-0xd0(%rbp)
    2309:	lea    -0xa8(%rbp),%rax
    2310:	lea    -0xd4(%rbp),%r9
    2317:	lea    -0xb8(%rbp),%r8
    231e:	push   %rax
    231f:	lea    -0xb0(%rbp),%rax
    2326:	mov    %r12,%rdi
    2329:	push   %rax
    232a:	call   2130 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_@plt>
    232f:	pop    %rax
    2330:	pop    %rdx
    2331:	mov    %r12,%rsi
    2334:	mov    %r13,%rdi
    2337:	call   21e0 <_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE@plt>
    233c:	mov    -0xa0(%rbp),%rdi
    2343:	lea    -0x90(%rbp),%rax
    234a:	cmp    %rax,%rdi
    234d:	je     235f <kernel.cold+0xcf>
    234f:	mov    -0x90(%rbp),%rax
    2356:	lea    0x1(%rax),%rsi
    235a:	call   2120 <_ZdlPvm@plt>
    235f:	mov    0x4c32(%rip),%rdx        # 6f98 <_ZNSt13runtime_errorD1Ev@GLIBCXX_3.4>
    2366:	mov    0x4c63(%rip),%rsi        # 6fd0 <_ZTISt13runtime_error@GLIBCXX_3.4>
    236d:	mov    %r13,%rdi
    2370:	call   2220 <__cxa_throw@plt>
    2375:	mov    %rax,%rbx
    2378:	vzeroupper
    237b:	mov    %r13,%rdi
    237e:	call   20d0 <__cxa_free_exception@plt>
    2383:	mov    %rbx,%rdi
    2386:	call   2240 <_Unwind_Resume@plt>
    238b:	mov    -0xa0(%rbp),%rdi
    2392:	mov    %rax,%rbx
    2395:	lea    -0x90(%rbp),%rax
    239c:	cmp    %rax,%rdi
    239f:	je     23b6 <kernel.cold+0x126>
    23a1:	mov    -0x90(%rbp),%rax
    23a8:	lea    0x1(%rax),%rsi
    23ac:	vzeroupper
    23af:	call   2120 <_ZdlPvm@plt>
    23b4:	jmp    237b <kernel.cold+0xeb>
    23b6:	vzeroupper
    23b9:	jmp    237b <kernel.cold+0xeb>

00000000000023bb <_ZL9kernel_pyP7_objectS0_.cold>:
    23bb:	mov    $0x10,%edi
    23c0:	call   20b0 <__cxa_allocate_exception@plt>
    23c5:	lea    0x2d74(%rip),%rsi        # 5140 <_fini+0x4fc>
    23cc:	mov    %rax,%rdi
    23cf:	mov    %rax,%r13
    23d2:	call   2080 <_ZNSt13runtime_errorC1EPKc@plt>
    23d7:	mov    0x4bba(%rip),%rdx        # 6f98 <_ZNSt13runtime_errorD1Ev@GLIBCXX_3.4>
    23de:	mov    0x4beb(%rip),%rsi        # 6fd0 <_ZTISt13runtime_error@GLIBCXX_3.4>
    23e5:	mov    %r13,%rdi
    23e8:	call   2220 <__cxa_throw@plt>
    23ed:	mov    $0x10,%edi
    23f2:	call   20b0 <__cxa_allocate_exception@plt>
    23f7:	lea    0x2d56(%rip),%rsi        # 5154 <_fini+0x510>
    23fe:	mov    %rax,%rdi
    2401:	mov    %rax,%r13
    2404:	call   2080 <_ZNSt13runtime_errorC1EPKc@plt>
    2409:	mov    0x4b88(%rip),%rdx        # 6f98 <_ZNSt13runtime_errorD1Ev@GLIBCXX_3.4>
    2410:	mov    0x4bb9(%rip),%rsi        # 6fd0 <_ZTISt13runtime_error@GLIBCXX_3.4>
    2417:	mov    %r13,%rdi
    241a:	call   2220 <__cxa_throw@plt>
    241f:	mov    %rax,%rdi
    2422:	mov    %rdx,%r12
    2425:	vzeroupper
    2428:	dec    %r12
    242b:	je     246a <_ZL9kernel_pyP7_objectS0_.cold+0xaf>
    242d:	call   2090 <__cxa_begin_catch@plt>
    2432:	mov    0x4b77(%rip),%rax        # 6fb0 <PyExc_RuntimeError@Base>
    2439:	lea    0x2d25(%rip),%rsi        # 5165 <_fini+0x521>
    2440:	mov    (%rax),%rdi
    2443:	call   2140 <PyErr_SetString@plt>
    2448:	call   2200 <__cxa_end_catch@plt>
    244d:	xor    %eax,%eax
    244f:	jmp    44db <_ZL9kernel_pyP7_objectS0_+0x15b>
    2454:	mov    %rax,%rbx
    2457:	mov    %r13,%rdi
    245a:	mov    %rdx,%r12
    245d:	vzeroupper
    2460:	call   20d0 <__cxa_free_exception@plt>
    2465:	mov    %rbx,%rdi
    2468:	jmp    2428 <_ZL9kernel_pyP7_objectS0_.cold+0x6d>
    246a:	call   2090 <__cxa_begin_catch@plt>
    246f:	mov    (%rax),%rdx
    2472:	mov    %rax,%rdi
    2475:	call   *0x10(%rdx)
    2478:	mov    %rax,%rsi
    247b:	mov    0x4b2e(%rip),%rax        # 6fb0 <PyExc_RuntimeError@Base>
    2482:	mov    (%rax),%rdi
    2485:	call   2140 <PyErr_SetString@plt>
    248a:	jmp    2448 <_ZL9kernel_pyP7_objectS0_.cold+0x8d>
    248c:	mov    %rax,%rbx
    248f:	vzeroupper
    2492:	call   2200 <__cxa_end_catch@plt>
    2497:	mov    %rbx,%rdi
    249a:	call   2240 <_Unwind_Resume@plt>
    249f:	jmp    2454 <_ZL9kernel_pyP7_objectS0_.cold+0x99>
    24a1:	mov    %rax,%rbx
    24a4:	vzeroupper
    24a7:	call   2200 <__cxa_end_catch@plt>
    24ac:	mov    %rbx,%rdi
    24af:	call   2240 <_Unwind_Resume@plt>
    24b4:	cs nopw 0x0(%rax,%rax,1)
    24be:	xchg   %ax,%ax

00000000000024c0 <_GLOBAL__sub_I_c3yp6sohyzk7exfulo3utft2phdiqhdbqum25gltvggtubgrbtwp.main.cpp>:
    24c0:	push   %rbp
    24c1:	mov    %rsp,%rbp
    24c4:	push   %rbx
    24c5:	lea    0x4d74(%rip),%rbx        # 7240 <_ZStL8__ioinit>
    24cc:	sub    $0x8,%rsp
    24d0:	mov    %rbx,%rdi
    24d3:	call   21b0 <_ZNSt8ios_base4InitC1Ev@plt>
    24d8:	mov    0x4b01(%rip),%rdi        # 6fe0 <_ZNSt8ios_base4InitD1Ev@GLIBCXX_3.4>
    24df:	add    $0x8,%rsp
    24e3:	mov    %rbx,%rsi
    24e6:	pop    %rbx
    24e7:	pop    %rbp
    24e8:	lea    0x4c51(%rip),%rdx        # 7140 <__dso_handle>
    24ef:	jmp    2100 <__cxa_atexit@plt>
    24f4:	cs nopw 0x0(%rax,%rax,1)
    24fe:	xchg   %ax,%ax

0000000000002500 <deregister_tm_clones>:
    2500:	lea    0x4d29(%rip),%rdi        # 7230 <completed.0>
    2507:	lea    0x4d22(%rip),%rax        # 7230 <completed.0>
    250e:	cmp    %rdi,%rax
    2511:	je     2528 <deregister_tm_clones+0x28>
    2513:	mov    0x4a9e(%rip),%rax        # 6fb8 <_ITM_deregisterTMCloneTable@Base>
    251a:	test   %rax,%rax
    251d:	je     2528 <deregister_tm_clones+0x28>
    251f:	jmp    *%rax
    2521:	nopl   0x0(%rax)
    2528:	ret
    2529:	nopl   0x0(%rax)

0000000000002530 <register_tm_clones>:
    2530:	lea    0x4cf9(%rip),%rdi        # 7230 <completed.0>
    2537:	lea    0x4cf2(%rip),%rsi        # 7230 <completed.0>
    253e:	sub    %rdi,%rsi
    2541:	mov    %rsi,%rax
    2544:	shr    $0x3f,%rsi
    2548:	sar    $0x3,%rax
    254c:	add    %rax,%rsi
    254f:	sar    %rsi
    2552:	je     2568 <register_tm_clones+0x38>
    2554:	mov    0x4a6d(%rip),%rax        # 6fc8 <_ITM_registerTMCloneTable@Base>
    255b:	test   %rax,%rax
    255e:	je     2568 <register_tm_clones+0x38>
    2560:	jmp    *%rax
    2562:	nopw   0x0(%rax,%rax,1)
    2568:	ret
    2569:	nopl   0x0(%rax)

0000000000002570 <__do_global_dtors_aux>:
    2570:	endbr64
    2574:	cmpb   $0x0,0x4cb5(%rip)        # 7230 <completed.0>
    257b:	jne    25a8 <__do_global_dtors_aux+0x38>
    257d:	push   %rbp
    257e:	cmpq   $0x0,0x49f2(%rip)        # 6f78 <__cxa_finalize@GLIBC_2.2.5>
    2586:	mov    %rsp,%rbp
    2589:	je     2597 <__do_global_dtors_aux+0x27>
    258b:	mov    0x4bae(%rip),%rdi        # 7140 <__dso_handle>
    2592:	call   2280 <__cxa_finalize@plt>
    2597:	call   2500 <deregister_tm_clones>
    259c:	movb   $0x1,0x4c8d(%rip)        # 7230 <completed.0>
    25a3:	pop    %rbp
    25a4:	ret
    25a5:	nopl   (%rax)
    25a8:	ret
    25a9:	nopl   0x0(%rax)

00000000000025b0 <frame_dummy>:
    25b0:	endbr64
    25b4:	jmp    2530 <register_tm_clones>
    25b9:	nopl   0x0(%rax)

00000000000025c0 <kernel._omp_fn.0>:
    25c0:	push   %rbp
    25c1:	mov    %rsp,%rbp
    25c4:	push   %r15
    25c6:	push   %r14
    25c8:	push   %r13
    25ca:	push   %r12
    25cc:	push   %rbx
    25cd:	mov    %rdi,%rbx
    25d0:	and    $0xffffffffffffffe0,%rsp
    25d4:	sub    $0x140,%rsp
    25db:	call   21d0 <omp_get_thread_num@plt>
    25e0:	mov    %eax,%r12d
    25e3:	call   2260 <omp_get_num_threads@plt>
    25e8:	movslq %eax,%rsi
    25eb:	mov    $0x800,%eax
    25f0:	movslq %r12d,%rcx
    25f3:	cqto
    25f5:	idiv   %rsi
    25f8:	cmp    %rdx,%rcx
    25fb:	jl     41c0 <kernel._omp_fn.0+0x1c00>
    2601:	imul   %rax,%rcx
    2605:	add    %rcx,%rdx
    2608:	add    %rdx,%rax
    260b:	vmovq  %rax,%xmm0
    2610:	cmp    %rax,%rdx
    2613:	jge    41ac <kernel._omp_fn.0+0x1bec>
    2619:	mov    0x78(%rbx),%rax
    261d:	vbroadcastss 0x2b55(%rip),%ymm27        # 517c <_fini+0x538>
    2627:	shl    $0x3,%rdx
    262b:	mov    0x70(%rbx),%r15
    262f:	mov    0x68(%rbx),%r14
    2633:	mov    0x60(%rbx),%r13
    2637:	mov    0x58(%rbx),%r12
    263b:	mov    0x50(%rbx),%rcx
    263f:	mov    0x48(%rbx),%rsi
    2643:	mov    %rax,0x30(%rsp)
    2648:	mov    0x18(%rbx),%rax
    264c:	mov    0x40(%rbx),%r11
    2650:	mov    0x38(%rbx),%r10
    2654:	mov    0x30(%rbx),%r9
    2658:	mov    0x28(%rbx),%r8
    265c:	mov    0x20(%rbx),%rdi
    2660:	mov    %rax,0x28(%rsp)
    2665:	mov    0x10(%rbx),%rax
    2669:	mov    %rax,0x20(%rsp)
    266e:	mov    0x8(%rbx),%rax
    2672:	mov    (%rbx),%rbx
    2675:	mov    %rax,0x18(%rsp)
    267a:	vmovq  %xmm0,%rax
    267f:	shl    $0x3,%rax
    2683:	mov    %rax,0x38(%rsp)
    2688:	mov    $0x1,%eax
    268d:	vmovd  %eax,%xmm0
    2691:	movabs $0xffff0000ffff,%rax
    269b:	vmovq  %rax,%xmm30
    26a1:	movabs $0x1ffff0001ffff,%rax
    26ab:	vpbroadcastd %xmm0,%ymm3
    26b0:	vmovq  %rax,%xmm29
    26b6:	movabs $0xffffff00ffffff,%rax
    26c0:	vmovdqa %ymm3,0x120(%rsp)
    26c9:	vpbroadcastq %xmm30,%ymm30
    26cf:	vmovq  %rax,%xmm23
    26d5:	vpbroadcastq %xmm29,%ymm29
    26db:	vpbroadcastq %xmm23,%ymm23
    26e1:	data16 cs nopw 0x0(%rax,%rax,1)
    26ec:	nopl   0x0(%rax)
    26f0:	cmp    $0x3fff,%rdx
    26f7:	ja     419a <kernel._omp_fn.0+0x1bda>
    26fd:	vmulps (%r8,%rdx,4),%ymm27,%ymm17
    2704:	vmulps (%r10,%rdx,4),%ymm27,%ymm15
    270b:	mov    $0x1f3,%eax
    2710:	vpxor  %xmm8,%xmm8,%xmm8
    2715:	vmovups (%r9,%rdx,4),%ymm16
    271c:	vmovdqa 0x120(%rsp),%ymm10
    2725:	vpbroadcastd %eax,%ymm26
    272b:	mov    $0x10,%eax
    2730:	vbroadcastss 0x2a47(%rip),%ymm12        # 5180 <_fini+0x53c>
    2739:	vpaddd (%r11,%rdx,4),%ymm10,%ymm5
    273f:	vaddps (%rdi,%rdx,4),%ymm17,%ymm17
    2746:	vpbroadcastd (%rcx),%ymm6
    274b:	vbroadcastss 0x2a2f(%rip),%ymm21        # 5184 <_fini+0x540>
    2755:	vbroadcastss 0x2a29(%rip),%ymm20        # 5188 <_fini+0x544>
    275f:	vbroadcastss 0x2a23(%rip),%ymm19        # 518c <_fini+0x548>
    2769:	vbroadcastss 0x2a1d(%rip),%ymm22        # 5190 <_fini+0x54c>
    2773:	vpxor  (%rsi,%rdx,4),%ymm6,%ymm13
    2778:	vbroadcastss 0x2a17(%rip),%ymm11        # 5198 <_fini+0x554>
    2781:	vbroadcastss 0x2a09(%rip),%ymm24        # 5194 <_fini+0x550>
    278b:	vaddps %ymm16,%ymm15,%ymm15
    2791:	vpminsd %ymm5,%ymm26,%ymm1
    2797:	vmovdqa %ymm5,0x80(%rsp)
    27a0:	vpcmpeqd %ymm5,%ymm1,%ymm1
    27a4:	vandnps %ymm17,%ymm12,%ymm0
    27aa:	vandnps %ymm15,%ymm12,%ymm14
    27af:	vcmpgt_oqps 0x2a08(%rip),%ymm0,%ymm0        # 51c0 <_fini+0x57c>
    27b8:	vcmpgt_oqps 0x2a1f(%rip),%ymm14,%ymm14        # 51e0 <_fini+0x59c>
    27c1:	vpternlogq $0xfd,%ymm1,%ymm0,%ymm14
    27c8:	vpxor  0x30000(%rsi,%rdx,4),%ymm6,%ymm1
    27d1:	vpbroadcastd %eax,%ymm0
    27d7:	mov    $0x7feb352d,%eax
    27dc:	vpbroadcastd %eax,%ymm3
    27e2:	mov    $0xf,%eax
    27e7:	vpcmpltd %ymm8,%ymm14,%k1
    27ee:	vmulps %ymm16,%ymm16,%ymm8
    27f4:	vmulps 0x2a04(%rip),%ymm8,%ymm9        # 5200 <_fini+0x5bc>
    27fc:	vpsravd %ymm0,%ymm1,%ymm2
    2801:	vpternlogq $0x78,%ymm30,%ymm2,%ymm1
    2808:	vpbroadcastd %eax,%ymm2
    280e:	mov    $0x846ca68b,%eax
    2813:	vpmulld %ymm3,%ymm1,%ymm1
    2818:	vmovdqa %ymm1,%ymm4
    281c:	vpsravd %ymm2,%ymm1,%ymm5
    2821:	vpbroadcastd %eax,%ymm1
    2827:	mov    $0x8,%eax
    282c:	vpternlogq $0x78,%ymm29,%ymm5,%ymm4
    2833:	vpmulld %ymm1,%ymm4,%ymm4
    2838:	vpsravd %ymm0,%ymm4,%ymm5
    283d:	vpternlogq $0x78,%ymm30,%ymm5,%ymm4
    2844:	vpbroadcastd %eax,%ymm5
    284a:	mov    $0xff800000,%eax
    284f:	vpsravd %ymm5,%ymm4,%ymm7
    2854:	vpbroadcastd %eax,%ymm4
    285a:	vpandq %ymm23,%ymm7,%ymm7
    2860:	vpaddd %ymm4,%ymm7,%ymm7
    2864:	vcvtdq2ps %ymm7,%ymm7
    2868:	vmulps %ymm21,%ymm7,%ymm15{%k1}
    286e:	vmulps %ymm20,%ymm8,%ymm7
    2874:	vaddps %ymm19,%ymm7,%ymm7
    287a:	vmulps %ymm8,%ymm7,%ymm7
    287f:	vaddps %ymm22,%ymm7,%ymm7
    2885:	vmulps %ymm8,%ymm7,%ymm7
    288a:	vmulps %ymm8,%ymm7,%ymm7
    288f:	vsubps %ymm9,%ymm7,%ymm9
    2894:	vpsravd %ymm0,%ymm13,%ymm7
    2899:	vpternlogq $0x78,%ymm30,%ymm7,%ymm13
    28a0:	vpmulld %ymm3,%ymm13,%ymm13
    28a5:	vaddps %ymm24,%ymm9,%ymm9
    28ab:	vmulps 0x2a2b(%rip),%ymm9,%ymm18        # 52e0 <_fini+0x69c>
    28b5:	vpsravd %ymm2,%ymm13,%ymm7
    28ba:	vpternlogq $0x78,%ymm29,%ymm7,%ymm13
    28c1:	vpmulld %ymm1,%ymm13,%ymm13
    28c6:	vpsravd %ymm0,%ymm13,%ymm7
    28cb:	vpternlogq $0x78,%ymm30,%ymm7,%ymm13
    28d2:	vmulps 0x2966(%rip),%ymm8,%ymm7        # 5240 <_fini+0x5fc>
    28da:	vblendvps %ymm13,0x293c(%rip),%ymm11,%ymm13        # 5220 <_fini+0x5dc>
    28e4:	vaddps 0x2974(%rip),%ymm7,%ymm7        # 5260 <_fini+0x61c>
    28ec:	vmulps %ymm9,%ymm18,%ymm18
    28f2:	vmulps %ymm8,%ymm7,%ymm7
    28f7:	vaddps 0x2981(%rip),%ymm7,%ymm7        # 5280 <_fini+0x63c>
    28ff:	vmulps %ymm8,%ymm7,%ymm7
    2904:	vbroadcastss 0x288f(%rip),%ymm8        # 519c <_fini+0x558>
    290d:	vmulps %ymm16,%ymm7,%ymm7
    2913:	vaddps %ymm16,%ymm7,%ymm7
    2919:	vmulps (%r10,%rdx,4),%ymm8,%ymm16
    2920:	vmulps (%r10,%rdx,4),%ymm16,%ymm16
    2927:	vmulps %ymm7,%ymm16,%ymm16
    292d:	vmulps 0x298b(%rip),%ymm7,%ymm7        # 52c0 <_fini+0x67c>
    2935:	vaddps %ymm13,%ymm16,%ymm13
    293b:	vmulps 0x295d(%rip),%ymm13,%ymm13        # 52a0 <_fini+0x65c>
    2943:	vmulps %ymm9,%ymm13,%ymm16
    2949:	vsubps %ymm16,%ymm7,%ymm7
    294f:	vbroadcastss 0x2847(%rip),%ymm16        # 51a0 <_fini+0x55c>
    2959:	vsubps %ymm18,%ymm16,%ymm18
    295f:	vmulps 0x2897(%rip),%ymm18,%ymm18        # 5200 <_fini+0x5bc>
    2969:	vdivps %ymm18,%ymm7,%ymm7
    296f:	vmulps 0x2987(%rip),%ymm7,%ymm18        # 5300 <_fini+0x6bc>
    2979:	vmovdqa32 %ymm26,0x100(%rsp)
    2981:	vmulps %ymm27,%ymm7,%ymm7
    2987:	vaddps (%r10,%rdx,4),%ymm7,%ymm7
    298d:	vmulps %ymm9,%ymm18,%ymm18
    2993:	vpxor  0x40000(%rsi,%rdx,4),%ymm6,%ymm9
    299c:	vsubps %ymm18,%ymm13,%ymm13
    29a2:	vmulps %ymm27,%ymm13,%ymm13
    29a8:	vaddps (%r8,%rdx,4),%ymm13,%ymm13
    29ae:	vpsravd %ymm0,%ymm9,%ymm18
    29b4:	vpternlogq $0x78,%ymm30,%ymm18,%ymm9
    29bb:	vpmulld %ymm3,%ymm9,%ymm9
    29c0:	vpsravd %ymm2,%ymm9,%ymm18
    29c6:	vpternlogq $0x78,%ymm29,%ymm18,%ymm9
    29cd:	vpmulld %ymm1,%ymm9,%ymm9
    29d2:	vpsravd %ymm0,%ymm9,%ymm18
    29d8:	vpternlogq $0x78,%ymm30,%ymm18,%ymm9
    29df:	vmovdqa64 0x80(%rsp),%ymm18
    29e7:	vpsravd %ymm5,%ymm9,%ymm9
    29ec:	vpandq %ymm23,%ymm9,%ymm9
    29f2:	vpaddd %ymm4,%ymm9,%ymm9
    29f6:	vcvtdq2ps %ymm9,%ymm9
    29fb:	vmulps %ymm21,%ymm9,%ymm7{%k1}
    2a01:	vmovaps %ymm7,%ymm28
    2a07:	vpxor  0x20000(%rsi,%rdx,4),%ymm6,%ymm7
    2a10:	vpxor  0x10000(%rsi,%rdx,4),%ymm6,%ymm6
    2a19:	vpsravd %ymm0,%ymm7,%ymm9
    2a1e:	vpternlogq $0x78,%ymm30,%ymm9,%ymm7
    2a25:	vpmulld %ymm3,%ymm7,%ymm7
    2a2a:	vpsravd %ymm2,%ymm7,%ymm9
    2a2f:	vpternlogq $0x78,%ymm29,%ymm9,%ymm7
    2a36:	vpmulld %ymm1,%ymm7,%ymm7
    2a3b:	vpsravd %ymm0,%ymm7,%ymm9
    2a40:	vpternlogq $0x78,%ymm30,%ymm9,%ymm7
    2a47:	vmulps %ymm27,%ymm28,%ymm9
    2a4d:	vpsravd %ymm5,%ymm7,%ymm7
    2a52:	vpandq %ymm23,%ymm7,%ymm7
    2a58:	vpaddd %ymm4,%ymm7,%ymm7
    2a5c:	vcvtdq2ps %ymm7,%ymm7
    2a60:	vaddps %ymm15,%ymm9,%ymm9
    2a65:	vmulps %ymm21,%ymm7,%ymm13{%k1}
    2a6b:	vpsravd %ymm0,%ymm6,%ymm7
    2a70:	vpternlogq $0x78,%ymm30,%ymm7,%ymm6
    2a77:	vpmulld %ymm3,%ymm6,%ymm6
    2a7c:	vmulps %ymm27,%ymm13,%ymm25
    2a82:	vmovaps %ymm13,%ymm31
    2a88:	vpxor  %xmm13,%xmm13,%xmm13
    2a8d:	vpcmpltb %ymm13,%ymm14,%k4
    2a94:	vpsravd %ymm2,%ymm6,%ymm7
    2a99:	vpternlogq $0x78,%ymm29,%ymm7,%ymm6
    2aa0:	vpblendmb %ymm13,%ymm18,%ymm14{%k4}
    2aa6:	vpmulld %ymm1,%ymm6,%ymm6
    2aab:	vpaddd %ymm10,%ymm14,%ymm18
    2ab1:	vmovdqa32 %ymm18,0xc0(%rsp)
    2ab9:	vpminsd %ymm26,%ymm18,%ymm14
    2abf:	vpcmpeqd 0xc0(%rsp),%ymm14,%ymm14
    2ac8:	vpsravd %ymm0,%ymm6,%ymm7
    2acd:	vpternlogq $0x78,%ymm30,%ymm7,%ymm6
    2ad4:	vpsravd %ymm5,%ymm6,%ymm6
    2ad9:	vpandq %ymm23,%ymm6,%ymm6
    2adf:	vpaddd %ymm4,%ymm6,%ymm6
    2ae3:	vcvtdq2ps %ymm6,%ymm6
    2ae7:	vmulps %ymm21,%ymm6,%ymm17{%k1}
    2aed:	vandnps %ymm9,%ymm12,%ymm6
    2af2:	vcmpgt_oqps 0x26e5(%rip),%ymm6,%ymm6        # 51e0 <_fini+0x59c>
    2afb:	vaddps %ymm17,%ymm25,%ymm25
    2b01:	vmulps %ymm15,%ymm15,%ymm17
    2b07:	vandnps %ymm25,%ymm12,%ymm7
    2b0d:	vcmpgt_oqps 0x26aa(%rip),%ymm7,%ymm7        # 51c0 <_fini+0x57c>
    2b16:	vpternlogq $0xfd,%ymm14,%ymm7,%ymm6
    2b1d:	vmovdqa64 %ymm6,%ymm18
    2b23:	vpbroadcastd 0x4(%rcx),%ymm6
    2b29:	vpxor  0x30000(%rsi,%rdx,4),%ymm6,%ymm7
    2b32:	vpcmpltb %ymm13,%ymm18,%k5
    2b39:	vpsravd %ymm0,%ymm7,%ymm14
    2b3e:	vpternlogq $0x78,%ymm30,%ymm14,%ymm7
    2b45:	vpmulld %ymm3,%ymm7,%ymm7
    2b4a:	vpsravd %ymm2,%ymm7,%ymm14
    2b4f:	vpternlogq $0x78,%ymm29,%ymm14,%ymm7
    2b56:	vpmulld %ymm1,%ymm7,%ymm7
    2b5b:	vpsravd %ymm0,%ymm7,%ymm14
    2b60:	vpternlogq $0x78,%ymm30,%ymm14,%ymm7
    2b67:	vpxor  %xmm14,%xmm14,%xmm14
    2b6c:	vpsravd %ymm5,%ymm7,%ymm7
    2b71:	vpandq %ymm23,%ymm7,%ymm7
    2b77:	vpcmpltd %ymm14,%ymm18,%k1
    2b7e:	vpxor  (%rsi,%rdx,4),%ymm6,%ymm14
    2b83:	vpaddd %ymm4,%ymm7,%ymm7
    2b87:	vcvtdq2ps %ymm7,%ymm7
    2b8b:	vmulps %ymm21,%ymm7,%ymm9{%k1}
    2b91:	vmulps 0x2665(%rip),%ymm17,%ymm7        # 5200 <_fini+0x5bc>
    2b9b:	vmovaps %ymm9,%ymm26
    2ba1:	vmulps %ymm20,%ymm17,%ymm9
    2ba7:	vaddps %ymm19,%ymm9,%ymm9
    2bad:	vmulps %ymm17,%ymm9,%ymm9
    2bb3:	vaddps %ymm22,%ymm9,%ymm9
    2bb9:	vmulps %ymm17,%ymm9,%ymm9
    2bbf:	vmulps %ymm17,%ymm9,%ymm9
    2bc5:	vsubps %ymm7,%ymm9,%ymm9
    2bc9:	vpsravd %ymm0,%ymm14,%ymm7
    2bce:	vpternlogq $0x78,%ymm30,%ymm7,%ymm14
    2bd5:	vpmulld %ymm3,%ymm14,%ymm14
    2bda:	vaddps %ymm24,%ymm9,%ymm9
    2be0:	vpsravd %ymm2,%ymm14,%ymm7
    2be5:	vpternlogq $0x78,%ymm29,%ymm7,%ymm14
    2bec:	vpmulld %ymm1,%ymm14,%ymm14
    2bf1:	vpsravd %ymm0,%ymm14,%ymm7
    2bf6:	vpternlogq $0x78,%ymm30,%ymm7,%ymm14
    2bfd:	vmulps 0x2639(%rip),%ymm17,%ymm7        # 5240 <_fini+0x5fc>
    2c07:	vblendvps %ymm14,0x260f(%rip),%ymm11,%ymm14        # 5220 <_fini+0x5dc>
    2c11:	vaddps 0x2647(%rip),%ymm7,%ymm7        # 5260 <_fini+0x61c>
    2c19:	vmulps %ymm17,%ymm7,%ymm7
    2c1f:	vaddps 0x2659(%rip),%ymm7,%ymm7        # 5280 <_fini+0x63c>
    2c27:	vmulps %ymm17,%ymm7,%ymm7
    2c2d:	vmovdqa64 0xc0(%rsp),%ymm17
    2c35:	vmulps %ymm15,%ymm7,%ymm7
    2c3a:	vaddps %ymm15,%ymm7,%ymm7
    2c3f:	vmulps %ymm8,%ymm28,%ymm15
    2c45:	vmulps %ymm28,%ymm15,%ymm15
    2c4b:	vmulps %ymm7,%ymm15,%ymm15
    2c4f:	vaddps %ymm14,%ymm15,%ymm15
    2c54:	vmulps 0x2644(%rip),%ymm15,%ymm15        # 52a0 <_fini+0x65c>
    2c5c:	vmulps 0x265c(%rip),%ymm7,%ymm14        # 52c0 <_fini+0x67c>
    2c64:	vmulps %ymm9,%ymm15,%ymm7
    2c69:	vsubps %ymm7,%ymm14,%ymm14
    2c6d:	vmulps 0x266b(%rip),%ymm9,%ymm7        # 52e0 <_fini+0x69c>
    2c75:	vmulps %ymm9,%ymm7,%ymm7
    2c7a:	vsubps %ymm7,%ymm16,%ymm7
    2c80:	vmulps 0x2578(%rip),%ymm7,%ymm7        # 5200 <_fini+0x5bc>
    2c88:	vdivps %ymm7,%ymm14,%ymm14
    2c8c:	vmulps 0x266c(%rip),%ymm14,%ymm7        # 5300 <_fini+0x6bc>
    2c94:	vmulps %ymm27,%ymm14,%ymm14
    2c9a:	vmulps %ymm9,%ymm7,%ymm7
    2c9f:	vaddps %ymm28,%ymm14,%ymm14
    2ca5:	vsubps %ymm7,%ymm15,%ymm9
    2ca9:	vpxor  0x40000(%rsi,%rdx,4),%ymm6,%ymm7
    2cb2:	vmovaps %ymm14,%ymm28
    2cb8:	vmulps %ymm27,%ymm9,%ymm9
    2cbe:	vaddps %ymm31,%ymm9,%ymm9
    2cc4:	vpxord %xmm31,%xmm31,%xmm31
    2cca:	vpsravd %ymm0,%ymm7,%ymm15
    2ccf:	vpternlogq $0x78,%ymm30,%ymm15,%ymm7
    2cd6:	vpmulld %ymm3,%ymm7,%ymm7
    2cdb:	vpsravd %ymm2,%ymm7,%ymm15
    2ce0:	vpternlogq $0x78,%ymm29,%ymm15,%ymm7
    2ce7:	vpmulld %ymm1,%ymm7,%ymm7
    2cec:	vpsravd %ymm0,%ymm7,%ymm15
    2cf1:	vpternlogq $0x78,%ymm30,%ymm15,%ymm7
    2cf8:	vmovaps %ymm9,%ymm15
    2cfd:	vpsravd %ymm5,%ymm7,%ymm7
    2d02:	vpandq %ymm23,%ymm7,%ymm7
    2d08:	vpaddd %ymm4,%ymm7,%ymm7
    2d0c:	vcvtdq2ps %ymm7,%ymm7
    2d10:	vmulps %ymm21,%ymm7,%ymm28{%k1}
    2d16:	vpxor  0x20000(%rsi,%rdx,4),%ymm6,%ymm7
    2d1f:	vpxor  0x10000(%rsi,%rdx,4),%ymm6,%ymm6
    2d28:	vmulps %ymm27,%ymm28,%ymm9
    2d2e:	vaddps %ymm26,%ymm9,%ymm9
    2d34:	vpsravd %ymm0,%ymm7,%ymm14
    2d39:	vpternlogq $0x78,%ymm30,%ymm14,%ymm7
    2d40:	vpmulld %ymm3,%ymm7,%ymm7
    2d45:	vpsravd %ymm2,%ymm7,%ymm14
    2d4a:	vpternlogq $0x78,%ymm29,%ymm14,%ymm7
    2d51:	vpmulld %ymm1,%ymm7,%ymm7
    2d56:	vpsravd %ymm0,%ymm7,%ymm14
    2d5b:	vpternlogq $0x78,%ymm30,%ymm14,%ymm7
    2d62:	vandnps %ymm9,%ymm12,%ymm14
    2d67:	vpsravd %ymm5,%ymm7,%ymm7
    2d6c:	vpandq %ymm23,%ymm7,%ymm7
    2d72:	vcmpgt_oqps 0x2465(%rip),%ymm14,%ymm14        # 51e0 <_fini+0x59c>
    2d7b:	vpaddd %ymm4,%ymm7,%ymm7
    2d7f:	vcvtdq2ps %ymm7,%ymm7
    2d83:	vmulps %ymm21,%ymm7,%ymm15{%k1}
    2d89:	vpsravd %ymm0,%ymm6,%ymm7
    2d8e:	vpternlogq $0x78,%ymm30,%ymm7,%ymm6
    2d95:	vpmulld %ymm3,%ymm6,%ymm6
    2d9a:	vmovaps %ymm15,0x120(%rsp)
    2da3:	vpsravd %ymm2,%ymm6,%ymm7
    2da8:	vpternlogq $0x78,%ymm29,%ymm7,%ymm6
    2daf:	vpmulld %ymm1,%ymm6,%ymm6
    2db4:	vpsravd %ymm0,%ymm6,%ymm7
    2db9:	vpternlogq $0x78,%ymm30,%ymm7,%ymm6
    2dc0:	vpblendmb %ymm13,%ymm17,%ymm7{%k5}
    2dc6:	vpsravd %ymm5,%ymm6,%ymm6
    2dcb:	vpandq %ymm23,%ymm6,%ymm6
    2dd1:	vpaddd %ymm10,%ymm7,%ymm17
    2dd7:	vpaddd %ymm4,%ymm6,%ymm6
    2ddb:	vcvtdq2ps %ymm6,%ymm6
    2ddf:	vmulps %ymm21,%ymm6,%ymm25{%k1}
    2de5:	vmulps %ymm15,%ymm27,%ymm6
    2deb:	vmovdqa32 %ymm17,%ymm15
    2df1:	vaddps %ymm25,%ymm6,%ymm25
    2df7:	vandnps %ymm25,%ymm12,%ymm6
    2dfd:	vcmpgt_oqps 0x23ba(%rip),%ymm6,%ymm6        # 51c0 <_fini+0x57c>
    2e06:	vpminsd 0x100(%rsp),%ymm17,%ymm7
    2e0e:	vmovdqa32 %ymm17,0xa0(%rsp)
    2e16:	vmulps %ymm26,%ymm26,%ymm17
    2e1c:	vpcmpeqd %ymm15,%ymm7,%ymm7
    2e21:	vpternlogq $0xfd,%ymm7,%ymm6,%ymm14
    2e28:	vpbroadcastd 0x8(%rcx),%ymm6
    2e2e:	vpxor  0x30000(%rsi,%rdx,4),%ymm6,%ymm7
    2e37:	vpcmpltd %ymm31,%ymm14,%k1
    2e3e:	vpcmpltb %ymm13,%ymm14,%k6
    2e45:	vmovdqa 0xa0(%rsp),%ymm14
    2e4e:	vpsravd %ymm0,%ymm7,%ymm15
    2e53:	vpternlogq $0x78,%ymm30,%ymm15,%ymm7
    2e5a:	vpmulld %ymm3,%ymm7,%ymm7
    2e5f:	vpsravd %ymm2,%ymm7,%ymm15
    2e64:	vpternlogq $0x78,%ymm29,%ymm15,%ymm7
    2e6b:	vpmulld %ymm1,%ymm7,%ymm7
    2e70:	vpsravd %ymm0,%ymm7,%ymm15
    2e75:	vpternlogq $0x78,%ymm30,%ymm15,%ymm7
    2e7c:	vpsravd %ymm5,%ymm7,%ymm7
    2e81:	vpandq %ymm23,%ymm7,%ymm7
    2e87:	vpaddd %ymm4,%ymm7,%ymm7
    2e8b:	vcvtdq2ps %ymm7,%ymm7
    2e8f:	vmulps %ymm21,%ymm7,%ymm9{%k1}
    2e95:	vmulps 0x2361(%rip),%ymm17,%ymm7        # 5200 <_fini+0x5bc>
    2e9f:	vmovaps %ymm9,%ymm31
    2ea5:	vmulps %ymm20,%ymm17,%ymm9
    2eab:	vaddps %ymm19,%ymm9,%ymm9
    2eb1:	vmulps %ymm17,%ymm9,%ymm9
    2eb7:	vaddps %ymm22,%ymm9,%ymm9
    2ebd:	vmulps %ymm17,%ymm9,%ymm9
    2ec3:	vmulps %ymm17,%ymm9,%ymm9
    2ec9:	vsubps %ymm7,%ymm9,%ymm9
    2ecd:	vpxor  (%rsi,%rdx,4),%ymm6,%ymm7
    2ed2:	vaddps %ymm24,%ymm9,%ymm9
    2ed8:	vpsravd %ymm0,%ymm7,%ymm15
    2edd:	vpternlogq $0x78,%ymm30,%ymm15,%ymm7
    2ee4:	vpmulld %ymm3,%ymm7,%ymm7
    2ee9:	vpsravd %ymm2,%ymm7,%ymm15
    2eee:	vpternlogq $0x78,%ymm29,%ymm15,%ymm7
    2ef5:	vpmulld %ymm1,%ymm7,%ymm7
    2efa:	vpsravd %ymm0,%ymm7,%ymm18
    2f00:	vpternlogq $0x78,%ymm30,%ymm18,%ymm7
    2f07:	vblendvps %ymm7,0x230f(%rip),%ymm11,%ymm15        # 5220 <_fini+0x5dc>
    2f11:	vmulps 0x2325(%rip),%ymm17,%ymm7        # 5240 <_fini+0x5fc>
    2f1b:	vaddps 0x233d(%rip),%ymm7,%ymm7        # 5260 <_fini+0x61c>
    2f23:	vmulps %ymm17,%ymm7,%ymm7
    2f29:	vaddps 0x234f(%rip),%ymm7,%ymm7        # 5280 <_fini+0x63c>
    2f31:	vmulps %ymm17,%ymm7,%ymm7
    2f37:	vmulps %ymm8,%ymm28,%ymm17
    2f3d:	vmulps %ymm26,%ymm7,%ymm7
    2f43:	vmulps %ymm28,%ymm17,%ymm17
    2f49:	vaddps %ymm26,%ymm7,%ymm7
    2f4f:	vmulps %ymm7,%ymm17,%ymm17
    2f55:	vmulps 0x2363(%rip),%ymm7,%ymm7        # 52c0 <_fini+0x67c>
    2f5d:	vaddps %ymm15,%ymm17,%ymm15
    2f63:	vmulps 0x2335(%rip),%ymm15,%ymm15        # 52a0 <_fini+0x65c>
    2f6b:	vmulps %ymm9,%ymm15,%ymm17
    2f71:	vsubps %ymm17,%ymm7,%ymm7
    2f77:	vmulps 0x235f(%rip),%ymm9,%ymm17        # 52e0 <_fini+0x69c>
    2f81:	vmulps %ymm9,%ymm17,%ymm17
    2f87:	vsubps %ymm17,%ymm16,%ymm17
    2f8d:	vmulps 0x2269(%rip),%ymm17,%ymm17        # 5200 <_fini+0x5bc>
    2f97:	vdivps %ymm17,%ymm7,%ymm7
    2f9d:	vmulps 0x2359(%rip),%ymm7,%ymm17        # 5300 <_fini+0x6bc>
    2fa7:	vmulps %ymm27,%ymm7,%ymm7
    2fad:	vmulps %ymm9,%ymm17,%ymm17
    2fb3:	vpxor  0x40000(%rsi,%rdx,4),%ymm6,%ymm9
    2fbc:	vaddps %ymm28,%ymm7,%ymm7
    2fc2:	vpblendmb %ymm13,%ymm14,%ymm28{%k6}
    2fc8:	vpaddd %ymm10,%ymm28,%ymm28
    2fce:	vpminsd 0x100(%rsp),%ymm28,%ymm14
    2fd6:	vsubps %ymm17,%ymm15,%ymm15
    2fdc:	vmulps %ymm27,%ymm15,%ymm15
    2fe2:	vaddps 0x120(%rsp),%ymm15,%ymm15
    2feb:	vmovdqa %ymm10,0x120(%rsp)
    2ff4:	vmovdqa32 %ymm28,%ymm10
    2ffa:	vpsravd %ymm0,%ymm9,%ymm17
    3000:	vpternlogq $0x78,%ymm30,%ymm17,%ymm9
    3007:	vpmulld %ymm9,%ymm3,%ymm9
    300c:	vpcmpeqd %ymm14,%ymm10,%ymm14
    3011:	vpsravd %ymm2,%ymm9,%ymm17
    3017:	vpternlogq $0x78,%ymm29,%ymm17,%ymm9
    301e:	vpmulld %ymm9,%ymm1,%ymm9
    3023:	vpsravd %ymm0,%ymm9,%ymm17
    3029:	vpternlogq $0x78,%ymm30,%ymm17,%ymm9
    3030:	vpsravd %ymm5,%ymm9,%ymm9
    3035:	vpandq %ymm9,%ymm23,%ymm9
    303b:	vpaddd %ymm9,%ymm4,%ymm9
    3040:	vcvtdq2ps %ymm9,%ymm9
    3045:	vmulps %ymm21,%ymm9,%ymm7{%k1}
    304b:	vmovaps %ymm7,%ymm26
    3051:	vpxor  0x20000(%rsi,%rdx,4),%ymm6,%ymm7
    305a:	vpxor  0x10000(%rsi,%rdx,4),%ymm6,%ymm6
    3063:	vpsravd %ymm0,%ymm7,%ymm9
    3068:	vpternlogq $0x78,%ymm30,%ymm9,%ymm7
    306f:	vpmulld %ymm7,%ymm3,%ymm7
    3074:	vpsravd %ymm2,%ymm7,%ymm9
    3079:	vpternlogq $0x78,%ymm29,%ymm9,%ymm7
    3080:	vpmulld %ymm7,%ymm1,%ymm7
    3085:	vpsravd %ymm0,%ymm7,%ymm9
    308a:	vpternlogq $0x78,%ymm30,%ymm9,%ymm7
    3091:	vmovaps %ymm15,%ymm9
    3096:	vpsravd %ymm5,%ymm7,%ymm7
    309b:	vpandq %ymm7,%ymm23,%ymm7
    30a1:	vpaddd %ymm7,%ymm4,%ymm7
    30a5:	vcvtdq2ps %ymm7,%ymm7
    30a9:	vmulps %ymm21,%ymm7,%ymm9{%k1}
    30af:	vpsravd %ymm0,%ymm6,%ymm7
    30b4:	vpternlogq $0x78,%ymm30,%ymm7,%ymm6
    30bb:	vpmulld %ymm6,%ymm3,%ymm6
    30c0:	vmulps %ymm9,%ymm27,%ymm15
    30c6:	vmovaps %ymm9,0xe0(%rsp)
    30cf:	vpsravd %ymm2,%ymm6,%ymm7
    30d4:	vpternlogq $0x78,%ymm29,%ymm7,%ymm6
    30db:	vmulps %ymm27,%ymm26,%ymm9
    30e1:	vpmulld %ymm6,%ymm1,%ymm6
    30e6:	vaddps %ymm31,%ymm9,%ymm9
    30ec:	vpsravd %ymm0,%ymm6,%ymm7
    30f1:	vpternlogq $0x78,%ymm30,%ymm7,%ymm6
    30f8:	vmovaps %ymm9,%ymm18
    30fe:	vpsravd %ymm5,%ymm6,%ymm6
    3103:	vpandq %ymm6,%ymm23,%ymm6
    3109:	vpaddd %ymm6,%ymm4,%ymm6
    310d:	vcvtdq2ps %ymm6,%ymm6
    3111:	vmulps %ymm21,%ymm6,%ymm25{%k1}
    3117:	vandnps %ymm9,%ymm12,%ymm6
    311c:	vcmpgt_oqps 0x20bb(%rip),%ymm6,%ymm6        # 51e0 <_fini+0x59c>
    3125:	vmovdqa64 %ymm6,%ymm17
    312b:	vpbroadcastd 0xc(%rcx),%ymm6
    3131:	vaddps %ymm25,%ymm15,%ymm15
    3137:	vpxord %xmm25,%xmm25,%xmm25
    313d:	vandnps %ymm15,%ymm12,%ymm7
    3142:	vcmpgt_oqps 0x2075(%rip),%ymm7,%ymm7        # 51c0 <_fini+0x57c>
    314b:	vpternlogq $0xfd,%ymm14,%ymm7,%ymm17
    3152:	vpxor  0x30000(%rsi,%rdx,4),%ymm6,%ymm7
    315b:	vpcmpltd %ymm25,%ymm17,%k1
    3162:	vpcmpltb %ymm13,%ymm17,%k2
    3169:	vpsravd %ymm0,%ymm7,%ymm14
    316e:	vpternlogq $0x78,%ymm30,%ymm14,%ymm7
    3175:	vpmulld %ymm7,%ymm3,%ymm7
    317a:	vpsravd %ymm2,%ymm7,%ymm14
    317f:	vpternlogq $0x78,%ymm29,%ymm14,%ymm7
    3186:	vpmulld %ymm7,%ymm1,%ymm7
    318b:	vpsravd %ymm0,%ymm7,%ymm14
    3190:	vpternlogq $0x78,%ymm30,%ymm14,%ymm7
    3197:	vpsravd %ymm5,%ymm7,%ymm7
    319c:	vpandq %ymm7,%ymm23,%ymm7
    31a2:	vpaddd %ymm7,%ymm4,%ymm7
    31a6:	vcvtdq2ps %ymm7,%ymm7
    31aa:	vmulps %ymm21,%ymm7,%ymm18{%k1}
    31b0:	vmovaps %ymm18,%ymm25
    31b6:	vmulps %ymm31,%ymm31,%ymm18
    31bc:	vmulps 0x203a(%rip),%ymm18,%ymm7        # 5200 <_fini+0x5bc>
    31c6:	vmulps %ymm20,%ymm18,%ymm9
    31cc:	vaddps %ymm19,%ymm9,%ymm9
    31d2:	vmulps %ymm18,%ymm9,%ymm9
    31d8:	vaddps %ymm22,%ymm9,%ymm9
    31de:	vmulps %ymm18,%ymm9,%ymm9
    31e4:	vmulps %ymm18,%ymm9,%ymm9
    31ea:	vsubps %ymm7,%ymm9,%ymm9
    31ee:	vpxor  (%rsi,%rdx,4),%ymm6,%ymm7
    31f3:	vaddps %ymm24,%ymm9,%ymm9
    31f9:	vpsravd %ymm0,%ymm7,%ymm14
    31fe:	vpternlogq $0x78,%ymm30,%ymm14,%ymm7
    3205:	vpmulld %ymm7,%ymm3,%ymm7
    320a:	vpsravd %ymm2,%ymm7,%ymm14
    320f:	vpternlogq $0x78,%ymm29,%ymm14,%ymm7
    3216:	vpmulld %ymm7,%ymm1,%ymm7
    321b:	vpsravd %ymm0,%ymm7,%ymm14
    3220:	vpternlogq $0x78,%ymm30,%ymm14,%ymm7
    3227:	vblendvps %ymm7,0x1fef(%rip),%ymm11,%ymm14        # 5220 <_fini+0x5dc>
    3231:	vmulps 0x2005(%rip),%ymm18,%ymm7        # 5240 <_fini+0x5fc>
    323b:	vaddps 0x201d(%rip),%ymm7,%ymm7        # 5260 <_fini+0x61c>
    3243:	vmulps %ymm18,%ymm7,%ymm7
    3249:	vaddps 0x202f(%rip),%ymm7,%ymm7        # 5280 <_fini+0x63c>
    3251:	vmulps %ymm18,%ymm7,%ymm7
    3257:	vmulps %ymm8,%ymm26,%ymm18
    325d:	vmulps %ymm31,%ymm7,%ymm7
    3263:	vmulps %ymm26,%ymm18,%ymm18
    3269:	vaddps %ymm31,%ymm7,%ymm7
    326f:	vmulps %ymm7,%ymm18,%ymm18
    3275:	vmulps 0x2043(%rip),%ymm7,%ymm7        # 52c0 <_fini+0x67c>
    327d:	vaddps %ymm14,%ymm18,%ymm14
    3283:	vmulps 0x2015(%rip),%ymm14,%ymm14        # 52a0 <_fini+0x65c>
    328b:	vmulps %ymm9,%ymm14,%ymm18
    3291:	vsubps %ymm18,%ymm7,%ymm7
    3297:	vmulps 0x203f(%rip),%ymm9,%ymm18        # 52e0 <_fini+0x69c>
    32a1:	vmulps %ymm9,%ymm18,%ymm18
    32a7:	vsubps %ymm18,%ymm16,%ymm18
    32ad:	vmulps 0x1f49(%rip),%ymm18,%ymm18        # 5200 <_fini+0x5bc>
    32b7:	vdivps %ymm18,%ymm7,%ymm7
    32bd:	vmulps 0x2039(%rip),%ymm7,%ymm18        # 5300 <_fini+0x6bc>
    32c7:	vmulps %ymm27,%ymm7,%ymm7
    32cd:	vmulps %ymm9,%ymm18,%ymm18
    32d3:	vpxor  0x40000(%rsi,%rdx,4),%ymm6,%ymm9
    32dc:	vaddps %ymm26,%ymm7,%ymm7
    32e2:	vsubps %ymm18,%ymm14,%ymm14
    32e8:	vmulps %ymm27,%ymm14,%ymm14
    32ee:	vaddps 0xe0(%rsp),%ymm14,%ymm14
    32f7:	vpsravd %ymm0,%ymm9,%ymm18
    32fd:	vpternlogq $0x78,%ymm30,%ymm18,%ymm9
    3304:	vpmulld %ymm9,%ymm3,%ymm9
    3309:	vpsravd %ymm2,%ymm9,%ymm18
    330f:	vpternlogq $0x78,%ymm29,%ymm18,%ymm9
    3316:	vpmulld %ymm9,%ymm1,%ymm9
    331b:	vpsravd %ymm0,%ymm9,%ymm18
    3321:	vpternlogq $0x78,%ymm30,%ymm18,%ymm9
    3328:	vmovaps %ymm14,%ymm31
    332e:	vpsravd %ymm5,%ymm9,%ymm9
    3333:	vpandq %ymm9,%ymm23,%ymm9
    3339:	vmulps %ymm25,%ymm25,%ymm14
    333f:	vpaddd %ymm9,%ymm4,%ymm9
    3344:	vcvtdq2ps %ymm9,%ymm9
    3349:	vmulps %ymm21,%ymm9,%ymm7{%k1}
    334f:	vmovaps %ymm7,%ymm26
    3355:	vpblendmb %ymm13,%ymm28,%ymm7{%k2}
    335b:	vpaddd 0x120(%rsp),%ymm7,%ymm7
    3364:	vmulps %ymm27,%ymm26,%ymm17
    336a:	vaddps %ymm25,%ymm17,%ymm17
    3370:	vmovdqa %ymm7,%ymm10
    3374:	vpxor  0x20000(%rsi,%rdx,4),%ymm6,%ymm7
    337d:	vpxor  0x10000(%rsi,%rdx,4),%ymm6,%ymm6
    3386:	vmovdqa %ymm10,0xe0(%rsp)
    338f:	vpsravd %ymm0,%ymm7,%ymm9
    3394:	vpternlogq $0x78,%ymm30,%ymm9,%ymm7
    339b:	vpmulld %ymm7,%ymm3,%ymm7
    33a0:	vpsravd %ymm2,%ymm7,%ymm9
    33a5:	vpternlogq $0x78,%ymm29,%ymm9,%ymm7
    33ac:	vpmulld %ymm7,%ymm1,%ymm7
    33b1:	vpsravd %ymm0,%ymm7,%ymm9
    33b6:	vpternlogq $0x78,%ymm30,%ymm9,%ymm7
    33bd:	vmulps %ymm20,%ymm14,%ymm9
    33c3:	vpsravd %ymm5,%ymm7,%ymm7
    33c8:	vpandq %ymm7,%ymm23,%ymm7
    33ce:	vpaddd %ymm7,%ymm4,%ymm7
    33d2:	vcvtdq2ps %ymm7,%ymm7
    33d6:	vaddps %ymm19,%ymm9,%ymm9
    33dc:	vmulps %ymm21,%ymm7,%ymm31{%k1}
    33e2:	vpsravd %ymm0,%ymm6,%ymm7
    33e7:	vmulps %ymm14,%ymm9,%ymm9
    33ec:	vpternlogq $0x78,%ymm30,%ymm7,%ymm6
    33f3:	vpmulld %ymm6,%ymm3,%ymm6
    33f8:	vaddps %ymm22,%ymm9,%ymm9
    33fe:	vmulps %ymm27,%ymm31,%ymm18
    3404:	vpsravd %ymm2,%ymm6,%ymm7
    3409:	vpternlogq $0x78,%ymm29,%ymm7,%ymm6
    3410:	vmulps %ymm14,%ymm9,%ymm9
    3415:	vpmulld %ymm6,%ymm1,%ymm6
    341a:	vmulps %ymm14,%ymm9,%ymm9
    341f:	vpsravd %ymm0,%ymm6,%ymm7
    3424:	vpternlogq $0x78,%ymm30,%ymm7,%ymm6
    342b:	vpbroadcastd 0x10(%rcx),%ymm7
    3431:	vpsravd %ymm5,%ymm6,%ymm6
    3436:	vpandq %ymm6,%ymm23,%ymm6
    343c:	vpaddd %ymm6,%ymm4,%ymm6
    3440:	vcvtdq2ps %ymm6,%ymm6
    3444:	vmulps %ymm21,%ymm6,%ymm15{%k1}
    344a:	vmulps 0x1dae(%rip),%ymm14,%ymm6        # 5200 <_fini+0x5bc>
    3452:	vaddps %ymm15,%ymm18,%ymm18
    3458:	vsubps %ymm6,%ymm9,%ymm9
    345c:	vpxor  (%rsi,%rdx,4),%ymm7,%ymm6
    3461:	vaddps %ymm24,%ymm9,%ymm9
    3467:	vpsravd %ymm0,%ymm6,%ymm15
    346c:	vpternlogq $0x78,%ymm30,%ymm15,%ymm6
    3473:	vpmulld %ymm6,%ymm3,%ymm6
    3478:	vpsravd %ymm2,%ymm6,%ymm15
    347d:	vpternlogq $0x78,%ymm29,%ymm15,%ymm6
    3484:	vpmulld %ymm6,%ymm1,%ymm6
    3489:	vpsravd %ymm0,%ymm6,%ymm15
    348e:	vpternlogq $0x78,%ymm30,%ymm15,%ymm6
    3495:	vmulps 0x1da3(%rip),%ymm14,%ymm15        # 5240 <_fini+0x5fc>
    349d:	vblendvps %ymm6,0x1d79(%rip),%ymm11,%ymm6        # 5220 <_fini+0x5dc>
    34a7:	vaddps 0x1db1(%rip),%ymm15,%ymm15        # 5260 <_fini+0x61c>
    34af:	vmulps %ymm14,%ymm15,%ymm15
    34b4:	vaddps 0x1dc4(%rip),%ymm15,%ymm15        # 5280 <_fini+0x63c>
    34bc:	vmulps %ymm14,%ymm15,%ymm15
    34c1:	vmulps %ymm8,%ymm26,%ymm14
    34c7:	vmulps %ymm25,%ymm15,%ymm15
    34cd:	vmulps %ymm26,%ymm14,%ymm14
    34d3:	vaddps %ymm25,%ymm15,%ymm15
    34d9:	vpminsd 0x100(%rsp),%ymm10,%ymm25
    34e1:	vmulps %ymm15,%ymm14,%ymm14
    34e6:	vaddps %ymm6,%ymm14,%ymm14
    34ea:	vmulps 0x1dae(%rip),%ymm14,%ymm14        # 52a0 <_fini+0x65c>
    34f2:	vmulps 0x1dc6(%rip),%ymm15,%ymm6        # 52c0 <_fini+0x67c>
    34fa:	vmovdqa32 %ymm25,%ymm10
    3500:	vpcmpeqd 0xe0(%rsp),%ymm10,%ymm10
    3509:	vmulps %ymm9,%ymm14,%ymm15
    350e:	vsubps %ymm15,%ymm6,%ymm6
    3513:	vmulps 0x1dc5(%rip),%ymm9,%ymm15        # 52e0 <_fini+0x69c>
    351b:	vmulps %ymm9,%ymm15,%ymm15
    3520:	vsubps %ymm15,%ymm16,%ymm15
    3526:	vmulps 0x1cd2(%rip),%ymm15,%ymm15        # 5200 <_fini+0x5bc>
    352e:	vdivps %ymm15,%ymm6,%ymm6
    3533:	vmulps 0x1dc5(%rip),%ymm6,%ymm15        # 5300 <_fini+0x6bc>
    353b:	vmulps %ymm27,%ymm6,%ymm6
    3541:	vmulps %ymm9,%ymm15,%ymm15
    3546:	vandnps %ymm18,%ymm12,%ymm9
    354c:	vaddps %ymm26,%ymm6,%ymm6
    3552:	vcmpgt_oqps 0x1c65(%rip),%ymm9,%ymm9        # 51c0 <_fini+0x57c>
    355b:	vsubps %ymm15,%ymm14,%ymm14
    3560:	vandnps %ymm17,%ymm12,%ymm15
    3566:	vcmpgt_oqps 0x1c71(%rip),%ymm15,%ymm15        # 51e0 <_fini+0x59c>
    356f:	vpternlogq $0xfd,%ymm10,%ymm9,%ymm15
    3576:	vpxor  0x20000(%rsi,%rdx,4),%ymm7,%ymm9
    357f:	vmulps %ymm27,%ymm14,%ymm14
    3585:	vpcmpltb %ymm13,%ymm15,%k7
    358c:	vaddps %ymm31,%ymm14,%ymm14
    3592:	vpsravd %ymm0,%ymm9,%ymm25
    3598:	vpternlogq $0x78,%ymm30,%ymm25,%ymm9
    359f:	vpmulld %ymm9,%ymm3,%ymm9
    35a4:	vpsravd %ymm2,%ymm9,%ymm25
    35aa:	vpternlogq $0x78,%ymm29,%ymm25,%ymm9
    35b1:	vpmulld %ymm9,%ymm1,%ymm9
    35b6:	vpsravd %ymm0,%ymm9,%ymm25
    35bc:	vpternlogq $0x78,%ymm30,%ymm25,%ymm9
    35c3:	vpxord %xmm25,%xmm25,%xmm25
    35c9:	vpsravd %ymm5,%ymm9,%ymm9
    35ce:	vpandq %ymm9,%ymm23,%ymm9
    35d4:	vpcmpltd %ymm25,%ymm15,%k1
    35db:	vpaddd %ymm9,%ymm4,%ymm9
    35e0:	vcvtdq2ps %ymm9,%ymm9
    35e5:	vmulps %ymm21,%ymm9,%ymm14{%k1}
    35eb:	vpxor  0x10000(%rsi,%rdx,4),%ymm7,%ymm9
    35f4:	vmovaps %ymm14,%ymm31
    35fa:	vmovaps %ymm31,0x60(%rsp)
    3602:	vmulps %ymm31,%ymm27,%ymm31
    3608:	vpsravd %ymm0,%ymm9,%ymm14
    360d:	vpternlogq $0x78,%ymm30,%ymm14,%ymm9
    3614:	vpmulld %ymm9,%ymm3,%ymm9
    3619:	vpsravd %ymm2,%ymm9,%ymm14
    361e:	vpternlogq $0x78,%ymm29,%ymm14,%ymm9
    3625:	vpmulld %ymm9,%ymm1,%ymm9
    362a:	vpsravd %ymm0,%ymm9,%ymm14
    362f:	vpternlogq $0x78,%ymm30,%ymm14,%ymm9
    3636:	vpsravd %ymm5,%ymm9,%ymm9
    363b:	vpandq %ymm9,%ymm23,%ymm9
    3641:	vpaddd %ymm9,%ymm4,%ymm9
    3646:	vcvtdq2ps %ymm9,%ymm9
    364b:	vmulps %ymm21,%ymm9,%ymm18{%k1}
    3651:	vpxor  0x30000(%rsi,%rdx,4),%ymm7,%ymm9
    365a:	vpxor  0x40000(%rsi,%rdx,4),%ymm7,%ymm7
    3663:	vmovdqa 0xe0(%rsp),%ymm15
    366c:	vmovdqa 0x120(%rsp),%ymm10
    3675:	vaddps %ymm18,%ymm31,%ymm31
    367b:	vpsravd %ymm0,%ymm9,%ymm14
    3680:	vpternlogq $0x78,%ymm30,%ymm14,%ymm9
    3687:	vpmulld %ymm9,%ymm3,%ymm9
    368c:	vpblendmb %ymm13,%ymm15,%ymm25{%k7}
    3692:	vpaddd %ymm10,%ymm25,%ymm18
    3698:	vpminsd 0x100(%rsp),%ymm18,%ymm15
    36a0:	vpxord %xmm25,%xmm25,%xmm25
    36a6:	vmovdqa32 %ymm18,0x120(%rsp)
    36ae:	vpsravd %ymm2,%ymm9,%ymm14
    36b3:	vpternlogq $0x78,%ymm29,%ymm14,%ymm9
    36ba:	vpmulld %ymm9,%ymm1,%ymm9
    36bf:	vpsravd %ymm0,%ymm9,%ymm14
    36c4:	vpternlogq $0x78,%ymm30,%ymm14,%ymm9
    36cb:	vpsravd %ymm5,%ymm9,%ymm9
    36d0:	vpandq %ymm9,%ymm23,%ymm9
    36d6:	vpaddd %ymm9,%ymm4,%ymm9
    36db:	vpcmpeqd 0x120(%rsp),%ymm15,%ymm15
    36e4:	vcvtdq2ps %ymm9,%ymm9
    36e9:	vmulps %ymm21,%ymm9,%ymm17{%k1}
    36ef:	vpsravd %ymm0,%ymm7,%ymm9
    36f4:	vpternlogq $0x78,%ymm30,%ymm9,%ymm7
    36fb:	vpmulld %ymm7,%ymm3,%ymm7
    3700:	vpsravd %ymm2,%ymm7,%ymm9
    3705:	vpternlogq $0x78,%ymm29,%ymm9,%ymm7
    370c:	vpmulld %ymm7,%ymm1,%ymm7
    3711:	vpsravd %ymm0,%ymm7,%ymm9
    3716:	vpternlogq $0x78,%ymm30,%ymm9,%ymm7
    371d:	vandnps %ymm31,%ymm12,%ymm9
    3723:	vpsravd %ymm5,%ymm7,%ymm7
    3728:	vpandq %ymm7,%ymm23,%ymm7
    372e:	vcmpgt_oqps 0x1a89(%rip),%ymm9,%ymm9        # 51c0 <_fini+0x57c>
    3737:	vpaddd %ymm7,%ymm4,%ymm7
    373b:	vcvtdq2ps %ymm7,%ymm7
    373f:	vmulps %ymm21,%ymm7,%ymm6{%k1}
    3745:	vmulps %ymm27,%ymm6,%ymm14
    374b:	vaddps %ymm17,%ymm14,%ymm14
    3751:	vandnps %ymm14,%ymm12,%ymm7
    3756:	vcmpgt_oqps 0x1a81(%rip),%ymm7,%ymm7        # 51e0 <_fini+0x59c>
    375f:	vmovdqa64 %ymm7,%ymm18
    3765:	vpbroadcastd 0x14(%rcx),%ymm7
    376b:	vpternlogq $0xfd,%ymm15,%ymm9,%ymm18
    3772:	vpxor  0x30000(%rsi,%rdx,4),%ymm7,%ymm9
    377b:	vpcmpltd %ymm25,%ymm18,%k1
    3782:	vmovdqa64 %ymm18,0x40(%rsp)
    378a:	vmulps %ymm17,%ymm17,%ymm18
    3790:	vpsravd %ymm0,%ymm9,%ymm15
    3795:	vpternlogq $0x78,%ymm30,%ymm15,%ymm9
    379c:	vpmulld %ymm9,%ymm3,%ymm9
    37a1:	vpsravd %ymm2,%ymm9,%ymm15
    37a6:	vpternlogq $0x78,%ymm29,%ymm15,%ymm9
    37ad:	vpmulld %ymm9,%ymm1,%ymm9
    37b2:	vpsravd %ymm0,%ymm9,%ymm15
    37b7:	vpternlogq $0x78,%ymm30,%ymm15,%ymm9
    37be:	vpxor  (%rsi,%rdx,4),%ymm7,%ymm15
    37c3:	vpsravd %ymm5,%ymm9,%ymm9
    37c8:	vpandq %ymm9,%ymm23,%ymm9
    37ce:	vpaddd %ymm9,%ymm4,%ymm9
    37d3:	vcvtdq2ps %ymm9,%ymm9
    37d8:	vmulps %ymm21,%ymm9,%ymm14{%k1}
    37de:	vmulps 0x1a18(%rip),%ymm18,%ymm9        # 5200 <_fini+0x5bc>
    37e8:	vmovaps %ymm14,%ymm26
    37ee:	vmulps %ymm20,%ymm18,%ymm14
    37f4:	vaddps %ymm19,%ymm14,%ymm14
    37fa:	vmulps %ymm18,%ymm14,%ymm14
    3800:	vaddps %ymm22,%ymm14,%ymm14
    3806:	vmulps %ymm18,%ymm14,%ymm14
    380c:	vmulps %ymm18,%ymm14,%ymm14
    3812:	vsubps %ymm9,%ymm14,%ymm14
    3817:	vpsravd %ymm0,%ymm15,%ymm9
    381c:	vpternlogq $0x78,%ymm30,%ymm9,%ymm15
    3823:	vpmulld %ymm15,%ymm3,%ymm15
    3828:	vaddps %ymm24,%ymm14,%ymm14
    382e:	vpsravd %ymm2,%ymm15,%ymm9
    3833:	vpternlogq $0x78,%ymm29,%ymm9,%ymm15
    383a:	vpmulld %ymm15,%ymm1,%ymm15
    383f:	vpsravd %ymm0,%ymm15,%ymm9
    3844:	vpternlogq $0x78,%ymm30,%ymm9,%ymm15
    384b:	vmulps 0x19eb(%rip),%ymm18,%ymm9        # 5240 <_fini+0x5fc>
    3855:	vblendvps %ymm15,0x19c1(%rip),%ymm11,%ymm15        # 5220 <_fini+0x5dc>
    385f:	vaddps 0x19f9(%rip),%ymm9,%ymm9        # 5260 <_fini+0x61c>
    3867:	vmulps %ymm18,%ymm9,%ymm9
    386d:	vaddps 0x1a0b(%rip),%ymm9,%ymm9        # 5280 <_fini+0x63c>
    3875:	vmulps %ymm18,%ymm9,%ymm9
    387b:	vmulps %ymm17,%ymm9,%ymm9
    3881:	vaddps %ymm17,%ymm9,%ymm9
    3887:	vmulps %ymm8,%ymm6,%ymm17
    388d:	vmulps %ymm6,%ymm17,%ymm17
    3893:	vmulps %ymm9,%ymm17,%ymm17
    3899:	vaddps %ymm15,%ymm17,%ymm17
    389f:	vmulps 0x19f7(%rip),%ymm17,%ymm17        # 52a0 <_fini+0x65c>
    38a9:	vmulps 0x1a0f(%rip),%ymm9,%ymm15        # 52c0 <_fini+0x67c>
    38b1:	vmulps %ymm14,%ymm17,%ymm9
    38b7:	vsubps %ymm9,%ymm15,%ymm15
    38bc:	vmulps 0x1a1c(%rip),%ymm14,%ymm9        # 52e0 <_fini+0x69c>
    38c4:	vmulps %ymm14,%ymm9,%ymm9
    38c9:	vsubps %ymm9,%ymm16,%ymm9
    38cf:	vmulps 0x1929(%rip),%ymm9,%ymm9        # 5200 <_fini+0x5bc>
    38d7:	vdivps %ymm9,%ymm15,%ymm15
    38dc:	vmulps 0x1a1c(%rip),%ymm15,%ymm9        # 5300 <_fini+0x6bc>
    38e4:	vmulps %ymm27,%ymm15,%ymm15
    38ea:	vmulps %ymm14,%ymm9,%ymm9
    38ef:	vaddps %ymm6,%ymm15,%ymm15
    38f3:	vpxor  0x20000(%rsi,%rdx,4),%ymm7,%ymm6
    38fc:	vsubps %ymm9,%ymm17,%ymm14
    3902:	vpxor  0x40000(%rsi,%rdx,4),%ymm7,%ymm9
    390b:	vmulps %ymm27,%ymm14,%ymm14
    3911:	vaddps 0x60(%rsp),%ymm14,%ymm14
    3917:	vpsravd %ymm0,%ymm9,%ymm17
    391d:	vpternlogq $0x78,%ymm30,%ymm17,%ymm9
    3924:	vpmulld %ymm9,%ymm3,%ymm9
    3929:	vpsravd %ymm2,%ymm9,%ymm17
    392f:	vpternlogq $0x78,%ymm29,%ymm17,%ymm9
    3936:	vpmulld %ymm9,%ymm1,%ymm9
    393b:	vpsravd %ymm0,%ymm9,%ymm17
    3941:	vpternlogq $0x78,%ymm30,%ymm17,%ymm9
    3948:	vpsravd %ymm5,%ymm9,%ymm9
    394d:	vpandq %ymm9,%ymm23,%ymm9
    3953:	vpaddd %ymm9,%ymm4,%ymm9
    3958:	vcvtdq2ps %ymm9,%ymm9
    395d:	vmulps %ymm21,%ymm9,%ymm15{%k1}
    3963:	vpsravd %ymm0,%ymm6,%ymm9
    3968:	vpternlogq $0x78,%ymm30,%ymm9,%ymm6
    396f:	vpmulld %ymm6,%ymm3,%ymm6
    3974:	vmovaps %ymm15,%ymm25
    397a:	vmulps %ymm8,%ymm25,%ymm8
    3980:	vpsravd %ymm2,%ymm6,%ymm9
    3985:	vpternlogq $0x78,%ymm29,%ymm9,%ymm6
    398c:	vpmulld %ymm6,%ymm1,%ymm6
    3991:	vmulps %ymm25,%ymm8,%ymm8
    3997:	vpsravd %ymm0,%ymm6,%ymm9
    399c:	vpternlogq $0x78,%ymm30,%ymm9,%ymm6
    39a3:	vpsravd %ymm5,%ymm6,%ymm6
    39a8:	vpandq %ymm6,%ymm23,%ymm6
    39ae:	vpaddd %ymm6,%ymm4,%ymm6
    39b2:	vcvtdq2ps %ymm6,%ymm6
    39b6:	vmulps %ymm21,%ymm6,%ymm14{%k1}
    39bc:	vpxor  0x10000(%rsi,%rdx,4),%ymm7,%ymm6
    39c5:	vmovaps %ymm14,0x60(%rsp)
    39cb:	vpsravd %ymm0,%ymm6,%ymm9
    39d0:	vpternlogq $0x78,%ymm30,%ymm9,%ymm6
    39d7:	vpmulld %ymm6,%ymm3,%ymm6
    39dc:	vpsravd %ymm2,%ymm6,%ymm9
    39e1:	vpternlogq $0x78,%ymm29,%ymm9,%ymm6
    39e8:	vpmulld %ymm6,%ymm1,%ymm6
    39ed:	vpsravd %ymm0,%ymm6,%ymm7
    39f2:	vpternlogq $0x78,%ymm30,%ymm7,%ymm6
    39f9:	vpsravd %ymm5,%ymm6,%ymm6
    39fe:	vpandq %ymm6,%ymm23,%ymm6
    3a04:	vpaddd %ymm6,%ymm4,%ymm6
    3a08:	vcvtdq2ps %ymm6,%ymm6
    3a0c:	vmulps %ymm21,%ymm6,%ymm31{%k1}
    3a12:	vmulps %ymm14,%ymm27,%ymm6
    3a18:	vmulps %ymm26,%ymm26,%ymm14
    3a1e:	vaddps %ymm31,%ymm6,%ymm31
    3a24:	vmulps 0x17d4(%rip),%ymm14,%ymm6        # 5200 <_fini+0x5bc>
    3a2c:	vmulps %ymm20,%ymm14,%ymm7
    3a32:	vaddps %ymm19,%ymm7,%ymm7
    3a38:	vmulps %ymm14,%ymm7,%ymm7
    3a3d:	vaddps %ymm22,%ymm7,%ymm7
    3a43:	vmulps %ymm14,%ymm7,%ymm7
    3a48:	vmulps %ymm14,%ymm7,%ymm7
    3a4d:	vsubps %ymm6,%ymm7,%ymm7
    3a51:	vpbroadcastd 0x18(%rcx),%ymm6
    3a57:	vpxor  (%rsi,%rdx,4),%ymm6,%ymm9
    3a5c:	vaddps %ymm24,%ymm7,%ymm7
    3a62:	vpsravd %ymm0,%ymm9,%ymm15
    3a67:	vpternlogq $0x78,%ymm30,%ymm15,%ymm9
    3a6e:	vpmulld %ymm9,%ymm3,%ymm9
    3a73:	vpsravd %ymm2,%ymm9,%ymm15
    3a78:	vpternlogq $0x78,%ymm29,%ymm15,%ymm9
    3a7f:	vpmulld %ymm9,%ymm1,%ymm9
    3a84:	vpsravd %ymm0,%ymm9,%ymm15
    3a89:	vpternlogq $0x78,%ymm30,%ymm15,%ymm9
    3a90:	vblendvps %ymm9,0x1786(%rip),%ymm11,%ymm9        # 5220 <_fini+0x5dc>
    3a9a:	vmulps 0x179e(%rip),%ymm14,%ymm11        # 5240 <_fini+0x5fc>
    3aa2:	vaddps 0x17b6(%rip),%ymm11,%ymm11        # 5260 <_fini+0x61c>
    3aaa:	vmovdqa32 0x120(%rsp),%ymm18
    3ab2:	vmovdqa %ymm10,0x120(%rsp)
    3abb:	vmulps %ymm14,%ymm11,%ymm11
    3ac0:	vaddps 0x17b8(%rip),%ymm11,%ymm11        # 5280 <_fini+0x63c>
    3ac8:	vmulps %ymm14,%ymm11,%ymm11
    3acd:	vmulps %ymm26,%ymm11,%ymm11
    3ad3:	vaddps %ymm26,%ymm11,%ymm11
    3ad9:	vmulps %ymm11,%ymm8,%ymm8
    3ade:	vmulps 0x17da(%rip),%ymm11,%ymm11        # 52c0 <_fini+0x67c>
    3ae6:	vaddps %ymm9,%ymm8,%ymm8
    3aeb:	vmulps 0x17ed(%rip),%ymm7,%ymm9        # 52e0 <_fini+0x69c>
    3af3:	vmulps 0x17a5(%rip),%ymm8,%ymm8        # 52a0 <_fini+0x65c>
    3afb:	vmulps %ymm7,%ymm9,%ymm9
    3aff:	vmulps %ymm7,%ymm8,%ymm14
    3b03:	vsubps %ymm9,%ymm16,%ymm16
    3b09:	vmulps 0x16ed(%rip),%ymm16,%ymm16        # 5200 <_fini+0x5bc>
    3b13:	vsubps %ymm14,%ymm11,%ymm14
    3b18:	vdivps %ymm16,%ymm14,%ymm14
    3b1e:	vmulps 0x17da(%rip),%ymm14,%ymm9        # 5300 <_fini+0x6bc>
    3b26:	vmulps %ymm27,%ymm14,%ymm14
    3b2c:	vmulps %ymm7,%ymm9,%ymm9
    3b30:	vmovdqa 0x40(%rsp),%ymm7
    3b36:	vaddps %ymm25,%ymm14,%ymm14
    3b3c:	vsubps %ymm9,%ymm8,%ymm8
    3b41:	vpblendmb 0x17d5(%rip),%ymm13,%ymm9{%k4}        # 5320 <_fini+0x6dc>
    3b4b:	vpaddd (%r12,%rdx,4),%ymm9,%ymm9
    3b51:	vmulps %ymm27,%ymm8,%ymm8
    3b57:	vaddps 0x60(%rsp),%ymm8,%ymm8
    3b5d:	vpcmpltb %ymm13,%ymm7,%k1
    3b64:	vpblendmb 0x17b2(%rip),%ymm13,%ymm7{%k5}        # 5320 <_fini+0x6dc>
    3b6e:	vpblendmb %ymm13,%ymm18,%ymm11{%k1}
    3b74:	vpaddd %ymm10,%ymm11,%ymm11
    3b79:	vpaddd %ymm7,%ymm9,%ymm7
    3b7d:	vpblendmb 0x1799(%rip),%ymm13,%ymm9{%k6}        # 5320 <_fini+0x6dc>
    3b87:	vpaddd %ymm9,%ymm7,%ymm9
    3b8c:	vpblendmb 0x178a(%rip),%ymm13,%ymm7{%k2}        # 5320 <_fini+0x6dc>
    3b96:	vpaddd %ymm7,%ymm9,%ymm7
    3b9a:	vpblendmb 0x177c(%rip),%ymm13,%ymm9{%k7}        # 5320 <_fini+0x6dc>
    3ba4:	vpaddd %ymm9,%ymm7,%ymm9
    3ba9:	vpblendmb 0x176d(%rip),%ymm13,%ymm7{%k1}        # 5320 <_fini+0x6dc>
    3bb3:	vpaddd %ymm7,%ymm9,%ymm9
    3bb7:	vandnps %ymm31,%ymm12,%ymm7
    3bbd:	vcmpgt_oqps 0x15fa(%rip),%ymm7,%ymm7        # 51c0 <_fini+0x57c>
    3bc6:	vmovaps %ymm7,%ymm16
    3bcc:	vmulps %ymm27,%ymm25,%ymm7
    3bd2:	vaddps %ymm26,%ymm7,%ymm7
    3bd8:	vmovdqa32 0x100(%rsp),%ymm26
    3be0:	vandnps %ymm7,%ymm12,%ymm15
    3be4:	vcmpgt_oqps 0x15f3(%rip),%ymm15,%ymm15        # 51e0 <_fini+0x59c>
    3bed:	vpminsd %ymm26,%ymm11,%ymm17
    3bf3:	vmovdqa32 %ymm17,%ymm10
    3bf9:	vpblendmb 0x80(%rsp),%ymm13,%ymm17{%k4}
    3c01:	vcvtdq2ps %ymm17,%ymm17
    3c07:	vaddps 0x0(%r13,%rdx,4),%ymm17,%ymm17
    3c0f:	vpcmpeqd %ymm10,%ymm11,%ymm10
    3c14:	vpternlogq $0xfd,%ymm10,%ymm16,%ymm15
    3c1b:	vpcmpltb %ymm13,%ymm15,%k3
    3c22:	vpblendmb 0x16f4(%rip),%ymm13,%ymm16{%k3}        # 5320 <_fini+0x6dc>
    3c2c:	vpaddd %ymm16,%ymm9,%ymm9
    3c32:	vpblendmb 0xc0(%rsp),%ymm13,%ymm16{%k5}
    3c3a:	vcvtdq2ps %ymm16,%ymm16
    3c40:	vmovdqa %ymm9,0x100(%rsp)
    3c49:	vaddps %ymm17,%ymm16,%ymm16
    3c4f:	vpblendmb 0xa0(%rsp),%ymm13,%ymm17{%k6}
    3c57:	vcvtdq2ps %ymm17,%ymm17
    3c5d:	vaddps %ymm16,%ymm17,%ymm17
    3c63:	vpblendmb %ymm28,%ymm13,%ymm16{%k2}
    3c69:	vpxord %xmm28,%xmm28,%xmm28
    3c6f:	vcvtdq2ps %ymm16,%ymm16
    3c75:	vaddps %ymm17,%ymm16,%ymm16
    3c7b:	vpblendmb 0xe0(%rsp),%ymm13,%ymm17{%k7}
    3c83:	vcvtdq2ps %ymm17,%ymm17
    3c89:	vaddps %ymm16,%ymm17,%ymm16
    3c8f:	vpblendmb %ymm18,%ymm13,%ymm17{%k1}
    3c95:	vpcmpltd %ymm28,%ymm15,%k1
    3c9c:	vpxor  0x10000(%rsi,%rdx,4),%ymm6,%ymm15
    3ca5:	vcvtdq2ps %ymm17,%ymm17
    3cab:	vaddps %ymm16,%ymm17,%ymm17
    3cb1:	vpxorq 0x20000(%rsi,%rdx,4),%ymm6,%ymm16
    3cbc:	vpsravd %ymm0,%ymm16,%ymm18
    3cc2:	vpternlogq $0x78,%ymm30,%ymm18,%ymm16
    3cc9:	vpmulld %ymm16,%ymm3,%ymm16
    3ccf:	vpsravd %ymm2,%ymm16,%ymm18
    3cd5:	vpternlogq $0x78,%ymm29,%ymm18,%ymm16
    3cdc:	vpmulld %ymm16,%ymm1,%ymm16
    3ce2:	vpsravd %ymm0,%ymm16,%ymm18
    3ce8:	vpternlogq $0x78,%ymm30,%ymm18,%ymm16
    3cef:	vpsravd %ymm5,%ymm16,%ymm16
    3cf5:	vpandq %ymm16,%ymm23,%ymm16
    3cfb:	vpaddd %ymm16,%ymm4,%ymm16
    3d01:	vcvtdq2ps %ymm16,%ymm16
    3d07:	vmulps %ymm21,%ymm16,%ymm8{%k1}
    3d0d:	vpsravd %ymm0,%ymm15,%ymm16
    3d13:	vpternlogq $0x78,%ymm30,%ymm16,%ymm15
    3d1a:	vpmulld %ymm15,%ymm3,%ymm15
    3d1f:	vpsravd %ymm2,%ymm15,%ymm16
    3d25:	vpternlogq $0x78,%ymm29,%ymm16,%ymm15
    3d2c:	vpmulld %ymm15,%ymm1,%ymm15
    3d31:	vpsravd %ymm0,%ymm15,%ymm16
    3d37:	vpternlogq $0x78,%ymm30,%ymm16,%ymm15
    3d3e:	vpsravd %ymm5,%ymm15,%ymm15
    3d43:	vpandq %ymm15,%ymm23,%ymm15
    3d49:	vpaddd %ymm15,%ymm4,%ymm15
    3d4e:	vcvtdq2ps %ymm15,%ymm15
    3d53:	vmulps %ymm21,%ymm15,%ymm31{%k1}
    3d59:	vmulps %ymm27,%ymm8,%ymm15
    3d5f:	vaddps %ymm31,%ymm15,%ymm31
    3d65:	vpxor  0x30000(%rsi,%rdx,4),%ymm6,%ymm15
    3d6e:	vpxor  0x40000(%rsi,%rdx,4),%ymm6,%ymm6
    3d77:	vpsravd %ymm0,%ymm15,%ymm16
    3d7d:	vpternlogq $0x78,%ymm30,%ymm16,%ymm15
    3d84:	vpmulld %ymm15,%ymm3,%ymm15
    3d89:	vpsravd %ymm2,%ymm15,%ymm16
    3d8f:	vpternlogq $0x78,%ymm29,%ymm16,%ymm15
    3d96:	vpmulld %ymm15,%ymm1,%ymm15
    3d9b:	vpsravd %ymm0,%ymm15,%ymm16
    3da1:	vpternlogq $0x78,%ymm30,%ymm16,%ymm15
    3da8:	vpblendmb %ymm13,%ymm11,%ymm16{%k3}
    3dae:	vpsravd %ymm5,%ymm15,%ymm15
    3db3:	vpandq %ymm15,%ymm23,%ymm15
    3db9:	vpaddd %ymm15,%ymm4,%ymm15
    3dbe:	vcvtdq2ps %ymm15,%ymm15
    3dc3:	vmulps %ymm21,%ymm15,%ymm7{%k1}
    3dc9:	vpsravd %ymm0,%ymm6,%ymm15
    3dce:	vpternlogq $0x78,%ymm30,%ymm15,%ymm6
    3dd5:	vpmulld %ymm6,%ymm3,%ymm6
    3dda:	vpsravd %ymm2,%ymm6,%ymm15
    3ddf:	vpternlogq $0x78,%ymm29,%ymm15,%ymm6
    3de6:	vpmulld %ymm6,%ymm1,%ymm6
    3deb:	vpsravd %ymm0,%ymm6,%ymm15
    3df0:	vpternlogq $0x78,%ymm30,%ymm15,%ymm6
    3df7:	vandnps %ymm31,%ymm12,%ymm15
    3dfd:	vpsravd %ymm5,%ymm6,%ymm6
    3e02:	vpandq %ymm6,%ymm23,%ymm6
    3e08:	vcmpgt_oqps 0x13af(%rip),%ymm15,%ymm15        # 51c0 <_fini+0x57c>
    3e11:	vpaddd 0x120(%rsp),%ymm16,%ymm16
    3e19:	vpaddd %ymm6,%ymm4,%ymm6
    3e1d:	mov    0x18(%rsp),%rax
    3e22:	vcvtdq2ps %ymm6,%ymm6
    3e26:	vmulps %ymm21,%ymm6,%ymm14{%k1}
    3e2c:	vmulps %ymm27,%ymm14,%ymm6
    3e32:	vpminsd %ymm26,%ymm16,%ymm18
    3e38:	vmovdqa32 %ymm16,%ymm10
    3e3e:	vmovdqa32 %ymm18,%ymm9
    3e44:	vbroadcastss 0x13d2(%rip),%ymm18        # 5220 <_fini+0x5dc>
    3e4e:	vpcmpeqd %ymm9,%ymm10,%ymm10
    3e53:	vaddps %ymm7,%ymm6,%ymm6
    3e57:	vandnps %ymm6,%ymm12,%ymm12
    3e5b:	vcmpgt_oqps 0x137c(%rip),%ymm12,%ymm12        # 51e0 <_fini+0x59c>
    3e64:	vpternlogq $0xfd,%ymm10,%ymm15,%ymm12
    3e6b:	vmovdqu8 %ymm11,%ymm15{%k3}{z}
    3e71:	vcvtdq2ps %ymm15,%ymm15
    3e76:	vpcmpltb %ymm13,%ymm12,%k2
    3e7d:	vmovdqu8 %ymm16,%ymm11{%k2}{z}
    3e83:	vpblendmb %ymm13,%ymm16,%ymm13{%k2}
    3e89:	vpcmpltd %ymm28,%ymm12,%k1
    3e90:	vcvtdq2ps %ymm11,%ymm16
    3e96:	vmulps %ymm7,%ymm7,%ymm12
    3e9a:	vmulps 0x135e(%rip),%ymm12,%ymm10        # 5200 <_fini+0x5bc>
    3ea2:	vaddps %ymm17,%ymm15,%ymm15
    3ea8:	vaddps %ymm15,%ymm16,%ymm16
    3eae:	vpbroadcastd 0x1c(%rcx),%ymm15
    3eb4:	vpxor  0x30000(%rsi,%rdx,4),%ymm15,%ymm11
    3ebd:	vpsravd %ymm0,%ymm11,%ymm17
    3ec3:	vpternlogq $0x78,%ymm30,%ymm17,%ymm11
    3eca:	vpmulld %ymm11,%ymm3,%ymm11
    3ecf:	vpsravd %ymm2,%ymm11,%ymm17
    3ed5:	vpternlogq $0x78,%ymm29,%ymm17,%ymm11
    3edc:	vpmulld %ymm11,%ymm1,%ymm11
    3ee1:	vpsravd %ymm0,%ymm11,%ymm17
    3ee7:	vpternlogq $0x78,%ymm30,%ymm17,%ymm11
    3eee:	vpsravd %ymm5,%ymm11,%ymm11
    3ef3:	vpandq %ymm11,%ymm23,%ymm11
    3ef9:	vpaddd %ymm11,%ymm4,%ymm11
    3efe:	vcvtdq2ps %ymm11,%ymm11
    3f03:	vmulps %ymm21,%ymm11,%ymm6{%k1}
    3f09:	vmulps %ymm20,%ymm12,%ymm11
    3f0f:	vaddps %ymm19,%ymm11,%ymm11
    3f15:	vmovaps %ymm6,%ymm28
    3f1b:	vmovaps %ymm18,%ymm6
    3f21:	vmulps %ymm12,%ymm11,%ymm11
    3f26:	vaddps %ymm22,%ymm11,%ymm11
    3f2c:	vmulps %ymm12,%ymm11,%ymm11
    3f31:	vmulps %ymm12,%ymm11,%ymm11
    3f36:	vsubps %ymm10,%ymm11,%ymm10
    3f3b:	vpxor  (%rsi,%rdx,4),%ymm15,%ymm11
    3f40:	vaddps %ymm24,%ymm10,%ymm10
    3f46:	vpsravd %ymm0,%ymm11,%ymm17
    3f4c:	vpternlogq $0x78,%ymm30,%ymm17,%ymm11
    3f53:	vpmulld %ymm11,%ymm3,%ymm11
    3f58:	vpsravd %ymm2,%ymm11,%ymm17
    3f5e:	vpternlogq $0x78,%ymm29,%ymm17,%ymm11
    3f65:	vpmulld %ymm11,%ymm1,%ymm11
    3f6a:	vpsravd %ymm0,%ymm11,%ymm17
    3f70:	vpternlogq $0x78,%ymm30,%ymm17,%ymm11
    3f77:	vbroadcastss 0x1217(%rip),%ymm17        # 5198 <_fini+0x554>
    3f81:	vmovaps %ymm17,%ymm9
    3f87:	vblendvps %ymm11,%ymm6,%ymm9,%ymm11
    3f8d:	vbroadcastss 0x120a(%rip),%ymm6        # 51a0 <_fini+0x55c>
    3f96:	vmovaps %ymm11,%ymm17
    3f9c:	vmulps 0x129a(%rip){1to8},%ymm12,%ymm11        # 5240 <_fini+0x5fc>
    3fa6:	vaddps 0x12b0(%rip){1to8},%ymm11,%ymm11        # 5260 <_fini+0x61c>
    3fb0:	vmulps %ymm12,%ymm11,%ymm11
    3fb5:	vaddps 0x12c1(%rip){1to8},%ymm11,%ymm11        # 5280 <_fini+0x63c>
    3fbf:	vmulps %ymm12,%ymm11,%ymm11
    3fc4:	vmulps %ymm7,%ymm11,%ymm11
    3fc8:	vaddps %ymm7,%ymm11,%ymm7
    3fcc:	vmulps 0x11c6(%rip){1to8},%ymm14,%ymm11        # 519c <_fini+0x558>
    3fd6:	vmulps %ymm14,%ymm11,%ymm11
    3fdb:	vmulps %ymm7,%ymm11,%ymm11
    3fdf:	vmulps 0x12d7(%rip){1to8},%ymm7,%ymm7        # 52c0 <_fini+0x67c>
    3fe9:	vaddps %ymm17,%ymm11,%ymm11
    3fef:	vmulps 0x12a7(%rip){1to8},%ymm11,%ymm11        # 52a0 <_fini+0x65c>
    3ff9:	vmulps %ymm10,%ymm11,%ymm12
    3ffe:	vsubps %ymm12,%ymm7,%ymm7
    4003:	vmulps 0x12d3(%rip){1to8},%ymm10,%ymm12        # 52e0 <_fini+0x69c>
    400d:	vmulps %ymm10,%ymm12,%ymm12
    4012:	vsubps %ymm12,%ymm6,%ymm12
    4017:	vmulps 0x11df(%rip){1to8},%ymm12,%ymm12        # 5200 <_fini+0x5bc>
    4021:	vdivps %ymm12,%ymm7,%ymm7
    4026:	vmulps 0x12d0(%rip){1to8},%ymm7,%ymm12        # 5300 <_fini+0x6bc>
    4030:	vmulps %ymm10,%ymm12,%ymm10
    4035:	vsubps %ymm10,%ymm11,%ymm11
    403a:	vpxor  0x40000(%rsi,%rdx,4),%ymm15,%ymm10
    4043:	vpsravd %ymm0,%ymm10,%ymm12
    4048:	vpternlogq $0x78,%ymm30,%ymm12,%ymm10
    404f:	vpmulld %ymm10,%ymm3,%ymm10
    4054:	vpsravd %ymm2,%ymm10,%ymm12
    4059:	vpternlogq $0x78,%ymm29,%ymm12,%ymm10
    4060:	vpmulld %ymm10,%ymm1,%ymm10
    4065:	vpsravd %ymm0,%ymm10,%ymm12
    406a:	vpternlogq $0x78,%ymm30,%ymm12,%ymm10
    4071:	vbroadcastss 0x1102(%rip),%ymm12        # 517c <_fini+0x538>
    407a:	vpsravd %ymm5,%ymm10,%ymm10
    407f:	vpandq %ymm10,%ymm23,%ymm10
    4085:	vpaddd %ymm10,%ymm4,%ymm10
    408a:	vcvtdq2ps %ymm10,%ymm10
    408f:	vmulps %ymm12,%ymm7,%ymm7
    4094:	vmulps %ymm12,%ymm11,%ymm11
    4099:	vaddps %ymm14,%ymm7,%ymm7
    409e:	vaddps %ymm8,%ymm11,%ymm11
    40a3:	vmulps %ymm21,%ymm10,%ymm7{%k1}
    40a9:	vpxor  0x10000(%rsi,%rdx,4),%ymm15,%ymm10
    40b2:	vpxor  0x20000(%rsi,%rdx,4),%ymm15,%ymm15
    40bb:	vmovdqu %ymm13,(%r14,%rdx,4)
    40c1:	vmovups %ymm16,(%rax,%rdx,4)
    40c8:	mov    0x30(%rsp),%rax
    40cd:	vmovups %ymm28,(%r15,%rdx,4)
    40d4:	vmovups %ymm7,(%rax,%rdx,4)
    40d9:	mov    0x20(%rsp),%rax
    40de:	vpsravd %ymm0,%ymm10,%ymm17
    40e4:	vpternlogq $0x78,%ymm30,%ymm17,%ymm10
    40eb:	vpmulld %ymm10,%ymm3,%ymm10
    40f0:	vpsravd %ymm2,%ymm10,%ymm17
    40f6:	vpternlogq $0x78,%ymm29,%ymm17,%ymm10
    40fd:	vpmulld %ymm10,%ymm1,%ymm10
    4102:	vpsravd %ymm0,%ymm10,%ymm17
    4108:	vpternlogq $0x78,%ymm30,%ymm17,%ymm10
    410f:	vpsravd %ymm5,%ymm10,%ymm10
    4114:	vpandq %ymm10,%ymm23,%ymm10
    411a:	vpaddd %ymm10,%ymm4,%ymm10
    411f:	vcvtdq2ps %ymm10,%ymm10
    4124:	vmulps %ymm21,%ymm10,%ymm31{%k1}
    412a:	vpsravd %ymm0,%ymm15,%ymm10
    412f:	vpternlogq $0x78,%ymm30,%ymm10,%ymm15
    4136:	vpmulld %ymm15,%ymm3,%ymm15
    413b:	vmovups %ymm31,(%rax,%rdx,4)
    4142:	vpsravd %ymm2,%ymm15,%ymm2
    4147:	vpternlogq $0x78,%ymm29,%ymm2,%ymm15
    414e:	vpmulld %ymm15,%ymm1,%ymm1
    4153:	vpsravd %ymm0,%ymm1,%ymm0
    4158:	vpternlogq $0x78,%ymm30,%ymm0,%ymm1
    415f:	vmovdqu8 0x11b7(%rip),%ymm0{%k2}{z}        # 5320 <_fini+0x6dc>
    4169:	vpsravd %ymm5,%ymm1,%ymm1
    416e:	vpandq %ymm1,%ymm23,%ymm1
    4174:	vpaddd %ymm1,%ymm4,%ymm4
    4178:	vcvtdq2ps %ymm4,%ymm4
    417c:	vmulps %ymm21,%ymm4,%ymm11{%k1}
    4182:	vmovups %ymm11,(%rbx,%rdx,4)
    4187:	vpaddd 0x100(%rsp),%ymm0,%ymm9
    4190:	mov    0x28(%rsp),%rax
    4195:	vmovdqu %ymm9,(%rax,%rdx,4)
    419a:	add    $0x8,%rdx
    419e:	cmp    %rdx,0x38(%rsp)
    41a3:	jg     26f0 <kernel._omp_fn.0+0x130>
    41a9:	vzeroupper
    41ac:	lea    -0x28(%rbp),%rsp
    41b0:	pop    %rbx
    41b1:	pop    %r12
    41b3:	pop    %r13
    41b5:	pop    %r14
    41b7:	pop    %r15
    41b9:	pop    %rbp
    41ba:	jmp    2250 <GOMP_barrier@plt>
    41bf:	nop
    41c0:	inc    %rax
    41c3:	xor    %edx,%edx
    41c5:	jmp    2601 <kernel._omp_fn.0+0x41>
    41ca:	nopw   0x0(%rax,%rax,1)

00000000000041d0 <PyInit_kernel>:
    41d0:	push   %rbp
    41d1:	lea    0xe70(%rip),%rdi        # 5048 <_fini+0x404>
    41d8:	mov    %rsp,%rbp
    41db:	push   %r12
    41dd:	push   %rbx
    41de:	sub    $0x10,%rsp
    41e2:	call   2160 <getenv@plt>
    41e7:	test   %rax,%rax
    41ea:	je     4280 <PyInit_kernel+0xb0>
    41f0:	mov    %rax,%rbx
    41f3:	movq   $0x0,-0x18(%rbp)
    41fb:	call   2030 <__errno_location@plt>
    4200:	mov    $0xa,%edx
    4205:	mov    %rax,%r12
    4208:	movl   $0x0,(%rax)
    420e:	lea    -0x18(%rbp),%rsi
    4212:	mov    %rbx,%rdi
    4215:	call   2170 <strtoull@plt>
    421a:	mov    (%r12),%edx
    421e:	test   %edx,%edx
    4220:	jne    4250 <PyInit_kernel+0x80>
    4222:	cmp    %rbx,-0x18(%rbp)
    4226:	je     4250 <PyInit_kernel+0x80>
    4228:	test   %rax,%rax
    422b:	je     4250 <PyInit_kernel+0x80>
    422d:	mov    $0x3f5,%esi
    4232:	lea    0x2f27(%rip),%rdi        # 7160 <_ZL9py_module>
    4239:	mov    %rax,0x2ff8(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4240:	call   21c0 <PyModule_Create2@plt>
    4245:	add    $0x10,%rsp
    4249:	pop    %rbx
    424a:	pop    %r12
    424c:	pop    %rbp
    424d:	ret
    424e:	xchg   %ax,%ax
    4250:	mov    0x2d59(%rip),%rax        # 6fb0 <PyExc_RuntimeError@Base>
    4257:	lea    0xdda(%rip),%rsi        # 5038 <_fini+0x3f4>
    425e:	mov    (%rax),%rdi
    4261:	call   2140 <PyErr_SetString@plt>
    4266:	xor    %eax,%eax
    4268:	add    $0x10,%rsp
    426c:	pop    %rbx
    426d:	pop    %r12
    426f:	pop    %rbp
    4270:	ret
    4271:	data16 cs nopw 0x0(%rax,%rax,1)
    427c:	nopl   0x0(%rax)
    4280:	mov    0x2d29(%rip),%rax        # 6fb0 <PyExc_RuntimeError@Base>
    4287:	lea    0xd72(%rip),%rsi        # 5000 <_fini+0x3bc>
    428e:	mov    (%rax),%rdi
    4291:	call   2140 <PyErr_SetString@plt>
    4296:	xor    %eax,%eax
    4298:	jmp    4268 <PyInit_kernel+0x98>
    429a:	nopw   0x0(%rax,%rax,1)

00000000000042a0 <kernel>:
    42a0:	push   %rbp
    42a1:	mov    %rsp,%rbp
    42a4:	push   %r13
    42a6:	push   %r12
    42a8:	push   %rbx
    42a9:	sub    $0xc8,%rsp
    42b0:	mov    0x2cf1(%rip),%rbx        # 6fa8 <inductor_cpu_integer_div_error_flag@@Base-0x2a0>
    42b7:	lea    -0xd8(%rbp),%rax
    42be:	lea    -0xa0(%rbp),%r12
    42c5:	mov    %r9,-0x78(%rbp)
    42c9:	mov    %r8,-0x80(%rbp)
    42cd:	mov    %rcx,-0x88(%rbp)
    42d4:	xor    %ecx,%ecx
    42d6:	mov    %rdx,-0x90(%rbp)
    42dd:	movl   $0x0,-0xd8(%rbp)
    42e7:	xor    %edx,%edx
    42e9:	mov    %rax,(%rbx)
    42ec:	mov    0x58(%rbp),%rax
    42f0:	mov    %rax,-0x28(%rbp)
    42f4:	mov    0x50(%rbp),%rax
    42f8:	mov    %rax,-0x30(%rbp)
    42fc:	mov    0x48(%rbp),%rax
    4300:	mov    %rax,-0x38(%rbp)
    4304:	mov    0x40(%rbp),%rax
    4308:	mov    %rax,-0x40(%rbp)
    430c:	mov    0x38(%rbp),%rax
    4310:	mov    %rax,-0x48(%rbp)
    4314:	mov    0x30(%rbp),%rax
    4318:	mov    %rax,-0x50(%rbp)
    431c:	mov    0x28(%rbp),%rax
    4320:	mov    %rax,-0x58(%rbp)
    4324:	mov    0x20(%rbp),%rax
    4328:	mov    %rax,-0x60(%rbp)
    432c:	mov    0x18(%rbp),%rax
    4330:	mov    %rax,-0x68(%rbp)
    4334:	mov    0x10(%rbp),%rax
    4338:	mov    %rax,-0x70(%rbp)
    433c:	mov    %rsi,-0x98(%rbp)
    4343:	mov    %rdi,-0xa0(%rbp)
    434a:	mov    %r12,%rsi
    434d:	lea    -0x1d94(%rip),%rdi        # 25c0 <kernel._omp_fn.0>
    4354:	call   21a0 <GOMP_parallel@plt>
    4359:	movq   $0x0,(%rbx)
    4360:	mov    -0xd8(%rbp),%eax
    4366:	test   %eax,%eax
    4368:	jne    2290 <kernel.cold>
    436e:	lea    -0x18(%rbp),%rsp
    4372:	pop    %rbx
    4373:	pop    %r12
    4375:	pop    %r13
    4377:	pop    %rbp
    4378:	ret
    4379:	nopl   0x0(%rax)

0000000000004380 <_ZL9kernel_pyP7_objectS0_>:
    4380:	push   %rbp
    4381:	mov    %rsp,%rbp
    4384:	push   %r15
    4386:	push   %r14
    4388:	push   %r13
    438a:	push   %r12
    438c:	push   %rbx
    438d:	sub    $0x68,%rsp
    4391:	mov    0x2bd8(%rip),%rax        # 6f70 <PyTuple_Type@Base>
    4398:	cmp    %rax,0x8(%rsi)
    439c:	jne    23bb <_ZL9kernel_pyP7_objectS0_.cold>
    43a2:	cmpq   $0x10,0x10(%rsi)
    43a7:	mov    %rsi,%rbx
    43aa:	jne    23ed <_ZL9kernel_pyP7_objectS0_.cold+0x32>
    43b0:	mov    0x90(%rsi),%rdi
    43b7:	call   *0x2e7b(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    43bd:	mov    0x88(%rbx),%rdi
    43c4:	mov    %rax,-0x38(%rbp)
    43c8:	call   *0x2e6a(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    43ce:	mov    0x80(%rbx),%rdi
    43d5:	mov    %rax,-0x40(%rbp)
    43d9:	call   *0x2e59(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    43df:	mov    0x78(%rbx),%rdi
    43e3:	mov    %rax,-0x48(%rbp)
    43e7:	call   *0x2e4b(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    43ed:	mov    0x70(%rbx),%rdi
    43f1:	mov    %rax,-0x50(%rbp)
    43f5:	call   *0x2e3d(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    43fb:	mov    0x68(%rbx),%rdi
    43ff:	mov    %rax,-0x58(%rbp)
    4403:	call   *0x2e2f(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4409:	mov    0x60(%rbx),%rdi
    440d:	mov    %rax,-0x60(%rbp)
    4411:	call   *0x2e21(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4417:	mov    0x58(%rbx),%rdi
    441b:	mov    %rax,-0x68(%rbp)
    441f:	call   *0x2e13(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4425:	mov    0x50(%rbx),%rdi
    4429:	mov    %rax,-0x70(%rbp)
    442d:	call   *0x2e05(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4433:	mov    0x48(%rbx),%rdi
    4437:	mov    %rax,-0x78(%rbp)
    443b:	call   *0x2df7(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4441:	mov    0x40(%rbx),%rdi
    4445:	mov    %rax,-0x80(%rbp)
    4449:	call   *0x2de9(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    444f:	mov    0x38(%rbx),%rdi
    4453:	mov    %rax,%r15
    4456:	call   *0x2ddc(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    445c:	mov    0x30(%rbx),%rdi
    4460:	mov    %rax,%r14
    4463:	call   *0x2dcf(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4469:	mov    0x28(%rbx),%rdi
    446d:	mov    %rax,-0x88(%rbp)
    4474:	call   *0x2dbe(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    447a:	mov    0x20(%rbx),%rdi
    447e:	mov    %rax,%r13
    4481:	call   *0x2db1(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4487:	mov    0x18(%rbx),%rdi
    448b:	mov    %rax,%r12
    448e:	call   *0x2da4(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4494:	push   -0x38(%rbp)
    4497:	mov    -0x88(%rbp),%rcx
    449e:	mov    %rax,%rdi
    44a1:	mov    %r15,%r9
    44a4:	push   -0x40(%rbp)
    44a7:	mov    %r14,%r8
    44aa:	mov    %r13,%rdx
    44ad:	mov    %r12,%rsi
    44b0:	push   -0x48(%rbp)
    44b3:	push   -0x50(%rbp)
    44b6:	push   -0x58(%rbp)
    44b9:	push   -0x60(%rbp)
    44bc:	push   -0x68(%rbp)
    44bf:	push   -0x70(%rbp)
    44c2:	push   -0x78(%rbp)
    44c5:	push   -0x80(%rbp)
    44c8:	call   20e0 <kernel@plt>
    44cd:	mov    0x2aac(%rip),%rax        # 6f80 <_Py_NoneStruct@Base>
    44d4:	add    $0x50,%rsp
    44d8:	incq   (%rax)
    44db:	lea    -0x28(%rbp),%rsp
    44df:	pop    %rbx
    44e0:	pop    %r12
    44e2:	pop    %r13
    44e4:	pop    %r14
    44e6:	pop    %r15
    44e8:	pop    %rbp
    44e9:	ret
    44ea:	jmp    241f <_ZL9kernel_pyP7_objectS0_.cold+0x64>
    44ef:	nop

00000000000044f0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_>:
    44f0:	push   %rbp
    44f1:	mov    %rsp,%rbp
    44f4:	push   %r15
    44f6:	push   %r14
    44f8:	push   %r13
    44fa:	push   %r12
    44fc:	push   %rbx
    44fd:	mov    %rcx,%r13
    4500:	mov    %rdi,%rbx
    4503:	and    $0xffffffffffffffe0,%rsp
    4507:	mov    %rsi,%r15
    450a:	mov    %rdx,%r14
    450d:	sub    $0x1e0,%rsp
    4514:	mov    0x2a75(%rip),%rax        # 6f90 <_ZTVNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    451b:	mov    %r8,0x50(%rsp)
    4520:	mov    %r9,0x38(%rsp)
    4525:	lea    0x60(%rsp),%r12
    452a:	lea    0x18(%rax),%rcx
    452e:	mov    0x2a53(%rip),%rax        # 6f88 <_ZTVSt15basic_streambufIcSt11char_traitsIcEE@GLIBCXX_3.4>
    4535:	vmovq  %rcx,%xmm2
    453a:	mov    %rcx,0x18(%rsp)
    453f:	add    $0x10,%rax
    4543:	vpinsrq $0x1,%rax,%xmm2,%xmm1
    4549:	lea    0xd0(%rsp),%rax
    4551:	mov    %rax,%rdi
    4554:	mov    %rax,0x58(%rsp)
    4559:	vmovdqa %xmm1,0x40(%rsp)
    455f:	call   2050 <_ZNSt8ios_baseC2Ev@plt>
    4564:	vpxor  %xmm0,%xmm0,%xmm0
    4568:	movw   $0x0,0x1b0(%rsp)
    4572:	movq   $0x0,0x1a8(%rsp)
    457e:	vmovdqu %ymm0,0x1b8(%rsp)
    4587:	xor    %esi,%esi
    4589:	mov    0x29d8(%rip),%rax        # 6f68 <_ZTVSt9basic_iosIcSt11char_traitsIcEE@GLIBCXX_3.4>
    4590:	add    $0x10,%rax
    4594:	mov    %rax,0xd0(%rsp)
    459c:	mov    0x29fd(%rip),%rax        # 6fa0 <_ZTTNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    45a3:	mov    0x8(%rax),%rcx
    45a7:	mov    0x10(%rax),%rax
    45ab:	mov    -0x18(%rcx),%rdi
    45af:	mov    %rcx,0x60(%rsp)
    45b4:	mov    %rcx,0x30(%rsp)
    45b9:	mov    %rax,0x28(%rsp)
    45be:	add    %r12,%rdi
    45c1:	mov    %rax,(%rdi)
    45c4:	vzeroupper
    45c7:	call   2180 <_ZNSt9basic_iosIcSt11char_traitsIcEE4initEPSt15basic_streambufIcS1_E@plt>
    45cc:	vmovdqa 0x40(%rsp),%xmm1
    45d2:	mov    0x29b7(%rip),%rax        # 6f90 <_ZTVNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    45d9:	vpxor  %xmm0,%xmm0,%xmm0
    45dd:	vmovdqu %ymm0,0x70(%rsp)
    45e3:	vpxor  %xmm0,%xmm0,%xmm0
    45e7:	vmovdqa %xmm0,0x90(%rsp)
    45f0:	add    $0x40,%rax
    45f4:	mov    %rax,0xd0(%rsp)
    45fc:	lea    0xa0(%rsp),%rax
    4604:	mov    %rax,0x40(%rsp)
    4609:	mov    %rax,%rdi
    460c:	vmovdqa %xmm1,0x60(%rsp)
    4612:	vzeroupper
    4615:	call   2270 <_ZNSt6localeC1Ev@plt>
    461a:	lea    0x68(%rsp),%rsi
    461f:	movl   $0x10,0xa8(%rsp)
    462a:	mov    0x29a7(%rip),%rax        # 6fd8 <_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    4631:	movq   $0x0,0xb8(%rsp)
    463d:	movb   $0x0,0xc0(%rsp)
    4645:	mov    0x58(%rsp),%rdi
    464a:	add    $0x10,%rax
    464e:	mov    %rax,0x68(%rsp)
    4653:	lea    0xc0(%rsp),%rax
    465b:	mov    %rax,0x20(%rsp)
    4660:	mov    %rax,0xb0(%rsp)
    4668:	call   2180 <_ZNSt9basic_iosIcSt11char_traitsIcEE4initEPSt15basic_streambufIcS1_E@plt>
    466d:	mov    (%r15),%r15
    4670:	test   %r15,%r15
    4673:	je     48e0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3f0>
    4679:	mov    %r15,%rdi
    467c:	call   20a0 <strlen@plt>
    4681:	mov    %r15,%rsi
    4684:	mov    %r12,%rdi
    4687:	mov    %rax,%rdx
    468a:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    468f:	mov    (%r14),%r14
    4692:	test   %r14,%r14
    4695:	je     4903 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x413>
    469b:	mov    %r14,%rdi
    469e:	call   20a0 <strlen@plt>
    46a3:	mov    %r14,%rsi
    46a6:	mov    %r12,%rdi
    46a9:	mov    %rax,%rdx
    46ac:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    46b1:	mov    0x0(%r13),%r13
    46b5:	test   %r13,%r13
    46b8:	je     4927 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x437>
    46be:	mov    %r13,%rdi
    46c1:	call   20a0 <strlen@plt>
    46c6:	mov    %r13,%rsi
    46c9:	mov    %r12,%rdi
    46cc:	mov    %rax,%rdx
    46cf:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    46d4:	mov    0x50(%rsp),%rax
    46d9:	mov    (%rax),%r13
    46dc:	test   %r13,%r13
    46df:	je     494f <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x45f>
    46e5:	mov    %r13,%rdi
    46e8:	call   20a0 <strlen@plt>
    46ed:	mov    %r13,%rsi
    46f0:	mov    %r12,%rdi
    46f3:	mov    %rax,%rdx
    46f6:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    46fb:	mov    0x38(%rsp),%rax
    4700:	mov    %r12,%rdi
    4703:	mov    (%rax),%esi
    4705:	call   2230 <_ZNSolsEi@plt>
    470a:	mov    0x10(%rbp),%rax
    470e:	mov    (%rax),%r13
    4711:	test   %r13,%r13
    4714:	je     48c0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3d0>
    471a:	mov    %r13,%rdi
    471d:	call   20a0 <strlen@plt>
    4722:	mov    %r13,%rsi
    4725:	mov    %r12,%rdi
    4728:	mov    %rax,%rdx
    472b:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    4730:	mov    0x18(%rbp),%rax
    4734:	mov    (%rax),%r13
    4737:	test   %r13,%r13
    473a:	je     48a0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3b0>
    4740:	mov    %r13,%rdi
    4743:	call   20a0 <strlen@plt>
    4748:	mov    %r13,%rsi
    474b:	mov    %r12,%rdi
    474e:	mov    %rax,%rdx
    4751:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    4756:	mov    0x90(%rsp),%rax
    475e:	lea    0x10(%rbx),%r14
    4762:	movq   $0x0,0x8(%rbx)
    476a:	movb   $0x0,0x10(%rbx)
    476e:	mov    %r14,(%rbx)
    4771:	test   %rax,%rax
    4774:	je     49f0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x500>
    477a:	mov    0x80(%rsp),%rdx
    4782:	test   %rdx,%rdx
    4785:	je     4890 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3a0>
    478b:	cmp    %rax,%rdx
    478e:	jb     4890 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3a0>
    4794:	mov    0x88(%rsp),%r15
    479c:	mov    %rdx,%r13
    479f:	sub    %r15,%r13
    47a2:	js     4b4d <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x65d>
    47a8:	cmp    $0xf,%r13
    47ac:	ja     4970 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x480>
    47b2:	lea    (%r14,%r13,1),%r12
    47b6:	cmp    %r14,%r15
    47b9:	je     4a50 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x560>
    47bf:	test   %r13,%r13
    47c2:	jne    49d0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x4e0>
    47c8:	mov    %r13,0x8(%rbx)
    47cc:	movb   $0x0,(%r12)
    47d1:	mov    0x27b8(%rip),%rax        # 6f90 <_ZTVNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    47d8:	vmovq  0x18(%rsp),%xmm3
    47de:	mov    0xb0(%rsp),%rdi
    47e6:	add    $0x40,%rax
    47ea:	mov    %rax,0xd0(%rsp)
    47f2:	mov    0x27df(%rip),%rax        # 6fd8 <_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    47f9:	add    $0x10,%rax
    47fd:	vpinsrq $0x1,%rax,%xmm3,%xmm0
    4803:	mov    0x20(%rsp),%rax
    4808:	vmovdqa %xmm0,0x60(%rsp)
    480e:	cmp    %rax,%rdi
    4811:	je     4824 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x334>
    4813:	mov    0xc0(%rsp),%rax
    481b:	lea    0x1(%rax),%rsi
    481f:	call   2120 <_ZdlPvm@plt>
    4824:	mov    0x275d(%rip),%rax        # 6f88 <_ZTVSt15basic_streambufIcSt11char_traitsIcEE@GLIBCXX_3.4>
    482b:	mov    0x40(%rsp),%rdi
    4830:	add    $0x10,%rax
    4834:	mov    %rax,0x68(%rsp)
    4839:	call   2190 <_ZNSt6localeD1Ev@plt>
    483e:	mov    0x30(%rsp),%rax
    4843:	mov    0x28(%rsp),%rdx
    4848:	mov    0x58(%rsp),%rdi
    484d:	mov    %rax,0x60(%rsp)
    4852:	mov    -0x18(%rax),%rax
    4856:	mov    %rdx,0x60(%rsp,%rax,1)
    485b:	mov    0x2706(%rip),%rax        # 6f68 <_ZTVSt9basic_iosIcSt11char_traitsIcEE@GLIBCXX_3.4>
    4862:	add    $0x10,%rax
    4866:	mov    %rax,0xd0(%rsp)
    486e:	call   2060 <_ZNSt8ios_baseD2Ev@plt>
    4873:	lea    -0x28(%rbp),%rsp
    4877:	mov    %rbx,%rax
    487a:	pop    %rbx
    487b:	pop    %r12
    487d:	pop    %r13
    487f:	pop    %r14
    4881:	pop    %r15
    4883:	pop    %rbp
    4884:	ret
    4885:	data16 cs nopw 0x0(%rax,%rax,1)
    4890:	mov    %rax,%rdx
    4893:	jmp    4794 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2a4>
    4898:	nopl   0x0(%rax,%rax,1)
    48a0:	mov    0x60(%rsp),%rax
    48a5:	mov    -0x18(%rax),%rdi
    48a9:	add    %r12,%rdi
    48ac:	mov    0x20(%rdi),%esi
    48af:	or     $0x1,%esi
    48b2:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    48b7:	jmp    4756 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x266>
    48bc:	nopl   0x0(%rax)
    48c0:	mov    0x60(%rsp),%rax
    48c5:	mov    -0x18(%rax),%rdi
    48c9:	add    %r12,%rdi
    48cc:	mov    0x20(%rdi),%esi
    48cf:	or     $0x1,%esi
    48d2:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    48d7:	jmp    4730 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x240>
    48dc:	nopl   0x0(%rax)
    48e0:	mov    0x60(%rsp),%rax
    48e5:	mov    -0x18(%rax),%rdi
    48e9:	add    %r12,%rdi
    48ec:	mov    0x20(%rdi),%esi
    48ef:	or     $0x1,%esi
    48f2:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    48f7:	mov    (%r14),%r14
    48fa:	test   %r14,%r14
    48fd:	jne    469b <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x1ab>
    4903:	mov    0x60(%rsp),%rax
    4908:	mov    -0x18(%rax),%rdi
    490c:	add    %r12,%rdi
    490f:	mov    0x20(%rdi),%esi
    4912:	or     $0x1,%esi
    4915:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    491a:	mov    0x0(%r13),%r13
    491e:	test   %r13,%r13
    4921:	jne    46be <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x1ce>
    4927:	mov    0x60(%rsp),%rax
    492c:	mov    -0x18(%rax),%rdi
    4930:	add    %r12,%rdi
    4933:	mov    0x20(%rdi),%esi
    4936:	or     $0x1,%esi
    4939:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    493e:	mov    0x50(%rsp),%rax
    4943:	mov    (%rax),%r13
    4946:	test   %r13,%r13
    4949:	jne    46e5 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x1f5>
    494f:	mov    0x60(%rsp),%rax
    4954:	mov    -0x18(%rax),%rdi
    4958:	add    %r12,%rdi
    495b:	mov    0x20(%rdi),%esi
    495e:	or     $0x1,%esi
    4961:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    4966:	jmp    46fb <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x20b>
    496b:	nopl   0x0(%rax,%rax,1)
    4970:	cmp    $0x1d,%r13
    4974:	ja     4a30 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x540>
    497a:	movq   $0x1e,0x50(%rsp)
    4983:	mov    $0x1f,%edi
    4988:	call   2110 <_Znwm@plt>
    498d:	mov    %rax,%r12
    4990:	test   %r15,%r15
    4993:	je     49a3 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x4b3>
    4995:	mov    %r13,%rdx
    4998:	mov    %r15,%rsi
    499b:	mov    %rax,%rdi
    499e:	call   20f0 <memcpy@plt>
    49a3:	mov    (%rbx),%rdi
    49a6:	cmp    %rdi,%r14
    49a9:	je     49b8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x4c8>
    49ab:	mov    0x10(%rbx),%rax
    49af:	lea    0x1(%rax),%rsi
    49b3:	call   2120 <_ZdlPvm@plt>
    49b8:	mov    0x50(%rsp),%rax
    49bd:	mov    %r12,(%rbx)
    49c0:	add    %r13,%r12
    49c3:	mov    %rax,0x10(%rbx)
    49c7:	jmp    47c8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    49cc:	nopl   0x0(%rax)
    49d0:	cmp    $0x1,%r13
    49d4:	je     4a80 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x590>
    49da:	mov    %r13,%rdx
    49dd:	mov    %r15,%rsi
    49e0:	mov    %r14,%rdi
    49e3:	call   20f0 <memcpy@plt>
    49e8:	jmp    47c8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    49ed:	nopl   (%rax)
    49f0:	mov    0xb8(%rsp),%r13
    49f8:	cmp    $0xf,%r13
    49fc:	ja     4a90 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x5a0>
    4a02:	test   %r13,%r13
    4a05:	je     4a1f <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x52f>
    4a07:	mov    0xb0(%rsp),%rsi
    4a0f:	cmp    $0x1,%r13
    4a13:	jne    4b00 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x610>
    4a19:	movzbl (%rsi),%eax
    4a1c:	mov    %al,0x10(%rbx)
    4a1f:	mov    %r13,0x8(%rbx)
    4a23:	movb   $0x0,(%r14,%r13,1)
    4a28:	jmp    47d1 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2e1>
    4a2d:	nopl   (%rax)
    4a30:	mov    %r13,%rdi
    4a33:	mov    %r13,0x50(%rsp)
    4a38:	inc    %rdi
    4a3b:	jns    4988 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x498>
    4a41:	call   2070 <_ZSt17__throw_bad_allocv@plt>
    4a46:	cs nopw 0x0(%rax,%rax,1)
    4a50:	test   %r13,%r13
    4a53:	je     47c8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    4a59:	cmp    %rdx,%r14
    4a5c:	jb     4ae0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x5f0>
    4a62:	cmp    $0x1,%r13
    4a66:	je     47c8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    4a6c:	mov    %r13,%rdx
    4a6f:	mov    %r14,%rsi
    4a72:	mov    %r14,%rdi
    4a75:	call   21f0 <memmove@plt>
    4a7a:	jmp    47c8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    4a7f:	nop
    4a80:	movzbl (%r15),%eax
    4a84:	mov    %al,0x10(%rbx)
    4a87:	jmp    47c8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    4a8c:	nopl   0x0(%rax)
    4a90:	test   %r13,%r13
    4a93:	js     4b59 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x669>
    4a99:	cmp    $0x1d,%r13
    4a9d:	jbe    4b20 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x630>
    4aa3:	mov    %r13,%rdi
    4aa6:	mov    %r13,%r15
    4aa9:	inc    %rdi
    4aac:	js     4b30 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x640>
    4ab2:	call   2110 <_Znwm@plt>
    4ab7:	mov    (%rbx),%rdi
    4aba:	mov    %rax,%r12
    4abd:	cmp    %rdi,%r14
    4ac0:	je     4acf <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x5df>
    4ac2:	mov    0x10(%rbx),%rax
    4ac6:	lea    0x1(%rax),%rsi
    4aca:	call   2120 <_ZdlPvm@plt>
    4acf:	mov    0xb0(%rsp),%rsi
    4ad7:	mov    %r12,(%rbx)
    4ada:	mov    %r15,0x10(%rbx)
    4ade:	jmp    4b03 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x613>
    4ae0:	cmp    $0x1,%r13
    4ae4:	je     4b40 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x650>
    4ae6:	mov    %r13,%rdx
    4ae9:	mov    %r12,%rsi
    4aec:	mov    %r14,%rdi
    4aef:	call   20f0 <memcpy@plt>
    4af4:	jmp    47c8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    4af9:	nopl   0x0(%rax)
    4b00:	mov    %r14,%r12
    4b03:	mov    %r13,%rdx
    4b06:	mov    %r12,%rdi
    4b09:	call   20f0 <memcpy@plt>
    4b0e:	mov    (%rbx),%r14
    4b11:	jmp    4a1f <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x52f>
    4b16:	cs nopw 0x0(%rax,%rax,1)
    4b20:	mov    $0x1e,%r15d
    4b26:	mov    $0x1f,%edi
    4b2b:	jmp    4ab2 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x5c2>
    4b30:	call   2070 <_ZSt17__throw_bad_allocv@plt>
    4b35:	data16 cs nopw 0x0(%rax,%rax,1)
    4b40:	movzbl (%r12),%eax
    4b45:	mov    %al,0x10(%rbx)
    4b48:	jmp    47c8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    4b4d:	lea    0x5a4(%rip),%rdi        # 50f8 <_fini+0x4b4>
    4b54:	call   20c0 <_ZSt20__throw_length_errorPKc@plt>
    4b59:	lea    0x5b1(%rip),%rdi        # 5111 <_fini+0x4cd>
    4b60:	call   20c0 <_ZSt20__throw_length_errorPKc@plt>
    4b65:	mov    %rax,%r13
    4b68:	jmp    4b72 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x682>
    4b6a:	mov    %rax,%rbx
    4b6d:	jmp    4c07 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x717>
    4b72:	mov    (%rbx),%rdi
    4b75:	cmp    %rdi,%r14
    4b78:	je     4b89 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x699>
    4b7a:	mov    0x10(%rbx),%rsi
    4b7e:	inc    %rsi
    4b81:	vzeroupper
    4b84:	call   2120 <_ZdlPvm@plt>
    4b89:	mov    %r13,%rbx
    4b8c:	mov    %r12,%rdi
    4b8f:	vzeroupper
    4b92:	call   2040 <_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEED1Ev@plt>
    4b97:	mov    %rbx,%rdi
    4b9a:	call   2240 <_Unwind_Resume@plt>
    4b9f:	mov    0x2432(%rip),%rax        # 6fd8 <_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    4ba6:	mov    0xb0(%rsp),%rdi
    4bae:	add    $0x10,%rax
    4bb2:	mov    %rax,0x68(%rsp)
    4bb7:	mov    0x20(%rsp),%rax
    4bbc:	cmp    %rax,%rdi
    4bbf:	je     4c3f <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x74f>
    4bc1:	mov    0xc0(%rsp),%rax
    4bc9:	lea    0x1(%rax),%rsi
    4bcd:	vzeroupper
    4bd0:	call   2120 <_ZdlPvm@plt>
    4bd5:	mov    0x23ac(%rip),%rax        # 6f88 <_ZTVSt15basic_streambufIcSt11char_traitsIcEE@GLIBCXX_3.4>
    4bdc:	mov    0x40(%rsp),%rdi
    4be1:	add    $0x10,%rax
    4be5:	mov    %rax,0x68(%rsp)
    4bea:	call   2190 <_ZNSt6localeD1Ev@plt>
    4bef:	mov    0x30(%rsp),%rax
    4bf4:	mov    0x28(%rsp),%rcx
    4bf9:	mov    %rax,0x60(%rsp)
    4bfe:	mov    -0x18(%rax),%rax
    4c02:	mov    %rcx,0x60(%rsp,%rax,1)
    4c07:	mov    0x235a(%rip),%rax        # 6f68 <_ZTVSt9basic_iosIcSt11char_traitsIcEE@GLIBCXX_3.4>
    4c0e:	mov    0x58(%rsp),%rdi
    4c13:	add    $0x10,%rax
    4c17:	mov    %rax,0xd0(%rsp)
    4c1f:	vzeroupper
    4c22:	call   2060 <_ZNSt8ios_baseD2Ev@plt>
    4c27:	mov    %rbx,%rdi
    4c2a:	call   2240 <_Unwind_Resume@plt>
    4c2f:	mov    %rax,%rbx
    4c32:	jmp    4b8c <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x69c>
    4c37:	mov    %rax,%rbx
    4c3a:	jmp    4b9f <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x6af>
    4c3f:	vzeroupper
    4c42:	jmp    4bd5 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x6e5>

Disassembly of section .fini:

0000000000004c44 <_fini>:
    4c44:	sub    $0x8,%rsp
    4c48:	add    $0x8,%rsp
    4c4c:	ret
