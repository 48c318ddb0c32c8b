
/tmp/torchinductor_root/5k/c5kotscf3s3osekzepgcmzv7zxspec7g25ymwrsnzrnbre2vbezp.main.so:     file format elf64-x86-64


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
    20e0:	jmp    *0x4f72(%rip)        # 7058 <kernel@@Base+0x2a88>
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
    2130:	jmp    *0x4f4a(%rip)        # 7080 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_@@Base+0x2860>
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
    2295:	lea    0x2ea2(%rip),%rbx        # 513e <_fini+0x1ca>
    229c:	call   20b0 <__cxa_allocate_exception@plt>
    22a1:	mov    %rbx,-0xb8(%rbp)
    22a8:	lea    0x2dc1(%rip),%rbx        # 5070 <_fini+0xfc>
    22af:	movl   $0x33b,-0xd4(%rbp)
    22b9:	mov    %rax,%r13
    22bc:	lea    0x2e66(%rip),%rax        # 5129 <_fini+0x1b5>
    22c3:	mov    %rbx,-0xc0(%rbp)
    22ca:	mov    %rax,-0xa8(%rbp)
    22d1:	lea    0x2e63(%rip),%rax        # 513b <_fini+0x1c7>
    22d8:	lea    -0xc0(%rbp),%rcx
    22df:	lea    -0xc8(%rbp),%rdx
    22e6:	mov    %rax,-0xb0(%rbp)
    22ed:	mov    %rax,-0xc8(%rbp)
    22f4:	lea    0x2dd5(%rip),%rax        # 50d0 <_fini+0x15c>
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
    23c5:	lea    0x2d74(%rip),%rsi        # 5140 <_fini+0x1cc>
    23cc:	mov    %rax,%rdi
    23cf:	mov    %rax,%r13
    23d2:	call   2080 <_ZNSt13runtime_errorC1EPKc@plt>
    23d7:	mov    0x4bba(%rip),%rdx        # 6f98 <_ZNSt13runtime_errorD1Ev@GLIBCXX_3.4>
    23de:	mov    0x4beb(%rip),%rsi        # 6fd0 <_ZTISt13runtime_error@GLIBCXX_3.4>
    23e5:	mov    %r13,%rdi
    23e8:	call   2220 <__cxa_throw@plt>
    23ed:	mov    $0x10,%edi
    23f2:	call   20b0 <__cxa_allocate_exception@plt>
    23f7:	lea    0x2d56(%rip),%rsi        # 5154 <_fini+0x1e0>
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
    2439:	lea    0x2d25(%rip),%rsi        # 5165 <_fini+0x1f1>
    2440:	mov    (%rax),%rdi
    2443:	call   2140 <PyErr_SetString@plt>
    2448:	call   2200 <__cxa_end_catch@plt>
    244d:	xor    %eax,%eax
    244f:	jmp    480b <_ZL9kernel_pyP7_objectS0_+0x15b>
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

00000000000024c0 <_GLOBAL__sub_I_c5kotscf3s3osekzepgcmzv7zxspec7g25ymwrsnzrnbre2vbezp.main.cpp>:
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
    25d0:	and    $0xffffffffffffffc0,%rsp
    25d4:	sub    $0x300,%rsp
    25db:	call   21d0 <omp_get_thread_num@plt>
    25e0:	mov    %eax,%r12d
    25e3:	call   2260 <omp_get_num_threads@plt>
    25e8:	movslq %eax,%rsi
    25eb:	mov    $0x400,%eax
    25f0:	movslq %r12d,%rcx
    25f3:	cqto
    25f5:	idiv   %rsi
    25f8:	cmp    %rdx,%rcx
    25fb:	jl     44f0 <kernel._omp_fn.0+0x1f30>
    2601:	imul   %rax,%rcx
    2605:	add    %rcx,%rdx
    2608:	add    %rdx,%rax
    260b:	vmovq  %rax,%xmm0
    2610:	cmp    %rax,%rdx
    2613:	jge    44dc <kernel._omp_fn.0+0x1f1c>
    2619:	mov    0x78(%rbx),%rax
    261d:	mov    0x70(%rbx),%r15
    2621:	shl    $0x4,%rdx
    2625:	mov    0x68(%rbx),%r14
    2629:	mov    0x60(%rbx),%r13
    262d:	mov    0x58(%rbx),%r12
    2631:	mov    0x50(%rbx),%rcx
    2635:	mov    0x48(%rbx),%rsi
    2639:	mov    0x40(%rbx),%r11
    263d:	mov    %rax,0x30(%rsp)
    2642:	mov    0x18(%rbx),%rax
    2646:	mov    0x38(%rbx),%r10
    264a:	mov    0x30(%rbx),%r9
    264e:	mov    0x28(%rbx),%r8
    2652:	mov    0x20(%rbx),%rdi
    2656:	mov    %rax,0x28(%rsp)
    265b:	mov    0x10(%rbx),%rax
    265f:	mov    %rax,0x20(%rsp)
    2664:	mov    0x8(%rbx),%rax
    2668:	mov    (%rbx),%rbx
    266b:	mov    %rax,0x18(%rsp)
    2670:	vmovq  %xmm0,%rax
    2675:	shl    $0x4,%rax
    2679:	mov    %rax,0x38(%rsp)
    267e:	mov    $0x1,%eax
    2683:	vmovd  %eax,%xmm22
    2689:	mov    $0x1f4,%eax
    268e:	vmovd  %eax,%xmm0
    2692:	mov    $0x10,%eax
    2697:	vpbroadcastd %xmm22,%zmm22
    269d:	vmovd  %eax,%xmm21
    26a3:	mov    $0xffff,%eax
    26a8:	vpbroadcastd %xmm0,%zmm2
    26ae:	vmovd  %eax,%xmm20
    26b4:	mov    $0x7feb352d,%eax
    26b9:	vmovdqa32 %zmm2,0x2c0(%rsp)
    26c1:	vpbroadcastd %xmm21,%zmm21
    26c7:	vmovd  %eax,%xmm19
    26cd:	vpbroadcastd %xmm20,%zmm20
    26d3:	vpbroadcastd %xmm19,%zmm19
    26d9:	nopl   0x0(%rax)
    26e0:	cmp    $0x3fff,%rdx
    26e7:	ja     44ca <kernel._omp_fn.0+0x1f0a>
    26ed:	vbroadcastss 0x2a85(%rip),%zmm2        # 517c <_fini+0x208>
    26f7:	vmovups (%r9,%rdx,4),%zmm28
    26fe:	mov    $0xf,%eax
    2703:	vpxor  %xmm12,%xmm12,%xmm12
    2708:	vmulps (%r8,%rdx,4),%zmm2,%zmm26
    270f:	vmulps (%r10,%rdx,4),%zmm2,%zmm9
    2716:	vbroadcastss 0x2a60(%rip),%zmm10        # 5180 <_fini+0x20c>
    2720:	vpaddd (%r11,%rdx,4),%zmm22,%zmm5
    2727:	vmovdqa32 0x2c0(%rsp),%zmm30
    272f:	vpbroadcastd (%rcx),%zmm6
    2735:	vaddps (%rdi,%rdx,4),%zmm26,%zmm26
    273c:	vpxord 0x30000(%rsi,%rdx,4),%zmm6,%zmm1
    2747:	vbroadcastss 0x2a33(%rip),%zmm18        # 5184 <_fini+0x210>
    2751:	vbroadcastss 0x2a3d(%rip),%zmm16        # 5198 <_fini+0x224>
    275b:	vbroadcastss 0x2a2b(%rip),%zmm17        # 5190 <_fini+0x21c>
    2765:	vbroadcastss 0x2a2d(%rip),%zmm31        # 519c <_fini+0x228>
    276f:	vmulps %zmm28,%zmm28,%zmm27
    2775:	vmovdqa32 %zmm5,%zmm15
    277b:	vaddps %zmm28,%zmm9,%zmm9
    2781:	vandnps %zmm26,%zmm10,%zmm0
    2787:	vcmpgt_oqps 0x2a2e(%rip),%zmm0,%k0        # 51c0 <_fini+0x24c>
    2792:	vandnps %zmm9,%zmm10,%zmm0
    2798:	vpmovm2d %k0,%zmm13
    279e:	vcmpgt_oqps 0x2a57(%rip),%zmm0,%k0        # 5200 <_fini+0x28c>
    27a9:	vpsravd %zmm21,%zmm1,%zmm0
    27af:	vpmovm2d %k0,%zmm11
    27b5:	vpcmpnltd %zmm30,%zmm5,%k0
    27bc:	vpmovm2d %k0,%zmm8
    27c2:	vpternlogd $0x78,%zmm0,%zmm20,%zmm1
    27c9:	vpbroadcastd %eax,%zmm0
    27cf:	mov    $0x1ffff,%eax
    27d4:	vpbroadcastd %eax,%zmm23
    27da:	mov    $0x846ca68b,%eax
    27df:	vpmulld %zmm19,%zmm1,%zmm1
    27e5:	vpsravd %zmm0,%zmm1,%zmm4
    27eb:	vmovdqa32 %zmm1,%zmm3
    27f1:	vpbroadcastd %eax,%zmm1
    27f7:	mov    $0x8,%eax
    27fc:	vpbroadcastd %eax,%zmm5
    2802:	vpternlogd $0x78,%zmm4,%zmm23,%zmm3
    2809:	mov    $0xffffff,%eax
    280e:	vpternlogd $0xfe,%zmm13,%zmm11,%zmm8
    2815:	vpternlogd $0xff,%zmm11,%zmm11,%zmm11
    281c:	vpmulld %zmm1,%zmm3,%zmm3
    2822:	vpsravd %zmm21,%zmm3,%zmm4
    2828:	vpcmpeqd %zmm11,%zmm8,%k7
    282f:	vbroadcastss 0x294f(%rip),%zmm8        # 5188 <_fini+0x214>
    2839:	vpternlogd $0x78,%zmm4,%zmm20,%zmm3
    2840:	vpbroadcastd %eax,%zmm4
    2846:	mov    $0xff800000,%eax
    284b:	vpsravd %zmm5,%zmm3,%zmm3
    2851:	vpandd %zmm4,%zmm3,%zmm7
    2857:	vbroadcastss 0x292b(%rip),%zmm13        # 518c <_fini+0x218>
    2861:	vpbroadcastd %eax,%zmm3
    2867:	vpaddd %zmm3,%zmm7,%zmm7
    286d:	vcvtdq2ps %zmm7,%zmm7
    2873:	vmulps %zmm18,%zmm7,%zmm9{%k7}
    2879:	vmulps %zmm8,%zmm27,%zmm7
    287f:	vaddps 0x29b7(%rip),%zmm7,%zmm7        # 5240 <_fini+0x2cc>
    2889:	vmulps %zmm13,%zmm27,%zmm25
    288f:	vmulps %zmm27,%zmm7,%zmm7
    2895:	vaddps 0x29e1(%rip),%zmm7,%zmm7        # 5280 <_fini+0x30c>
    289f:	vmulps %zmm27,%zmm7,%zmm7
    28a5:	vmulps %zmm27,%zmm7,%zmm7
    28ab:	vsubps %zmm25,%zmm7,%zmm25
    28b1:	vpxord (%rsi,%rdx,4),%zmm6,%zmm7
    28b8:	vaddps %zmm17,%zmm25,%zmm25
    28be:	vpsravd %zmm21,%zmm7,%zmm14
    28c4:	vpternlogd $0x78,%zmm14,%zmm20,%zmm7
    28cb:	vpmulld %zmm19,%zmm7,%zmm7
    28d1:	vpsravd %zmm0,%zmm7,%zmm14
    28d7:	vpternlogd $0x78,%zmm14,%zmm23,%zmm7
    28de:	vpmulld %zmm1,%zmm7,%zmm7
    28e4:	vpsravd %zmm21,%zmm7,%zmm14
    28ea:	vpternlogd $0x78,%zmm14,%zmm20,%zmm7
    28f1:	vmulps 0x29c5(%rip),%zmm27,%zmm14        # 52c0 <_fini+0x34c>
    28fb:	vpcmpltd %zmm12,%zmm7,%k0
    2902:	vpmovm2d %k0,%zmm7
    2908:	vaddps 0x29ee(%rip),%zmm14,%zmm14        # 5300 <_fini+0x38c>
    2912:	vpcmpeqd %zmm11,%zmm7,%k1
    2919:	vbroadcastss 0x2871(%rip),%zmm7        # 5194 <_fini+0x220>
    2923:	vmulps %zmm27,%zmm14,%zmm14
    2929:	vaddps 0x2a0d(%rip),%zmm14,%zmm14        # 5340 <_fini+0x3cc>
    2933:	vblendmps %zmm16,%zmm7,%zmm29{%k1}
    2939:	vmulps %zmm27,%zmm14,%zmm7
    293f:	vmovups (%r10,%rdx,4),%zmm14
    2946:	vmulps 0x2a30(%rip),%zmm14,%zmm24        # 5380 <_fini+0x40c>
    2950:	vmulps %zmm28,%zmm7,%zmm7
    2956:	vaddps %zmm28,%zmm7,%zmm7
    295c:	vmulps %zmm14,%zmm24,%zmm24
    2962:	vmulps %zmm7,%zmm24,%zmm24
    2968:	vmulps 0x2a8e(%rip),%zmm7,%zmm7        # 5400 <_fini+0x48c>
    2972:	vaddps %zmm29,%zmm24,%zmm24
    2978:	vmulps 0x2a3e(%rip),%zmm24,%zmm24        # 53c0 <_fini+0x44c>
    2982:	vmulps %zmm25,%zmm24,%zmm14
    2988:	vsubps %zmm14,%zmm7,%zmm7
    298e:	vmulps 0x2aa8(%rip),%zmm25,%zmm14        # 5440 <_fini+0x4cc>
    2998:	vmulps %zmm25,%zmm14,%zmm14
    299e:	vsubps %zmm14,%zmm31,%zmm14
    29a4:	vmulps %zmm13,%zmm14,%zmm14
    29aa:	vdivps %zmm14,%zmm7,%zmm7
    29b0:	vpxord 0x40000(%rsi,%rdx,4),%zmm6,%zmm14
    29bb:	vpsravd %zmm21,%zmm14,%zmm27
    29c1:	vpternlogd $0x78,%zmm27,%zmm20,%zmm14
    29c8:	vpmulld %zmm19,%zmm14,%zmm14
    29ce:	vpsravd %zmm0,%zmm14,%zmm27
    29d4:	vpternlogd $0x78,%zmm27,%zmm23,%zmm14
    29db:	vpmulld %zmm1,%zmm14,%zmm14
    29e1:	vpsravd %zmm21,%zmm14,%zmm27
    29e7:	vpternlogd $0x78,%zmm27,%zmm20,%zmm14
    29ee:	vmulps %zmm2,%zmm7,%zmm27
    29f4:	vaddps (%r10,%rdx,4),%zmm27,%zmm27
    29fb:	vpsravd %zmm5,%zmm14,%zmm14
    2a01:	vpandd %zmm4,%zmm14,%zmm14
    2a07:	vpaddd %zmm3,%zmm14,%zmm14
    2a0d:	vcvtdq2ps %zmm14,%zmm14
    2a13:	vmovaps %zmm27,%zmm29
    2a19:	vmulps %zmm18,%zmm14,%zmm29{%k7}
    2a1f:	vpxord 0x20000(%rsi,%rdx,4),%zmm6,%zmm14
    2a2a:	vpxord 0x10000(%rsi,%rdx,4),%zmm6,%zmm6
    2a35:	vmovdqa32 %zmm15,0x280(%rsp)
    2a3d:	vmulps 0x2a39(%rip),%zmm7,%zmm7        # 5480 <_fini+0x50c>
    2a47:	vpsravd %zmm21,%zmm14,%zmm27
    2a4d:	vpternlogd $0x78,%zmm27,%zmm20,%zmm14
    2a54:	vpmulld %zmm19,%zmm14,%zmm14
    2a5a:	vpsravd %zmm0,%zmm14,%zmm27
    2a60:	vpternlogd $0x78,%zmm27,%zmm23,%zmm14
    2a67:	vpmulld %zmm1,%zmm14,%zmm14
    2a6d:	vpsravd %zmm21,%zmm14,%zmm27
    2a73:	vpternlogd $0x78,%zmm27,%zmm20,%zmm14
    2a7a:	vmulps %zmm25,%zmm7,%zmm7
    2a80:	vpsravd %zmm5,%zmm14,%zmm14
    2a86:	vpandd %zmm4,%zmm14,%zmm14
    2a8c:	vpaddd %zmm3,%zmm14,%zmm14
    2a92:	vcvtdq2ps %zmm14,%zmm14
    2a98:	vsubps %zmm7,%zmm24,%zmm24
    2a9e:	vmulps %zmm2,%zmm24,%zmm24
    2aa4:	vaddps (%r8,%rdx,4),%zmm24,%zmm7
    2aab:	vmulps %zmm2,%zmm29,%zmm24
    2ab1:	vaddps %zmm9,%zmm24,%zmm24
    2ab7:	vmulps %zmm18,%zmm14,%zmm7{%k7}
    2abd:	vmovaps %zmm7,%zmm31
    2ac3:	vpsravd %zmm21,%zmm6,%zmm7
    2ac9:	vpternlogd $0x78,%zmm7,%zmm20,%zmm6
    2ad0:	vpmulld %zmm19,%zmm6,%zmm6
    2ad6:	vpsravd %zmm0,%zmm6,%zmm7
    2adc:	vpternlogd $0x78,%zmm7,%zmm23,%zmm6
    2ae3:	vmulps %zmm2,%zmm31,%zmm14
    2ae9:	vpmulld %zmm1,%zmm6,%zmm6
    2aef:	vpsravd %zmm21,%zmm6,%zmm7
    2af5:	vpternlogd $0x78,%zmm7,%zmm20,%zmm6
    2afc:	vpsravd %zmm5,%zmm6,%zmm6
    2b02:	vpandd %zmm4,%zmm6,%zmm6
    2b08:	vpaddd %zmm3,%zmm6,%zmm6
    2b0e:	vcvtdq2ps %zmm6,%zmm6
    2b14:	vmulps %zmm18,%zmm6,%zmm26{%k7}
    2b1a:	vaddps %zmm26,%zmm14,%zmm14
    2b20:	vandnps %zmm14,%zmm10,%zmm6
    2b26:	vcmpgt_oqps 0x268f(%rip),%zmm6,%k0        # 51c0 <_fini+0x24c>
    2b31:	vandnps %zmm24,%zmm10,%zmm6
    2b37:	vpmovm2d %k0,%zmm27
    2b3d:	vcmpgt_oqps 0x26b8(%rip),%zmm6,%k0        # 5200 <_fini+0x28c>
    2b48:	vmovdqa32 %zmm15,%zmm6
    2b4e:	vmovdqa32 %zmm12,%zmm6{%k7}
    2b54:	vpaddd %zmm22,%zmm6,%zmm7
    2b5a:	vpbroadcastd 0x4(%rcx),%zmm6
    2b61:	vmovdqa32 %zmm7,%zmm15
    2b67:	vpmovm2d %k0,%zmm26
    2b6d:	vpcmpnltd %zmm30,%zmm7,%k0
    2b74:	vpxord 0x30000(%rsi,%rdx,4),%zmm6,%zmm7
    2b7f:	vmovdqa32 %zmm15,0x240(%rsp)
    2b87:	vpmovm2d %k0,%zmm25
    2b8d:	vpternlogd $0xfe,%zmm27,%zmm26,%zmm25
    2b94:	vmulps %zmm9,%zmm9,%zmm26
    2b9a:	vpsravd %zmm21,%zmm7,%zmm28
    2ba0:	vpternlogd $0x78,%zmm28,%zmm20,%zmm7
    2ba7:	vpcmpeqd %zmm11,%zmm25,%k6
    2bae:	vpmulld %zmm19,%zmm7,%zmm7
    2bb4:	vpsravd %zmm0,%zmm7,%zmm28
    2bba:	vpternlogd $0x78,%zmm28,%zmm23,%zmm7
    2bc1:	vpmulld %zmm1,%zmm7,%zmm7
    2bc7:	vpsravd %zmm21,%zmm7,%zmm28
    2bcd:	vpternlogd $0x78,%zmm28,%zmm20,%zmm7
    2bd4:	vbroadcastss 0x25be(%rip),%zmm28        # 519c <_fini+0x228>
    2bde:	vpsravd %zmm5,%zmm7,%zmm7
    2be4:	vpandd %zmm4,%zmm7,%zmm7
    2bea:	vpaddd %zmm3,%zmm7,%zmm7
    2bf0:	vcvtdq2ps %zmm7,%zmm7
    2bf6:	vmulps %zmm18,%zmm7,%zmm24{%k6}
    2bfc:	vmulps %zmm13,%zmm26,%zmm7
    2c02:	vmovaps %zmm24,%zmm30
    2c08:	vmulps %zmm8,%zmm26,%zmm24
    2c0e:	vaddps 0x2628(%rip),%zmm24,%zmm24        # 5240 <_fini+0x2cc>
    2c18:	vmulps %zmm26,%zmm24,%zmm24
    2c1e:	vaddps 0x2658(%rip),%zmm24,%zmm24        # 5280 <_fini+0x30c>
    2c28:	vmulps %zmm26,%zmm24,%zmm24
    2c2e:	vmulps %zmm26,%zmm24,%zmm24
    2c34:	vsubps %zmm7,%zmm24,%zmm24
    2c3a:	vpxord (%rsi,%rdx,4),%zmm6,%zmm7
    2c41:	vaddps %zmm17,%zmm24,%zmm24
    2c47:	vpsravd %zmm21,%zmm7,%zmm25
    2c4d:	vpternlogd $0x78,%zmm25,%zmm20,%zmm7
    2c54:	vpmulld %zmm19,%zmm7,%zmm7
    2c5a:	vpsravd %zmm0,%zmm7,%zmm25
    2c60:	vpternlogd $0x78,%zmm25,%zmm23,%zmm7
    2c67:	vpmulld %zmm1,%zmm7,%zmm7
    2c6d:	vpsravd %zmm21,%zmm7,%zmm25
    2c73:	vpternlogd $0x78,%zmm25,%zmm20,%zmm7
    2c7a:	vmulps 0x26fc(%rip),%zmm29,%zmm25        # 5380 <_fini+0x40c>
    2c84:	vpcmpltd %zmm12,%zmm7,%k0
    2c8b:	vpmovm2d %k0,%zmm7
    2c91:	vpcmpeqd %zmm11,%zmm7,%k1
    2c98:	vbroadcastss 0x24f2(%rip),%zmm7        # 5194 <_fini+0x220>
    2ca2:	vmulps %zmm29,%zmm25,%zmm25
    2ca8:	vblendmps %zmm16,%zmm7,%zmm27{%k1}
    2cae:	vmulps 0x2608(%rip),%zmm26,%zmm7        # 52c0 <_fini+0x34c>
    2cb8:	vaddps 0x263e(%rip),%zmm7,%zmm7        # 5300 <_fini+0x38c>
    2cc2:	vmulps %zmm26,%zmm7,%zmm7
    2cc8:	vaddps 0x266e(%rip),%zmm7,%zmm7        # 5340 <_fini+0x3cc>
    2cd2:	vmulps %zmm26,%zmm7,%zmm7
    2cd8:	vmulps %zmm9,%zmm7,%zmm7
    2cde:	vaddps %zmm9,%zmm7,%zmm7
    2ce4:	vmulps %zmm7,%zmm25,%zmm25
    2cea:	vmulps 0x270c(%rip),%zmm7,%zmm7        # 5400 <_fini+0x48c>
    2cf4:	vaddps %zmm27,%zmm25,%zmm25
    2cfa:	vmulps 0x26bc(%rip),%zmm25,%zmm25        # 53c0 <_fini+0x44c>
    2d04:	vmulps %zmm24,%zmm25,%zmm9
    2d0a:	vsubps %zmm9,%zmm7,%zmm7
    2d10:	vmulps 0x2726(%rip),%zmm24,%zmm9        # 5440 <_fini+0x4cc>
    2d1a:	vmulps %zmm24,%zmm9,%zmm9
    2d20:	vsubps %zmm9,%zmm28,%zmm9
    2d26:	vmulps %zmm13,%zmm9,%zmm9
    2d2c:	vdivps %zmm9,%zmm7,%zmm7
    2d32:	vpxord 0x40000(%rsi,%rdx,4),%zmm6,%zmm9
    2d3d:	vpsravd %zmm21,%zmm9,%zmm26
    2d43:	vpternlogd $0x78,%zmm26,%zmm20,%zmm9
    2d4a:	vpmulld %zmm19,%zmm9,%zmm9
    2d50:	vpsravd %zmm0,%zmm9,%zmm26
    2d56:	vpternlogd $0x78,%zmm26,%zmm23,%zmm9
    2d5d:	vpmulld %zmm1,%zmm9,%zmm9
    2d63:	vpsravd %zmm21,%zmm9,%zmm26
    2d69:	vpternlogd $0x78,%zmm26,%zmm20,%zmm9
    2d70:	vmulps %zmm2,%zmm7,%zmm26
    2d76:	vmulps 0x2700(%rip),%zmm7,%zmm7        # 5480 <_fini+0x50c>
    2d80:	vpsravd %zmm5,%zmm9,%zmm9
    2d86:	vpandd %zmm4,%zmm9,%zmm9
    2d8c:	vpaddd %zmm3,%zmm9,%zmm9
    2d92:	vaddps %zmm29,%zmm26,%zmm26
    2d98:	vcvtdq2ps %zmm9,%zmm9
    2d9e:	vmovaps %zmm26,%zmm28
    2da4:	vmulps %zmm18,%zmm9,%zmm28{%k6}
    2daa:	vpxord 0x20000(%rsi,%rdx,4),%zmm6,%zmm9
    2db5:	vpxord 0x10000(%rsi,%rdx,4),%zmm6,%zmm6
    2dc0:	vmulps %zmm24,%zmm7,%zmm7
    2dc6:	vsubps %zmm7,%zmm25,%zmm25
    2dcc:	vpsravd %zmm21,%zmm9,%zmm26
    2dd2:	vpternlogd $0x78,%zmm26,%zmm20,%zmm9
    2dd9:	vpsravd %zmm21,%zmm6,%zmm7
    2ddf:	vpternlogd $0x78,%zmm7,%zmm20,%zmm6
    2de6:	vpmulld %zmm19,%zmm9,%zmm9
    2dec:	vpsravd %zmm0,%zmm9,%zmm26
    2df2:	vpternlogd $0x78,%zmm26,%zmm23,%zmm9
    2df9:	vpmulld %zmm19,%zmm6,%zmm6
    2dff:	vpmulld %zmm1,%zmm9,%zmm9
    2e05:	vmulps %zmm2,%zmm25,%zmm25
    2e0b:	vpsravd %zmm21,%zmm9,%zmm26
    2e11:	vpternlogd $0x78,%zmm26,%zmm20,%zmm9
    2e18:	vpsravd %zmm5,%zmm9,%zmm9
    2e1e:	vpandd %zmm4,%zmm9,%zmm9
    2e24:	vpsravd %zmm0,%zmm6,%zmm7
    2e2a:	vpternlogd $0x78,%zmm7,%zmm23,%zmm6
    2e31:	vpaddd %zmm3,%zmm9,%zmm9
    2e37:	vpmulld %zmm1,%zmm6,%zmm6
    2e3d:	vpsravd %zmm21,%zmm6,%zmm7
    2e43:	vpternlogd $0x78,%zmm7,%zmm20,%zmm6
    2e4a:	vcvtdq2ps %zmm9,%zmm9
    2e50:	vaddps %zmm31,%zmm25,%zmm25
    2e56:	vpsravd %zmm5,%zmm6,%zmm6
    2e5c:	vpandd %zmm4,%zmm6,%zmm6
    2e62:	vpaddd %zmm3,%zmm6,%zmm6
    2e68:	vcvtdq2ps %zmm6,%zmm6
    2e6e:	vmulps %zmm18,%zmm9,%zmm25{%k6}
    2e74:	vmulps %zmm2,%zmm28,%zmm9
    2e7a:	vmulps %zmm18,%zmm6,%zmm14{%k6}
    2e80:	vmulps %zmm25,%zmm2,%zmm6
    2e86:	vaddps %zmm30,%zmm9,%zmm9
    2e8c:	vmovaps %zmm25,0x200(%rsp)
    2e94:	vaddps %zmm14,%zmm6,%zmm14
    2e9a:	vmovaps %zmm9,%zmm29
    2ea0:	vandnps %zmm14,%zmm10,%zmm6
    2ea6:	vcmpgt_oqps 0x230f(%rip),%zmm6,%k0        # 51c0 <_fini+0x24c>
    2eb1:	vandnps %zmm9,%zmm10,%zmm6
    2eb7:	vpmovm2d %k0,%zmm26
    2ebd:	vcmpgt_oqps 0x2338(%rip),%zmm6,%k0        # 5200 <_fini+0x28c>
    2ec8:	vpblendmd %zmm12,%zmm15,%zmm6{%k6}
    2ece:	vpaddd %zmm22,%zmm6,%zmm31
    2ed4:	vpbroadcastd 0x8(%rcx),%zmm6
    2edb:	vpmovm2d %k0,%zmm25
    2ee1:	vpcmpnltd 0x2c0(%rsp),%zmm31,%k0
    2eea:	vpmovm2d %k0,%zmm24
    2ef0:	vpxord 0x30000(%rsi,%rdx,4),%zmm6,%zmm7
    2efb:	vmovdqa32 %zmm31,%zmm15
    2f01:	vpternlogd $0xfe,%zmm26,%zmm25,%zmm24
    2f08:	vmulps %zmm30,%zmm30,%zmm26
    2f0e:	vpcmpeqd %zmm11,%zmm24,%k5
    2f15:	vmulps %zmm8,%zmm26,%zmm24
    2f1b:	vaddps 0x231b(%rip),%zmm24,%zmm24        # 5240 <_fini+0x2cc>
    2f25:	vpxord (%rsi,%rdx,4),%zmm6,%zmm9
    2f2c:	vpsravd %zmm21,%zmm7,%zmm27
    2f32:	vpternlogd $0x78,%zmm27,%zmm20,%zmm7
    2f39:	vmulps 0x243d(%rip),%zmm28,%zmm25        # 5380 <_fini+0x40c>
    2f43:	vpmulld %zmm19,%zmm7,%zmm7
    2f49:	vpsravd %zmm0,%zmm7,%zmm27
    2f4f:	vpternlogd $0x78,%zmm27,%zmm23,%zmm7
    2f56:	vpmulld %zmm1,%zmm7,%zmm7
    2f5c:	vpsravd %zmm21,%zmm7,%zmm27
    2f62:	vpternlogd $0x78,%zmm27,%zmm20,%zmm7
    2f69:	vpsravd %zmm5,%zmm7,%zmm7
    2f6f:	vpandd %zmm4,%zmm7,%zmm7
    2f75:	vpaddd %zmm3,%zmm7,%zmm7
    2f7b:	vcvtdq2ps %zmm7,%zmm7
    2f81:	vmulps %zmm18,%zmm7,%zmm29{%k5}
    2f87:	vmulps %zmm13,%zmm26,%zmm7
    2f8d:	vmulps %zmm26,%zmm24,%zmm24
    2f93:	vaddps 0x22e3(%rip),%zmm24,%zmm24        # 5280 <_fini+0x30c>
    2f9d:	vmulps %zmm28,%zmm25,%zmm25
    2fa3:	vmovaps %zmm29,%zmm31
    2fa9:	vbroadcastss 0x21e1(%rip),%zmm29        # 5194 <_fini+0x220>
    2fb3:	vmulps %zmm26,%zmm24,%zmm24
    2fb9:	vmulps %zmm26,%zmm24,%zmm24
    2fbf:	vsubps %zmm7,%zmm24,%zmm24
    2fc5:	vpsravd %zmm21,%zmm9,%zmm7
    2fcb:	vpternlogd $0x78,%zmm7,%zmm20,%zmm9
    2fd2:	vpmulld %zmm19,%zmm9,%zmm9
    2fd8:	vpsravd %zmm0,%zmm9,%zmm7
    2fde:	vpternlogd $0x78,%zmm7,%zmm23,%zmm9
    2fe5:	vpmulld %zmm1,%zmm9,%zmm9
    2feb:	vpsravd %zmm21,%zmm9,%zmm7
    2ff1:	vpternlogd $0x78,%zmm7,%zmm20,%zmm9
    2ff8:	vpcmpltd %zmm12,%zmm9,%k0
    2fff:	vpmovm2d %k0,%zmm7
    3005:	vaddps %zmm17,%zmm24,%zmm24
    300b:	vpcmpeqd %zmm11,%zmm7,%k1
    3012:	vmulps 0x22a4(%rip),%zmm26,%zmm7        # 52c0 <_fini+0x34c>
    301c:	vblendmps %zmm16,%zmm29,%zmm9{%k1}
    3022:	vbroadcastss 0x2170(%rip),%zmm29        # 519c <_fini+0x228>
    302c:	vaddps 0x22ca(%rip),%zmm7,%zmm7        # 5300 <_fini+0x38c>
    3036:	vmulps %zmm26,%zmm7,%zmm7
    303c:	vaddps 0x22fa(%rip),%zmm7,%zmm7        # 5340 <_fini+0x3cc>
    3046:	vmulps %zmm26,%zmm7,%zmm7
    304c:	vmulps %zmm30,%zmm7,%zmm7
    3052:	vaddps %zmm30,%zmm7,%zmm7
    3058:	vmulps %zmm7,%zmm25,%zmm25
    305e:	vmulps 0x2398(%rip),%zmm7,%zmm7        # 5400 <_fini+0x48c>
    3068:	vaddps %zmm9,%zmm25,%zmm25
    306e:	vmulps 0x2348(%rip),%zmm25,%zmm25        # 53c0 <_fini+0x44c>
    3078:	vmulps %zmm24,%zmm25,%zmm9
    307e:	vsubps %zmm9,%zmm7,%zmm7
    3084:	vmulps 0x23b2(%rip),%zmm24,%zmm9        # 5440 <_fini+0x4cc>
    308e:	vmulps %zmm24,%zmm9,%zmm9
    3094:	vsubps %zmm9,%zmm29,%zmm9
    309a:	vmulps %zmm13,%zmm9,%zmm9
    30a0:	vdivps %zmm9,%zmm7,%zmm7
    30a6:	vpxord 0x40000(%rsi,%rdx,4),%zmm6,%zmm9
    30b1:	vpsravd %zmm21,%zmm9,%zmm26
    30b7:	vpternlogd $0x78,%zmm26,%zmm20,%zmm9
    30be:	vpmulld %zmm19,%zmm9,%zmm9
    30c4:	vpsravd %zmm0,%zmm9,%zmm26
    30ca:	vpternlogd $0x78,%zmm26,%zmm23,%zmm9
    30d1:	vpmulld %zmm1,%zmm9,%zmm9
    30d7:	vpsravd %zmm21,%zmm9,%zmm26
    30dd:	vpternlogd $0x78,%zmm26,%zmm20,%zmm9
    30e4:	vmulps %zmm2,%zmm7,%zmm26
    30ea:	vmulps 0x238c(%rip),%zmm7,%zmm7        # 5480 <_fini+0x50c>
    30f4:	vpsravd %zmm5,%zmm9,%zmm9
    30fa:	vpandd %zmm4,%zmm9,%zmm9
    3100:	vpaddd %zmm3,%zmm9,%zmm9
    3106:	vaddps %zmm28,%zmm26,%zmm26
    310c:	vcvtdq2ps %zmm9,%zmm9
    3112:	vmovaps %zmm26,%zmm29
    3118:	vmulps %zmm18,%zmm9,%zmm29{%k5}
    311e:	vpxord 0x20000(%rsi,%rdx,4),%zmm6,%zmm9
    3129:	vpxord 0x10000(%rsi,%rdx,4),%zmm6,%zmm6
    3134:	vmulps %zmm24,%zmm7,%zmm7
    313a:	vsubps %zmm7,%zmm25,%zmm25
    3140:	vpsravd %zmm21,%zmm9,%zmm26
    3146:	vpternlogd $0x78,%zmm26,%zmm20,%zmm9
    314d:	vpsravd %zmm21,%zmm6,%zmm7
    3153:	vpternlogd $0x78,%zmm7,%zmm20,%zmm6
    315a:	vpmulld %zmm19,%zmm9,%zmm9
    3160:	vpsravd %zmm0,%zmm9,%zmm26
    3166:	vpternlogd $0x78,%zmm26,%zmm23,%zmm9
    316d:	vpmulld %zmm19,%zmm6,%zmm6
    3173:	vmulps %zmm2,%zmm25,%zmm25
    3179:	vaddps 0x200(%rsp),%zmm25,%zmm25
    3181:	vpmulld %zmm1,%zmm9,%zmm9
    3187:	vpsravd %zmm21,%zmm9,%zmm26
    318d:	vpternlogd $0x78,%zmm26,%zmm20,%zmm9
    3194:	vpsravd %zmm0,%zmm6,%zmm7
    319a:	vpternlogd $0x78,%zmm7,%zmm23,%zmm6
    31a1:	vpsravd %zmm5,%zmm9,%zmm9
    31a7:	vpandd %zmm4,%zmm9,%zmm9
    31ad:	vpmulld %zmm1,%zmm6,%zmm6
    31b3:	vpsravd %zmm21,%zmm6,%zmm7
    31b9:	vpaddd %zmm3,%zmm9,%zmm9
    31bf:	vpternlogd $0x78,%zmm7,%zmm20,%zmm6
    31c6:	vmovdqa32 %zmm15,0x200(%rsp)
    31ce:	vcvtdq2ps %zmm9,%zmm9
    31d4:	vpsravd %zmm5,%zmm6,%zmm6
    31da:	vpandd %zmm4,%zmm6,%zmm6
    31e0:	vpaddd %zmm3,%zmm6,%zmm6
    31e6:	vcvtdq2ps %zmm6,%zmm6
    31ec:	vmulps %zmm18,%zmm6,%zmm14{%k5}
    31f2:	vmulps %zmm18,%zmm9,%zmm25{%k5}
    31f8:	vmulps %zmm2,%zmm29,%zmm9
    31fe:	vmulps %zmm2,%zmm25,%zmm6
    3204:	vmovaps %zmm25,%zmm30
    320a:	vaddps %zmm31,%zmm9,%zmm9
    3210:	vaddps %zmm14,%zmm6,%zmm14
    3216:	vandnps %zmm14,%zmm10,%zmm6
    321c:	vcmpgt_oqps 0x1f99(%rip),%zmm6,%k0        # 51c0 <_fini+0x24c>
    3227:	vandnps %zmm9,%zmm10,%zmm6
    322d:	vpmovm2d %k0,%zmm26
    3233:	vcmpgt_oqps 0x1fc2(%rip),%zmm6,%k0        # 5200 <_fini+0x28c>
    323e:	vpblendmd %zmm12,%zmm15,%zmm6{%k5}
    3244:	vpaddd %zmm22,%zmm6,%zmm27
    324a:	vpbroadcastd 0xc(%rcx),%zmm6
    3251:	vpmovm2d %k0,%zmm25
    3257:	vpcmpnltd 0x2c0(%rsp),%zmm27,%k0
    3260:	vpmovm2d %k0,%zmm24
    3266:	vpxord 0x30000(%rsi,%rdx,4),%zmm6,%zmm7
    3271:	vmovdqa32 %zmm27,%zmm15
    3277:	vpternlogd $0xfe,%zmm26,%zmm25,%zmm24
    327e:	vmulps %zmm31,%zmm31,%zmm26
    3284:	vmulps 0x20f2(%rip),%zmm29,%zmm25        # 5380 <_fini+0x40c>
    328e:	vpcmpeqd %zmm11,%zmm24,%k4
    3295:	vmulps %zmm8,%zmm26,%zmm24
    329b:	vaddps 0x1f9b(%rip),%zmm24,%zmm24        # 5240 <_fini+0x2cc>
    32a5:	vpsravd %zmm21,%zmm7,%zmm27
    32ab:	vpternlogd $0x78,%zmm27,%zmm20,%zmm7
    32b2:	vpmulld %zmm19,%zmm7,%zmm7
    32b8:	vpsravd %zmm0,%zmm7,%zmm27
    32be:	vpternlogd $0x78,%zmm27,%zmm23,%zmm7
    32c5:	vpmulld %zmm1,%zmm7,%zmm7
    32cb:	vpsravd %zmm21,%zmm7,%zmm27
    32d1:	vpternlogd $0x78,%zmm27,%zmm20,%zmm7
    32d8:	vpsravd %zmm5,%zmm7,%zmm7
    32de:	vpandd %zmm4,%zmm7,%zmm7
    32e4:	vpaddd %zmm3,%zmm7,%zmm7
    32ea:	vcvtdq2ps %zmm7,%zmm7
    32f0:	vmulps %zmm29,%zmm25,%zmm25
    32f6:	vmulps %zmm18,%zmm7,%zmm9{%k4}
    32fc:	vmulps %zmm26,%zmm24,%zmm24
    3302:	vaddps 0x1f74(%rip),%zmm24,%zmm24        # 5280 <_fini+0x30c>
    330c:	vmulps %zmm13,%zmm26,%zmm7
    3312:	vmovaps %zmm9,%zmm28
    3318:	vpxord (%rsi,%rdx,4),%zmm6,%zmm9
    331f:	vmulps %zmm26,%zmm24,%zmm24
    3325:	vmulps %zmm26,%zmm24,%zmm24
    332b:	vsubps %zmm7,%zmm24,%zmm24
    3331:	vpsravd %zmm21,%zmm9,%zmm7
    3337:	vpternlogd $0x78,%zmm7,%zmm20,%zmm9
    333e:	vpmulld %zmm19,%zmm9,%zmm9
    3344:	vpsravd %zmm0,%zmm9,%zmm7
    334a:	vpternlogd $0x78,%zmm7,%zmm23,%zmm9
    3351:	vpmulld %zmm1,%zmm9,%zmm9
    3357:	vpsravd %zmm21,%zmm9,%zmm7
    335d:	vpternlogd $0x78,%zmm7,%zmm20,%zmm9
    3364:	vpcmpltd %zmm12,%zmm9,%k0
    336b:	vpmovm2d %k0,%zmm7
    3371:	vaddps %zmm17,%zmm24,%zmm24
    3377:	vpcmpeqd %zmm11,%zmm7,%k1
    337e:	vbroadcastss 0x1e0c(%rip),%zmm7        # 5194 <_fini+0x220>
    3388:	vblendmps %zmm16,%zmm7,%zmm9{%k1}
    338e:	vmulps 0x1f28(%rip),%zmm26,%zmm7        # 52c0 <_fini+0x34c>
    3398:	vaddps 0x1f5e(%rip),%zmm7,%zmm7        # 5300 <_fini+0x38c>
    33a2:	vmulps %zmm26,%zmm7,%zmm7
    33a8:	vaddps 0x1f8e(%rip),%zmm7,%zmm7        # 5340 <_fini+0x3cc>
    33b2:	vmulps %zmm26,%zmm7,%zmm7
    33b8:	vmulps %zmm31,%zmm7,%zmm7
    33be:	vaddps %zmm31,%zmm7,%zmm7
    33c4:	vmulps %zmm7,%zmm25,%zmm25
    33ca:	vaddps %zmm9,%zmm25,%zmm25
    33d0:	vmulps 0x1fe6(%rip),%zmm25,%zmm25        # 53c0 <_fini+0x44c>
    33da:	vmulps 0x201c(%rip),%zmm7,%zmm7        # 5400 <_fini+0x48c>
    33e4:	vmovdqa32 %zmm15,0x1c0(%rsp)
    33ec:	vbroadcastss 0x1da6(%rip),%zmm26        # 519c <_fini+0x228>
    33f6:	vmulps %zmm24,%zmm25,%zmm9
    33fc:	vsubps %zmm9,%zmm7,%zmm7
    3402:	vmulps 0x2034(%rip),%zmm24,%zmm9        # 5440 <_fini+0x4cc>
    340c:	vmulps %zmm24,%zmm9,%zmm9
    3412:	vsubps %zmm9,%zmm26,%zmm9
    3418:	vmulps %zmm13,%zmm9,%zmm9
    341e:	vdivps %zmm9,%zmm7,%zmm7
    3424:	vpxord 0x40000(%rsi,%rdx,4),%zmm6,%zmm9
    342f:	vpsravd %zmm21,%zmm9,%zmm26
    3435:	vpternlogd $0x78,%zmm26,%zmm20,%zmm9
    343c:	vpmulld %zmm19,%zmm9,%zmm9
    3442:	vpsravd %zmm0,%zmm9,%zmm26
    3448:	vpternlogd $0x78,%zmm26,%zmm23,%zmm9
    344f:	vpmulld %zmm1,%zmm9,%zmm9
    3455:	vpsravd %zmm21,%zmm9,%zmm26
    345b:	vpternlogd $0x78,%zmm26,%zmm20,%zmm9
    3462:	vmulps %zmm2,%zmm7,%zmm26
    3468:	vmulps 0x200e(%rip),%zmm7,%zmm7        # 5480 <_fini+0x50c>
    3472:	vpsravd %zmm5,%zmm9,%zmm9
    3478:	vpandd %zmm4,%zmm9,%zmm9
    347e:	vpaddd %zmm3,%zmm9,%zmm9
    3484:	vaddps %zmm29,%zmm26,%zmm26
    348a:	vcvtdq2ps %zmm9,%zmm9
    3490:	vmovaps %zmm26,%zmm29
    3496:	vpblendmd %zmm12,%zmm15,%zmm26{%k4}
    349c:	vbroadcastss 0x1cee(%rip),%zmm15        # 5194 <_fini+0x220>
    34a6:	vmulps %zmm18,%zmm9,%zmm29{%k4}
    34ac:	vpxord 0x20000(%rsi,%rdx,4),%zmm6,%zmm9
    34b7:	vpxord 0x10000(%rsi,%rdx,4),%zmm6,%zmm6
    34c2:	vpaddd %zmm22,%zmm26,%zmm26
    34c8:	vmulps %zmm24,%zmm7,%zmm7
    34ce:	vsubps %zmm7,%zmm25,%zmm25
    34d4:	vpsravd %zmm21,%zmm9,%zmm27
    34da:	vpternlogd $0x78,%zmm27,%zmm20,%zmm9
    34e1:	vpsravd %zmm21,%zmm6,%zmm7
    34e7:	vpternlogd $0x78,%zmm7,%zmm20,%zmm6
    34ee:	vpmulld %zmm19,%zmm9,%zmm9
    34f4:	vpsravd %zmm0,%zmm9,%zmm27
    34fa:	vpternlogd $0x78,%zmm27,%zmm23,%zmm9
    3501:	vpmulld %zmm19,%zmm6,%zmm6
    3507:	vpmulld %zmm1,%zmm9,%zmm9
    350d:	vmulps %zmm2,%zmm25,%zmm25
    3513:	vpsravd %zmm21,%zmm9,%zmm27
    3519:	vpternlogd $0x78,%zmm27,%zmm20,%zmm9
    3520:	vpsravd %zmm5,%zmm9,%zmm9
    3526:	vpandd %zmm4,%zmm9,%zmm9
    352c:	vpsravd %zmm0,%zmm6,%zmm7
    3532:	vpternlogd $0x78,%zmm7,%zmm23,%zmm6
    3539:	vpaddd %zmm3,%zmm9,%zmm9
    353f:	vpmulld %zmm1,%zmm6,%zmm6
    3545:	vpsravd %zmm21,%zmm6,%zmm7
    354b:	vpternlogd $0x78,%zmm7,%zmm20,%zmm6
    3552:	vcvtdq2ps %zmm9,%zmm9
    3558:	vaddps %zmm30,%zmm25,%zmm25
    355e:	vpsravd %zmm5,%zmm6,%zmm6
    3564:	vpandd %zmm4,%zmm6,%zmm6
    356a:	vpaddd %zmm3,%zmm6,%zmm6
    3570:	vpbroadcastd 0x10(%rcx),%zmm7
    3577:	vcvtdq2ps %zmm6,%zmm6
    357d:	vmulps %zmm18,%zmm9,%zmm25{%k4}
    3583:	vpxord (%rsi,%rdx,4),%zmm7,%zmm9
    358a:	vmulps %zmm18,%zmm6,%zmm14{%k4}
    3590:	vmulps %zmm2,%zmm25,%zmm27
    3596:	vmovaps %zmm25,%zmm30
    359c:	vmulps 0x1dda(%rip),%zmm29,%zmm25        # 5380 <_fini+0x40c>
    35a6:	vaddps %zmm14,%zmm27,%zmm27
    35ac:	vmulps %zmm28,%zmm28,%zmm14
    35b2:	vmulps %zmm8,%zmm14,%zmm24
    35b8:	vaddps 0x1c7e(%rip),%zmm24,%zmm24        # 5240 <_fini+0x2cc>
    35c2:	vmulps %zmm13,%zmm14,%zmm6
    35c8:	vmulps %zmm29,%zmm25,%zmm25
    35ce:	vmulps %zmm14,%zmm24,%zmm24
    35d4:	vaddps 0x1ca2(%rip),%zmm24,%zmm24        # 5280 <_fini+0x30c>
    35de:	vmulps %zmm14,%zmm24,%zmm24
    35e4:	vmulps %zmm14,%zmm24,%zmm24
    35ea:	vsubps %zmm6,%zmm24,%zmm24
    35f0:	vpsravd %zmm21,%zmm9,%zmm6
    35f6:	vpternlogd $0x78,%zmm6,%zmm20,%zmm9
    35fd:	vpmulld %zmm19,%zmm9,%zmm9
    3603:	vpsravd %zmm0,%zmm9,%zmm6
    3609:	vpternlogd $0x78,%zmm6,%zmm23,%zmm9
    3610:	vpmulld %zmm1,%zmm9,%zmm9
    3616:	vpsravd %zmm21,%zmm9,%zmm6
    361c:	vpternlogd $0x78,%zmm6,%zmm20,%zmm9
    3623:	vpcmpltd %zmm12,%zmm9,%k0
    362a:	vpmovm2d %k0,%zmm6
    3630:	vaddps %zmm17,%zmm24,%zmm24
    3636:	vpcmpeqd %zmm11,%zmm6,%k1
    363d:	vmulps 0x1c79(%rip),%zmm14,%zmm6        # 52c0 <_fini+0x34c>
    3647:	vblendmps %zmm16,%zmm15,%zmm9{%k1}
    364d:	vaddps 0x1ca9(%rip),%zmm6,%zmm6        # 5300 <_fini+0x38c>
    3657:	vmulps %zmm14,%zmm6,%zmm6
    365d:	vaddps 0x1cd9(%rip),%zmm6,%zmm6        # 5340 <_fini+0x3cc>
    3667:	vmulps %zmm14,%zmm6,%zmm6
    366d:	vbroadcastss 0x1b25(%rip),%zmm14        # 519c <_fini+0x228>
    3677:	vmulps %zmm28,%zmm6,%zmm6
    367d:	vaddps %zmm28,%zmm6,%zmm6
    3683:	vmulps %zmm6,%zmm25,%zmm25
    3689:	vmulps 0x1d6d(%rip),%zmm6,%zmm6        # 5400 <_fini+0x48c>
    3693:	vaddps %zmm9,%zmm25,%zmm25
    3699:	vmulps 0x1d1d(%rip),%zmm25,%zmm25        # 53c0 <_fini+0x44c>
    36a3:	vmulps %zmm24,%zmm25,%zmm9
    36a9:	vsubps %zmm9,%zmm6,%zmm6
    36af:	vmulps 0x1d87(%rip),%zmm24,%zmm9        # 5440 <_fini+0x4cc>
    36b9:	vmulps %zmm24,%zmm9,%zmm9
    36bf:	vsubps %zmm9,%zmm14,%zmm9
    36c5:	vmulps %zmm13,%zmm9,%zmm9
    36cb:	vdivps %zmm9,%zmm6,%zmm6
    36d1:	vandnps %zmm27,%zmm10,%zmm9
    36d7:	vcmpgt_oqps 0x1ade(%rip),%zmm9,%k0        # 51c0 <_fini+0x24c>
    36e2:	vpmovm2d %k0,%zmm14
    36e8:	vmovdqa32 %zmm14,0x180(%rsp)
    36f0:	vmulps %zmm2,%zmm29,%zmm14
    36f6:	vaddps %zmm28,%zmm14,%zmm14
    36fc:	vandnps %zmm14,%zmm10,%zmm9
    3702:	vcmpgt_oqps 0x1af3(%rip),%zmm9,%k0        # 5200 <_fini+0x28c>
    370d:	vpmovm2d %k0,%zmm15
    3713:	vpcmpnltd 0x2c0(%rsp),%zmm26,%k0
    371c:	vpmovm2d %k0,%zmm28
    3722:	vpxord 0x20000(%rsi,%rdx,4),%zmm7,%zmm9
    372d:	vpternlogd $0xfe,0x180(%rsp),%zmm15,%zmm28
    3736:	vpcmpeqd %zmm11,%zmm28,%k3
    373d:	vmulps 0x1d39(%rip),%zmm6,%zmm28        # 5480 <_fini+0x50c>
    3747:	vmulps %zmm2,%zmm6,%zmm6
    374d:	vpsravd %zmm21,%zmm9,%zmm31
    3753:	vpternlogd $0x78,%zmm31,%zmm20,%zmm9
    375a:	vaddps %zmm29,%zmm6,%zmm6
    3760:	vpmulld %zmm19,%zmm9,%zmm9
    3766:	vpsravd %zmm0,%zmm9,%zmm31
    376c:	vpternlogd $0x78,%zmm31,%zmm23,%zmm9
    3773:	vpmulld %zmm1,%zmm9,%zmm9
    3779:	vpsravd %zmm21,%zmm9,%zmm31
    377f:	vpternlogd $0x78,%zmm31,%zmm20,%zmm9
    3786:	vpsravd %zmm5,%zmm9,%zmm9
    378c:	vpandd %zmm4,%zmm9,%zmm9
    3792:	vpaddd %zmm3,%zmm9,%zmm9
    3798:	vcvtdq2ps %zmm9,%zmm9
    379e:	vmulps %zmm24,%zmm28,%zmm28
    37a4:	vsubps %zmm28,%zmm25,%zmm25
    37aa:	vmulps %zmm2,%zmm25,%zmm25
    37b0:	vaddps %zmm30,%zmm25,%zmm25
    37b6:	vmovaps %zmm25,%zmm30
    37bc:	vmulps %zmm18,%zmm9,%zmm30{%k3}
    37c2:	vpxord 0x10000(%rsi,%rdx,4),%zmm7,%zmm9
    37cd:	vmovaps %zmm30,0x180(%rsp)
    37d5:	vpsravd %zmm21,%zmm9,%zmm24
    37db:	vpternlogd $0x78,%zmm24,%zmm20,%zmm9
    37e2:	vpmulld %zmm19,%zmm9,%zmm9
    37e8:	vpsravd %zmm0,%zmm9,%zmm24
    37ee:	vpternlogd $0x78,%zmm24,%zmm23,%zmm9
    37f5:	vpmulld %zmm1,%zmm9,%zmm9
    37fb:	vpsravd %zmm21,%zmm9,%zmm24
    3801:	vpternlogd $0x78,%zmm24,%zmm20,%zmm9
    3808:	vmulps %zmm30,%zmm2,%zmm24
    380e:	vpsravd %zmm5,%zmm9,%zmm9
    3814:	vpandd %zmm4,%zmm9,%zmm9
    381a:	vpaddd %zmm3,%zmm9,%zmm9
    3820:	vcvtdq2ps %zmm9,%zmm9
    3826:	vmulps %zmm18,%zmm9,%zmm27{%k3}
    382c:	vpxord 0x30000(%rsi,%rdx,4),%zmm7,%zmm9
    3837:	vpxord 0x40000(%rsi,%rdx,4),%zmm7,%zmm7
    3842:	vaddps %zmm27,%zmm24,%zmm24
    3848:	vpsravd %zmm21,%zmm9,%zmm25
    384e:	vpternlogd $0x78,%zmm25,%zmm20,%zmm9
    3855:	vpmulld %zmm19,%zmm9,%zmm9
    385b:	vpsravd %zmm0,%zmm9,%zmm25
    3861:	vpternlogd $0x78,%zmm25,%zmm23,%zmm9
    3868:	vpmulld %zmm1,%zmm9,%zmm9
    386e:	vpsravd %zmm21,%zmm9,%zmm25
    3874:	vpternlogd $0x78,%zmm25,%zmm20,%zmm9
    387b:	vpblendmd %zmm12,%zmm26,%zmm25{%k3}
    3881:	vpsravd %zmm5,%zmm9,%zmm9
    3887:	vpandd %zmm4,%zmm9,%zmm9
    388d:	vpaddd %zmm22,%zmm25,%zmm25
    3893:	vpaddd %zmm3,%zmm9,%zmm9
    3899:	vcvtdq2ps %zmm9,%zmm9
    389f:	vmulps %zmm18,%zmm9,%zmm14{%k3}
    38a5:	vpsravd %zmm21,%zmm7,%zmm9
    38ab:	vpternlogd $0x78,%zmm9,%zmm20,%zmm7
    38b2:	vpmulld %zmm19,%zmm7,%zmm7
    38b8:	vpsravd %zmm0,%zmm7,%zmm9
    38be:	vpternlogd $0x78,%zmm9,%zmm23,%zmm7
    38c5:	vpmulld %zmm1,%zmm7,%zmm7
    38cb:	vpsravd %zmm21,%zmm7,%zmm9
    38d1:	vpternlogd $0x78,%zmm9,%zmm20,%zmm7
    38d8:	vpsravd %zmm5,%zmm7,%zmm7
    38de:	vpandd %zmm4,%zmm7,%zmm7
    38e4:	vpaddd %zmm3,%zmm7,%zmm7
    38ea:	vcvtdq2ps %zmm7,%zmm7
    38f0:	vmulps %zmm18,%zmm7,%zmm6{%k3}
    38f6:	vandnps %zmm24,%zmm10,%zmm7
    38fc:	vcmpgt_oqps 0x18b9(%rip),%zmm7,%k0        # 51c0 <_fini+0x24c>
    3907:	vpmovm2d %k0,%zmm30
    390d:	vbroadcastss 0x1885(%rip),%zmm15        # 519c <_fini+0x228>
    3917:	vmulps %zmm2,%zmm6,%zmm27
    391d:	vaddps %zmm14,%zmm27,%zmm27
    3923:	vandnps %zmm27,%zmm10,%zmm7
    3929:	vcmpgt_oqps 0x18cc(%rip),%zmm7,%k0        # 5200 <_fini+0x28c>
    3934:	vpbroadcastd 0x14(%rcx),%zmm7
    393b:	vpxord 0x30000(%rsi,%rdx,4),%zmm7,%zmm9
    3946:	vpmovm2d %k0,%zmm29
    394c:	vpcmpnltd 0x2c0(%rsp),%zmm25,%k0
    3955:	vpmovm2d %k0,%zmm28
    395b:	vpternlogd $0xfe,%zmm30,%zmm29,%zmm28
    3962:	vmovaps %zmm27,%zmm29
    3968:	vbroadcastss 0x1822(%rip),%zmm30        # 5194 <_fini+0x220>
    3972:	vpsravd %zmm21,%zmm9,%zmm31
    3978:	vpternlogd $0x78,%zmm31,%zmm20,%zmm9
    397f:	vpcmpeqd %zmm11,%zmm28,%k1
    3986:	vpmulld %zmm19,%zmm9,%zmm9
    398c:	vpsravd %zmm0,%zmm9,%zmm31
    3992:	vpternlogd $0x78,%zmm31,%zmm23,%zmm9
    3999:	vpmulld %zmm1,%zmm9,%zmm9
    399f:	vpsravd %zmm21,%zmm9,%zmm31
    39a5:	vpternlogd $0x78,%zmm31,%zmm20,%zmm9
    39ac:	vpsravd %zmm5,%zmm9,%zmm9
    39b2:	vpandd %zmm4,%zmm9,%zmm9
    39b8:	vpaddd %zmm3,%zmm9,%zmm9
    39be:	vcvtdq2ps %zmm9,%zmm9
    39c4:	vmulps %zmm18,%zmm9,%zmm29{%k1}
    39ca:	vmovaps %zmm29,%zmm31
    39d0:	vmulps %zmm14,%zmm14,%zmm29
    39d6:	vmulps %zmm8,%zmm29,%zmm27
    39dc:	vaddps 0x185a(%rip),%zmm27,%zmm27        # 5240 <_fini+0x2cc>
    39e6:	vmulps %zmm13,%zmm29,%zmm9
    39ec:	vmulps %zmm29,%zmm27,%zmm27
    39f2:	vaddps 0x1884(%rip),%zmm27,%zmm27        # 5280 <_fini+0x30c>
    39fc:	vmulps %zmm29,%zmm27,%zmm27
    3a02:	vmulps %zmm29,%zmm27,%zmm27
    3a08:	vsubps %zmm9,%zmm27,%zmm27
    3a0e:	vpxord (%rsi,%rdx,4),%zmm7,%zmm9
    3a15:	vaddps %zmm17,%zmm27,%zmm27
    3a1b:	vpsravd %zmm21,%zmm9,%zmm28
    3a21:	vpternlogd $0x78,%zmm28,%zmm20,%zmm9
    3a28:	vpmulld %zmm19,%zmm9,%zmm9
    3a2e:	vpsravd %zmm0,%zmm9,%zmm28
    3a34:	vpternlogd $0x78,%zmm28,%zmm23,%zmm9
    3a3b:	vpmulld %zmm1,%zmm9,%zmm9
    3a41:	vpsravd %zmm21,%zmm9,%zmm28
    3a47:	vpternlogd $0x78,%zmm28,%zmm20,%zmm9
    3a4e:	vmulps 0x1928(%rip),%zmm6,%zmm28        # 5380 <_fini+0x40c>
    3a58:	vpcmpltd %zmm12,%zmm9,%k0
    3a5f:	vpmovm2d %k0,%zmm9
    3a65:	vpcmpeqd %zmm11,%zmm9,%k2
    3a6c:	vmulps 0x184a(%rip),%zmm29,%zmm9        # 52c0 <_fini+0x34c>
    3a76:	vmovaps %zmm16,%zmm30{%k2}
    3a7c:	vaddps 0x187a(%rip),%zmm9,%zmm9        # 5300 <_fini+0x38c>
    3a86:	vmulps %zmm6,%zmm28,%zmm28
    3a8c:	vmulps %zmm29,%zmm9,%zmm9
    3a92:	vaddps 0x18a4(%rip),%zmm9,%zmm9        # 5340 <_fini+0x3cc>
    3a9c:	vmulps %zmm29,%zmm9,%zmm9
    3aa2:	vmulps %zmm14,%zmm9,%zmm9
    3aa8:	vaddps %zmm14,%zmm9,%zmm9
    3aae:	vmulps %zmm9,%zmm28,%zmm28
    3ab4:	vmulps 0x1942(%rip),%zmm9,%zmm9        # 5400 <_fini+0x48c>
    3abe:	vaddps %zmm30,%zmm28,%zmm28
    3ac4:	vmulps 0x18f2(%rip),%zmm28,%zmm28        # 53c0 <_fini+0x44c>
    3ace:	vmovdqa32 %zmm12,%zmm30
    3ad4:	vmovdqa32 %zmm22,%zmm30{%k6}
    3ada:	vmulps %zmm27,%zmm28,%zmm14
    3ae0:	vsubps %zmm14,%zmm9,%zmm9
    3ae6:	vmulps 0x1950(%rip),%zmm27,%zmm14        # 5440 <_fini+0x4cc>
    3af0:	vmulps %zmm27,%zmm14,%zmm14
    3af6:	vsubps %zmm14,%zmm15,%zmm14
    3afc:	vmulps %zmm13,%zmm14,%zmm14
    3b02:	vdivps %zmm14,%zmm9,%zmm9
    3b08:	vpxord 0x40000(%rsi,%rdx,4),%zmm7,%zmm14
    3b13:	vpsravd %zmm21,%zmm14,%zmm29
    3b19:	vpternlogd $0x78,%zmm29,%zmm20,%zmm14
    3b20:	vpmulld %zmm19,%zmm14,%zmm14
    3b26:	vpsravd %zmm0,%zmm14,%zmm29
    3b2c:	vpternlogd $0x78,%zmm29,%zmm23,%zmm14
    3b33:	vpmulld %zmm1,%zmm14,%zmm14
    3b39:	vpsravd %zmm21,%zmm14,%zmm29
    3b3f:	vpternlogd $0x78,%zmm29,%zmm20,%zmm14
    3b46:	vmulps %zmm2,%zmm9,%zmm29
    3b4c:	vmulps 0x192a(%rip),%zmm9,%zmm9        # 5480 <_fini+0x50c>
    3b56:	vpsravd %zmm5,%zmm14,%zmm14
    3b5c:	vpandd %zmm4,%zmm14,%zmm14
    3b62:	vpaddd %zmm3,%zmm14,%zmm14
    3b68:	vaddps %zmm6,%zmm29,%zmm29
    3b6e:	vpxord 0x20000(%rsi,%rdx,4),%zmm7,%zmm6
    3b79:	vcvtdq2ps %zmm14,%zmm14
    3b7f:	vpxord 0x10000(%rsi,%rdx,4),%zmm7,%zmm7
    3b8a:	vmulps %zmm18,%zmm14,%zmm29{%k1}
    3b90:	vmulps %zmm27,%zmm9,%zmm9
    3b96:	vpsravd %zmm21,%zmm6,%zmm14
    3b9c:	vpternlogd $0x78,%zmm14,%zmm20,%zmm6
    3ba3:	vpmulld %zmm19,%zmm6,%zmm6
    3ba9:	vpsravd %zmm0,%zmm6,%zmm14
    3baf:	vpternlogd $0x78,%zmm14,%zmm23,%zmm6
    3bb6:	vpmulld %zmm1,%zmm6,%zmm6
    3bbc:	vpsravd %zmm21,%zmm6,%zmm14
    3bc2:	vpternlogd $0x78,%zmm14,%zmm20,%zmm6
    3bc9:	vsubps %zmm9,%zmm28,%zmm28
    3bcf:	vpsravd %zmm5,%zmm6,%zmm6
    3bd5:	vpandd %zmm4,%zmm6,%zmm6
    3bdb:	vpaddd %zmm3,%zmm6,%zmm6
    3be1:	vcvtdq2ps %zmm6,%zmm6
    3be7:	vmulps %zmm2,%zmm28,%zmm28
    3bed:	vaddps 0x180(%rsp),%zmm28,%zmm28
    3bf5:	vmulps %zmm18,%zmm6,%zmm28{%k1}
    3bfb:	vpsravd %zmm21,%zmm7,%zmm6
    3c01:	vpternlogd $0x78,%zmm6,%zmm20,%zmm7
    3c08:	vpmulld %zmm19,%zmm7,%zmm7
    3c0e:	vpsravd %zmm0,%zmm7,%zmm6
    3c14:	vpternlogd $0x78,%zmm6,%zmm23,%zmm7
    3c1b:	vpmulld %zmm1,%zmm7,%zmm7
    3c21:	vpsravd %zmm21,%zmm7,%zmm6
    3c27:	vpternlogd $0x78,%zmm6,%zmm20,%zmm7
    3c2e:	vpsravd %zmm5,%zmm7,%zmm7
    3c34:	vpandd %zmm4,%zmm7,%zmm7
    3c3a:	vmulps %zmm2,%zmm28,%zmm6
    3c40:	vpaddd %zmm3,%zmm7,%zmm7
    3c46:	vcvtdq2ps %zmm7,%zmm7
    3c4c:	vmulps %zmm18,%zmm7,%zmm24{%k1}
    3c52:	vaddps %zmm24,%zmm6,%zmm24
    3c58:	vmulps %zmm31,%zmm31,%zmm6
    3c5e:	vmulps %zmm8,%zmm6,%zmm8
    3c64:	vaddps 0x15d2(%rip),%zmm8,%zmm8        # 5240 <_fini+0x2cc>
    3c6e:	vmulps %zmm13,%zmm6,%zmm7
    3c74:	vmulps %zmm6,%zmm8,%zmm8
    3c7a:	vaddps 0x15fc(%rip),%zmm8,%zmm8        # 5280 <_fini+0x30c>
    3c84:	vmulps %zmm6,%zmm8,%zmm8
    3c8a:	vmulps %zmm6,%zmm8,%zmm8
    3c90:	vsubps %zmm7,%zmm8,%zmm8
    3c96:	vpbroadcastd 0x18(%rcx),%zmm7
    3c9d:	vpxord (%rsi,%rdx,4),%zmm7,%zmm9
    3ca4:	vaddps %zmm17,%zmm8,%zmm8
    3caa:	vmovdqa32 %zmm12,%zmm17
    3cb0:	vmovdqa32 %zmm22,%zmm17{%k3}
    3cb6:	vpsravd %zmm21,%zmm9,%zmm14
    3cbc:	vpternlogd $0x78,%zmm14,%zmm20,%zmm9
    3cc3:	vpmulld %zmm19,%zmm9,%zmm9
    3cc9:	vpsravd %zmm0,%zmm9,%zmm14
    3ccf:	vpternlogd $0x78,%zmm14,%zmm23,%zmm9
    3cd6:	vpmulld %zmm1,%zmm9,%zmm9
    3cdc:	vpsravd %zmm21,%zmm9,%zmm14
    3ce2:	vpternlogd $0x78,%zmm14,%zmm20,%zmm9
    3ce9:	vbroadcastss 0x14a1(%rip),%zmm14        # 5194 <_fini+0x220>
    3cf3:	vpcmpltd %zmm12,%zmm9,%k0
    3cfa:	vpmovm2d %k0,%zmm9
    3d00:	vpcmpeqd %zmm11,%zmm9,%k2
    3d07:	vmulps 0x15af(%rip),%zmm6,%zmm9        # 52c0 <_fini+0x34c>
    3d11:	vblendmps %zmm16,%zmm14,%zmm15{%k2}
    3d17:	vpblendmd %zmm12,%zmm25,%zmm16{%k1}
    3d1d:	vaddps 0x15d9(%rip),%zmm9,%zmm9        # 5300 <_fini+0x38c>
    3d27:	vpaddd %zmm22,%zmm16,%zmm16
    3d2d:	vmulps %zmm6,%zmm9,%zmm9
    3d33:	vaddps 0x1603(%rip),%zmm9,%zmm9        # 5340 <_fini+0x3cc>
    3d3d:	vmulps %zmm6,%zmm9,%zmm6
    3d43:	vmulps 0x1633(%rip),%zmm29,%zmm9        # 5380 <_fini+0x40c>
    3d4d:	vmulps %zmm31,%zmm6,%zmm6
    3d53:	vaddps %zmm31,%zmm6,%zmm6
    3d59:	vmulps %zmm29,%zmm9,%zmm9
    3d5f:	vmulps %zmm6,%zmm9,%zmm9
    3d65:	vaddps %zmm15,%zmm9,%zmm15
    3d6b:	vmulps 0x164b(%rip),%zmm15,%zmm15        # 53c0 <_fini+0x44c>
    3d75:	vmulps 0x1681(%rip),%zmm6,%zmm6        # 5400 <_fini+0x48c>
    3d7f:	vmovdqa32 %zmm17,0x80(%rsp)
    3d87:	vbroadcastss 0x140b(%rip),%zmm14        # 519c <_fini+0x228>
    3d91:	vmovdqa32 %zmm30,0x140(%rsp)
    3d99:	vpblendmd %zmm22,%zmm12,%zmm30{%k1}
    3d9f:	vmulps %zmm8,%zmm15,%zmm9
    3da5:	vsubps %zmm9,%zmm6,%zmm6
    3dab:	vmulps 0x168b(%rip),%zmm8,%zmm9        # 5440 <_fini+0x4cc>
    3db5:	vmulps %zmm8,%zmm9,%zmm9
    3dbb:	vsubps %zmm9,%zmm14,%zmm9
    3dc1:	vmovdqa32 %zmm12,%zmm14
    3dc7:	vmovdqa32 %zmm22,%zmm14{%k7}
    3dcd:	vmovdqa32 %zmm14,0x180(%rsp)
    3dd5:	vmovdqa32 %zmm12,%zmm14
    3ddb:	vmovdqa32 %zmm22,%zmm14{%k4}
    3de1:	vmulps %zmm13,%zmm9,%zmm9
    3de7:	vmovdqa32 %zmm12,%zmm13
    3ded:	vmovdqa32 %zmm14,0xc0(%rsp)
    3df5:	vmovdqa32 %zmm22,%zmm13{%k5}
    3dfb:	vmulps %zmm2,%zmm29,%zmm14
    3e01:	vmovdqa32 %zmm13,0x100(%rsp)
    3e09:	vdivps %zmm9,%zmm6,%zmm6
    3e0f:	vandnps %zmm24,%zmm10,%zmm9
    3e15:	vcmpgt_oqps 0x13a0(%rip),%zmm9,%k0        # 51c0 <_fini+0x24c>
    3e20:	vpmovm2d %k0,%zmm17
    3e26:	vaddps %zmm31,%zmm14,%zmm14
    3e2c:	vmovdqa32 %zmm12,%zmm31
    3e32:	vandnps %zmm14,%zmm10,%zmm9
    3e38:	vcmpgt_oqps 0x13bd(%rip),%zmm9,%k0        # 5200 <_fini+0x28c>
    3e43:	vpmovm2d %k0,%zmm13
    3e49:	vpcmpnltd 0x2c0(%rsp),%zmm16,%k0
    3e52:	vpmovm2d %k0,%zmm9
    3e58:	vpternlogd $0xfe,%zmm17,%zmm13,%zmm9
    3e5f:	vpblendmd 0x280(%rsp),%zmm12,%zmm13{%k7}
    3e67:	vpcmpeqd %zmm11,%zmm9,%k2
    3e6e:	vpblendmd 0x240(%rsp),%zmm12,%zmm9{%k6}
    3e76:	vmovdqa32 %zmm22,%zmm31{%k2}
    3e7c:	vcvtdq2ps %zmm13,%zmm13
    3e82:	vcvtdq2ps %zmm9,%zmm17
    3e88:	vpblendmd 0x1c0(%rsp),%zmm12,%zmm9{%k4}
    3e90:	vmovdqa32 %zmm31,0x40(%rsp)
    3e98:	vaddps 0x0(%r13,%rdx,4),%zmm13,%zmm13
    3ea0:	vcvtdq2ps %zmm9,%zmm31
    3ea6:	vpblendmd %zmm26,%zmm12,%zmm9{%k3}
    3eac:	vcvtdq2ps %zmm9,%zmm26
    3eb2:	vpblendmd %zmm25,%zmm12,%zmm9{%k1}
    3eb8:	vcvtdq2ps %zmm9,%zmm25
    3ebe:	vpxord 0x20000(%rsi,%rdx,4),%zmm7,%zmm9
    3ec9:	vmovaps %zmm17,0x280(%rsp)
    3ed1:	vaddps 0x280(%rsp),%zmm13,%zmm13
    3ed9:	vpblendmd 0x200(%rsp),%zmm12,%zmm17{%k5}
    3ee1:	vcvtdq2ps %zmm17,%zmm17
    3ee7:	vpsravd %zmm21,%zmm9,%zmm27
    3eed:	vpternlogd $0x78,%zmm27,%zmm20,%zmm9
    3ef4:	vpmulld %zmm19,%zmm9,%zmm9
    3efa:	vpsravd %zmm0,%zmm9,%zmm27
    3f00:	vpternlogd $0x78,%zmm27,%zmm23,%zmm9
    3f07:	vpmulld %zmm1,%zmm9,%zmm9
    3f0d:	vpsravd %zmm21,%zmm9,%zmm27
    3f13:	vpternlogd $0x78,%zmm27,%zmm20,%zmm9
    3f1a:	vmulps 0x155c(%rip),%zmm6,%zmm27        # 5480 <_fini+0x50c>
    3f24:	vpsravd %zmm5,%zmm9,%zmm9
    3f2a:	vmulps %zmm2,%zmm6,%zmm6
    3f30:	vpandd %zmm4,%zmm9,%zmm9
    3f36:	vaddps %zmm17,%zmm13,%zmm13
    3f3c:	vpaddd %zmm3,%zmm9,%zmm9
    3f42:	vcvtdq2ps %zmm9,%zmm9
    3f48:	vaddps %zmm29,%zmm6,%zmm6
    3f4e:	vaddps %zmm31,%zmm13,%zmm13
    3f54:	vaddps %zmm26,%zmm13,%zmm13
    3f5a:	vmulps %zmm8,%zmm27,%zmm27
    3f60:	vpxord 0x10000(%rsi,%rdx,4),%zmm7,%zmm8
    3f6b:	vaddps %zmm25,%zmm13,%zmm13
    3f71:	vsubps %zmm27,%zmm15,%zmm15
    3f77:	vmulps %zmm2,%zmm15,%zmm15
    3f7d:	vaddps %zmm28,%zmm15,%zmm15
    3f83:	vmulps %zmm18,%zmm9,%zmm15{%k2}
    3f89:	vpsravd %zmm21,%zmm8,%zmm9
    3f8f:	vpternlogd $0x78,%zmm9,%zmm20,%zmm8
    3f96:	vpmulld %zmm19,%zmm8,%zmm8
    3f9c:	vpsravd %zmm0,%zmm8,%zmm9
    3fa2:	vpternlogd $0x78,%zmm9,%zmm23,%zmm8
    3fa9:	vpmulld %zmm1,%zmm8,%zmm8
    3faf:	vpsravd %zmm21,%zmm8,%zmm9
    3fb5:	vpternlogd $0x78,%zmm9,%zmm20,%zmm8
    3fbc:	vpsravd %zmm5,%zmm8,%zmm8
    3fc2:	vpandd %zmm4,%zmm8,%zmm8
    3fc8:	vmovaps %zmm15,%zmm27
    3fce:	vpaddd %zmm3,%zmm8,%zmm8
    3fd4:	vcvtdq2ps %zmm8,%zmm8
    3fda:	vmulps %zmm18,%zmm8,%zmm24{%k2}
    3fe0:	vmulps %zmm2,%zmm15,%zmm8
    3fe6:	vaddps %zmm24,%zmm8,%zmm24
    3fec:	vpxord 0x30000(%rsi,%rdx,4),%zmm7,%zmm8
    3ff7:	vpxord 0x40000(%rsi,%rdx,4),%zmm7,%zmm7
    4002:	vpsravd %zmm21,%zmm8,%zmm9
    4008:	vpternlogd $0x78,%zmm9,%zmm20,%zmm8
    400f:	vpmulld %zmm19,%zmm8,%zmm8
    4015:	vpsravd %zmm0,%zmm8,%zmm9
    401b:	vpternlogd $0x78,%zmm9,%zmm23,%zmm8
    4022:	vpmulld %zmm1,%zmm8,%zmm8
    4028:	vpsravd %zmm21,%zmm8,%zmm9
    402e:	vpternlogd $0x78,%zmm9,%zmm20,%zmm8
    4035:	vpsravd %zmm5,%zmm8,%zmm8
    403b:	vpandd %zmm4,%zmm8,%zmm8
    4041:	vpaddd %zmm3,%zmm8,%zmm8
    4047:	vcvtdq2ps %zmm8,%zmm8
    404d:	vmulps %zmm18,%zmm8,%zmm14{%k2}
    4053:	vpsravd %zmm21,%zmm7,%zmm8
    4059:	vpternlogd $0x78,%zmm8,%zmm20,%zmm7
    4060:	vpmulld %zmm19,%zmm7,%zmm7
    4066:	vpsravd %zmm0,%zmm7,%zmm8
    406c:	vpternlogd $0x78,%zmm8,%zmm23,%zmm7
    4073:	vpmulld %zmm1,%zmm7,%zmm7
    4079:	vpsravd %zmm21,%zmm7,%zmm8
    407f:	vpternlogd $0x78,%zmm8,%zmm20,%zmm7
    4086:	vpblendmd %zmm12,%zmm16,%zmm8{%k2}
    408c:	vpsravd %zmm5,%zmm7,%zmm7
    4092:	vpandd %zmm4,%zmm7,%zmm7
    4098:	vmulps %zmm14,%zmm14,%zmm15
    409e:	vpaddd %zmm22,%zmm8,%zmm8
    40a4:	vpaddd %zmm3,%zmm7,%zmm7
    40aa:	vcvtdq2ps %zmm7,%zmm7
    40b0:	vmulps %zmm18,%zmm7,%zmm6{%k2}
    40b6:	vandnps %zmm24,%zmm10,%zmm7
    40bc:	vcmpgt_oqps 0x10f9(%rip),%zmm7,%k0        # 51c0 <_fini+0x24c>
    40c7:	vpmovm2d %k0,%zmm7
    40cd:	vmulps %zmm2,%zmm6,%zmm2
    40d3:	vaddps %zmm14,%zmm2,%zmm2
    40d9:	vandnps %zmm2,%zmm10,%zmm10
    40df:	vcmpgt_oqps 0x1116(%rip),%zmm10,%k0        # 5200 <_fini+0x28c>
    40ea:	vpmovm2d %k0,%zmm10
    40f0:	vpcmpnltd 0x2c0(%rsp),%zmm8,%k0
    40f9:	vpmovm2d %k0,%zmm9
    40ff:	vpternlogd $0xfe,%zmm7,%zmm10,%zmm9
    4106:	vpblendmd %zmm16,%zmm12,%zmm10{%k2}
    410c:	vmovaps %zmm18,%zmm16
    4112:	vcvtdq2ps %zmm10,%zmm10
    4118:	vpcmpeqd %zmm11,%zmm9,%k1
    411f:	vpblendmd %zmm8,%zmm12,%zmm7{%k1}
    4125:	vpblendmd %zmm12,%zmm8,%zmm9{%k1}
    412b:	vcvtdq2ps %zmm7,%zmm8
    4131:	vaddps %zmm10,%zmm13,%zmm13
    4137:	vaddps %zmm8,%zmm13,%zmm7
    413d:	vpbroadcastd 0x1c(%rcx),%zmm8
    4144:	vpxord 0x30000(%rsi,%rdx,4),%zmm8,%zmm10
    414f:	vpsravd %zmm21,%zmm10,%zmm13
    4155:	vpternlogd $0x78,%zmm13,%zmm20,%zmm10
    415c:	vpmulld %zmm19,%zmm10,%zmm10
    4162:	vpsravd %zmm0,%zmm10,%zmm13
    4168:	vpternlogd $0x78,%zmm13,%zmm23,%zmm10
    416f:	vpmulld %zmm1,%zmm10,%zmm10
    4175:	vpsravd %zmm21,%zmm10,%zmm13
    417b:	vpternlogd $0x78,%zmm13,%zmm20,%zmm10
    4182:	vmulps 0xffc(%rip){1to16},%zmm15,%zmm13        # 5188 <_fini+0x214>
    418c:	vpsravd %zmm5,%zmm10,%zmm10
    4192:	vpandd %zmm4,%zmm10,%zmm10
    4198:	vpaddd %zmm3,%zmm10,%zmm10
    419e:	vaddps 0x1098(%rip){1to16},%zmm13,%zmm13        # 5240 <_fini+0x2cc>
    41a8:	vcvtdq2ps %zmm10,%zmm10
    41ae:	vmulps %zmm15,%zmm13,%zmm13
    41b4:	vmulps %zmm18,%zmm10,%zmm2{%k1}
    41ba:	vaddps 0x10bc(%rip){1to16},%zmm13,%zmm13        # 5280 <_fini+0x30c>
    41c4:	vbroadcastss 0xfbe(%rip),%zmm17        # 518c <_fini+0x218>
    41ce:	mov    0x18(%rsp),%rax
    41d3:	vmulps %zmm15,%zmm13,%zmm13
    41d9:	vmulps %zmm15,%zmm13,%zmm13
    41df:	vmulps %zmm17,%zmm15,%zmm10
    41e5:	vsubps %zmm10,%zmm13,%zmm13
    41eb:	vpxord (%rsi,%rdx,4),%zmm8,%zmm10
    41f2:	vaddps 0xf94(%rip){1to16},%zmm13,%zmm13        # 5190 <_fini+0x21c>
    41fc:	vpsravd %zmm21,%zmm10,%zmm18
    4202:	vpternlogd $0x78,%zmm18,%zmm20,%zmm10
    4209:	vpmulld %zmm19,%zmm10,%zmm10
    420f:	vpsravd %zmm0,%zmm10,%zmm18
    4215:	vpternlogd $0x78,%zmm18,%zmm23,%zmm10
    421c:	vpmulld %zmm1,%zmm10,%zmm10
    4222:	vpsravd %zmm21,%zmm10,%zmm18
    4228:	vpternlogd $0x78,%zmm18,%zmm20,%zmm10
    422f:	vpcmpltd %zmm12,%zmm10,%k0
    4236:	vpmovm2d %k0,%zmm10
    423c:	vmulps 0x113a(%rip),%zmm6,%zmm12        # 5380 <_fini+0x40c>
    4246:	vpcmpeqd %zmm11,%zmm10,%k2
    424d:	vmulps 0x1069(%rip){1to16},%zmm15,%zmm10        # 52c0 <_fini+0x34c>
    4257:	vaddps 0x109f(%rip),%zmm10,%zmm10        # 5300 <_fini+0x38c>
    4261:	vbroadcastss 0xf29(%rip),%zmm11        # 5194 <_fini+0x220>
    426b:	vbroadcastss 0xf23(%rip),%zmm11{%k2}        # 5198 <_fini+0x224>
    4275:	vmulps %zmm6,%zmm12,%zmm12
    427b:	vmulps %zmm15,%zmm10,%zmm10
    4281:	vaddps 0x10b5(%rip),%zmm10,%zmm10        # 5340 <_fini+0x3cc>
    428b:	vmulps %zmm15,%zmm10,%zmm10
    4291:	vbroadcastss 0xf01(%rip),%zmm15        # 519c <_fini+0x228>
    429b:	vmulps %zmm14,%zmm10,%zmm10
    42a1:	vaddps %zmm14,%zmm10,%zmm10
    42a7:	vmulps %zmm10,%zmm12,%zmm12
    42ad:	vmulps 0x1149(%rip),%zmm10,%zmm10        # 5400 <_fini+0x48c>
    42b7:	vaddps %zmm11,%zmm12,%zmm12
    42bd:	vmulps 0x10f9(%rip),%zmm12,%zmm12        # 53c0 <_fini+0x44c>
    42c7:	vmulps %zmm13,%zmm12,%zmm11
    42cd:	vsubps %zmm11,%zmm10,%zmm11
    42d3:	vmulps 0x1163(%rip),%zmm13,%zmm10        # 5440 <_fini+0x4cc>
    42dd:	vmulps %zmm13,%zmm10,%zmm10
    42e3:	vsubps %zmm10,%zmm15,%zmm10
    42e9:	vbroadcastss 0xe89(%rip),%zmm15        # 517c <_fini+0x208>
    42f3:	vmulps %zmm17,%zmm10,%zmm10
    42f9:	vdivps %zmm10,%zmm11,%zmm10
    42ff:	vpxord 0x40000(%rsi,%rdx,4),%zmm8,%zmm11
    430a:	vpsravd %zmm21,%zmm11,%zmm14
    4310:	vpternlogd $0x78,%zmm14,%zmm20,%zmm11
    4317:	vpmulld %zmm19,%zmm11,%zmm11
    431d:	vpsravd %zmm0,%zmm11,%zmm14
    4323:	vpternlogd $0x78,%zmm14,%zmm23,%zmm11
    432a:	vpmulld %zmm1,%zmm11,%zmm11
    4330:	vpsravd %zmm21,%zmm11,%zmm14
    4336:	vpternlogd $0x78,%zmm14,%zmm20,%zmm11
    433d:	vmulps %zmm15,%zmm10,%zmm14
    4343:	vpsravd %zmm5,%zmm11,%zmm11
    4349:	vmulps 0x112d(%rip){1to16},%zmm10,%zmm10        # 5480 <_fini+0x50c>
    4353:	vpandd %zmm4,%zmm11,%zmm11
    4359:	vpaddd %zmm3,%zmm11,%zmm11
    435f:	vaddps %zmm6,%zmm14,%zmm14
    4365:	vpxord 0x10000(%rsi,%rdx,4),%zmm8,%zmm6
    4370:	vcvtdq2ps %zmm11,%zmm11
    4376:	vpxord 0x20000(%rsi,%rdx,4),%zmm8,%zmm8
    4381:	vmulps %zmm13,%zmm10,%zmm10
    4387:	vmulps %zmm16,%zmm11,%zmm14{%k1}
    438d:	vsubps %zmm10,%zmm12,%zmm10
    4393:	vpsravd %zmm21,%zmm6,%zmm11
    4399:	vpternlogd $0x78,%zmm11,%zmm20,%zmm6
    43a0:	vmulps %zmm15,%zmm10,%zmm10
    43a6:	vpmulld %zmm19,%zmm6,%zmm6
    43ac:	vpsravd %zmm0,%zmm6,%zmm11
    43b2:	vpternlogd $0x78,%zmm11,%zmm23,%zmm6
    43b9:	vpmulld %zmm1,%zmm6,%zmm6
    43bf:	vpsravd %zmm21,%zmm6,%zmm11
    43c5:	vpternlogd $0x78,%zmm11,%zmm20,%zmm6
    43cc:	vpsravd %zmm5,%zmm6,%zmm6
    43d2:	vpandd %zmm4,%zmm6,%zmm6
    43d8:	vaddps %zmm27,%zmm10,%zmm10
    43de:	vpaddd %zmm3,%zmm6,%zmm6
    43e4:	vcvtdq2ps %zmm6,%zmm6
    43ea:	vmulps %zmm16,%zmm6,%zmm24{%k1}
    43f0:	vpsravd %zmm21,%zmm8,%zmm6
    43f6:	vpternlogd $0x78,%zmm6,%zmm20,%zmm8
    43fd:	vpmulld %zmm19,%zmm8,%zmm8
    4403:	vpsravd %zmm0,%zmm8,%zmm0
    4409:	vpternlogd $0x78,%zmm0,%zmm23,%zmm8
    4410:	vpmulld %zmm1,%zmm8,%zmm0
    4416:	vpsravd %zmm21,%zmm0,%zmm1
    441c:	vpternlogd $0x78,%zmm1,%zmm20,%zmm0
    4423:	vmovdqa32 %zmm22,%zmm1{%k1}{z}
    4429:	vpsravd %zmm5,%zmm0,%zmm0
    442f:	vpandd %zmm4,%zmm0,%zmm0
    4435:	vmovdqa32 0x140(%rsp),%zmm5
    443d:	vpaddd %zmm3,%zmm0,%zmm0
    4443:	vcvtdq2ps %zmm0,%zmm0
    4449:	vmulps %zmm16,%zmm0,%zmm10{%k1}
    444f:	vpaddd 0x180(%rsp),%zmm5,%zmm0
    4457:	vpaddd (%r12,%rdx,4),%zmm0,%zmm0
    445e:	vmovdqu64 %zmm9,(%r14,%rdx,4)
    4465:	vmovups %zmm7,(%rax,%rdx,4)
    446c:	mov    0x30(%rsp),%rax
    4471:	vmovups %zmm2,(%r15,%rdx,4)
    4478:	vpaddd 0x100(%rsp),%zmm0,%zmm0
    4480:	vpaddd 0xc0(%rsp),%zmm0,%zmm0
    4488:	vpaddd 0x80(%rsp),%zmm0,%zmm0
    4490:	vmovups %zmm14,(%rax,%rdx,4)
    4497:	mov    0x20(%rsp),%rax
    449c:	vpaddd %zmm30,%zmm0,%zmm0
    44a2:	vpaddd 0x40(%rsp),%zmm0,%zmm0
    44aa:	vmovups %zmm24,(%rax,%rdx,4)
    44b1:	mov    0x28(%rsp),%rax
    44b6:	vmovups %zmm10,(%rbx,%rdx,4)
    44bd:	vpaddd %zmm1,%zmm0,%zmm0
    44c3:	vmovdqu64 %zmm0,(%rax,%rdx,4)
    44ca:	add    $0x10,%rdx
    44ce:	cmp    %rdx,0x38(%rsp)
    44d3:	jg     26e0 <kernel._omp_fn.0+0x120>
    44d9:	vzeroupper
    44dc:	lea    -0x28(%rbp),%rsp
    44e0:	pop    %rbx
    44e1:	pop    %r12
    44e3:	pop    %r13
    44e5:	pop    %r14
    44e7:	pop    %r15
    44e9:	pop    %rbp
    44ea:	jmp    2250 <GOMP_barrier@plt>
    44ef:	nop
    44f0:	inc    %rax
    44f3:	xor    %edx,%edx
    44f5:	jmp    2601 <kernel._omp_fn.0+0x41>
    44fa:	nopw   0x0(%rax,%rax,1)

0000000000004500 <PyInit_kernel>:
    4500:	push   %rbp
    4501:	lea    0xb40(%rip),%rdi        # 5048 <_fini+0xd4>
    4508:	mov    %rsp,%rbp
    450b:	push   %r12
    450d:	push   %rbx
    450e:	sub    $0x10,%rsp
    4512:	call   2160 <getenv@plt>
    4517:	test   %rax,%rax
    451a:	je     45b0 <PyInit_kernel+0xb0>
    4520:	mov    %rax,%rbx
    4523:	movq   $0x0,-0x18(%rbp)
    452b:	call   2030 <__errno_location@plt>
    4530:	mov    $0xa,%edx
    4535:	mov    %rax,%r12
    4538:	movl   $0x0,(%rax)
    453e:	lea    -0x18(%rbp),%rsi
    4542:	mov    %rbx,%rdi
    4545:	call   2170 <strtoull@plt>
    454a:	mov    (%r12),%edx
    454e:	test   %edx,%edx
    4550:	jne    4580 <PyInit_kernel+0x80>
    4552:	cmp    %rbx,-0x18(%rbp)
    4556:	je     4580 <PyInit_kernel+0x80>
    4558:	test   %rax,%rax
    455b:	je     4580 <PyInit_kernel+0x80>
    455d:	mov    $0x3f5,%esi
    4562:	lea    0x2bf7(%rip),%rdi        # 7160 <_ZL9py_module>
    4569:	mov    %rax,0x2cc8(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4570:	call   21c0 <PyModule_Create2@plt>
    4575:	add    $0x10,%rsp
    4579:	pop    %rbx
    457a:	pop    %r12
    457c:	pop    %rbp
    457d:	ret
    457e:	xchg   %ax,%ax
    4580:	mov    0x2a29(%rip),%rax        # 6fb0 <PyExc_RuntimeError@Base>
    4587:	lea    0xaaa(%rip),%rsi        # 5038 <_fini+0xc4>
    458e:	mov    (%rax),%rdi
    4591:	call   2140 <PyErr_SetString@plt>
    4596:	xor    %eax,%eax
    4598:	add    $0x10,%rsp
    459c:	pop    %rbx
    459d:	pop    %r12
    459f:	pop    %rbp
    45a0:	ret
    45a1:	data16 cs nopw 0x0(%rax,%rax,1)
    45ac:	nopl   0x0(%rax)
    45b0:	mov    0x29f9(%rip),%rax        # 6fb0 <PyExc_RuntimeError@Base>
    45b7:	lea    0xa42(%rip),%rsi        # 5000 <_fini+0x8c>
    45be:	mov    (%rax),%rdi
    45c1:	call   2140 <PyErr_SetString@plt>
    45c6:	xor    %eax,%eax
    45c8:	jmp    4598 <PyInit_kernel+0x98>
    45ca:	nopw   0x0(%rax,%rax,1)

00000000000045d0 <kernel>:
    45d0:	push   %rbp
    45d1:	mov    %rsp,%rbp
    45d4:	push   %r13
    45d6:	push   %r12
    45d8:	push   %rbx
    45d9:	sub    $0xc8,%rsp
    45e0:	mov    0x29c1(%rip),%rbx        # 6fa8 <inductor_cpu_integer_div_error_flag@@Base-0x2a0>
    45e7:	lea    -0xd8(%rbp),%rax
    45ee:	lea    -0xa0(%rbp),%r12
    45f5:	mov    %r9,-0x78(%rbp)
    45f9:	mov    %r8,-0x80(%rbp)
    45fd:	mov    %rcx,-0x88(%rbp)
    4604:	xor    %ecx,%ecx
    4606:	mov    %rdx,-0x90(%rbp)
    460d:	movl   $0x0,-0xd8(%rbp)
    4617:	xor    %edx,%edx
    4619:	mov    %rax,(%rbx)
    461c:	mov    0x58(%rbp),%rax
    4620:	mov    %rax,-0x28(%rbp)
    4624:	mov    0x50(%rbp),%rax
    4628:	mov    %rax,-0x30(%rbp)
    462c:	mov    0x48(%rbp),%rax
    4630:	mov    %rax,-0x38(%rbp)
    4634:	mov    0x40(%rbp),%rax
    4638:	mov    %rax,-0x40(%rbp)
    463c:	mov    0x38(%rbp),%rax
    4640:	mov    %rax,-0x48(%rbp)
    4644:	mov    0x30(%rbp),%rax
    4648:	mov    %rax,-0x50(%rbp)
    464c:	mov    0x28(%rbp),%rax
    4650:	mov    %rax,-0x58(%rbp)
    4654:	mov    0x20(%rbp),%rax
    4658:	mov    %rax,-0x60(%rbp)
    465c:	mov    0x18(%rbp),%rax
    4660:	mov    %rax,-0x68(%rbp)
    4664:	mov    0x10(%rbp),%rax
    4668:	mov    %rax,-0x70(%rbp)
    466c:	mov    %rsi,-0x98(%rbp)
    4673:	mov    %rdi,-0xa0(%rbp)
    467a:	mov    %r12,%rsi
    467d:	lea    -0x20c4(%rip),%rdi        # 25c0 <kernel._omp_fn.0>
    4684:	call   21a0 <GOMP_parallel@plt>
    4689:	movq   $0x0,(%rbx)
    4690:	mov    -0xd8(%rbp),%eax
    4696:	test   %eax,%eax
    4698:	jne    2290 <kernel.cold>
    469e:	lea    -0x18(%rbp),%rsp
    46a2:	pop    %rbx
    46a3:	pop    %r12
    46a5:	pop    %r13
    46a7:	pop    %rbp
    46a8:	ret
    46a9:	nopl   0x0(%rax)

00000000000046b0 <_ZL9kernel_pyP7_objectS0_>:
    46b0:	push   %rbp
    46b1:	mov    %rsp,%rbp
    46b4:	push   %r15
    46b6:	push   %r14
    46b8:	push   %r13
    46ba:	push   %r12
    46bc:	push   %rbx
    46bd:	sub    $0x68,%rsp
    46c1:	mov    0x28a8(%rip),%rax        # 6f70 <PyTuple_Type@Base>
    46c8:	cmp    %rax,0x8(%rsi)
    46cc:	jne    23bb <_ZL9kernel_pyP7_objectS0_.cold>
    46d2:	cmpq   $0x10,0x10(%rsi)
    46d7:	mov    %rsi,%rbx
    46da:	jne    23ed <_ZL9kernel_pyP7_objectS0_.cold+0x32>
    46e0:	mov    0x90(%rsi),%rdi
    46e7:	call   *0x2b4b(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    46ed:	mov    0x88(%rbx),%rdi
    46f4:	mov    %rax,-0x38(%rbp)
    46f8:	call   *0x2b3a(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    46fe:	mov    0x80(%rbx),%rdi
    4705:	mov    %rax,-0x40(%rbp)
    4709:	call   *0x2b29(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    470f:	mov    0x78(%rbx),%rdi
    4713:	mov    %rax,-0x48(%rbp)
    4717:	call   *0x2b1b(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    471d:	mov    0x70(%rbx),%rdi
    4721:	mov    %rax,-0x50(%rbp)
    4725:	call   *0x2b0d(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    472b:	mov    0x68(%rbx),%rdi
    472f:	mov    %rax,-0x58(%rbp)
    4733:	call   *0x2aff(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4739:	mov    0x60(%rbx),%rdi
    473d:	mov    %rax,-0x60(%rbp)
    4741:	call   *0x2af1(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4747:	mov    0x58(%rbx),%rdi
    474b:	mov    %rax,-0x68(%rbp)
    474f:	call   *0x2ae3(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4755:	mov    0x50(%rbx),%rdi
    4759:	mov    %rax,-0x70(%rbp)
    475d:	call   *0x2ad5(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4763:	mov    0x48(%rbx),%rdi
    4767:	mov    %rax,-0x78(%rbp)
    476b:	call   *0x2ac7(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4771:	mov    0x40(%rbx),%rdi
    4775:	mov    %rax,-0x80(%rbp)
    4779:	call   *0x2ab9(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    477f:	mov    0x38(%rbx),%rdi
    4783:	mov    %rax,%r15
    4786:	call   *0x2aac(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    478c:	mov    0x30(%rbx),%rdi
    4790:	mov    %rax,%r14
    4793:	call   *0x2a9f(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4799:	mov    0x28(%rbx),%rdi
    479d:	mov    %rax,-0x88(%rbp)
    47a4:	call   *0x2a8e(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    47aa:	mov    0x20(%rbx),%rdi
    47ae:	mov    %rax,%r13
    47b1:	call   *0x2a81(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    47b7:	mov    0x18(%rbx),%rdi
    47bb:	mov    %rax,%r12
    47be:	call   *0x2a74(%rip)        # 7238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    47c4:	push   -0x38(%rbp)
    47c7:	mov    -0x88(%rbp),%rcx
    47ce:	mov    %rax,%rdi
    47d1:	mov    %r15,%r9
    47d4:	push   -0x40(%rbp)
    47d7:	mov    %r14,%r8
    47da:	mov    %r13,%rdx
    47dd:	mov    %r12,%rsi
    47e0:	push   -0x48(%rbp)
    47e3:	push   -0x50(%rbp)
    47e6:	push   -0x58(%rbp)
    47e9:	push   -0x60(%rbp)
    47ec:	push   -0x68(%rbp)
    47ef:	push   -0x70(%rbp)
    47f2:	push   -0x78(%rbp)
    47f5:	push   -0x80(%rbp)
    47f8:	call   20e0 <kernel@plt>
    47fd:	mov    0x277c(%rip),%rax        # 6f80 <_Py_NoneStruct@Base>
    4804:	add    $0x50,%rsp
    4808:	incq   (%rax)
    480b:	lea    -0x28(%rbp),%rsp
    480f:	pop    %rbx
    4810:	pop    %r12
    4812:	pop    %r13
    4814:	pop    %r14
    4816:	pop    %r15
    4818:	pop    %rbp
    4819:	ret
    481a:	jmp    241f <_ZL9kernel_pyP7_objectS0_.cold+0x64>
    481f:	nop

0000000000004820 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_>:
    4820:	push   %rbp
    4821:	mov    %rsp,%rbp
    4824:	push   %r15
    4826:	push   %r14
    4828:	push   %r13
    482a:	push   %r12
    482c:	push   %rbx
    482d:	mov    %rcx,%r13
    4830:	mov    %rdi,%rbx
    4833:	and    $0xffffffffffffffe0,%rsp
    4837:	mov    %rsi,%r15
    483a:	mov    %rdx,%r14
    483d:	sub    $0x1e0,%rsp
    4844:	mov    0x2745(%rip),%rax        # 6f90 <_ZTVNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    484b:	mov    %r8,0x50(%rsp)
    4850:	mov    %r9,0x38(%rsp)
    4855:	lea    0x60(%rsp),%r12
    485a:	lea    0x18(%rax),%rcx
    485e:	mov    0x2723(%rip),%rax        # 6f88 <_ZTVSt15basic_streambufIcSt11char_traitsIcEE@GLIBCXX_3.4>
    4865:	vmovq  %rcx,%xmm2
    486a:	mov    %rcx,0x18(%rsp)
    486f:	add    $0x10,%rax
    4873:	vpinsrq $0x1,%rax,%xmm2,%xmm1
    4879:	lea    0xd0(%rsp),%rax
    4881:	mov    %rax,%rdi
    4884:	mov    %rax,0x58(%rsp)
    4889:	vmovdqa %xmm1,0x40(%rsp)
    488f:	call   2050 <_ZNSt8ios_baseC2Ev@plt>
    4894:	vpxor  %xmm0,%xmm0,%xmm0
    4898:	movw   $0x0,0x1b0(%rsp)
    48a2:	movq   $0x0,0x1a8(%rsp)
    48ae:	vmovdqu %ymm0,0x1b8(%rsp)
    48b7:	xor    %esi,%esi
    48b9:	mov    0x26a8(%rip),%rax        # 6f68 <_ZTVSt9basic_iosIcSt11char_traitsIcEE@GLIBCXX_3.4>
    48c0:	add    $0x10,%rax
    48c4:	mov    %rax,0xd0(%rsp)
    48cc:	mov    0x26cd(%rip),%rax        # 6fa0 <_ZTTNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    48d3:	mov    0x8(%rax),%rcx
    48d7:	mov    0x10(%rax),%rax
    48db:	mov    -0x18(%rcx),%rdi
    48df:	mov    %rcx,0x60(%rsp)
    48e4:	mov    %rcx,0x30(%rsp)
    48e9:	mov    %rax,0x28(%rsp)
    48ee:	add    %r12,%rdi
    48f1:	mov    %rax,(%rdi)
    48f4:	vzeroupper
    48f7:	call   2180 <_ZNSt9basic_iosIcSt11char_traitsIcEE4initEPSt15basic_streambufIcS1_E@plt>
    48fc:	vmovdqa 0x40(%rsp),%xmm1
    4902:	mov    0x2687(%rip),%rax        # 6f90 <_ZTVNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    4909:	vpxor  %xmm0,%xmm0,%xmm0
    490d:	vmovdqu %ymm0,0x70(%rsp)
    4913:	vpxor  %xmm0,%xmm0,%xmm0
    4917:	vmovdqa %xmm0,0x90(%rsp)
    4920:	add    $0x40,%rax
    4924:	mov    %rax,0xd0(%rsp)
    492c:	lea    0xa0(%rsp),%rax
    4934:	mov    %rax,0x40(%rsp)
    4939:	mov    %rax,%rdi
    493c:	vmovdqa %xmm1,0x60(%rsp)
    4942:	vzeroupper
    4945:	call   2270 <_ZNSt6localeC1Ev@plt>
    494a:	lea    0x68(%rsp),%rsi
    494f:	movl   $0x10,0xa8(%rsp)
    495a:	mov    0x2677(%rip),%rax        # 6fd8 <_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    4961:	movq   $0x0,0xb8(%rsp)
    496d:	movb   $0x0,0xc0(%rsp)
    4975:	mov    0x58(%rsp),%rdi
    497a:	add    $0x10,%rax
    497e:	mov    %rax,0x68(%rsp)
    4983:	lea    0xc0(%rsp),%rax
    498b:	mov    %rax,0x20(%rsp)
    4990:	mov    %rax,0xb0(%rsp)
    4998:	call   2180 <_ZNSt9basic_iosIcSt11char_traitsIcEE4initEPSt15basic_streambufIcS1_E@plt>
    499d:	mov    (%r15),%r15
    49a0:	test   %r15,%r15
    49a3:	je     4c10 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3f0>
    49a9:	mov    %r15,%rdi
    49ac:	call   20a0 <strlen@plt>
    49b1:	mov    %r15,%rsi
    49b4:	mov    %r12,%rdi
    49b7:	mov    %rax,%rdx
    49ba:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    49bf:	mov    (%r14),%r14
    49c2:	test   %r14,%r14
    49c5:	je     4c33 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x413>
    49cb:	mov    %r14,%rdi
    49ce:	call   20a0 <strlen@plt>
    49d3:	mov    %r14,%rsi
    49d6:	mov    %r12,%rdi
    49d9:	mov    %rax,%rdx
    49dc:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    49e1:	mov    0x0(%r13),%r13
    49e5:	test   %r13,%r13
    49e8:	je     4c57 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x437>
    49ee:	mov    %r13,%rdi
    49f1:	call   20a0 <strlen@plt>
    49f6:	mov    %r13,%rsi
    49f9:	mov    %r12,%rdi
    49fc:	mov    %rax,%rdx
    49ff:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    4a04:	mov    0x50(%rsp),%rax
    4a09:	mov    (%rax),%r13
    4a0c:	test   %r13,%r13
    4a0f:	je     4c7f <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x45f>
    4a15:	mov    %r13,%rdi
    4a18:	call   20a0 <strlen@plt>
    4a1d:	mov    %r13,%rsi
    4a20:	mov    %r12,%rdi
    4a23:	mov    %rax,%rdx
    4a26:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    4a2b:	mov    0x38(%rsp),%rax
    4a30:	mov    %r12,%rdi
    4a33:	mov    (%rax),%esi
    4a35:	call   2230 <_ZNSolsEi@plt>
    4a3a:	mov    0x10(%rbp),%rax
    4a3e:	mov    (%rax),%r13
    4a41:	test   %r13,%r13
    4a44:	je     4bf0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3d0>
    4a4a:	mov    %r13,%rdi
    4a4d:	call   20a0 <strlen@plt>
    4a52:	mov    %r13,%rsi
    4a55:	mov    %r12,%rdi
    4a58:	mov    %rax,%rdx
    4a5b:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    4a60:	mov    0x18(%rbp),%rax
    4a64:	mov    (%rax),%r13
    4a67:	test   %r13,%r13
    4a6a:	je     4bd0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3b0>
    4a70:	mov    %r13,%rdi
    4a73:	call   20a0 <strlen@plt>
    4a78:	mov    %r13,%rsi
    4a7b:	mov    %r12,%rdi
    4a7e:	mov    %rax,%rdx
    4a81:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    4a86:	mov    0x90(%rsp),%rax
    4a8e:	lea    0x10(%rbx),%r14
    4a92:	movq   $0x0,0x8(%rbx)
    4a9a:	movb   $0x0,0x10(%rbx)
    4a9e:	mov    %r14,(%rbx)
    4aa1:	test   %rax,%rax
    4aa4:	je     4d20 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x500>
    4aaa:	mov    0x80(%rsp),%rdx
    4ab2:	test   %rdx,%rdx
    4ab5:	je     4bc0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3a0>
    4abb:	cmp    %rax,%rdx
    4abe:	jb     4bc0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3a0>
    4ac4:	mov    0x88(%rsp),%r15
    4acc:	mov    %rdx,%r13
    4acf:	sub    %r15,%r13
    4ad2:	js     4e7d <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x65d>
    4ad8:	cmp    $0xf,%r13
    4adc:	ja     4ca0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x480>
    4ae2:	lea    (%r14,%r13,1),%r12
    4ae6:	cmp    %r14,%r15
    4ae9:	je     4d80 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x560>
    4aef:	test   %r13,%r13
    4af2:	jne    4d00 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x4e0>
    4af8:	mov    %r13,0x8(%rbx)
    4afc:	movb   $0x0,(%r12)
    4b01:	mov    0x2488(%rip),%rax        # 6f90 <_ZTVNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    4b08:	vmovq  0x18(%rsp),%xmm3
    4b0e:	mov    0xb0(%rsp),%rdi
    4b16:	add    $0x40,%rax
    4b1a:	mov    %rax,0xd0(%rsp)
    4b22:	mov    0x24af(%rip),%rax        # 6fd8 <_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    4b29:	add    $0x10,%rax
    4b2d:	vpinsrq $0x1,%rax,%xmm3,%xmm0
    4b33:	mov    0x20(%rsp),%rax
    4b38:	vmovdqa %xmm0,0x60(%rsp)
    4b3e:	cmp    %rax,%rdi
    4b41:	je     4b54 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x334>
    4b43:	mov    0xc0(%rsp),%rax
    4b4b:	lea    0x1(%rax),%rsi
    4b4f:	call   2120 <_ZdlPvm@plt>
    4b54:	mov    0x242d(%rip),%rax        # 6f88 <_ZTVSt15basic_streambufIcSt11char_traitsIcEE@GLIBCXX_3.4>
    4b5b:	mov    0x40(%rsp),%rdi
    4b60:	add    $0x10,%rax
    4b64:	mov    %rax,0x68(%rsp)
    4b69:	call   2190 <_ZNSt6localeD1Ev@plt>
    4b6e:	mov    0x30(%rsp),%rax
    4b73:	mov    0x28(%rsp),%rdx
    4b78:	mov    0x58(%rsp),%rdi
    4b7d:	mov    %rax,0x60(%rsp)
    4b82:	mov    -0x18(%rax),%rax
    4b86:	mov    %rdx,0x60(%rsp,%rax,1)
    4b8b:	mov    0x23d6(%rip),%rax        # 6f68 <_ZTVSt9basic_iosIcSt11char_traitsIcEE@GLIBCXX_3.4>
    4b92:	add    $0x10,%rax
    4b96:	mov    %rax,0xd0(%rsp)
    4b9e:	call   2060 <_ZNSt8ios_baseD2Ev@plt>
    4ba3:	lea    -0x28(%rbp),%rsp
    4ba7:	mov    %rbx,%rax
    4baa:	pop    %rbx
    4bab:	pop    %r12
    4bad:	pop    %r13
    4baf:	pop    %r14
    4bb1:	pop    %r15
    4bb3:	pop    %rbp
    4bb4:	ret
    4bb5:	data16 cs nopw 0x0(%rax,%rax,1)
    4bc0:	mov    %rax,%rdx
    4bc3:	jmp    4ac4 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2a4>
    4bc8:	nopl   0x0(%rax,%rax,1)
    4bd0:	mov    0x60(%rsp),%rax
    4bd5:	mov    -0x18(%rax),%rdi
    4bd9:	add    %r12,%rdi
    4bdc:	mov    0x20(%rdi),%esi
    4bdf:	or     $0x1,%esi
    4be2:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    4be7:	jmp    4a86 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x266>
    4bec:	nopl   0x0(%rax)
    4bf0:	mov    0x60(%rsp),%rax
    4bf5:	mov    -0x18(%rax),%rdi
    4bf9:	add    %r12,%rdi
    4bfc:	mov    0x20(%rdi),%esi
    4bff:	or     $0x1,%esi
    4c02:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    4c07:	jmp    4a60 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x240>
    4c0c:	nopl   0x0(%rax)
    4c10:	mov    0x60(%rsp),%rax
    4c15:	mov    -0x18(%rax),%rdi
    4c19:	add    %r12,%rdi
    4c1c:	mov    0x20(%rdi),%esi
    4c1f:	or     $0x1,%esi
    4c22:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    4c27:	mov    (%r14),%r14
    4c2a:	test   %r14,%r14
    4c2d:	jne    49cb <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x1ab>
    4c33:	mov    0x60(%rsp),%rax
    4c38:	mov    -0x18(%rax),%rdi
    4c3c:	add    %r12,%rdi
    4c3f:	mov    0x20(%rdi),%esi
    4c42:	or     $0x1,%esi
    4c45:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    4c4a:	mov    0x0(%r13),%r13
    4c4e:	test   %r13,%r13
    4c51:	jne    49ee <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x1ce>
    4c57:	mov    0x60(%rsp),%rax
    4c5c:	mov    -0x18(%rax),%rdi
    4c60:	add    %r12,%rdi
    4c63:	mov    0x20(%rdi),%esi
    4c66:	or     $0x1,%esi
    4c69:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    4c6e:	mov    0x50(%rsp),%rax
    4c73:	mov    (%rax),%r13
    4c76:	test   %r13,%r13
    4c79:	jne    4a15 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x1f5>
    4c7f:	mov    0x60(%rsp),%rax
    4c84:	mov    -0x18(%rax),%rdi
    4c88:	add    %r12,%rdi
    4c8b:	mov    0x20(%rdi),%esi
    4c8e:	or     $0x1,%esi
    4c91:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    4c96:	jmp    4a2b <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x20b>
    4c9b:	nopl   0x0(%rax,%rax,1)
    4ca0:	cmp    $0x1d,%r13
    4ca4:	ja     4d60 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x540>
    4caa:	movq   $0x1e,0x50(%rsp)
    4cb3:	mov    $0x1f,%edi
    4cb8:	call   2110 <_Znwm@plt>
    4cbd:	mov    %rax,%r12
    4cc0:	test   %r15,%r15
    4cc3:	je     4cd3 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x4b3>
    4cc5:	mov    %r13,%rdx
    4cc8:	mov    %r15,%rsi
    4ccb:	mov    %rax,%rdi
    4cce:	call   20f0 <memcpy@plt>
    4cd3:	mov    (%rbx),%rdi
    4cd6:	cmp    %rdi,%r14
    4cd9:	je     4ce8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x4c8>
    4cdb:	mov    0x10(%rbx),%rax
    4cdf:	lea    0x1(%rax),%rsi
    4ce3:	call   2120 <_ZdlPvm@plt>
    4ce8:	mov    0x50(%rsp),%rax
    4ced:	mov    %r12,(%rbx)
    4cf0:	add    %r13,%r12
    4cf3:	mov    %rax,0x10(%rbx)
    4cf7:	jmp    4af8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    4cfc:	nopl   0x0(%rax)
    4d00:	cmp    $0x1,%r13
    4d04:	je     4db0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x590>
    4d0a:	mov    %r13,%rdx
    4d0d:	mov    %r15,%rsi
    4d10:	mov    %r14,%rdi
    4d13:	call   20f0 <memcpy@plt>
    4d18:	jmp    4af8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    4d1d:	nopl   (%rax)
    4d20:	mov    0xb8(%rsp),%r13
    4d28:	cmp    $0xf,%r13
    4d2c:	ja     4dc0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x5a0>
    4d32:	test   %r13,%r13
    4d35:	je     4d4f <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x52f>
    4d37:	mov    0xb0(%rsp),%rsi
    4d3f:	cmp    $0x1,%r13
    4d43:	jne    4e30 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x610>
    4d49:	movzbl (%rsi),%eax
    4d4c:	mov    %al,0x10(%rbx)
    4d4f:	mov    %r13,0x8(%rbx)
    4d53:	movb   $0x0,(%r14,%r13,1)
    4d58:	jmp    4b01 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2e1>
    4d5d:	nopl   (%rax)
    4d60:	mov    %r13,%rdi
    4d63:	mov    %r13,0x50(%rsp)
    4d68:	inc    %rdi
    4d6b:	jns    4cb8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x498>
    4d71:	call   2070 <_ZSt17__throw_bad_allocv@plt>
    4d76:	cs nopw 0x0(%rax,%rax,1)
    4d80:	test   %r13,%r13
    4d83:	je     4af8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    4d89:	cmp    %rdx,%r14
    4d8c:	jb     4e10 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x5f0>
    4d92:	cmp    $0x1,%r13
    4d96:	je     4af8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    4d9c:	mov    %r13,%rdx
    4d9f:	mov    %r14,%rsi
    4da2:	mov    %r14,%rdi
    4da5:	call   21f0 <memmove@plt>
    4daa:	jmp    4af8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    4daf:	nop
    4db0:	movzbl (%r15),%eax
    4db4:	mov    %al,0x10(%rbx)
    4db7:	jmp    4af8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    4dbc:	nopl   0x0(%rax)
    4dc0:	test   %r13,%r13
    4dc3:	js     4e89 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x669>
    4dc9:	cmp    $0x1d,%r13
    4dcd:	jbe    4e50 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x630>
    4dd3:	mov    %r13,%rdi
    4dd6:	mov    %r13,%r15
    4dd9:	inc    %rdi
    4ddc:	js     4e60 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x640>
    4de2:	call   2110 <_Znwm@plt>
    4de7:	mov    (%rbx),%rdi
    4dea:	mov    %rax,%r12
    4ded:	cmp    %rdi,%r14
    4df0:	je     4dff <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x5df>
    4df2:	mov    0x10(%rbx),%rax
    4df6:	lea    0x1(%rax),%rsi
    4dfa:	call   2120 <_ZdlPvm@plt>
    4dff:	mov    0xb0(%rsp),%rsi
    4e07:	mov    %r12,(%rbx)
    4e0a:	mov    %r15,0x10(%rbx)
    4e0e:	jmp    4e33 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x613>
    4e10:	cmp    $0x1,%r13
    4e14:	je     4e70 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x650>
    4e16:	mov    %r13,%rdx
    4e19:	mov    %r12,%rsi
    4e1c:	mov    %r14,%rdi
    4e1f:	call   20f0 <memcpy@plt>
    4e24:	jmp    4af8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    4e29:	nopl   0x0(%rax)
    4e30:	mov    %r14,%r12
    4e33:	mov    %r13,%rdx
    4e36:	mov    %r12,%rdi
    4e39:	call   20f0 <memcpy@plt>
    4e3e:	mov    (%rbx),%r14
    4e41:	jmp    4d4f <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x52f>
    4e46:	cs nopw 0x0(%rax,%rax,1)
    4e50:	mov    $0x1e,%r15d
    4e56:	mov    $0x1f,%edi
    4e5b:	jmp    4de2 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x5c2>
    4e60:	call   2070 <_ZSt17__throw_bad_allocv@plt>
    4e65:	data16 cs nopw 0x0(%rax,%rax,1)
    4e70:	movzbl (%r12),%eax
    4e75:	mov    %al,0x10(%rbx)
    4e78:	jmp    4af8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    4e7d:	lea    0x274(%rip),%rdi        # 50f8 <_fini+0x184>
    4e84:	call   20c0 <_ZSt20__throw_length_errorPKc@plt>
    4e89:	lea    0x281(%rip),%rdi        # 5111 <_fini+0x19d>
    4e90:	call   20c0 <_ZSt20__throw_length_errorPKc@plt>
    4e95:	mov    %rax,%r13
    4e98:	jmp    4ea2 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x682>
    4e9a:	mov    %rax,%rbx
    4e9d:	jmp    4f37 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x717>
    4ea2:	mov    (%rbx),%rdi
    4ea5:	cmp    %rdi,%r14
    4ea8:	je     4eb9 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x699>
    4eaa:	mov    0x10(%rbx),%rsi
    4eae:	inc    %rsi
    4eb1:	vzeroupper
    4eb4:	call   2120 <_ZdlPvm@plt>
    4eb9:	mov    %r13,%rbx
    4ebc:	mov    %r12,%rdi
    4ebf:	vzeroupper
    4ec2:	call   2040 <_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEED1Ev@plt>
    4ec7:	mov    %rbx,%rdi
    4eca:	call   2240 <_Unwind_Resume@plt>
    4ecf:	mov    0x2102(%rip),%rax        # 6fd8 <_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    4ed6:	mov    0xb0(%rsp),%rdi
    4ede:	add    $0x10,%rax
    4ee2:	mov    %rax,0x68(%rsp)
    4ee7:	mov    0x20(%rsp),%rax
    4eec:	cmp    %rax,%rdi
    4eef:	je     4f6f <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x74f>
    4ef1:	mov    0xc0(%rsp),%rax
    4ef9:	lea    0x1(%rax),%rsi
    4efd:	vzeroupper
    4f00:	call   2120 <_ZdlPvm@plt>
    4f05:	mov    0x207c(%rip),%rax        # 6f88 <_ZTVSt15basic_streambufIcSt11char_traitsIcEE@GLIBCXX_3.4>
    4f0c:	mov    0x40(%rsp),%rdi
    4f11:	add    $0x10,%rax
    4f15:	mov    %rax,0x68(%rsp)
    4f1a:	call   2190 <_ZNSt6localeD1Ev@plt>
    4f1f:	mov    0x30(%rsp),%rax
    4f24:	mov    0x28(%rsp),%rcx
    4f29:	mov    %rax,0x60(%rsp)
    4f2e:	mov    -0x18(%rax),%rax
    4f32:	mov    %rcx,0x60(%rsp,%rax,1)
    4f37:	mov    0x202a(%rip),%rax        # 6f68 <_ZTVSt9basic_iosIcSt11char_traitsIcEE@GLIBCXX_3.4>
    4f3e:	mov    0x58(%rsp),%rdi
    4f43:	add    $0x10,%rax
    4f47:	mov    %rax,0xd0(%rsp)
    4f4f:	vzeroupper
    4f52:	call   2060 <_ZNSt8ios_baseD2Ev@plt>
    4f57:	mov    %rbx,%rdi
    4f5a:	call   2240 <_Unwind_Resume@plt>
    4f5f:	mov    %rax,%rbx
    4f62:	jmp    4ebc <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x69c>
    4f67:	mov    %rax,%rbx
    4f6a:	jmp    4ecf <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x6af>
    4f6f:	vzeroupper
    4f72:	jmp    4f05 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x6e5>

Disassembly of section .fini:

0000000000004f74 <_fini>:
    4f74:	sub    $0x8,%rsp
    4f78:	add    $0x8,%rsp
    4f7c:	ret
