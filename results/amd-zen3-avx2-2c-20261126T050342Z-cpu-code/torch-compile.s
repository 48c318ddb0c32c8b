
/tmp/torchinductor_root/3y/c3yp6sohyzk7exfulo3utft2phdiqhdbqum25gltvggtubgrbtwp.main.so:     file format elf64-x86-64


Disassembly of section .init:

0000000000002000 <_init>:
    2000:	sub    $0x8,%rsp
    2004:	mov    0x5fb5(%rip),%rax        # 7fc0 <__gmon_start__@Base>
    200b:	test   %rax,%rax
    200e:	je     2012 <_init+0x12>
    2010:	call   *%rax
    2012:	add    $0x8,%rsp
    2016:	ret

Disassembly of section .plt:

0000000000002020 <__errno_location@plt-0x10>:
    2020:	push   0x5fca(%rip)        # 7ff0 <_GLOBAL_OFFSET_TABLE_+0x8>
    2026:	jmp    *0x5fcc(%rip)        # 7ff8 <_GLOBAL_OFFSET_TABLE_+0x10>
    202c:	nopl   0x0(%rax)

0000000000002030 <__errno_location@plt>:
    2030:	jmp    *0x5fca(%rip)        # 8000 <__errno_location@GLIBC_2.2.5>
    2036:	push   $0x0
    203b:	jmp    2020 <_init+0x20>

0000000000002040 <_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEED1Ev@plt>:
    2040:	jmp    *0x5fc2(%rip)        # 8008 <_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEED1Ev@GLIBCXX_3.4.21>
    2046:	push   $0x1
    204b:	jmp    2020 <_init+0x20>

0000000000002050 <_ZNSt8ios_baseC2Ev@plt>:
    2050:	jmp    *0x5fba(%rip)        # 8010 <_ZNSt8ios_baseC2Ev@GLIBCXX_3.4>
    2056:	push   $0x2
    205b:	jmp    2020 <_init+0x20>

0000000000002060 <_ZNSt8ios_baseD2Ev@plt>:
    2060:	jmp    *0x5fb2(%rip)        # 8018 <_ZNSt8ios_baseD2Ev@GLIBCXX_3.4>
    2066:	push   $0x3
    206b:	jmp    2020 <_init+0x20>

0000000000002070 <_ZSt17__throw_bad_allocv@plt>:
    2070:	jmp    *0x5faa(%rip)        # 8020 <_ZSt17__throw_bad_allocv@GLIBCXX_3.4>
    2076:	push   $0x4
    207b:	jmp    2020 <_init+0x20>

0000000000002080 <_ZNSt13runtime_errorC1EPKc@plt>:
    2080:	jmp    *0x5fa2(%rip)        # 8028 <_ZNSt13runtime_errorC1EPKc@GLIBCXX_3.4.21>
    2086:	push   $0x5
    208b:	jmp    2020 <_init+0x20>

0000000000002090 <__cxa_begin_catch@plt>:
    2090:	jmp    *0x5f9a(%rip)        # 8030 <__cxa_begin_catch@CXXABI_1.3>
    2096:	push   $0x6
    209b:	jmp    2020 <_init+0x20>

00000000000020a0 <strlen@plt>:
    20a0:	jmp    *0x5f92(%rip)        # 8038 <strlen@GLIBC_2.2.5>
    20a6:	push   $0x7
    20ab:	jmp    2020 <_init+0x20>

00000000000020b0 <__cxa_allocate_exception@plt>:
    20b0:	jmp    *0x5f8a(%rip)        # 8040 <__cxa_allocate_exception@CXXABI_1.3>
    20b6:	push   $0x8
    20bb:	jmp    2020 <_init+0x20>

00000000000020c0 <_ZSt20__throw_length_errorPKc@plt>:
    20c0:	jmp    *0x5f82(%rip)        # 8048 <_ZSt20__throw_length_errorPKc@GLIBCXX_3.4>
    20c6:	push   $0x9
    20cb:	jmp    2020 <_init+0x20>

00000000000020d0 <__cxa_free_exception@plt>:
    20d0:	jmp    *0x5f7a(%rip)        # 8050 <__cxa_free_exception@CXXABI_1.3>
    20d6:	push   $0xa
    20db:	jmp    2020 <_init+0x20>

00000000000020e0 <kernel@plt>:
    20e0:	jmp    *0x5f72(%rip)        # 8058 <kernel@@Base+0x3778>
    20e6:	push   $0xb
    20eb:	jmp    2020 <_init+0x20>

00000000000020f0 <memcpy@plt>:
    20f0:	jmp    *0x5f6a(%rip)        # 8060 <memcpy@GLIBC_2.14>
    20f6:	push   $0xc
    20fb:	jmp    2020 <_init+0x20>

0000000000002100 <__cxa_atexit@plt>:
    2100:	jmp    *0x5f62(%rip)        # 8068 <__cxa_atexit@GLIBC_2.2.5>
    2106:	push   $0xd
    210b:	jmp    2020 <_init+0x20>

0000000000002110 <_Znwm@plt>:
    2110:	jmp    *0x5f5a(%rip)        # 8070 <_Znwm@GLIBCXX_3.4>
    2116:	push   $0xe
    211b:	jmp    2020 <_init+0x20>

0000000000002120 <_ZdlPvm@plt>:
    2120:	jmp    *0x5f52(%rip)        # 8078 <_ZdlPvm@CXXABI_1.3.9>
    2126:	push   $0xf
    212b:	jmp    2020 <_init+0x20>

0000000000002130 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_@plt>:
    2130:	jmp    *0x5f4a(%rip)        # 8080 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_@@Base+0x3550>
    2136:	push   $0x10
    213b:	jmp    2020 <_init+0x20>

0000000000002140 <PyErr_SetString@plt>:
    2140:	jmp    *0x5f42(%rip)        # 8088 <PyErr_SetString@Base>
    2146:	push   $0x11
    214b:	jmp    2020 <_init+0x20>

0000000000002150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>:
    2150:	jmp    *0x5f3a(%rip)        # 8090 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@GLIBCXX_3.4.9>
    2156:	push   $0x12
    215b:	jmp    2020 <_init+0x20>

0000000000002160 <getenv@plt>:
    2160:	jmp    *0x5f32(%rip)        # 8098 <getenv@GLIBC_2.2.5>
    2166:	push   $0x13
    216b:	jmp    2020 <_init+0x20>

0000000000002170 <strtoull@plt>:
    2170:	jmp    *0x5f2a(%rip)        # 80a0 <strtoull@GLIBC_2.2.5>
    2176:	push   $0x14
    217b:	jmp    2020 <_init+0x20>

0000000000002180 <_ZNSt9basic_iosIcSt11char_traitsIcEE4initEPSt15basic_streambufIcS1_E@plt>:
    2180:	jmp    *0x5f22(%rip)        # 80a8 <_ZNSt9basic_iosIcSt11char_traitsIcEE4initEPSt15basic_streambufIcS1_E@GLIBCXX_3.4>
    2186:	push   $0x15
    218b:	jmp    2020 <_init+0x20>

0000000000002190 <_ZNSt6localeD1Ev@plt>:
    2190:	jmp    *0x5f1a(%rip)        # 80b0 <_ZNSt6localeD1Ev@GLIBCXX_3.4>
    2196:	push   $0x16
    219b:	jmp    2020 <_init+0x20>

00000000000021a0 <GOMP_parallel@plt>:
    21a0:	jmp    *0x5f12(%rip)        # 80b8 <GOMP_parallel@GOMP_4.0>
    21a6:	push   $0x17
    21ab:	jmp    2020 <_init+0x20>

00000000000021b0 <_ZNSt8ios_base4InitC1Ev@plt>:
    21b0:	jmp    *0x5f0a(%rip)        # 80c0 <_ZNSt8ios_base4InitC1Ev@GLIBCXX_3.4>
    21b6:	push   $0x18
    21bb:	jmp    2020 <_init+0x20>

00000000000021c0 <PyModule_Create2@plt>:
    21c0:	jmp    *0x5f02(%rip)        # 80c8 <PyModule_Create2@Base>
    21c6:	push   $0x19
    21cb:	jmp    2020 <_init+0x20>

00000000000021d0 <omp_get_thread_num@plt>:
    21d0:	jmp    *0x5efa(%rip)        # 80d0 <omp_get_thread_num@OMP_1.0>
    21d6:	push   $0x1a
    21db:	jmp    2020 <_init+0x20>

00000000000021e0 <_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE@plt>:
    21e0:	jmp    *0x5ef2(%rip)        # 80d8 <_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    21e6:	push   $0x1b
    21eb:	jmp    2020 <_init+0x20>

00000000000021f0 <memmove@plt>:
    21f0:	jmp    *0x5eea(%rip)        # 80e0 <memmove@GLIBC_2.2.5>
    21f6:	push   $0x1c
    21fb:	jmp    2020 <_init+0x20>

0000000000002200 <__cxa_end_catch@plt>:
    2200:	jmp    *0x5ee2(%rip)        # 80e8 <__cxa_end_catch@CXXABI_1.3>
    2206:	push   $0x1d
    220b:	jmp    2020 <_init+0x20>

0000000000002210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>:
    2210:	jmp    *0x5eda(%rip)        # 80f0 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@GLIBCXX_3.4>
    2216:	push   $0x1e
    221b:	jmp    2020 <_init+0x20>

0000000000002220 <__cxa_throw@plt>:
    2220:	jmp    *0x5ed2(%rip)        # 80f8 <__cxa_throw@CXXABI_1.3>
    2226:	push   $0x1f
    222b:	jmp    2020 <_init+0x20>

0000000000002230 <_ZNSolsEi@plt>:
    2230:	jmp    *0x5eca(%rip)        # 8100 <_ZNSolsEi@GLIBCXX_3.4>
    2236:	push   $0x20
    223b:	jmp    2020 <_init+0x20>

0000000000002240 <_Unwind_Resume@plt>:
    2240:	jmp    *0x5ec2(%rip)        # 8108 <_Unwind_Resume@GCC_3.0>
    2246:	push   $0x21
    224b:	jmp    2020 <_init+0x20>

0000000000002250 <GOMP_barrier@plt>:
    2250:	jmp    *0x5eba(%rip)        # 8110 <GOMP_barrier@GOMP_1.0>
    2256:	push   $0x22
    225b:	jmp    2020 <_init+0x20>

0000000000002260 <omp_get_num_threads@plt>:
    2260:	jmp    *0x5eb2(%rip)        # 8118 <omp_get_num_threads@OMP_1.0>
    2266:	push   $0x23
    226b:	jmp    2020 <_init+0x20>

0000000000002270 <_ZNSt6localeC1Ev@plt>:
    2270:	jmp    *0x5eaa(%rip)        # 8120 <_ZNSt6localeC1Ev@GLIBCXX_3.4>
    2276:	push   $0x24
    227b:	jmp    2020 <_init+0x20>

Disassembly of section .plt.got:

0000000000002280 <__cxa_finalize@plt>:
    2280:	jmp    *0x5cf2(%rip)        # 7f78 <__cxa_finalize@GLIBC_2.2.5>
    2286:	xchg   %ax,%ax

Disassembly of section .text:

0000000000002290 <kernel.cold>:
    2290:	mov    $0x10,%edi
    2295:	lea    0x3ea2(%rip),%rbx        # 613e <_fini+0xe9a>
    229c:	call   20b0 <__cxa_allocate_exception@plt>
    22a1:	mov    %rbx,-0xb8(%rbp)
    22a8:	lea    0x3dc1(%rip),%rbx        # 6070 <_fini+0xdcc>
    22af:	movl   $0x33b,-0xd4(%rbp)
    22b9:	mov    %rax,%r13
    22bc:	lea    0x3e66(%rip),%rax        # 6129 <_fini+0xe85>
    22c3:	mov    %rbx,-0xc0(%rbp)
    22ca:	mov    %rax,-0xa8(%rbp)
    22d1:	lea    0x3e63(%rip),%rax        # 613b <_fini+0xe97>
    22d8:	lea    -0xc0(%rbp),%rcx
    22df:	lea    -0xc8(%rbp),%rdx
    22e6:	mov    %rax,-0xb0(%rbp)
    22ed:	mov    %rax,-0xc8(%rbp)
    22f4:	lea    0x3dd5(%rip),%rax        # 60d0 <_fini+0xe2c>
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
    235f:	mov    0x5c32(%rip),%rdx        # 7f98 <_ZNSt13runtime_errorD1Ev@GLIBCXX_3.4>
    2366:	mov    0x5c63(%rip),%rsi        # 7fd0 <_ZTISt13runtime_error@GLIBCXX_3.4>
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
    23c5:	lea    0x3d74(%rip),%rsi        # 6140 <_fini+0xe9c>
    23cc:	mov    %rax,%rdi
    23cf:	mov    %rax,%r13
    23d2:	call   2080 <_ZNSt13runtime_errorC1EPKc@plt>
    23d7:	mov    0x5bba(%rip),%rdx        # 7f98 <_ZNSt13runtime_errorD1Ev@GLIBCXX_3.4>
    23de:	mov    0x5beb(%rip),%rsi        # 7fd0 <_ZTISt13runtime_error@GLIBCXX_3.4>
    23e5:	mov    %r13,%rdi
    23e8:	call   2220 <__cxa_throw@plt>
    23ed:	mov    $0x10,%edi
    23f2:	call   20b0 <__cxa_allocate_exception@plt>
    23f7:	lea    0x3d56(%rip),%rsi        # 6154 <_fini+0xeb0>
    23fe:	mov    %rax,%rdi
    2401:	mov    %rax,%r13
    2404:	call   2080 <_ZNSt13runtime_errorC1EPKc@plt>
    2409:	mov    0x5b88(%rip),%rdx        # 7f98 <_ZNSt13runtime_errorD1Ev@GLIBCXX_3.4>
    2410:	mov    0x5bb9(%rip),%rsi        # 7fd0 <_ZTISt13runtime_error@GLIBCXX_3.4>
    2417:	mov    %r13,%rdi
    241a:	call   2220 <__cxa_throw@plt>
    241f:	mov    %rax,%rdi
    2422:	mov    %rdx,%rax
    2425:	vzeroupper
    2428:	dec    %rax
    242b:	je     246d <_ZL9kernel_pyP7_objectS0_.cold+0xb2>
    242d:	call   2090 <__cxa_begin_catch@plt>
    2432:	mov    0x5b77(%rip),%rax        # 7fb0 <PyExc_RuntimeError@Base>
    2439:	lea    0x3d25(%rip),%rsi        # 6165 <_fini+0xec1>
    2440:	mov    (%rax),%rdi
    2443:	call   2140 <PyErr_SetString@plt>
    2448:	call   2200 <__cxa_end_catch@plt>
    244d:	xor    %eax,%eax
    244f:	jmp    4b1b <_ZL9kernel_pyP7_objectS0_+0x15b>
    2454:	mov    %rax,%rbx
    2457:	mov    %rdx,%r12
    245a:	mov    %r13,%rdi
    245d:	vzeroupper
    2460:	call   20d0 <__cxa_free_exception@plt>
    2465:	mov    %rbx,%rdi
    2468:	mov    %r12,%rax
    246b:	jmp    2428 <_ZL9kernel_pyP7_objectS0_.cold+0x6d>
    246d:	call   2090 <__cxa_begin_catch@plt>
    2472:	mov    %rax,%rdi
    2475:	mov    (%rax),%rax
    2478:	call   *0x10(%rax)
    247b:	mov    %rax,%rsi
    247e:	mov    0x5b2b(%rip),%rax        # 7fb0 <PyExc_RuntimeError@Base>
    2485:	mov    (%rax),%rdi
    2488:	call   2140 <PyErr_SetString@plt>
    248d:	jmp    2448 <_ZL9kernel_pyP7_objectS0_.cold+0x8d>
    248f:	mov    %rax,%rbx
    2492:	vzeroupper
    2495:	call   2200 <__cxa_end_catch@plt>
    249a:	mov    %rbx,%rdi
    249d:	call   2240 <_Unwind_Resume@plt>
    24a2:	jmp    2454 <_ZL9kernel_pyP7_objectS0_.cold+0x99>
    24a4:	mov    %rax,%rbx
    24a7:	vzeroupper
    24aa:	call   2200 <__cxa_end_catch@plt>
    24af:	mov    %rbx,%rdi
    24b2:	call   2240 <_Unwind_Resume@plt>
    24b7:	nopw   0x0(%rax,%rax,1)

00000000000024c0 <_GLOBAL__sub_I_c3yp6sohyzk7exfulo3utft2phdiqhdbqum25gltvggtubgrbtwp.main.cpp>:
    24c0:	push   %rbp
    24c1:	mov    %rsp,%rbp
    24c4:	push   %rbx
    24c5:	lea    0x5d74(%rip),%rbx        # 8240 <_ZStL8__ioinit>
    24cc:	sub    $0x8,%rsp
    24d0:	mov    %rbx,%rdi
    24d3:	call   21b0 <_ZNSt8ios_base4InitC1Ev@plt>
    24d8:	mov    0x5b01(%rip),%rdi        # 7fe0 <_ZNSt8ios_base4InitD1Ev@GLIBCXX_3.4>
    24df:	add    $0x8,%rsp
    24e3:	mov    %rbx,%rsi
    24e6:	pop    %rbx
    24e7:	pop    %rbp
    24e8:	lea    0x5c51(%rip),%rdx        # 8140 <__dso_handle>
    24ef:	jmp    2100 <__cxa_atexit@plt>
    24f4:	cs nopw 0x0(%rax,%rax,1)
    24fe:	xchg   %ax,%ax

0000000000002500 <deregister_tm_clones>:
    2500:	lea    0x5d29(%rip),%rdi        # 8230 <completed.0>
    2507:	lea    0x5d22(%rip),%rax        # 8230 <completed.0>
    250e:	cmp    %rdi,%rax
    2511:	je     2528 <deregister_tm_clones+0x28>
    2513:	mov    0x5a9e(%rip),%rax        # 7fb8 <_ITM_deregisterTMCloneTable@Base>
    251a:	test   %rax,%rax
    251d:	je     2528 <deregister_tm_clones+0x28>
    251f:	jmp    *%rax
    2521:	nopl   0x0(%rax)
    2528:	ret
    2529:	nopl   0x0(%rax)

0000000000002530 <register_tm_clones>:
    2530:	lea    0x5cf9(%rip),%rdi        # 8230 <completed.0>
    2537:	lea    0x5cf2(%rip),%rsi        # 8230 <completed.0>
    253e:	sub    %rdi,%rsi
    2541:	mov    %rsi,%rax
    2544:	shr    $0x3f,%rsi
    2548:	sar    $0x3,%rax
    254c:	add    %rax,%rsi
    254f:	sar    %rsi
    2552:	je     2568 <register_tm_clones+0x38>
    2554:	mov    0x5a6d(%rip),%rax        # 7fc8 <_ITM_registerTMCloneTable@Base>
    255b:	test   %rax,%rax
    255e:	je     2568 <register_tm_clones+0x38>
    2560:	jmp    *%rax
    2562:	nopw   0x0(%rax,%rax,1)
    2568:	ret
    2569:	nopl   0x0(%rax)

0000000000002570 <__do_global_dtors_aux>:
    2570:	endbr64
    2574:	cmpb   $0x0,0x5cb5(%rip)        # 8230 <completed.0>
    257b:	jne    25a8 <__do_global_dtors_aux+0x38>
    257d:	push   %rbp
    257e:	cmpq   $0x0,0x59f2(%rip)        # 7f78 <__cxa_finalize@GLIBC_2.2.5>
    2586:	mov    %rsp,%rbp
    2589:	je     2597 <__do_global_dtors_aux+0x27>
    258b:	mov    0x5bae(%rip),%rdi        # 8140 <__dso_handle>
    2592:	call   2280 <__cxa_finalize@plt>
    2597:	call   2500 <deregister_tm_clones>
    259c:	movb   $0x1,0x5c8d(%rip)        # 8230 <completed.0>
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
    25d4:	sub    $0x3a0,%rsp
    25db:	call   21d0 <omp_get_thread_num@plt>
    25e0:	mov    %eax,%r12d
    25e3:	call   2260 <omp_get_num_threads@plt>
    25e8:	movslq %eax,%rsi
    25eb:	mov    $0x800,%eax
    25f0:	movslq %r12d,%rcx
    25f3:	cqto
    25f5:	idiv   %rsi
    25f8:	cmp    %rdx,%rcx
    25fb:	jl     4800 <kernel._omp_fn.0+0x2240>
    2601:	imul   %rax,%rcx
    2605:	add    %rcx,%rdx
    2608:	add    %rdx,%rax
    260b:	cmp    %rax,%rdx
    260e:	jge    47e0 <kernel._omp_fn.0+0x2220>
    2614:	mov    0x18(%rbx),%rdi
    2618:	shl    $0x3,%rax
    261c:	lea    0x0(,%rdx,8),%rcx
    2624:	shl    $0x5,%rdx
    2628:	mov    %rax,0x38(%rsp)
    262d:	mov    0x48(%rbx),%rax
    2631:	mov    0x78(%rbx),%r15
    2635:	mov    0x70(%rbx),%r14
    2639:	mov    0x68(%rbx),%r13
    263d:	mov    0x60(%rbx),%r12
    2641:	mov    %rdi,0x30(%rsp)
    2646:	mov    0x10(%rbx),%rdi
    264a:	mov    0x50(%rbx),%rsi
    264e:	mov    0x38(%rbx),%r11
    2652:	lea    0x30000(%rax,%rdx,1),%rax
    265a:	mov    0x30(%rbx),%r10
    265e:	mov    0x28(%rbx),%r9
    2662:	mov    0x20(%rbx),%r8
    2666:	mov    %rdi,0x28(%rsp)
    266b:	mov    0x8(%rbx),%rdi
    266f:	mov    %rdi,0x20(%rsp)
    2674:	mov    (%rbx),%rdi
    2677:	mov    %rdi,0x18(%rsp)
    267c:	mov    0x40(%rbx),%rdi
    2680:	add    %rdx,%rdi
    2683:	add    0x58(%rbx),%rdx
    2687:	mov    $0x1,%ebx
    268c:	vmovd  %ebx,%xmm2
    2690:	movabs $0xffff0000ffff,%rbx
    269a:	vpbroadcastd %xmm2,%ymm2
    269f:	vmovdqa %ymm2,0x280(%rsp)
    26a8:	vmovq  %rbx,%xmm2
    26ad:	movabs $0x1ffff0001ffff,%rbx
    26b7:	vpbroadcastq %xmm2,%ymm11
    26bc:	vmovq  %rbx,%xmm2
    26c1:	movabs $0xffffff00ffffff,%rbx
    26cb:	vpbroadcastq %xmm2,%ymm14
    26d0:	vmovq  %rbx,%xmm2
    26d5:	vpbroadcastq %xmm2,%ymm2
    26da:	vmovdqa %ymm2,0x340(%rsp)
    26e3:	data16 cs nopw 0x0(%rax,%rax,1)
    26ee:	xchg   %ax,%ax
    26f0:	cmp    $0x3fff,%rcx
    26f7:	ja     47c2 <kernel._omp_fn.0+0x2202>
    26fd:	vmovdqu (%rdi),%xmm2
    2701:	vmovdqu 0x10000(%rax),%xmm0
    2709:	mov    $0x1f3,%ebx
    270e:	vpxor  %xmm8,%xmm8,%xmm8
    2713:	vmovdqu -0x10000(%rax),%xmm7
    271b:	vmovdqu -0x20000(%rax),%xmm4
    2723:	vmovups (%r10,%rcx,4),%ymm13
    2729:	vmovdqa %xmm2,0x380(%rsp)
    2732:	vmovdqu 0x10(%rdi),%xmm2
    2737:	vmovdqa %xmm2,0x390(%rsp)
    2740:	vmovdqu (%rax),%xmm2
    2744:	vmovdqa 0x380(%rsp),%ymm1
    274d:	vmovdqa %xmm2,0x380(%rsp)
    2756:	vmovdqu 0x10(%rax),%xmm2
    275b:	vmovdqa %xmm2,0x390(%rsp)
    2764:	vmovdqu -0x30000(%rax),%xmm2
    276c:	vmovdqa 0x380(%rsp),%ymm6
    2775:	vmovdqa %xmm2,0x380(%rsp)
    277e:	vmovdqu -0x2fff0(%rax),%xmm2
    2786:	vmovdqa %xmm2,0x390(%rsp)
    278f:	vmovdqa 0x380(%rsp),%ymm2
    2798:	vmovdqa %xmm0,0x380(%rsp)
    27a1:	vmovdqu 0x10010(%rax),%xmm0
    27a9:	vmovdqa %xmm0,0x390(%rsp)
    27b2:	vmovdqa 0x380(%rsp),%ymm0
    27bb:	vmovdqa %xmm7,0x380(%rsp)
    27c4:	vmovdqu -0xfff0(%rax),%xmm7
    27cc:	vmovdqa %ymm2,0x2a0(%rsp)
    27d5:	vmovdqa %xmm7,0x390(%rsp)
    27de:	vmovdqa 0x380(%rsp),%ymm7
    27e7:	vmovdqa %xmm4,0x380(%rsp)
    27f0:	vmovdqu -0x1fff0(%rax),%xmm4
    27f8:	vmovdqa %ymm0,0x2c0(%rsp)
    2801:	vmovdqa %ymm7,0x2e0(%rsp)
    280a:	vmovdqa %xmm4,0x390(%rsp)
    2813:	vmovdqu (%rdx),%xmm15
    2817:	vmovdqa 0x380(%rsp),%ymm4
    2820:	vmovdqa %ymm6,0x260(%rsp)
    2829:	vpaddd 0x280(%rsp),%ymm1,%ymm12
    2832:	vmovd  %ebx,%xmm1
    2836:	mov    $0x10,%ebx
    283b:	vpbroadcastd %xmm1,%ymm1
    2840:	vpbroadcastd (%rsi),%ymm7
    2845:	vmovdqa %ymm1,0x240(%rsp)
    284e:	vmovdqa %xmm15,0x380(%rsp)
    2857:	vmovdqu 0x10(%rdx),%xmm15
    285c:	vmovdqa %ymm4,0x300(%rsp)
    2865:	vpminsd %ymm12,%ymm1,%ymm1
    286a:	vmovdqa %ymm12,0x140(%rsp)
    2873:	vpcmpeqd %ymm12,%ymm1,%ymm1
    2878:	vpxor  0x3b60(%rip),%ymm1,%ymm1        # 63e0 <_fini+0x113c>
    2880:	vmovdqa %xmm15,0x390(%rsp)
    2889:	vmovups (%r9,%rcx,4),%ymm15
    288f:	vmulps 0x38e9(%rip),%ymm15,%ymm0        # 6180 <_fini+0xedc>
    2897:	vbroadcastss 0x3b60(%rip),%ymm15        # 6400 <_fini+0x115c>
    28a0:	vaddps (%r8,%rcx,4),%ymm0,%ymm10
    28a6:	vandnps %ymm10,%ymm15,%ymm0
    28ab:	vmovups (%r11,%rcx,4),%ymm15
    28b1:	vmulps 0x38c7(%rip),%ymm15,%ymm4        # 6180 <_fini+0xedc>
    28b9:	vbroadcastss 0x3b3e(%rip),%ymm15        # 6400 <_fini+0x115c>
    28c2:	vcmpgt_oqps 0x38d5(%rip),%ymm0,%ymm0        # 61a0 <_fini+0xefc>
    28cb:	vaddps %ymm13,%ymm4,%ymm4
    28d0:	vandnps %ymm4,%ymm15,%ymm2
    28d4:	vcmpgt_oqps 0x38e3(%rip),%ymm2,%ymm2        # 61c0 <_fini+0xf1c>
    28dd:	vpor   %ymm2,%ymm0,%ymm0
    28e1:	vpor   %ymm0,%ymm1,%ymm12
    28e5:	vmovd  %ebx,%xmm0
    28e9:	vpxor  %ymm6,%ymm7,%ymm1
    28ed:	mov    $0x7feb352d,%ebx
    28f2:	vpbroadcastd %xmm0,%ymm0
    28f7:	vmulps %ymm13,%ymm13,%ymm6
    28fc:	vmovd  %ebx,%xmm2
    2900:	mov    $0xf,%ebx
    2905:	vpsravd %ymm0,%ymm1,%ymm3
    290a:	vpand  %ymm11,%ymm3,%ymm3
    290f:	vpbroadcastd %xmm2,%ymm2
    2914:	vpcmpgtd %ymm12,%ymm8,%ymm8
    2919:	vpxor  %ymm1,%ymm3,%ymm3
    291d:	vmovd  %ebx,%xmm1
    2921:	mov    $0x846ca68b,%ebx
    2926:	vpmulld %ymm2,%ymm3,%ymm3
    292b:	vpbroadcastd %xmm1,%ymm1
    2930:	vmovd  %ebx,%xmm15
    2934:	mov    $0x8,%ebx
    2939:	vpbroadcastd %xmm15,%ymm15
    293e:	vmovd  %ebx,%xmm9
    2942:	mov    $0xff800000,%ebx
    2947:	vpbroadcastd %xmm9,%ymm9
    294c:	vpsravd %ymm1,%ymm3,%ymm5
    2951:	vpand  %ymm14,%ymm5,%ymm5
    2956:	vmovdqa %ymm9,0x320(%rsp)
    295f:	vpxor  %ymm3,%ymm5,%ymm5
    2963:	vpmulld %ymm15,%ymm5,%ymm5
    2968:	vpsravd %ymm0,%ymm5,%ymm3
    296d:	vpand  %ymm11,%ymm3,%ymm3
    2972:	vpxor  %ymm5,%ymm3,%ymm3
    2976:	vmovd  %ebx,%xmm5
    297a:	vpsravd %ymm9,%ymm3,%ymm3
    297f:	vpand  0x340(%rsp),%ymm3,%ymm3
    2988:	vpbroadcastd %xmm5,%ymm5
    298d:	vmovdqa %ymm5,0x360(%rsp)
    2996:	vpaddd %ymm5,%ymm3,%ymm3
    299a:	vmulps 0x385e(%rip),%ymm6,%ymm5        # 6200 <_fini+0xf5c>
    29a2:	vcvtdq2ps %ymm3,%ymm3
    29a6:	vmulps 0x3832(%rip),%ymm3,%ymm3        # 61e0 <_fini+0xf3c>
    29ae:	vaddps 0x386a(%rip),%ymm5,%ymm5        # 6220 <_fini+0xf7c>
    29b6:	vblendvps %ymm8,%ymm3,%ymm4,%ymm4
    29bc:	vmulps 0x389c(%rip),%ymm6,%ymm3        # 6260 <_fini+0xfbc>
    29c4:	vmulps %ymm6,%ymm5,%ymm5
    29c8:	vaddps 0x3870(%rip),%ymm5,%ymm5        # 6240 <_fini+0xf9c>
    29d0:	vmulps %ymm6,%ymm5,%ymm5
    29d4:	vmulps %ymm6,%ymm5,%ymm5
    29d8:	vsubps %ymm3,%ymm5,%ymm5
    29dc:	vpxor  0x2a0(%rsp),%ymm7,%ymm3
    29e5:	vaddps 0x3893(%rip),%ymm5,%ymm5        # 6280 <_fini+0xfdc>
    29ed:	vpsravd %ymm0,%ymm3,%ymm9
    29f2:	vpand  %ymm11,%ymm9,%ymm9
    29f7:	vpxor  %ymm3,%ymm9,%ymm9
    29fb:	vpmulld %ymm2,%ymm9,%ymm9
    2a00:	vpsravd %ymm1,%ymm9,%ymm3
    2a05:	vpand  %ymm14,%ymm3,%ymm3
    2a0a:	vpxor  %ymm9,%ymm3,%ymm3
    2a0f:	vpmulld %ymm15,%ymm3,%ymm3
    2a14:	vpsravd %ymm0,%ymm3,%ymm9
    2a19:	vpand  %ymm11,%ymm9,%ymm9
    2a1e:	vpxor  %ymm3,%ymm9,%ymm9
    2a22:	vbroadcastss 0x39d9(%rip),%ymm3        # 6404 <_fini+0x1160>
    2a2b:	vblendvps %ymm9,0x386b(%rip),%ymm3,%ymm9        # 62a0 <_fini+0xffc>
    2a35:	vmulps 0x3883(%rip),%ymm6,%ymm3        # 62c0 <_fini+0x101c>
    2a3d:	vaddps 0x389b(%rip),%ymm3,%ymm3        # 62e0 <_fini+0x103c>
    2a45:	vmulps %ymm6,%ymm3,%ymm3
    2a49:	vaddps 0x38af(%rip),%ymm3,%ymm3        # 6300 <_fini+0x105c>
    2a51:	vmulps %ymm6,%ymm3,%ymm3
    2a55:	vmulps %ymm13,%ymm3,%ymm3
    2a5a:	vaddps %ymm13,%ymm3,%ymm3
    2a5f:	vmovups (%r11,%rcx,4),%ymm13
    2a65:	vmulps 0x38b3(%rip),%ymm13,%ymm6        # 6320 <_fini+0x107c>
    2a6d:	vmulps %ymm13,%ymm6,%ymm6
    2a72:	vbroadcastss 0x398d(%rip),%ymm13        # 6408 <_fini+0x1164>
    2a7b:	vmulps %ymm3,%ymm6,%ymm6
    2a7f:	vmulps 0x38d9(%rip),%ymm3,%ymm3        # 6360 <_fini+0x10bc>
    2a87:	vaddps %ymm9,%ymm6,%ymm6
    2a8c:	vmulps 0x38ac(%rip),%ymm6,%ymm6        # 6340 <_fini+0x109c>
    2a94:	vmulps %ymm5,%ymm6,%ymm9
    2a98:	vsubps %ymm9,%ymm3,%ymm3
    2a9d:	vmulps 0x38db(%rip),%ymm5,%ymm9        # 6380 <_fini+0x10dc>
    2aa5:	vmulps %ymm5,%ymm9,%ymm9
    2aa9:	vsubps %ymm9,%ymm13,%ymm9
    2aae:	vmulps 0x37aa(%rip),%ymm9,%ymm9        # 6260 <_fini+0xfbc>
    2ab6:	vmovdqa 0x320(%rsp),%ymm13
    2abf:	vdivps %ymm9,%ymm3,%ymm3
    2ac4:	vmulps 0x38d4(%rip),%ymm3,%ymm9        # 63a0 <_fini+0x10fc>
    2acc:	vmulps 0x36ac(%rip),%ymm3,%ymm3        # 6180 <_fini+0xedc>
    2ad4:	vmulps %ymm5,%ymm9,%ymm5
    2ad8:	vpxor  0x2c0(%rsp),%ymm7,%ymm9
    2ae1:	vsubps %ymm5,%ymm6,%ymm5
    2ae5:	vmulps 0x3693(%rip),%ymm5,%ymm5        # 6180 <_fini+0xedc>
    2aed:	vaddps (%r9,%rcx,4),%ymm5,%ymm5
    2af3:	vpsravd %ymm0,%ymm9,%ymm6
    2af8:	vpand  %ymm11,%ymm6,%ymm6
    2afd:	vpxor  %ymm9,%ymm6,%ymm6
    2b02:	vpmulld %ymm2,%ymm6,%ymm6
    2b07:	vpsravd %ymm1,%ymm6,%ymm9
    2b0c:	vpand  %ymm14,%ymm9,%ymm9
    2b11:	vpxor  %ymm6,%ymm9,%ymm9
    2b15:	vpmulld %ymm15,%ymm9,%ymm9
    2b1a:	vpsravd %ymm0,%ymm9,%ymm6
    2b1f:	vpand  %ymm11,%ymm6,%ymm6
    2b24:	vpxor  %ymm9,%ymm6,%ymm9
    2b29:	vaddps (%r11,%rcx,4),%ymm3,%ymm6
    2b2f:	vpsravd %ymm13,%ymm9,%ymm9
    2b34:	vpand  0x340(%rsp),%ymm9,%ymm9
    2b3d:	vpaddd 0x360(%rsp),%ymm9,%ymm9
    2b46:	vcvtdq2ps %ymm9,%ymm9
    2b4b:	vmulps 0x368d(%rip),%ymm9,%ymm9        # 61e0 <_fini+0xf3c>
    2b53:	vblendvps %ymm8,%ymm9,%ymm6,%ymm6
    2b59:	vpxor  0x2e0(%rsp),%ymm7,%ymm9
    2b62:	vpxor  0x300(%rsp),%ymm7,%ymm7
    2b6b:	vpsravd %ymm0,%ymm9,%ymm3
    2b70:	vpand  %ymm11,%ymm3,%ymm3
    2b75:	vpxor  %ymm9,%ymm3,%ymm3
    2b7a:	vpmulld %ymm2,%ymm3,%ymm3
    2b7f:	vpsravd %ymm1,%ymm3,%ymm9
    2b84:	vpand  %ymm14,%ymm9,%ymm9
    2b89:	vpxor  %ymm3,%ymm9,%ymm9
    2b8d:	vpmulld %ymm15,%ymm9,%ymm9
    2b92:	vpsravd %ymm0,%ymm9,%ymm3
    2b97:	vpand  %ymm11,%ymm3,%ymm3
    2b9c:	vpxor  %ymm9,%ymm3,%ymm3
    2ba1:	vmovdqa %ymm13,%ymm9
    2ba6:	vpsravd %ymm13,%ymm3,%ymm3
    2bab:	vmovdqa 0x340(%rsp),%ymm13
    2bb4:	vpand  %ymm13,%ymm3,%ymm3
    2bb9:	vpaddd 0x360(%rsp),%ymm3,%ymm3
    2bc2:	vcvtdq2ps %ymm3,%ymm3
    2bc6:	vmulps 0x3612(%rip),%ymm3,%ymm3        # 61e0 <_fini+0xf3c>
    2bce:	vblendvps %ymm8,%ymm3,%ymm5,%ymm5
    2bd4:	vpsravd %ymm0,%ymm7,%ymm3
    2bd9:	vpand  %ymm11,%ymm3,%ymm3
    2bde:	vpxor  %ymm7,%ymm3,%ymm3
    2be2:	vmovaps %ymm5,0x200(%rsp)
    2beb:	vmovaps 0x200(%rsp),%ymm7
    2bf4:	vpmulld %ymm2,%ymm3,%ymm3
    2bf9:	vpsravd %ymm1,%ymm3,%ymm5
    2bfe:	vpand  %ymm14,%ymm5,%ymm5
    2c03:	vpxor  %ymm3,%ymm5,%ymm5
    2c07:	vpmulld %ymm15,%ymm5,%ymm5
    2c0c:	vpsravd %ymm0,%ymm5,%ymm3
    2c11:	vpand  %ymm11,%ymm3,%ymm3
    2c16:	vpxor  %ymm5,%ymm3,%ymm3
    2c1a:	vpsravd %ymm9,%ymm3,%ymm3
    2c1f:	vpand  %ymm13,%ymm3,%ymm3
    2c24:	vpaddd 0x360(%rsp),%ymm3,%ymm3
    2c2d:	vcvtdq2ps %ymm3,%ymm3
    2c31:	vmulps 0x35a7(%rip),%ymm3,%ymm3        # 61e0 <_fini+0xf3c>
    2c39:	vblendvps %ymm8,%ymm3,%ymm10,%ymm10
    2c3f:	vmulps 0x3539(%rip),%ymm7,%ymm3        # 6180 <_fini+0xedc>
    2c47:	vaddps %ymm10,%ymm3,%ymm13
    2c4c:	vbroadcastss 0x37ab(%rip),%ymm10        # 6400 <_fini+0x115c>
    2c55:	vandnps %ymm13,%ymm10,%ymm3
    2c5a:	vcmpgt_oqps 0x353d(%rip),%ymm3,%ymm3        # 61a0 <_fini+0xefc>
    2c63:	vmulps 0x3515(%rip),%ymm6,%ymm7        # 6180 <_fini+0xedc>
    2c6b:	vaddps %ymm4,%ymm7,%ymm7
    2c6f:	vandnps %ymm7,%ymm10,%ymm5
    2c73:	vpxor  %xmm10,%xmm10,%xmm10
    2c78:	vpcmpgtb %ymm12,%ymm10,%ymm8
    2c7d:	vmovdqa 0x140(%rsp),%ymm12
    2c86:	vcmpgt_oqps 0x3531(%rip),%ymm5,%ymm5        # 61c0 <_fini+0xf1c>
    2c8f:	vpor   %ymm5,%ymm3,%ymm3
    2c93:	vmovdqa %ymm8,0x120(%rsp)
    2c9c:	vpblendvb %ymm8,%ymm10,%ymm12,%ymm5
    2ca2:	vpaddd 0x280(%rsp),%ymm5,%ymm12
    2cab:	vpbroadcastd 0x4(%rsi),%ymm8
    2cb1:	vpxor  %xmm10,%xmm10,%xmm10
    2cb6:	vpminsd 0x240(%rsp),%ymm12,%ymm5
    2cc0:	vmovdqa %ymm12,0x160(%rsp)
    2cc9:	vpcmpeqd %ymm12,%ymm5,%ymm5
    2cce:	vpxor  0x370a(%rip),%ymm5,%ymm5        # 63e0 <_fini+0x113c>
    2cd6:	vpor   %ymm3,%ymm5,%ymm12
    2cda:	vpxor  0x260(%rsp),%ymm8,%ymm5
    2ce3:	vmovdqa %ymm12,0x220(%rsp)
    2cec:	vpcmpgtd 0x220(%rsp),%ymm10,%ymm10
    2cf5:	vpsravd %ymm0,%ymm5,%ymm3
    2cfa:	vpand  %ymm11,%ymm3,%ymm3
    2cff:	vpxor  %ymm5,%ymm3,%ymm3
    2d03:	vpmulld %ymm2,%ymm3,%ymm3
    2d08:	vpsravd %ymm1,%ymm3,%ymm5
    2d0d:	vpand  %ymm14,%ymm5,%ymm5
    2d12:	vpxor  %ymm3,%ymm5,%ymm5
    2d16:	vpmulld %ymm15,%ymm5,%ymm5
    2d1b:	vpsravd %ymm0,%ymm5,%ymm3
    2d20:	vpand  %ymm11,%ymm3,%ymm3
    2d25:	vpxor  %ymm5,%ymm3,%ymm3
    2d29:	vpsravd %ymm9,%ymm3,%ymm3
    2d2e:	vmulps %ymm4,%ymm4,%ymm9
    2d32:	vmulps 0x34c6(%rip),%ymm9,%ymm5        # 6200 <_fini+0xf5c>
    2d3a:	vpand  0x340(%rsp),%ymm3,%ymm3
    2d43:	vpaddd 0x360(%rsp),%ymm3,%ymm3
    2d4c:	vaddps 0x34cc(%rip),%ymm5,%ymm5        # 6220 <_fini+0xf7c>
    2d54:	vcvtdq2ps %ymm3,%ymm3
    2d58:	vmulps 0x3480(%rip),%ymm3,%ymm3        # 61e0 <_fini+0xf3c>
    2d60:	vmulps %ymm9,%ymm5,%ymm5
    2d65:	vaddps 0x34d3(%rip),%ymm5,%ymm5        # 6240 <_fini+0xf9c>
    2d6d:	vblendvps %ymm10,%ymm3,%ymm7,%ymm7
    2d73:	vmulps 0x34e5(%rip),%ymm9,%ymm3        # 6260 <_fini+0xfbc>
    2d7b:	vmulps %ymm9,%ymm5,%ymm5
    2d80:	vmulps %ymm9,%ymm5,%ymm5
    2d85:	vsubps %ymm3,%ymm5,%ymm5
    2d89:	vpxor  0x2a0(%rsp),%ymm8,%ymm3
    2d92:	vaddps 0x34e6(%rip),%ymm5,%ymm5        # 6280 <_fini+0xfdc>
    2d9a:	vpsravd %ymm0,%ymm3,%ymm12
    2d9f:	vpand  %ymm11,%ymm12,%ymm12
    2da4:	vpxor  %ymm3,%ymm12,%ymm12
    2da8:	vpmulld %ymm2,%ymm12,%ymm12
    2dad:	vpsravd %ymm1,%ymm12,%ymm3
    2db2:	vpand  %ymm14,%ymm3,%ymm3
    2db7:	vpxor  %ymm12,%ymm3,%ymm3
    2dbc:	vpmulld %ymm15,%ymm3,%ymm3
    2dc1:	vpsravd %ymm0,%ymm3,%ymm12
    2dc6:	vpand  %ymm11,%ymm12,%ymm12
    2dcb:	vpxor  %ymm3,%ymm12,%ymm12
    2dcf:	vbroadcastss 0x362c(%rip),%ymm3        # 6404 <_fini+0x1160>
    2dd8:	vblendvps %ymm12,0x34be(%rip),%ymm3,%ymm12        # 62a0 <_fini+0xffc>
    2de2:	vmulps 0x34d6(%rip),%ymm9,%ymm3        # 62c0 <_fini+0x101c>
    2dea:	vaddps 0x34ee(%rip),%ymm3,%ymm3        # 62e0 <_fini+0x103c>
    2df2:	vmulps %ymm9,%ymm3,%ymm3
    2df7:	vaddps 0x3501(%rip),%ymm3,%ymm3        # 6300 <_fini+0x105c>
    2dff:	vmulps %ymm9,%ymm3,%ymm3
    2e04:	vmulps %ymm4,%ymm3,%ymm3
    2e08:	vaddps %ymm4,%ymm3,%ymm4
    2e0c:	vmulps 0x350c(%rip),%ymm6,%ymm3        # 6320 <_fini+0x107c>
    2e14:	vmulps %ymm6,%ymm3,%ymm3
    2e18:	vmulps %ymm4,%ymm3,%ymm3
    2e1c:	vmulps 0x353c(%rip),%ymm4,%ymm4        # 6360 <_fini+0x10bc>
    2e24:	vaddps %ymm12,%ymm3,%ymm3
    2e29:	vmulps 0x350f(%rip),%ymm3,%ymm3        # 6340 <_fini+0x109c>
    2e31:	vbroadcastss 0x35ce(%rip),%ymm12        # 6408 <_fini+0x1164>
    2e3a:	vmulps %ymm5,%ymm3,%ymm9
    2e3e:	vsubps %ymm9,%ymm4,%ymm4
    2e43:	vmulps 0x3535(%rip),%ymm5,%ymm9        # 6380 <_fini+0x10dc>
    2e4b:	vmulps %ymm5,%ymm9,%ymm9
    2e4f:	vsubps %ymm9,%ymm12,%ymm9
    2e54:	vmulps 0x3404(%rip),%ymm9,%ymm9        # 6260 <_fini+0xfbc>
    2e5c:	vmovdqa 0x320(%rsp),%ymm12
    2e65:	vdivps %ymm9,%ymm4,%ymm4
    2e6a:	vmulps 0x352e(%rip),%ymm4,%ymm9        # 63a0 <_fini+0x10fc>
    2e72:	vmulps 0x3306(%rip),%ymm4,%ymm4        # 6180 <_fini+0xedc>
    2e7a:	vmulps %ymm5,%ymm9,%ymm9
    2e7e:	vaddps %ymm6,%ymm4,%ymm4
    2e82:	vpxor  0x2e0(%rsp),%ymm8,%ymm6
    2e8b:	vsubps %ymm9,%ymm3,%ymm3
    2e90:	vpxor  0x2c0(%rsp),%ymm8,%ymm9
    2e99:	vmulps 0x32df(%rip),%ymm3,%ymm3        # 6180 <_fini+0xedc>
    2ea1:	vpxor  0x300(%rsp),%ymm8,%ymm8
    2eaa:	vaddps 0x200(%rsp),%ymm3,%ymm3
    2eb3:	vpsravd %ymm0,%ymm9,%ymm5
    2eb8:	vpand  %ymm11,%ymm5,%ymm5
    2ebd:	vpxor  %ymm9,%ymm5,%ymm5
    2ec2:	vpmulld %ymm2,%ymm5,%ymm5
    2ec7:	vpsravd %ymm1,%ymm5,%ymm9
    2ecc:	vpand  %ymm14,%ymm9,%ymm9
    2ed1:	vpxor  %ymm5,%ymm9,%ymm9
    2ed5:	vpmulld %ymm15,%ymm9,%ymm9
    2eda:	vpsravd %ymm0,%ymm9,%ymm5
    2edf:	vpand  %ymm11,%ymm5,%ymm5
    2ee4:	vpxor  %ymm9,%ymm5,%ymm5
    2ee9:	vmovdqa 0x340(%rsp),%ymm9
    2ef2:	vpsravd %ymm12,%ymm5,%ymm5
    2ef7:	vpand  %ymm9,%ymm5,%ymm5
    2efc:	vpaddd 0x360(%rsp),%ymm5,%ymm5
    2f05:	vcvtdq2ps %ymm5,%ymm5
    2f09:	vmulps 0x32cf(%rip),%ymm5,%ymm5        # 61e0 <_fini+0xf3c>
    2f11:	vblendvps %ymm10,%ymm5,%ymm4,%ymm4
    2f17:	vpsravd %ymm0,%ymm6,%ymm5
    2f1c:	vpand  %ymm11,%ymm5,%ymm5
    2f21:	vpxor  %ymm6,%ymm5,%ymm5
    2f25:	vpmulld %ymm2,%ymm5,%ymm5
    2f2a:	vpsravd %ymm1,%ymm5,%ymm6
    2f2f:	vpand  %ymm14,%ymm6,%ymm6
    2f34:	vpxor  %ymm5,%ymm6,%ymm6
    2f38:	vpmulld %ymm15,%ymm6,%ymm6
    2f3d:	vpsravd %ymm0,%ymm6,%ymm5
    2f42:	vpand  %ymm11,%ymm5,%ymm5
    2f47:	vpxor  %ymm6,%ymm5,%ymm5
    2f4b:	vmovdqa 0x360(%rsp),%ymm6
    2f54:	vpsravd %ymm12,%ymm5,%ymm5
    2f59:	vpand  %ymm9,%ymm5,%ymm5
    2f5e:	vpaddd %ymm6,%ymm5,%ymm5
    2f62:	vcvtdq2ps %ymm5,%ymm5
    2f66:	vmulps 0x3272(%rip),%ymm5,%ymm5        # 61e0 <_fini+0xf3c>
    2f6e:	vblendvps %ymm10,%ymm5,%ymm3,%ymm3
    2f74:	vmovaps %ymm3,0x200(%rsp)
    2f7d:	vpsravd %ymm0,%ymm8,%ymm3
    2f82:	vpand  %ymm11,%ymm3,%ymm3
    2f87:	vpxor  %ymm8,%ymm3,%ymm3
    2f8c:	vpmulld %ymm2,%ymm3,%ymm3
    2f91:	vpsravd %ymm1,%ymm3,%ymm5
    2f96:	vpand  %ymm14,%ymm5,%ymm5
    2f9b:	vpxor  %ymm3,%ymm5,%ymm5
    2f9f:	vpmulld %ymm15,%ymm5,%ymm5
    2fa4:	vpsravd %ymm0,%ymm5,%ymm3
    2fa9:	vpand  %ymm11,%ymm3,%ymm3
    2fae:	vpxor  %ymm5,%ymm3,%ymm3
    2fb2:	vpsravd %ymm12,%ymm3,%ymm3
    2fb7:	vpand  %ymm9,%ymm3,%ymm3
    2fbc:	vpaddd %ymm6,%ymm3,%ymm3
    2fc0:	vmovaps 0x200(%rsp),%ymm6
    2fc9:	vcvtdq2ps %ymm3,%ymm3
    2fcd:	vmulps 0x320b(%rip),%ymm3,%ymm3        # 61e0 <_fini+0xf3c>
    2fd5:	vblendvps %ymm10,%ymm3,%ymm13,%ymm13
    2fdb:	vmulps 0x319d(%rip),%ymm6,%ymm3        # 6180 <_fini+0xedc>
    2fe3:	vbroadcastss 0x3414(%rip),%ymm6        # 6400 <_fini+0x115c>
    2fec:	vpxor  %xmm10,%xmm10,%xmm10
    2ff1:	vaddps %ymm13,%ymm3,%ymm8
    2ff6:	vbroadcastss 0x3401(%rip),%ymm3        # 6400 <_fini+0x115c>
    2fff:	vmovdqa 0x160(%rsp),%ymm13
    3008:	vandnps %ymm8,%ymm6,%ymm5
    300d:	vmulps 0x316b(%rip),%ymm4,%ymm6        # 6180 <_fini+0xedc>
    3015:	vmovaps %ymm8,0x1c0(%rsp)
    301e:	vcmpgt_oqps 0x3179(%rip),%ymm5,%ymm5        # 61a0 <_fini+0xefc>
    3027:	vaddps %ymm7,%ymm6,%ymm6
    302b:	vandnps %ymm6,%ymm3,%ymm3
    302f:	vcmpgt_oqps 0x3188(%rip),%ymm3,%ymm3        # 61c0 <_fini+0xf1c>
    3038:	vpor   %ymm3,%ymm5,%ymm3
    303c:	vpcmpgtb 0x220(%rsp),%ymm10,%ymm5
    3045:	vmovdqa %ymm5,0x100(%rsp)
    304e:	vpblendvb %ymm5,%ymm10,%ymm13,%ymm5
    3054:	vpaddd 0x280(%rsp),%ymm5,%ymm8
    305d:	vpxor  %xmm10,%xmm10,%xmm10
    3062:	vpminsd 0x240(%rsp),%ymm8,%ymm5
    306c:	vmovdqa %ymm8,0x180(%rsp)
    3075:	vpcmpeqd %ymm8,%ymm5,%ymm5
    307a:	vpxor  0x335e(%rip),%ymm5,%ymm5        # 63e0 <_fini+0x113c>
    3082:	vpbroadcastd 0x8(%rsi),%ymm8
    3088:	vpor   %ymm3,%ymm5,%ymm3
    308c:	vpxor  0x260(%rsp),%ymm8,%ymm5
    3095:	vmovdqa %ymm3,%ymm13
    3099:	vmovdqa %ymm13,0x220(%rsp)
    30a2:	vbroadcastss 0x3359(%rip),%ymm13        # 6404 <_fini+0x1160>
    30ab:	vpcmpgtd 0x220(%rsp),%ymm10,%ymm10
    30b4:	vpsravd %ymm0,%ymm5,%ymm3
    30b9:	vpand  %ymm11,%ymm3,%ymm3
    30be:	vpxor  %ymm5,%ymm3,%ymm3
    30c2:	vpmulld %ymm2,%ymm3,%ymm3
    30c7:	vpsravd %ymm1,%ymm3,%ymm5
    30cc:	vpand  %ymm14,%ymm5,%ymm5
    30d1:	vpxor  %ymm3,%ymm5,%ymm5
    30d5:	vpmulld %ymm15,%ymm5,%ymm5
    30da:	vpsravd %ymm0,%ymm5,%ymm3
    30df:	vpand  %ymm11,%ymm3,%ymm3
    30e4:	vpxor  %ymm5,%ymm3,%ymm3
    30e8:	vpsravd %ymm12,%ymm3,%ymm3
    30ed:	vpand  %ymm9,%ymm3,%ymm3
    30f2:	vmulps %ymm7,%ymm7,%ymm9
    30f6:	vmulps 0x3102(%rip),%ymm9,%ymm5        # 6200 <_fini+0xf5c>
    30fe:	vpaddd 0x360(%rsp),%ymm3,%ymm3
    3107:	vaddps 0x3111(%rip),%ymm5,%ymm5        # 6220 <_fini+0xf7c>
    310f:	vcvtdq2ps %ymm3,%ymm3
    3113:	vmulps 0x30c5(%rip),%ymm3,%ymm3        # 61e0 <_fini+0xf3c>
    311b:	vmulps %ymm9,%ymm5,%ymm5
    3120:	vaddps 0x3118(%rip),%ymm5,%ymm5        # 6240 <_fini+0xf9c>
    3128:	vblendvps %ymm10,%ymm3,%ymm6,%ymm6
    312e:	vmulps 0x312a(%rip),%ymm9,%ymm3        # 6260 <_fini+0xfbc>
    3136:	vmulps %ymm9,%ymm5,%ymm5
    313b:	vmulps %ymm9,%ymm5,%ymm5
    3140:	vsubps %ymm3,%ymm5,%ymm5
    3144:	vpxor  0x2a0(%rsp),%ymm8,%ymm3
    314d:	vaddps 0x312b(%rip),%ymm5,%ymm5        # 6280 <_fini+0xfdc>
    3155:	vpsravd %ymm0,%ymm3,%ymm12
    315a:	vpand  %ymm12,%ymm11,%ymm12
    315f:	vpxor  %ymm3,%ymm12,%ymm12
    3163:	vpmulld %ymm12,%ymm2,%ymm12
    3168:	vpsravd %ymm1,%ymm12,%ymm3
    316d:	vpand  %ymm3,%ymm14,%ymm3
    3171:	vpxor  %ymm12,%ymm3,%ymm3
    3176:	vpmulld %ymm3,%ymm15,%ymm3
    317b:	vpsravd %ymm0,%ymm3,%ymm12
    3180:	vpand  %ymm12,%ymm11,%ymm12
    3185:	vpxor  %ymm3,%ymm12,%ymm12
    3189:	vmulps 0x312f(%rip),%ymm9,%ymm3        # 62c0 <_fini+0x101c>
    3191:	vblendvps %ymm12,0x3105(%rip),%ymm13,%ymm12        # 62a0 <_fini+0xffc>
    319b:	vbroadcastss 0x3264(%rip),%ymm13        # 6408 <_fini+0x1164>
    31a4:	vaddps 0x3134(%rip),%ymm3,%ymm3        # 62e0 <_fini+0x103c>
    31ac:	vmulps %ymm9,%ymm3,%ymm3
    31b1:	vaddps 0x3147(%rip),%ymm3,%ymm3        # 6300 <_fini+0x105c>
    31b9:	vmulps %ymm9,%ymm3,%ymm3
    31be:	vmulps %ymm7,%ymm3,%ymm3
    31c2:	vaddps %ymm7,%ymm3,%ymm3
    31c6:	vmulps 0x3152(%rip),%ymm4,%ymm7        # 6320 <_fini+0x107c>
    31ce:	vmulps %ymm4,%ymm7,%ymm7
    31d2:	vmulps %ymm3,%ymm7,%ymm7
    31d6:	vmulps 0x3182(%rip),%ymm3,%ymm3        # 6360 <_fini+0x10bc>
    31de:	vaddps %ymm12,%ymm7,%ymm7
    31e3:	vmulps 0x3155(%rip),%ymm7,%ymm7        # 6340 <_fini+0x109c>
    31eb:	vmovdqa 0x320(%rsp),%ymm12
    31f4:	vmulps %ymm5,%ymm7,%ymm9
    31f8:	vsubps %ymm9,%ymm3,%ymm3
    31fd:	vmulps 0x317b(%rip),%ymm5,%ymm9        # 6380 <_fini+0x10dc>
    3205:	vmulps %ymm5,%ymm9,%ymm9
    3209:	vsubps %ymm9,%ymm13,%ymm9
    320e:	vmulps 0x304a(%rip),%ymm9,%ymm9        # 6260 <_fini+0xfbc>
    3216:	vmovdqa 0x360(%rsp),%ymm13
    321f:	vdivps %ymm9,%ymm3,%ymm3
    3224:	vmulps 0x3174(%rip),%ymm3,%ymm9        # 63a0 <_fini+0x10fc>
    322c:	vmulps 0x2f4c(%rip),%ymm3,%ymm3        # 6180 <_fini+0xedc>
    3234:	vmulps %ymm5,%ymm9,%ymm9
    3238:	vaddps %ymm4,%ymm3,%ymm3
    323c:	vsubps %ymm9,%ymm7,%ymm5
    3241:	vpxor  0x2c0(%rsp),%ymm8,%ymm9
    324a:	vmulps 0x2f2e(%rip),%ymm5,%ymm5        # 6180 <_fini+0xedc>
    3252:	vpsravd %ymm0,%ymm9,%ymm7
    3257:	vpand  %ymm7,%ymm11,%ymm7
    325b:	vpxor  %ymm9,%ymm7,%ymm7
    3260:	vpmulld %ymm7,%ymm2,%ymm7
    3265:	vpsravd %ymm1,%ymm7,%ymm9
    326a:	vpand  %ymm9,%ymm14,%ymm9
    326f:	vpxor  %ymm7,%ymm9,%ymm9
    3273:	vpmulld %ymm9,%ymm15,%ymm9
    3278:	vpsravd %ymm0,%ymm9,%ymm7
    327d:	vpand  %ymm7,%ymm11,%ymm7
    3281:	vpxor  %ymm9,%ymm7,%ymm7
    3286:	vmovdqa 0x340(%rsp),%ymm9
    328f:	vpsravd %ymm12,%ymm7,%ymm7
    3294:	vpand  %ymm9,%ymm7,%ymm7
    3299:	vpaddd %ymm13,%ymm7,%ymm7
    329e:	vcvtdq2ps %ymm7,%ymm7
    32a2:	vmulps 0x2f36(%rip),%ymm7,%ymm7        # 61e0 <_fini+0xf3c>
    32aa:	vblendvps %ymm10,%ymm7,%ymm3,%ymm3
    32b0:	vpxor  0x2e0(%rsp),%ymm8,%ymm7
    32b9:	vpsravd %ymm0,%ymm7,%ymm4
    32be:	vpand  %ymm4,%ymm11,%ymm4
    32c2:	vpxor  %ymm7,%ymm4,%ymm4
    32c6:	vpmulld %ymm4,%ymm2,%ymm4
    32cb:	vpsravd %ymm1,%ymm4,%ymm7
    32d0:	vpand  %ymm7,%ymm14,%ymm7
    32d4:	vpxor  %ymm4,%ymm7,%ymm7
    32d8:	vpmulld %ymm7,%ymm15,%ymm7
    32dd:	vpsravd %ymm0,%ymm7,%ymm4
    32e2:	vpand  %ymm4,%ymm11,%ymm4
    32e6:	vpxor  %ymm7,%ymm4,%ymm4
    32ea:	vpsravd %ymm12,%ymm4,%ymm4
    32ef:	vpand  %ymm9,%ymm4,%ymm4
    32f4:	vpaddd %ymm13,%ymm4,%ymm4
    32f9:	vcvtdq2ps %ymm4,%ymm4
    32fd:	vmulps 0x2edb(%rip),%ymm4,%ymm4        # 61e0 <_fini+0xf3c>
    3305:	vaddps 0x200(%rsp),%ymm5,%ymm5
    330e:	vpxor  0x300(%rsp),%ymm8,%ymm8
    3317:	vpbroadcastd 0xc(%rsi),%ymm7
    331d:	vblendvps %ymm10,%ymm4,%ymm5,%ymm4
    3323:	vmovaps %ymm4,0x1e0(%rsp)
    332c:	vpsravd %ymm0,%ymm8,%ymm4
    3331:	vpand  %ymm4,%ymm11,%ymm4
    3335:	vpxor  %ymm8,%ymm4,%ymm4
    333a:	vmovaps 0x1c0(%rsp),%ymm8
    3343:	vpmulld %ymm4,%ymm2,%ymm4
    3348:	vpsravd %ymm1,%ymm4,%ymm5
    334d:	vpand  %ymm5,%ymm14,%ymm5
    3351:	vpxor  %ymm4,%ymm5,%ymm5
    3355:	vpmulld %ymm5,%ymm15,%ymm5
    335a:	vpsravd %ymm0,%ymm5,%ymm4
    335f:	vpand  %ymm4,%ymm11,%ymm4
    3363:	vpxor  %ymm5,%ymm4,%ymm4
    3367:	vpsravd %ymm12,%ymm4,%ymm4
    336c:	vpand  %ymm9,%ymm4,%ymm4
    3371:	vmovaps 0x1e0(%rsp),%ymm9
    337a:	vpaddd %ymm13,%ymm4,%ymm4
    337f:	vcvtdq2ps %ymm4,%ymm4
    3383:	vmulps 0x2e55(%rip),%ymm4,%ymm4        # 61e0 <_fini+0xf3c>
    338b:	vblendvps %ymm10,%ymm4,%ymm8,%ymm13
    3391:	vmulps 0x2de7(%rip),%ymm9,%ymm4        # 6180 <_fini+0xedc>
    3399:	vmulps 0x2ddf(%rip),%ymm3,%ymm8        # 6180 <_fini+0xedc>
    33a1:	vpxor  %xmm10,%xmm10,%xmm10
    33a6:	vmovdqa 0x180(%rsp),%ymm9
    33af:	vaddps %ymm13,%ymm4,%ymm13
    33b4:	vbroadcastss 0x3043(%rip),%ymm4        # 6400 <_fini+0x115c>
    33bd:	vaddps %ymm6,%ymm8,%ymm8
    33c1:	vmovaps %ymm13,0x1c0(%rsp)
    33ca:	vandnps %ymm13,%ymm4,%ymm5
    33cf:	vandnps %ymm8,%ymm4,%ymm4
    33d4:	vpcmpgtb 0x220(%rsp),%ymm10,%ymm13
    33dd:	vcmpgt_oqps 0x2dba(%rip),%ymm5,%ymm5        # 61a0 <_fini+0xefc>
    33e6:	vcmpgt_oqps 0x2dd1(%rip),%ymm4,%ymm4        # 61c0 <_fini+0xf1c>
    33ef:	vmovdqa %ymm13,0xe0(%rsp)
    33f8:	vpor   %ymm4,%ymm5,%ymm4
    33fc:	vpblendvb %ymm13,%ymm10,%ymm9,%ymm5
    3402:	vpaddd 0x280(%rsp),%ymm5,%ymm13
    340b:	vpxor  %xmm10,%xmm10,%xmm10
    3410:	vpminsd 0x240(%rsp),%ymm13,%ymm9
    341a:	vpxor  0x260(%rsp),%ymm7,%ymm5
    3423:	vmovdqa %ymm13,0x1a0(%rsp)
    342c:	vpcmpeqd %ymm13,%ymm9,%ymm9
    3431:	vpxor  0x2fa7(%rip),%ymm9,%ymm9        # 63e0 <_fini+0x113c>
    3439:	vpor   %ymm4,%ymm9,%ymm9
    343d:	vpsravd %ymm0,%ymm5,%ymm4
    3442:	vpand  %ymm4,%ymm11,%ymm4
    3446:	vpxor  %ymm5,%ymm4,%ymm4
    344a:	vpcmpgtd %ymm9,%ymm10,%ymm10
    344f:	vpmulld %ymm4,%ymm2,%ymm4
    3454:	vpsravd %ymm1,%ymm4,%ymm5
    3459:	vpand  %ymm5,%ymm14,%ymm5
    345d:	vpxor  %ymm4,%ymm5,%ymm5
    3461:	vpmulld %ymm5,%ymm15,%ymm5
    3466:	vpsravd %ymm0,%ymm5,%ymm4
    346b:	vpand  %ymm4,%ymm11,%ymm4
    346f:	vpxor  %ymm5,%ymm4,%ymm4
    3473:	vpsravd %ymm12,%ymm4,%ymm4
    3478:	vmulps %ymm6,%ymm6,%ymm12
    347c:	vmulps 0x2d7c(%rip),%ymm12,%ymm5        # 6200 <_fini+0xf5c>
    3484:	vpand  0x340(%rsp),%ymm4,%ymm4
    348d:	vpaddd 0x360(%rsp),%ymm4,%ymm4
    3496:	vaddps 0x2d82(%rip),%ymm5,%ymm5        # 6220 <_fini+0xf7c>
    349e:	vcvtdq2ps %ymm4,%ymm4
    34a2:	vmulps 0x2d36(%rip),%ymm4,%ymm4        # 61e0 <_fini+0xf3c>
    34aa:	vmulps %ymm12,%ymm5,%ymm5
    34af:	vaddps 0x2d89(%rip),%ymm5,%ymm5        # 6240 <_fini+0xf9c>
    34b7:	vblendvps %ymm10,%ymm4,%ymm8,%ymm8
    34bd:	vmulps 0x2d9b(%rip),%ymm12,%ymm4        # 6260 <_fini+0xfbc>
    34c5:	vmulps %ymm12,%ymm5,%ymm5
    34ca:	vmulps %ymm12,%ymm5,%ymm5
    34cf:	vsubps %ymm4,%ymm5,%ymm5
    34d3:	vpxor  0x2a0(%rsp),%ymm7,%ymm4
    34dc:	vaddps 0x2d9c(%rip),%ymm5,%ymm5        # 6280 <_fini+0xfdc>
    34e4:	vpsravd %ymm0,%ymm4,%ymm13
    34e9:	vpand  %ymm13,%ymm11,%ymm13
    34ee:	vpxor  %ymm4,%ymm13,%ymm13
    34f2:	vpmulld %ymm13,%ymm2,%ymm13
    34f7:	vpsravd %ymm1,%ymm13,%ymm4
    34fc:	vpand  %ymm4,%ymm14,%ymm4
    3500:	vpxor  %ymm13,%ymm4,%ymm4
    3505:	vpmulld %ymm4,%ymm15,%ymm4
    350a:	vpsravd %ymm0,%ymm4,%ymm13
    350f:	vpand  %ymm13,%ymm11,%ymm13
    3514:	vpxor  %ymm4,%ymm13,%ymm13
    3518:	vbroadcastss 0x2ee3(%rip),%ymm4        # 6404 <_fini+0x1160>
    3521:	vblendvps %ymm13,0x2d75(%rip),%ymm4,%ymm13        # 62a0 <_fini+0xffc>
    352b:	vmulps 0x2d8d(%rip),%ymm12,%ymm4        # 62c0 <_fini+0x101c>
    3533:	vaddps 0x2da5(%rip),%ymm4,%ymm4        # 62e0 <_fini+0x103c>
    353b:	vmulps %ymm12,%ymm4,%ymm4
    3540:	vaddps 0x2db8(%rip),%ymm4,%ymm4        # 6300 <_fini+0x105c>
    3548:	vmulps %ymm12,%ymm4,%ymm4
    354d:	vmulps %ymm6,%ymm4,%ymm4
    3551:	vaddps %ymm6,%ymm4,%ymm6
    3555:	vmulps 0x2dc3(%rip),%ymm3,%ymm4        # 6320 <_fini+0x107c>
    355d:	vmulps %ymm3,%ymm4,%ymm4
    3561:	vmulps %ymm6,%ymm4,%ymm4
    3565:	vmulps 0x2df3(%rip),%ymm6,%ymm6        # 6360 <_fini+0x10bc>
    356d:	vaddps %ymm13,%ymm4,%ymm4
    3572:	vmulps 0x2dc6(%rip),%ymm4,%ymm4        # 6340 <_fini+0x109c>
    357a:	vbroadcastss 0x2e85(%rip),%ymm13        # 6408 <_fini+0x1164>
    3583:	vmulps %ymm5,%ymm4,%ymm12
    3587:	vsubps %ymm12,%ymm6,%ymm6
    358c:	vmulps 0x2dec(%rip),%ymm5,%ymm12        # 6380 <_fini+0x10dc>
    3594:	vmulps %ymm5,%ymm12,%ymm12
    3598:	vsubps %ymm12,%ymm13,%ymm12
    359d:	vmulps 0x2cbb(%rip),%ymm12,%ymm12        # 6260 <_fini+0xfbc>
    35a5:	vmovdqa 0x340(%rsp),%ymm13
    35ae:	vdivps %ymm12,%ymm6,%ymm6
    35b3:	vmulps 0x2de5(%rip),%ymm6,%ymm12        # 63a0 <_fini+0x10fc>
    35bb:	vmulps 0x2bbd(%rip),%ymm6,%ymm6        # 6180 <_fini+0xedc>
    35c3:	vmulps %ymm5,%ymm12,%ymm12
    35c7:	vaddps %ymm3,%ymm6,%ymm6
    35cb:	vsubps %ymm12,%ymm4,%ymm4
    35d0:	vpxor  0x2c0(%rsp),%ymm7,%ymm12
    35d9:	vmulps 0x2b9f(%rip),%ymm4,%ymm4        # 6180 <_fini+0xedc>
    35e1:	vaddps 0x1e0(%rsp),%ymm4,%ymm4
    35ea:	vpsravd %ymm0,%ymm12,%ymm5
    35ef:	vpand  %ymm5,%ymm11,%ymm5
    35f3:	vpxor  %ymm12,%ymm5,%ymm5
    35f8:	vpmulld %ymm5,%ymm2,%ymm5
    35fd:	vpsravd %ymm1,%ymm5,%ymm12
    3602:	vpand  %ymm12,%ymm14,%ymm12
    3607:	vpxor  %ymm5,%ymm12,%ymm12
    360b:	vpmulld %ymm12,%ymm15,%ymm12
    3610:	vpsravd %ymm0,%ymm12,%ymm5
    3615:	vpand  %ymm5,%ymm11,%ymm5
    3619:	vpxor  %ymm12,%ymm5,%ymm5
    361e:	vmovdqa 0x320(%rsp),%ymm12
    3627:	vpsravd %ymm12,%ymm5,%ymm5
    362c:	vpand  %ymm13,%ymm5,%ymm5
    3631:	vpaddd 0x360(%rsp),%ymm5,%ymm5
    363a:	vcvtdq2ps %ymm5,%ymm5
    363e:	vmulps 0x2b9a(%rip),%ymm5,%ymm5        # 61e0 <_fini+0xf3c>
    3646:	vblendvps %ymm10,%ymm5,%ymm6,%ymm6
    364c:	vpxor  0x2e0(%rsp),%ymm7,%ymm5
    3655:	vpxor  0x300(%rsp),%ymm7,%ymm7
    365e:	vmovaps %ymm6,0x220(%rsp)
    3667:	vpxor  %xmm6,%xmm6,%xmm6
    366b:	vpcmpgtb %ymm9,%ymm6,%ymm3
    3670:	vmovdqa 0x1a0(%rsp),%ymm9
    3679:	vmovdqa %ymm3,0xc0(%rsp)
    3682:	vpblendvb %ymm3,%ymm6,%ymm9,%ymm3
    3688:	vpaddd 0x280(%rsp),%ymm3,%ymm3
    3691:	vmulps %ymm8,%ymm8,%ymm6
    3696:	vmovdqa 0x360(%rsp),%ymm9
    369f:	vmovdqa %ymm3,0x200(%rsp)
    36a8:	vpsravd %ymm0,%ymm5,%ymm3
    36ad:	vpand  %ymm3,%ymm11,%ymm3
    36b1:	vpxor  %ymm5,%ymm3,%ymm3
    36b5:	vpmulld %ymm3,%ymm2,%ymm3
    36ba:	vpsravd %ymm1,%ymm3,%ymm5
    36bf:	vpand  %ymm5,%ymm14,%ymm5
    36c3:	vpxor  %ymm3,%ymm5,%ymm5
    36c7:	vpmulld %ymm5,%ymm15,%ymm5
    36cc:	vpsravd %ymm0,%ymm5,%ymm3
    36d1:	vpand  %ymm3,%ymm11,%ymm3
    36d5:	vpxor  %ymm5,%ymm3,%ymm3
    36d9:	vpsravd %ymm12,%ymm3,%ymm3
    36de:	vpand  %ymm13,%ymm3,%ymm3
    36e3:	vpaddd %ymm9,%ymm3,%ymm3
    36e8:	vcvtdq2ps %ymm3,%ymm3
    36ec:	vmulps 0x2aec(%rip),%ymm3,%ymm3        # 61e0 <_fini+0xf3c>
    36f4:	vblendvps %ymm10,%ymm3,%ymm4,%ymm4
    36fa:	vpsravd %ymm0,%ymm7,%ymm3
    36ff:	vpand  %ymm3,%ymm11,%ymm3
    3703:	vpxor  %ymm7,%ymm3,%ymm3
    3707:	vmovaps 0x1c0(%rsp),%ymm7
    3710:	vpmulld %ymm3,%ymm2,%ymm3
    3715:	vpsravd %ymm1,%ymm3,%ymm5
    371a:	vpand  %ymm5,%ymm14,%ymm5
    371e:	vpxor  %ymm3,%ymm5,%ymm5
    3722:	vpmulld %ymm5,%ymm15,%ymm5
    3727:	vpsravd %ymm0,%ymm5,%ymm3
    372c:	vpand  %ymm3,%ymm11,%ymm3
    3730:	vpxor  %ymm5,%ymm3,%ymm3
    3734:	vmulps 0x2ac4(%rip),%ymm6,%ymm5        # 6200 <_fini+0xf5c>
    373c:	vpsravd %ymm12,%ymm3,%ymm3
    3741:	vpand  %ymm13,%ymm3,%ymm3
    3746:	vmulps 0x2a32(%rip),%ymm4,%ymm13        # 6180 <_fini+0xedc>
    374e:	vpaddd %ymm9,%ymm3,%ymm3
    3753:	vaddps 0x2ac5(%rip),%ymm5,%ymm5        # 6220 <_fini+0xf7c>
    375b:	vcvtdq2ps %ymm3,%ymm3
    375f:	vmulps 0x2a79(%rip),%ymm3,%ymm3        # 61e0 <_fini+0xf3c>
    3767:	vmulps %ymm6,%ymm5,%ymm5
    376b:	vaddps 0x2acd(%rip),%ymm5,%ymm5        # 6240 <_fini+0xf9c>
    3773:	vblendvps %ymm10,%ymm3,%ymm7,%ymm3
    3779:	vpbroadcastd 0x10(%rsi),%ymm9
    377f:	vaddps %ymm3,%ymm13,%ymm13
    3783:	vmulps 0x2ad5(%rip),%ymm6,%ymm3        # 6260 <_fini+0xfbc>
    378b:	vmovaps 0x220(%rsp),%ymm12
    3794:	vbroadcastss 0x2c67(%rip),%ymm10        # 6404 <_fini+0x1160>
    379d:	vmulps %ymm6,%ymm5,%ymm5
    37a1:	vmulps %ymm6,%ymm5,%ymm5
    37a5:	vsubps %ymm3,%ymm5,%ymm5
    37a9:	vpxor  0x2a0(%rsp),%ymm9,%ymm3
    37b2:	vaddps 0x2ac6(%rip),%ymm5,%ymm5        # 6280 <_fini+0xfdc>
    37ba:	vpsravd %ymm0,%ymm3,%ymm7
    37bf:	vpand  %ymm7,%ymm11,%ymm7
    37c3:	vpxor  %ymm3,%ymm7,%ymm7
    37c7:	vpmulld %ymm7,%ymm2,%ymm7
    37cc:	vpsravd %ymm1,%ymm7,%ymm3
    37d1:	vpand  %ymm3,%ymm14,%ymm3
    37d5:	vpxor  %ymm7,%ymm3,%ymm3
    37d9:	vpmulld %ymm3,%ymm15,%ymm3
    37de:	vpsravd %ymm0,%ymm3,%ymm7
    37e3:	vpand  %ymm7,%ymm11,%ymm7
    37e7:	vpxor  %ymm3,%ymm7,%ymm7
    37eb:	vmulps 0x2acd(%rip),%ymm6,%ymm3        # 62c0 <_fini+0x101c>
    37f3:	vblendvps %ymm7,0x2aa3(%rip),%ymm10,%ymm7        # 62a0 <_fini+0xffc>
    37fd:	vbroadcastss 0x2c02(%rip),%ymm10        # 6408 <_fini+0x1164>
    3806:	vaddps 0x2ad2(%rip),%ymm3,%ymm3        # 62e0 <_fini+0x103c>
    380e:	vmulps %ymm6,%ymm3,%ymm3
    3812:	vaddps 0x2ae6(%rip),%ymm3,%ymm3        # 6300 <_fini+0x105c>
    381a:	vmulps %ymm6,%ymm3,%ymm3
    381e:	vmulps 0x2afa(%rip),%ymm12,%ymm6        # 6320 <_fini+0x107c>
    3826:	vmulps %ymm8,%ymm3,%ymm3
    382b:	vaddps %ymm8,%ymm3,%ymm3
    3830:	vmulps %ymm12,%ymm6,%ymm6
    3835:	vmulps 0x2943(%rip),%ymm12,%ymm12        # 6180 <_fini+0xedc>
    383d:	vmulps %ymm3,%ymm6,%ymm6
    3841:	vmulps 0x2b17(%rip),%ymm3,%ymm3        # 6360 <_fini+0x10bc>
    3849:	vaddps %ymm7,%ymm6,%ymm6
    384d:	vmulps 0x2aeb(%rip),%ymm6,%ymm6        # 6340 <_fini+0x109c>
    3855:	vaddps %ymm8,%ymm12,%ymm12
    385a:	vmulps %ymm5,%ymm6,%ymm7
    385e:	vsubps %ymm7,%ymm3,%ymm3
    3862:	vmulps 0x2b16(%rip),%ymm5,%ymm7        # 6380 <_fini+0x10dc>
    386a:	vmulps %ymm5,%ymm7,%ymm7
    386e:	vsubps %ymm7,%ymm10,%ymm7
    3872:	vmulps 0x29e6(%rip),%ymm7,%ymm7        # 6260 <_fini+0xfbc>
    387a:	vbroadcastss 0x2b7d(%rip),%ymm10        # 6400 <_fini+0x115c>
    3883:	vandnps %ymm12,%ymm10,%ymm10
    3888:	vcmpgt_oqps 0x292f(%rip),%ymm10,%ymm10        # 61c0 <_fini+0xf1c>
    3891:	vdivps %ymm7,%ymm3,%ymm7
    3895:	vmovdqa 0x200(%rsp),%ymm3
    389e:	vpminsd 0x240(%rsp),%ymm3,%ymm8
    38a8:	vpcmpeqd %ymm3,%ymm8,%ymm8
    38ac:	vpxor  0x2b2c(%rip),%ymm8,%ymm8        # 63e0 <_fini+0x113c>
    38b4:	vmovaps %ymm7,0x1e0(%rsp)
    38bd:	vbroadcastss 0x2b3a(%rip),%ymm7        # 6400 <_fini+0x115c>
    38c6:	vmovaps 0x1e0(%rsp),%ymm3
    38cf:	vandnps %ymm13,%ymm7,%ymm7
    38d4:	vcmpgt_oqps 0x28c3(%rip),%ymm7,%ymm7        # 61a0 <_fini+0xefc>
    38dd:	vpor   %ymm10,%ymm7,%ymm7
    38e2:	vpxor  0x2e0(%rsp),%ymm9,%ymm10
    38eb:	vpor   %ymm7,%ymm8,%ymm8
    38ef:	vpsravd %ymm0,%ymm10,%ymm7
    38f4:	vpand  %ymm7,%ymm11,%ymm7
    38f8:	vpxor  %ymm10,%ymm7,%ymm7
    38fd:	vpmulld %ymm7,%ymm2,%ymm7
    3902:	vpsravd %ymm1,%ymm7,%ymm10
    3907:	vpand  %ymm10,%ymm14,%ymm10
    390c:	vpxor  %ymm7,%ymm10,%ymm10
    3910:	vpmulld %ymm10,%ymm15,%ymm10
    3915:	vpsravd %ymm0,%ymm10,%ymm7
    391a:	vpand  %ymm7,%ymm11,%ymm7
    391e:	vpxor  %ymm10,%ymm7,%ymm7
    3923:	vpsravd 0x320(%rsp),%ymm7,%ymm7
    392d:	vpand  0x340(%rsp),%ymm7,%ymm7
    3936:	vpxor  %xmm10,%xmm10,%xmm10
    393b:	vpaddd 0x360(%rsp),%ymm7,%ymm7
    3944:	vpcmpgtd %ymm8,%ymm10,%ymm10
    3949:	vcvtdq2ps %ymm7,%ymm7
    394d:	vmulps 0x288b(%rip),%ymm7,%ymm7        # 61e0 <_fini+0xf3c>
    3955:	vmulps 0x2a43(%rip),%ymm3,%ymm3        # 63a0 <_fini+0x10fc>
    395d:	vmulps %ymm3,%ymm5,%ymm5
    3961:	vsubps %ymm5,%ymm6,%ymm6
    3965:	vmulps 0x2813(%rip),%ymm6,%ymm6        # 6180 <_fini+0xedc>
    396d:	vpxor  0x300(%rsp),%ymm9,%ymm5
    3976:	vaddps %ymm4,%ymm6,%ymm6
    397a:	vpsravd %ymm0,%ymm5,%ymm4
    397f:	vpand  %ymm4,%ymm11,%ymm4
    3983:	vpxor  %ymm5,%ymm4,%ymm4
    3987:	vpmulld %ymm4,%ymm2,%ymm4
    398c:	vblendvps %ymm10,%ymm7,%ymm6,%ymm7
    3992:	vmovdqa 0x340(%rsp),%ymm6
    399b:	vmovaps %ymm7,%ymm3
    399f:	vmovdqa 0x320(%rsp),%ymm7
    39a8:	vpsravd %ymm1,%ymm4,%ymm5
    39ad:	vpand  %ymm5,%ymm14,%ymm5
    39b1:	vmovaps %ymm3,0x80(%rsp)
    39ba:	vpxor  %ymm4,%ymm5,%ymm5
    39be:	vpmulld %ymm5,%ymm15,%ymm5
    39c3:	vpsravd %ymm0,%ymm5,%ymm4
    39c8:	vpand  %ymm4,%ymm11,%ymm4
    39cc:	vpxor  %ymm5,%ymm4,%ymm4
    39d0:	vmulps 0x27a8(%rip),%ymm3,%ymm5        # 6180 <_fini+0xedc>
    39d8:	vmovdqa 0x360(%rsp),%ymm3
    39e1:	vpsravd %ymm7,%ymm4,%ymm4
    39e6:	vpand  %ymm6,%ymm4,%ymm4
    39ea:	vpaddd 0x360(%rsp),%ymm4,%ymm4
    39f3:	vcvtdq2ps %ymm4,%ymm4
    39f7:	vmulps 0x27e1(%rip),%ymm4,%ymm4        # 61e0 <_fini+0xf3c>
    39ff:	vblendvps %ymm10,%ymm4,%ymm13,%ymm4
    3a05:	vaddps %ymm4,%ymm5,%ymm13
    3a09:	vpxor  0x260(%rsp),%ymm9,%ymm5
    3a12:	vpxor  0x2c0(%rsp),%ymm9,%ymm9
    3a1b:	vpsravd %ymm0,%ymm5,%ymm4
    3a20:	vpand  %ymm4,%ymm11,%ymm4
    3a24:	vpxor  %ymm5,%ymm4,%ymm4
    3a28:	vpmulld %ymm4,%ymm2,%ymm4
    3a2d:	vpsravd %ymm1,%ymm4,%ymm5
    3a32:	vpand  %ymm5,%ymm14,%ymm5
    3a36:	vpxor  %ymm4,%ymm5,%ymm5
    3a3a:	vpmulld %ymm5,%ymm15,%ymm5
    3a3f:	vpsravd %ymm0,%ymm5,%ymm4
    3a44:	vpand  %ymm4,%ymm11,%ymm4
    3a48:	vpxor  %ymm5,%ymm4,%ymm5
    3a4c:	vpsravd %ymm0,%ymm9,%ymm4
    3a51:	vpand  %ymm4,%ymm11,%ymm4
    3a55:	vpxor  %ymm9,%ymm4,%ymm4
    3a5a:	vpsravd %ymm7,%ymm5,%ymm5
    3a5f:	vpand  %ymm6,%ymm5,%ymm5
    3a63:	vbroadcastss 0x2994(%rip),%ymm9        # 6400 <_fini+0x115c>
    3a6c:	vpaddd %ymm3,%ymm5,%ymm5
    3a70:	vpmulld %ymm4,%ymm2,%ymm4
    3a75:	vcvtdq2ps %ymm5,%ymm5
    3a79:	vmulps 0x275f(%rip),%ymm5,%ymm5        # 61e0 <_fini+0xf3c>
    3a81:	vpsravd %ymm1,%ymm4,%ymm6
    3a86:	vpand  %ymm6,%ymm14,%ymm6
    3a8a:	vpxor  %ymm4,%ymm6,%ymm6
    3a8e:	vpmulld %ymm6,%ymm15,%ymm6
    3a93:	vpsravd %ymm0,%ymm6,%ymm4
    3a98:	vpand  %ymm4,%ymm11,%ymm4
    3a9c:	vpxor  %ymm6,%ymm4,%ymm4
    3aa0:	vpsravd %ymm7,%ymm4,%ymm4
    3aa5:	vpand  0x340(%rsp),%ymm4,%ymm4
    3aae:	vblendvps %ymm10,%ymm5,%ymm12,%ymm5
    3ab4:	vmovdqa %ymm7,%ymm12
    3ab8:	vbroadcastss 0x293f(%rip),%ymm7        # 6400 <_fini+0x115c>
    3ac1:	vpaddd %ymm3,%ymm4,%ymm4
    3ac5:	vmovaps 0x1e0(%rsp),%ymm3
    3ace:	vmulps 0x26aa(%rip),%ymm3,%ymm3        # 6180 <_fini+0xedc>
    3ad6:	vcvtdq2ps %ymm4,%ymm4
    3ada:	vmulps 0x26fe(%rip),%ymm4,%ymm4        # 61e0 <_fini+0xf3c>
    3ae2:	vaddps 0x220(%rsp),%ymm3,%ymm3
    3aeb:	vblendvps %ymm10,%ymm4,%ymm3,%ymm3
    3af1:	vandnps %ymm13,%ymm7,%ymm4
    3af6:	vmulps 0x2682(%rip),%ymm3,%ymm7        # 6180 <_fini+0xedc>
    3afe:	vmovdqa 0x200(%rsp),%ymm10
    3b07:	vcmpgt_oqps 0x2690(%rip),%ymm4,%ymm4        # 61a0 <_fini+0xefc>
    3b10:	vaddps %ymm5,%ymm7,%ymm7
    3b14:	vandnps %ymm7,%ymm9,%ymm6
    3b18:	vpxor  %xmm9,%xmm9,%xmm9
    3b1d:	vcmpgt_oqps 0x269a(%rip),%ymm6,%ymm6        # 61c0 <_fini+0xf1c>
    3b26:	vpor   %ymm6,%ymm4,%ymm4
    3b2a:	vpcmpgtb %ymm8,%ymm9,%ymm6
    3b2f:	vpbroadcastd 0x14(%rsi),%ymm8
    3b35:	vmovdqa %ymm6,0xa0(%rsp)
    3b3e:	vpblendvb %ymm6,%ymm9,%ymm10,%ymm6
    3b44:	vpaddd 0x280(%rsp),%ymm6,%ymm9
    3b4d:	vpminsd 0x240(%rsp),%ymm9,%ymm6
    3b57:	vmovdqa %ymm9,0x1c0(%rsp)
    3b60:	vpcmpeqd %ymm9,%ymm6,%ymm6
    3b65:	vpxor  0x2873(%rip),%ymm6,%ymm6        # 63e0 <_fini+0x113c>
    3b6d:	vmulps %ymm5,%ymm5,%ymm9
    3b71:	vpor   %ymm4,%ymm6,%ymm10
    3b75:	vpxor  0x260(%rsp),%ymm8,%ymm6
    3b7e:	vpsravd %ymm0,%ymm6,%ymm4
    3b83:	vpand  %ymm4,%ymm11,%ymm4
    3b87:	vpxor  %ymm6,%ymm4,%ymm4
    3b8b:	vpmulld %ymm4,%ymm2,%ymm4
    3b90:	vpsravd %ymm1,%ymm4,%ymm6
    3b95:	vpand  %ymm6,%ymm14,%ymm6
    3b99:	vpxor  %ymm4,%ymm6,%ymm6
    3b9d:	vpmulld %ymm6,%ymm15,%ymm6
    3ba2:	vpsravd %ymm0,%ymm6,%ymm4
    3ba7:	vpand  %ymm4,%ymm11,%ymm4
    3bab:	vpxor  %ymm6,%ymm4,%ymm4
    3baf:	vpsravd %ymm12,%ymm4,%ymm4
    3bb4:	vpand  0x340(%rsp),%ymm4,%ymm4
    3bbd:	vpxor  %xmm12,%xmm12,%xmm12
    3bc2:	vpaddd 0x360(%rsp),%ymm4,%ymm4
    3bcb:	vmulps 0x262d(%rip),%ymm9,%ymm6        # 6200 <_fini+0xf5c>
    3bd3:	vmovdqa %ymm10,0x1e0(%rsp)
    3bdc:	vpcmpgtd 0x1e0(%rsp),%ymm12,%ymm12
    3be5:	vaddps 0x2633(%rip),%ymm6,%ymm6        # 6220 <_fini+0xf7c>
    3bed:	vcvtdq2ps %ymm4,%ymm4
    3bf1:	vmulps 0x25e7(%rip),%ymm4,%ymm4        # 61e0 <_fini+0xf3c>
    3bf9:	vmulps %ymm9,%ymm6,%ymm6
    3bfe:	vaddps 0x263a(%rip),%ymm6,%ymm6        # 6240 <_fini+0xf9c>
    3c06:	vblendvps %ymm12,%ymm4,%ymm7,%ymm7
    3c0c:	vmulps 0x264c(%rip),%ymm9,%ymm4        # 6260 <_fini+0xfbc>
    3c14:	vmulps %ymm9,%ymm6,%ymm6
    3c19:	vmulps %ymm9,%ymm6,%ymm6
    3c1e:	vsubps %ymm4,%ymm6,%ymm6
    3c22:	vpxor  0x2a0(%rsp),%ymm8,%ymm4
    3c2b:	vaddps 0x264d(%rip),%ymm6,%ymm6        # 6280 <_fini+0xfdc>
    3c33:	vpsravd %ymm0,%ymm4,%ymm10
    3c38:	vpand  %ymm10,%ymm11,%ymm10
    3c3d:	vpxor  %ymm4,%ymm10,%ymm10
    3c41:	vpmulld %ymm10,%ymm2,%ymm10
    3c46:	vpsravd %ymm1,%ymm10,%ymm4
    3c4b:	vpand  %ymm4,%ymm14,%ymm4
    3c4f:	vpxor  %ymm10,%ymm4,%ymm4
    3c54:	vpmulld %ymm4,%ymm15,%ymm4
    3c59:	vpsravd %ymm0,%ymm4,%ymm10
    3c5e:	vpand  %ymm10,%ymm11,%ymm10
    3c63:	vpxor  %ymm4,%ymm10,%ymm10
    3c67:	vbroadcastss 0x2794(%rip),%ymm4        # 6404 <_fini+0x1160>
    3c70:	vblendvps %ymm10,0x2626(%rip),%ymm4,%ymm10        # 62a0 <_fini+0xffc>
    3c7a:	vmulps 0x263e(%rip),%ymm9,%ymm4        # 62c0 <_fini+0x101c>
    3c82:	vaddps 0x2656(%rip),%ymm4,%ymm4        # 62e0 <_fini+0x103c>
    3c8a:	vmulps %ymm9,%ymm4,%ymm4
    3c8f:	vaddps 0x2669(%rip),%ymm4,%ymm4        # 6300 <_fini+0x105c>
    3c97:	vmulps %ymm9,%ymm4,%ymm4
    3c9c:	vmulps %ymm5,%ymm4,%ymm4
    3ca0:	vaddps %ymm5,%ymm4,%ymm4
    3ca4:	vmulps 0x2674(%rip),%ymm3,%ymm5        # 6320 <_fini+0x107c>
    3cac:	vmulps %ymm3,%ymm5,%ymm5
    3cb0:	vmulps %ymm4,%ymm5,%ymm5
    3cb4:	vmulps 0x26a4(%rip),%ymm4,%ymm4        # 6360 <_fini+0x10bc>
    3cbc:	vaddps %ymm10,%ymm5,%ymm5
    3cc1:	vmulps 0x2677(%rip),%ymm5,%ymm5        # 6340 <_fini+0x109c>
    3cc9:	vbroadcastss 0x2736(%rip),%ymm10        # 6408 <_fini+0x1164>
    3cd2:	vmulps %ymm6,%ymm5,%ymm9
    3cd6:	vsubps %ymm9,%ymm4,%ymm4
    3cdb:	vmulps 0x269d(%rip),%ymm6,%ymm9        # 6380 <_fini+0x10dc>
    3ce3:	vmulps %ymm6,%ymm9,%ymm9
    3ce7:	vsubps %ymm9,%ymm10,%ymm9
    3cec:	vmulps 0x256c(%rip),%ymm9,%ymm9        # 6260 <_fini+0xfbc>
    3cf4:	vmovdqa 0x340(%rsp),%ymm10
    3cfd:	vdivps %ymm9,%ymm4,%ymm4
    3d02:	vmulps 0x2696(%rip),%ymm4,%ymm9        # 63a0 <_fini+0x10fc>
    3d0a:	vmulps 0x246e(%rip),%ymm4,%ymm4        # 6180 <_fini+0xedc>
    3d12:	vmulps %ymm6,%ymm9,%ymm9
    3d16:	vaddps %ymm3,%ymm4,%ymm4
    3d1a:	vsubps %ymm9,%ymm5,%ymm5
    3d1f:	vpxor  0x2c0(%rsp),%ymm8,%ymm9
    3d28:	vpsravd %ymm0,%ymm9,%ymm6
    3d2d:	vpand  %ymm6,%ymm11,%ymm6
    3d31:	vpxor  %ymm9,%ymm6,%ymm6
    3d36:	vpmulld %ymm6,%ymm2,%ymm6
    3d3b:	vpsravd %ymm1,%ymm6,%ymm9
    3d40:	vpand  %ymm9,%ymm14,%ymm9
    3d45:	vpxor  %ymm6,%ymm9,%ymm9
    3d49:	vpmulld %ymm9,%ymm15,%ymm9
    3d4e:	vpsravd %ymm0,%ymm9,%ymm6
    3d53:	vpand  %ymm6,%ymm11,%ymm6
    3d57:	vpxor  %ymm9,%ymm6,%ymm6
    3d5c:	vmovdqa 0x320(%rsp),%ymm9
    3d65:	vpsravd %ymm9,%ymm6,%ymm6
    3d6a:	vpand  %ymm10,%ymm6,%ymm6
    3d6f:	vpaddd 0x360(%rsp),%ymm6,%ymm6
    3d78:	vcvtdq2ps %ymm6,%ymm6
    3d7c:	vmulps 0x245c(%rip),%ymm6,%ymm6        # 61e0 <_fini+0xf3c>
    3d84:	vblendvps %ymm12,%ymm6,%ymm4,%ymm3
    3d8a:	vpxor  0x2e0(%rsp),%ymm8,%ymm4
    3d93:	vmovdqa %ymm10,%ymm6
    3d97:	vmovaps %ymm3,0x220(%rsp)
    3da0:	vpsravd %ymm0,%ymm4,%ymm3
    3da5:	vpand  %ymm3,%ymm11,%ymm3
    3da9:	vpxor  %ymm4,%ymm3,%ymm3
    3dad:	vpmulld %ymm3,%ymm2,%ymm3
    3db2:	vpsravd %ymm1,%ymm3,%ymm4
    3db7:	vpand  %ymm4,%ymm14,%ymm4
    3dbb:	vpxor  %ymm3,%ymm4,%ymm4
    3dbf:	vpmulld %ymm4,%ymm15,%ymm4
    3dc4:	vpsravd %ymm0,%ymm4,%ymm3
    3dc9:	vpand  %ymm3,%ymm11,%ymm3
    3dcd:	vpxor  %ymm4,%ymm3,%ymm3
    3dd1:	vpsravd %ymm9,%ymm3,%ymm3
    3dd6:	vpand  %ymm10,%ymm3,%ymm3
    3ddb:	vmovdqa 0x360(%rsp),%ymm10
    3de4:	vpaddd %ymm10,%ymm3,%ymm3
    3de9:	vcvtdq2ps %ymm3,%ymm3
    3ded:	vmulps 0x23eb(%rip),%ymm3,%ymm3        # 61e0 <_fini+0xf3c>
    3df5:	vmulps 0x2383(%rip),%ymm5,%ymm5        # 6180 <_fini+0xedc>
    3dfd:	vpxor  0x300(%rsp),%ymm8,%ymm8
    3e06:	vaddps 0x80(%rsp),%ymm5,%ymm5
    3e0f:	vblendvps %ymm12,%ymm3,%ymm5,%ymm5
    3e15:	vpsravd %ymm0,%ymm8,%ymm3
    3e1a:	vpand  %ymm3,%ymm11,%ymm3
    3e1e:	vpxor  %ymm8,%ymm3,%ymm3
    3e23:	vmovaps %ymm5,0x40(%rsp)
    3e29:	vpmulld %ymm3,%ymm2,%ymm3
    3e2e:	vpsravd %ymm1,%ymm3,%ymm4
    3e33:	vpand  %ymm4,%ymm14,%ymm4
    3e37:	vpxor  %ymm3,%ymm4,%ymm4
    3e3b:	vpmulld %ymm4,%ymm15,%ymm4
    3e40:	vpsravd %ymm0,%ymm4,%ymm3
    3e45:	vpand  %ymm3,%ymm11,%ymm3
    3e49:	vpxor  %ymm4,%ymm3,%ymm3
    3e4d:	vmulps 0x232b(%rip),%ymm5,%ymm4        # 6180 <_fini+0xedc>
    3e55:	vpsravd %ymm9,%ymm3,%ymm3
    3e5a:	vpand  %ymm6,%ymm3,%ymm3
    3e5e:	vmovdqa 0x1c0(%rsp),%ymm9
    3e67:	vpaddd %ymm10,%ymm3,%ymm3
    3e6c:	vpbroadcastd 0x18(%rsi),%ymm10
    3e72:	vcvtdq2ps %ymm3,%ymm3
    3e76:	vmulps 0x2362(%rip),%ymm3,%ymm3        # 61e0 <_fini+0xf3c>
    3e7e:	vblendvps %ymm12,%ymm3,%ymm13,%ymm3
    3e84:	vmovaps 0x220(%rsp),%ymm12
    3e8d:	vaddps %ymm3,%ymm4,%ymm13
    3e91:	vmulps %ymm7,%ymm7,%ymm3
    3e95:	vmulps 0x2363(%rip),%ymm3,%ymm4        # 6200 <_fini+0xf5c>
    3e9d:	vmulps 0x23bb(%rip),%ymm3,%ymm5        # 6260 <_fini+0xfbc>
    3ea5:	vaddps 0x2373(%rip),%ymm4,%ymm4        # 6220 <_fini+0xf7c>
    3ead:	vmulps %ymm3,%ymm4,%ymm4
    3eb1:	vaddps 0x2387(%rip),%ymm4,%ymm4        # 6240 <_fini+0xf9c>
    3eb9:	vmulps %ymm3,%ymm4,%ymm4
    3ebd:	vmulps %ymm3,%ymm4,%ymm4
    3ec1:	vsubps %ymm5,%ymm4,%ymm4
    3ec5:	vpxor  0x2a0(%rsp),%ymm10,%ymm5
    3ece:	vaddps 0x23aa(%rip),%ymm4,%ymm4        # 6280 <_fini+0xfdc>
    3ed6:	vpsravd %ymm0,%ymm5,%ymm6
    3edb:	vpand  %ymm6,%ymm11,%ymm6
    3edf:	vpxor  %ymm5,%ymm6,%ymm6
    3ee3:	vpmulld %ymm6,%ymm2,%ymm6
    3ee8:	vpsravd %ymm1,%ymm6,%ymm5
    3eed:	vpand  %ymm5,%ymm14,%ymm5
    3ef1:	vpxor  %ymm6,%ymm5,%ymm5
    3ef5:	vpmulld %ymm5,%ymm15,%ymm5
    3efa:	vpsravd %ymm0,%ymm5,%ymm6
    3eff:	vpand  %ymm6,%ymm11,%ymm6
    3f03:	vpxor  %ymm5,%ymm6,%ymm6
    3f07:	vbroadcastss 0x24f4(%rip),%ymm5        # 6404 <_fini+0x1160>
    3f10:	vblendvps %ymm6,0x2386(%rip),%ymm5,%ymm6        # 62a0 <_fini+0xffc>
    3f1a:	vmulps 0x239e(%rip),%ymm3,%ymm5        # 62c0 <_fini+0x101c>
    3f22:	vaddps 0x23b6(%rip),%ymm5,%ymm5        # 62e0 <_fini+0x103c>
    3f2a:	vmulps %ymm3,%ymm5,%ymm5
    3f2e:	vaddps 0x23ca(%rip),%ymm5,%ymm5        # 6300 <_fini+0x105c>
    3f36:	vmulps %ymm3,%ymm5,%ymm5
    3f3a:	vmulps 0x23de(%rip),%ymm12,%ymm3        # 6320 <_fini+0x107c>
    3f42:	vmulps %ymm7,%ymm5,%ymm5
    3f46:	vaddps %ymm7,%ymm5,%ymm5
    3f4a:	vmulps %ymm12,%ymm3,%ymm3
    3f4f:	vbroadcastss 0x24b0(%rip),%ymm12        # 6408 <_fini+0x1164>
    3f58:	vmulps %ymm5,%ymm3,%ymm3
    3f5c:	vmulps 0x23fc(%rip),%ymm5,%ymm5        # 6360 <_fini+0x10bc>
    3f64:	vaddps %ymm6,%ymm3,%ymm3
    3f68:	vmulps 0x23d0(%rip),%ymm3,%ymm3        # 6340 <_fini+0x109c>
    3f70:	vmulps %ymm4,%ymm3,%ymm6
    3f74:	vsubps %ymm6,%ymm5,%ymm5
    3f78:	vmulps 0x2400(%rip),%ymm4,%ymm6        # 6380 <_fini+0x10dc>
    3f80:	vmulps %ymm4,%ymm6,%ymm6
    3f84:	vsubps %ymm6,%ymm12,%ymm6
    3f88:	vmulps 0x22d0(%rip),%ymm6,%ymm6        # 6260 <_fini+0xfbc>
    3f90:	vdivps %ymm6,%ymm5,%ymm5
    3f94:	vmovaps %ymm5,0x60(%rsp)
    3f9a:	vmulps 0x23fe(%rip),%ymm5,%ymm5        # 63a0 <_fini+0x10fc>
    3fa2:	vmulps %ymm4,%ymm5,%ymm5
    3fa6:	vpxor  %xmm4,%xmm4,%xmm4
    3faa:	vpcmpgtb 0x1e0(%rsp),%ymm4,%ymm12
    3fb3:	vpblendvb %ymm12,%ymm4,%ymm9,%ymm8
    3fb9:	vpaddd 0x280(%rsp),%ymm8,%ymm8
    3fc2:	vsubps %ymm5,%ymm3,%ymm3
    3fc6:	vmovdqa 0x120(%rsp),%ymm5
    3fcf:	vpand  0x23e9(%rip),%ymm5,%ymm5        # 63c0 <_fini+0x111c>
    3fd7:	vpaddd 0x380(%rsp),%ymm5,%ymm5
    3fe0:	vmovdqa 0x100(%rsp),%ymm6
    3fe9:	vpand  0x23cf(%rip),%ymm6,%ymm4        # 63c0 <_fini+0x111c>
    3ff1:	vmovdqa 0xe0(%rsp),%ymm9
    3ffa:	vmovdqa 0xa0(%rsp),%ymm6
    4003:	vpaddd %ymm4,%ymm5,%ymm4
    4007:	vpand  0x23b1(%rip),%ymm9,%ymm5        # 63c0 <_fini+0x111c>
    400f:	vbroadcastss 0x23e8(%rip),%ymm9        # 6400 <_fini+0x115c>
    4018:	vpaddd %ymm5,%ymm4,%ymm5
    401c:	vmovdqa 0xc0(%rsp),%ymm4
    4025:	vandnps %ymm13,%ymm9,%ymm9
    402a:	vpand  0x238e(%rip),%ymm4,%ymm4        # 63c0 <_fini+0x111c>
    4032:	vcmpgt_oqps 0x2165(%rip),%ymm9,%ymm9        # 61a0 <_fini+0xefc>
    403b:	vpaddd %ymm4,%ymm5,%ymm4
    403f:	vpand  0x2379(%rip),%ymm6,%ymm5        # 63c0 <_fini+0x111c>
    4047:	vmovaps 0x220(%rsp),%ymm6
    4050:	vmulps 0x2128(%rip),%ymm6,%ymm6        # 6180 <_fini+0xedc>
    4058:	vpaddd %ymm5,%ymm4,%ymm5
    405c:	vpand  0x235c(%rip),%ymm12,%ymm4        # 63c0 <_fini+0x111c>
    4064:	vaddps %ymm7,%ymm6,%ymm6
    4068:	vpaddd %ymm4,%ymm5,%ymm5
    406c:	vbroadcastss 0x238b(%rip),%ymm4        # 6400 <_fini+0x115c>
    4075:	vandnps %ymm6,%ymm4,%ymm7
    4079:	vpminsd 0x240(%rsp),%ymm8,%ymm4
    4083:	vcmpgt_oqps 0x2134(%rip),%ymm7,%ymm7        # 61c0 <_fini+0xf1c>
    408c:	vpor   %ymm7,%ymm9,%ymm9
    4090:	vpxor  %xmm7,%xmm7,%xmm7
    4094:	vpcmpeqd %ymm4,%ymm8,%ymm4
    4098:	vpxor  0x2340(%rip),%ymm4,%ymm4        # 63e0 <_fini+0x113c>
    40a0:	vpor   %ymm9,%ymm4,%ymm4
    40a5:	vpcmpgtb %ymm4,%ymm7,%ymm7
    40a9:	vpand  0x230f(%rip),%ymm7,%ymm9        # 63c0 <_fini+0x111c>
    40b1:	vmovdqa %ymm7,0x1e0(%rsp)
    40ba:	vmovdqa 0x120(%rsp),%ymm7
    40c3:	vpaddd %ymm9,%ymm5,%ymm9
    40c8:	vpand  0x140(%rsp),%ymm7,%ymm5
    40d1:	vmovdqa 0x100(%rsp),%ymm7
    40da:	vmovdqa %ymm9,0x80(%rsp)
    40e3:	vpand  0x160(%rsp),%ymm7,%ymm9
    40ec:	vmovdqa 0xe0(%rsp),%ymm7
    40f5:	vcvtdq2ps %ymm5,%ymm5
    40f9:	vaddps (%r12,%rcx,4),%ymm5,%ymm5
    40ff:	vcvtdq2ps %ymm9,%ymm9
    4104:	vaddps %ymm5,%ymm9,%ymm9
    4108:	vpand  0x180(%rsp),%ymm7,%ymm5
    4111:	vmovdqa 0xc0(%rsp),%ymm7
    411a:	vcvtdq2ps %ymm5,%ymm5
    411e:	vaddps %ymm9,%ymm5,%ymm5
    4123:	vpand  0x1a0(%rsp),%ymm7,%ymm9
    412c:	vmovdqa 0xa0(%rsp),%ymm7
    4135:	vcvtdq2ps %ymm9,%ymm9
    413a:	vaddps %ymm5,%ymm9,%ymm9
    413e:	vpand  0x200(%rsp),%ymm7,%ymm5
    4147:	vpand  0x1c0(%rsp),%ymm12,%ymm12
    4150:	vpxor  %xmm7,%xmm7,%xmm7
    4154:	vmulps 0x2024(%rip),%ymm3,%ymm3        # 6180 <_fini+0xedc>
    415c:	vpcmpgtd %ymm4,%ymm7,%ymm4
    4160:	vaddps 0x40(%rsp),%ymm3,%ymm3
    4166:	vcvtdq2ps %ymm5,%ymm5
    416a:	vcvtdq2ps %ymm12,%ymm12
    416f:	vaddps %ymm9,%ymm5,%ymm5
    4174:	vpxor  0x2e0(%rsp),%ymm10,%ymm9
    417d:	vaddps %ymm5,%ymm12,%ymm12
    4181:	vpsravd %ymm0,%ymm9,%ymm5
    4186:	vpand  %ymm5,%ymm11,%ymm5
    418a:	vpxor  %ymm9,%ymm5,%ymm5
    418f:	vpmulld %ymm5,%ymm2,%ymm5
    4194:	vpsravd %ymm1,%ymm5,%ymm9
    4199:	vpand  %ymm9,%ymm14,%ymm9
    419e:	vpxor  %ymm5,%ymm9,%ymm9
    41a2:	vpmulld %ymm9,%ymm15,%ymm9
    41a7:	vpsravd %ymm0,%ymm9,%ymm5
    41ac:	vpand  %ymm5,%ymm11,%ymm5
    41b0:	vpxor  %ymm9,%ymm5,%ymm5
    41b5:	vmovdqa 0x320(%rsp),%ymm9
    41be:	vpsravd %ymm9,%ymm5,%ymm5
    41c3:	vpand  0x340(%rsp),%ymm5,%ymm5
    41cc:	vpaddd 0x360(%rsp),%ymm5,%ymm5
    41d5:	vcvtdq2ps %ymm5,%ymm5
    41d9:	vmulps 0x1fff(%rip),%ymm5,%ymm5        # 61e0 <_fini+0xf3c>
    41e1:	vblendvps %ymm4,%ymm5,%ymm3,%ymm7
    41e7:	vpxor  0x300(%rsp),%ymm10,%ymm5
    41f0:	vmovaps %ymm7,0x1a0(%rsp)
    41f9:	vpsravd %ymm0,%ymm5,%ymm3
    41fe:	vpand  %ymm3,%ymm11,%ymm3
    4202:	vpxor  %ymm5,%ymm3,%ymm3
    4206:	vpmulld %ymm3,%ymm2,%ymm3
    420b:	vpsravd %ymm1,%ymm3,%ymm5
    4210:	vpand  %ymm5,%ymm14,%ymm5
    4214:	vpxor  %ymm3,%ymm5,%ymm5
    4218:	vpmulld %ymm5,%ymm15,%ymm5
    421d:	vpsravd %ymm0,%ymm5,%ymm3
    4222:	vpand  %ymm3,%ymm11,%ymm3
    4226:	vpxor  %ymm5,%ymm3,%ymm3
    422a:	vmulps 0x1f4e(%rip),%ymm7,%ymm5        # 6180 <_fini+0xedc>
    4232:	vmovdqa 0x360(%rsp),%ymm7
    423b:	vpsravd %ymm9,%ymm3,%ymm3
    4240:	vpand  0x340(%rsp),%ymm3,%ymm3
    4249:	vpaddd 0x360(%rsp),%ymm3,%ymm3
    4252:	vcvtdq2ps %ymm3,%ymm3
    4256:	vmulps 0x1f82(%rip),%ymm3,%ymm3        # 61e0 <_fini+0xf3c>
    425e:	vblendvps %ymm4,%ymm3,%ymm13,%ymm3
    4264:	vaddps %ymm3,%ymm5,%ymm13
    4268:	vpxor  0x260(%rsp),%ymm10,%ymm5
    4271:	vpxor  0x2c0(%rsp),%ymm10,%ymm10
    427a:	vmovaps %ymm13,0x200(%rsp)
    4283:	vmovdqa %ymm9,%ymm13
    4288:	vpsravd %ymm0,%ymm5,%ymm3
    428d:	vpand  %ymm3,%ymm11,%ymm3
    4291:	vpxor  %ymm5,%ymm3,%ymm3
    4295:	vpmulld %ymm3,%ymm2,%ymm3
    429a:	vpsravd %ymm1,%ymm3,%ymm5
    429f:	vpand  %ymm5,%ymm14,%ymm5
    42a3:	vpxor  %ymm3,%ymm5,%ymm5
    42a7:	vpmulld %ymm5,%ymm15,%ymm5
    42ac:	vpsravd %ymm0,%ymm5,%ymm3
    42b1:	vpand  %ymm3,%ymm11,%ymm3
    42b5:	vpxor  %ymm5,%ymm3,%ymm3
    42b9:	vpsravd %ymm9,%ymm3,%ymm3
    42be:	vpand  0x340(%rsp),%ymm3,%ymm3
    42c7:	vpaddd %ymm7,%ymm3,%ymm3
    42cb:	vcvtdq2ps %ymm3,%ymm3
    42cf:	vmulps 0x1f09(%rip),%ymm3,%ymm3        # 61e0 <_fini+0xf3c>
    42d7:	vblendvps %ymm4,%ymm3,%ymm6,%ymm6
    42dd:	vpsravd %ymm0,%ymm10,%ymm3
    42e2:	vpand  %ymm3,%ymm11,%ymm3
    42e6:	vpxor  %ymm10,%ymm3,%ymm3
    42eb:	vbroadcastss 0x210c(%rip),%ymm10        # 6400 <_fini+0x115c>
    42f4:	vandnps 0x200(%rsp),%ymm10,%ymm10
    42fd:	vpmulld %ymm3,%ymm2,%ymm3
    4302:	vpsravd %ymm1,%ymm3,%ymm5
    4307:	vpand  %ymm5,%ymm14,%ymm5
    430b:	vpxor  %ymm3,%ymm5,%ymm5
    430f:	vpmulld %ymm5,%ymm15,%ymm5
    4314:	vcmpgt_oqps 0x1e83(%rip),%ymm10,%ymm10        # 61a0 <_fini+0xefc>
    431d:	vpsravd %ymm0,%ymm5,%ymm3
    4322:	vpand  %ymm3,%ymm11,%ymm3
    4326:	vpxor  %ymm5,%ymm3,%ymm3
    432a:	vpsravd %ymm9,%ymm3,%ymm3
    432f:	vpand  0x340(%rsp),%ymm3,%ymm3
    4338:	vmovdqa 0x1e0(%rsp),%ymm9
    4341:	vpaddd %ymm7,%ymm3,%ymm3
    4345:	vmovaps 0x60(%rsp),%ymm7
    434b:	vmulps 0x1e2d(%rip),%ymm7,%ymm5        # 6180 <_fini+0xedc>
    4353:	vcvtdq2ps %ymm3,%ymm3
    4357:	vmulps 0x1e81(%rip),%ymm3,%ymm3        # 61e0 <_fini+0xf3c>
    435f:	vbroadcastss 0x2098(%rip),%ymm7        # 6400 <_fini+0x115c>
    4368:	vaddps 0x220(%rsp),%ymm5,%ymm5
    4371:	vblendvps %ymm4,%ymm3,%ymm5,%ymm5
    4377:	vmulps 0x1e01(%rip),%ymm5,%ymm4        # 6180 <_fini+0xedc>
    437f:	vaddps %ymm6,%ymm4,%ymm4
    4383:	vandnps %ymm4,%ymm7,%ymm3
    4387:	vcmpgt_oqps 0x1e30(%rip),%ymm3,%ymm3        # 61c0 <_fini+0xf1c>
    4390:	vpor   %ymm3,%ymm10,%ymm10
    4394:	vpxor  %xmm3,%xmm3,%xmm3
    4398:	vpblendvb %ymm9,%ymm3,%ymm8,%ymm9
    439e:	vpaddd 0x280(%rsp),%ymm9,%ymm9
    43a7:	vmovdqa %ymm3,%ymm7
    43ab:	vpminsd 0x240(%rsp),%ymm9,%ymm3
    43b5:	vpcmpeqd %ymm3,%ymm9,%ymm3
    43b9:	vpxor  0x201f(%rip),%ymm3,%ymm3        # 63e0 <_fini+0x113c>
    43c1:	vpor   %ymm10,%ymm3,%ymm3
    43c6:	vmovdqa %ymm7,%ymm10
    43ca:	vpcmpgtb %ymm3,%ymm7,%ymm7
    43ce:	vpblendvb %ymm7,%ymm10,%ymm9,%ymm10
    43d4:	vmovdqa %ymm7,0x240(%rsp)
    43dd:	vpand  0x1e0(%rsp),%ymm8,%ymm7
    43e6:	vpand  0x240(%rsp),%ymm9,%ymm9
    43ef:	vmovdqa %ymm10,0x1c0(%rsp)
    43f8:	vpxor  %xmm10,%xmm10,%xmm10
    43fd:	vpcmpgtd %ymm3,%ymm10,%ymm3
    4401:	vbroadcastss 0x1dd6(%rip),%ymm10        # 61e0 <_fini+0xf3c>
    440a:	vcvtdq2ps %ymm7,%ymm7
    440e:	vcvtdq2ps %ymm9,%ymm9
    4413:	vaddps %ymm12,%ymm7,%ymm7
    4418:	vbroadcastss 0x1e3f(%rip),%ymm12        # 6260 <_fini+0xfbc>
    4421:	vaddps %ymm7,%ymm9,%ymm8
    4425:	vpbroadcastd 0x1c(%rsi),%ymm7
    442b:	vpxor  0x260(%rsp),%ymm7,%ymm9
    4434:	vmovaps %ymm8,0x220(%rsp)
    443d:	vpsravd %ymm0,%ymm9,%ymm8
    4442:	vpand  %ymm8,%ymm11,%ymm8
    4447:	vpxor  %ymm9,%ymm8,%ymm8
    444c:	vpmulld %ymm8,%ymm2,%ymm8
    4451:	vpsravd %ymm1,%ymm8,%ymm9
    4456:	vpand  %ymm9,%ymm14,%ymm9
    445b:	vpxor  %ymm8,%ymm9,%ymm9
    4460:	vpmulld %ymm9,%ymm15,%ymm9
    4465:	vpsravd %ymm0,%ymm9,%ymm8
    446a:	vpand  %ymm8,%ymm11,%ymm8
    446f:	vpxor  %ymm9,%ymm8,%ymm8
    4474:	vmulps %ymm6,%ymm6,%ymm9
    4478:	vpsravd %ymm13,%ymm8,%ymm8
    447d:	vpand  0x340(%rsp),%ymm8,%ymm8
    4486:	vpxor  0x2a0(%rsp),%ymm7,%ymm13
    448f:	vpaddd 0x360(%rsp),%ymm8,%ymm8
    4498:	vcvtdq2ps %ymm8,%ymm8
    449d:	vmulps %ymm10,%ymm8,%ymm8
    44a2:	vblendvps %ymm3,%ymm8,%ymm4,%ymm4
    44a8:	vbroadcastss 0x1d6f(%rip),%ymm8        # 6220 <_fini+0xf7c>
    44b1:	vmovaps %ymm4,0x260(%rsp)
    44ba:	vbroadcastss 0x1d3d(%rip),%ymm4        # 6200 <_fini+0xf5c>
    44c3:	vmulps %ymm4,%ymm9,%ymm4
    44c7:	vaddps %ymm8,%ymm4,%ymm4
    44cc:	vbroadcastss 0x1d6b(%rip),%ymm8        # 6240 <_fini+0xf9c>
    44d5:	vmulps %ymm9,%ymm4,%ymm4
    44da:	vaddps %ymm8,%ymm4,%ymm4
    44df:	vmulps %ymm12,%ymm9,%ymm8
    44e4:	vmulps %ymm9,%ymm4,%ymm4
    44e9:	vmulps %ymm9,%ymm4,%ymm4
    44ee:	vsubps %ymm8,%ymm4,%ymm8
    44f3:	vbroadcastss 0x1d84(%rip),%ymm4        # 6280 <_fini+0xfdc>
    44fc:	vaddps %ymm4,%ymm8,%ymm8
    4500:	vpsravd %ymm0,%ymm13,%ymm4
    4505:	vpand  %ymm4,%ymm11,%ymm4
    4509:	vpxor  %ymm13,%ymm4,%ymm4
    450e:	vpmulld %ymm4,%ymm2,%ymm4
    4513:	vpsravd %ymm1,%ymm4,%ymm13
    4518:	vpand  %ymm13,%ymm14,%ymm13
    451d:	vpxor  %ymm4,%ymm13,%ymm13
    4521:	vpmulld %ymm13,%ymm15,%ymm13
    4526:	vpsravd %ymm0,%ymm13,%ymm4
    452b:	vpand  %ymm4,%ymm11,%ymm4
    452f:	vpxor  %ymm13,%ymm4,%ymm4
    4534:	vbroadcastss 0x1ec7(%rip),%ymm13        # 6404 <_fini+0x1160>
    453d:	vblendvps %ymm4,0x1d59(%rip),%ymm13,%ymm13        # 62a0 <_fini+0xffc>
    4547:	vbroadcastss 0x1d70(%rip),%ymm4        # 62c0 <_fini+0x101c>
    4550:	vmulps %ymm4,%ymm9,%ymm4
    4554:	vaddps 0x1d84(%rip),%ymm4,%ymm4        # 62e0 <_fini+0x103c>
    455c:	vmulps %ymm9,%ymm4,%ymm4
    4561:	vaddps 0x1d97(%rip),%ymm4,%ymm4        # 6300 <_fini+0x105c>
    4569:	vmulps %ymm9,%ymm4,%ymm4
    456e:	vbroadcastss 0x1dc9(%rip),%ymm9        # 6340 <_fini+0x109c>
    4577:	vmulps %ymm6,%ymm4,%ymm4
    457b:	vaddps %ymm6,%ymm4,%ymm4
    457f:	vbroadcastss 0x1d98(%rip),%ymm6        # 6320 <_fini+0x107c>
    4588:	vmulps %ymm6,%ymm5,%ymm6
    458c:	vmulps %ymm5,%ymm6,%ymm6
    4590:	vmulps %ymm4,%ymm6,%ymm6
    4594:	vaddps %ymm13,%ymm6,%ymm6
    4599:	vbroadcastss 0x1dde(%rip),%ymm13        # 6380 <_fini+0x10dc>
    45a2:	vmulps %ymm9,%ymm6,%ymm6
    45a7:	vbroadcastss 0x1db0(%rip),%ymm9        # 6360 <_fini+0x10bc>
    45b0:	vmulps %ymm13,%ymm8,%ymm13
    45b5:	vmulps %ymm9,%ymm4,%ymm9
    45ba:	vmulps %ymm8,%ymm6,%ymm4
    45bf:	vsubps %ymm4,%ymm9,%ymm9
    45c3:	vbroadcastss 0x1e3c(%rip),%ymm4        # 6408 <_fini+0x1164>
    45cc:	vmulps %ymm8,%ymm13,%ymm13
    45d1:	vsubps %ymm13,%ymm4,%ymm4
    45d6:	vmulps %ymm12,%ymm4,%ymm4
    45db:	vdivps %ymm4,%ymm9,%ymm4
    45df:	vbroadcastss 0x1db8(%rip),%ymm9        # 63a0 <_fini+0x10fc>
    45e8:	vmulps %ymm9,%ymm4,%ymm9
    45ed:	vmulps %ymm8,%ymm9,%ymm9
    45f2:	vsubps %ymm9,%ymm6,%ymm6
    45f7:	vpxor  0x2c0(%rsp),%ymm7,%ymm9
    4600:	vmovdqa 0x320(%rsp),%ymm13
    4609:	vmovdqa 0x340(%rsp),%ymm12
    4612:	mov    0x20(%rsp),%rbx
    4617:	vpsravd %ymm0,%ymm9,%ymm8
    461c:	vpand  %ymm8,%ymm11,%ymm8
    4621:	vpxor  %ymm9,%ymm8,%ymm8
    4626:	vpmulld %ymm8,%ymm2,%ymm8
    462b:	vpsravd %ymm1,%ymm8,%ymm9
    4630:	vpand  %ymm9,%ymm14,%ymm9
    4635:	vpxor  %ymm8,%ymm9,%ymm9
    463a:	vpmulld %ymm9,%ymm15,%ymm9
    463f:	vpsravd %ymm0,%ymm9,%ymm8
    4644:	vpand  %ymm8,%ymm11,%ymm8
    4649:	vpxor  %ymm9,%ymm8,%ymm9
    464e:	vbroadcastss 0x1b29(%rip),%ymm8        # 6180 <_fini+0xedc>
    4657:	vpsravd %ymm13,%ymm9,%ymm9
    465c:	vpand  %ymm12,%ymm9,%ymm9
    4661:	vpaddd 0x360(%rsp),%ymm9,%ymm9
    466a:	vmulps %ymm8,%ymm4,%ymm4
    466f:	vmulps %ymm8,%ymm6,%ymm6
    4674:	vmovaps 0x220(%rsp),%ymm8
    467d:	vaddps 0x1a0(%rsp),%ymm6,%ymm6
    4686:	vcvtdq2ps %ymm9,%ymm9
    468b:	vaddps %ymm5,%ymm4,%ymm4
    468f:	vmulps %ymm10,%ymm9,%ymm9
    4694:	vblendvps %ymm3,%ymm9,%ymm4,%ymm5
    469a:	vpxor  0x300(%rsp),%ymm7,%ymm9
    46a3:	vpxor  0x2e0(%rsp),%ymm7,%ymm7
    46ac:	vpsravd %ymm0,%ymm9,%ymm4
    46b1:	vpand  %ymm4,%ymm11,%ymm4
    46b5:	vpxor  %ymm9,%ymm4,%ymm4
    46ba:	vpmulld %ymm4,%ymm2,%ymm4
    46bf:	vpsravd %ymm1,%ymm4,%ymm9
    46c4:	vpand  %ymm9,%ymm14,%ymm9
    46c9:	vpxor  %ymm4,%ymm9,%ymm9
    46cd:	vpmulld %ymm9,%ymm15,%ymm9
    46d2:	vpsravd %ymm0,%ymm9,%ymm4
    46d7:	vpand  %ymm4,%ymm11,%ymm4
    46db:	vpxor  %ymm9,%ymm4,%ymm4
    46e0:	vmovaps 0x200(%rsp),%ymm9
    46e9:	vpsravd %ymm13,%ymm4,%ymm4
    46ee:	vpand  %ymm12,%ymm4,%ymm4
    46f3:	vpaddd 0x360(%rsp),%ymm4,%ymm4
    46fc:	vcvtdq2ps %ymm4,%ymm4
    4700:	vmulps %ymm10,%ymm4,%ymm4
    4705:	vblendvps %ymm3,%ymm4,%ymm9,%ymm4
    470b:	vpsravd %ymm0,%ymm7,%ymm9
    4710:	vpand  %ymm9,%ymm11,%ymm9
    4715:	vpxor  %ymm7,%ymm9,%ymm9
    4719:	vmovdqa 0x240(%rsp),%ymm7
    4722:	vpmulld %ymm9,%ymm2,%ymm9
    4727:	vmovaps 0x260(%rsp),%ymm2
    4730:	vpsravd %ymm1,%ymm9,%ymm1
    4735:	vpand  %ymm1,%ymm14,%ymm1
    4739:	vpxor  %ymm9,%ymm1,%ymm1
    473e:	vpmulld %ymm1,%ymm15,%ymm1
    4743:	vpsravd %ymm0,%ymm1,%ymm0
    4748:	vpand  %ymm0,%ymm11,%ymm0
    474c:	vpxor  %ymm1,%ymm0,%ymm0
    4750:	vmovdqa 0x1c0(%rsp),%ymm1
    4759:	vpsravd %ymm13,%ymm0,%ymm0
    475e:	vpand  %ymm12,%ymm0,%ymm0
    4763:	vpaddd 0x360(%rsp),%ymm0,%ymm0
    476c:	vmovdqu %ymm1,0x0(%r13,%rcx,4)
    4773:	vmovups %ymm8,(%rbx,%rcx,4)
    4778:	mov    0x28(%rsp),%rbx
    477d:	vmovups %ymm2,(%r14,%rcx,4)
    4783:	vcvtdq2ps %ymm0,%ymm0
    4787:	vmovups %ymm5,(%r15,%rcx,4)
    478d:	vmulps %ymm10,%ymm0,%ymm0
    4792:	vmovups %ymm4,(%rbx,%rcx,4)
    4797:	mov    0x18(%rsp),%rbx
    479c:	vblendvps %ymm3,%ymm0,%ymm6,%ymm6
    47a2:	vpand  0x1c16(%rip),%ymm7,%ymm0        # 63c0 <_fini+0x111c>
    47aa:	vpaddd 0x80(%rsp),%ymm0,%ymm0
    47b3:	vmovups %ymm6,(%rbx,%rcx,4)
    47b8:	mov    0x30(%rsp),%rbx
    47bd:	vmovdqu %ymm0,(%rbx,%rcx,4)
    47c2:	add    $0x8,%rcx
    47c6:	add    $0x20,%rdi
    47ca:	add    $0x20,%rax
    47ce:	add    $0x20,%rdx
    47d2:	cmp    %rcx,0x38(%rsp)
    47d7:	jg     26f0 <kernel._omp_fn.0+0x130>
    47dd:	vzeroupper
    47e0:	lea    -0x28(%rbp),%rsp
    47e4:	pop    %rbx
    47e5:	pop    %r12
    47e7:	pop    %r13
    47e9:	pop    %r14
    47eb:	pop    %r15
    47ed:	pop    %rbp
    47ee:	jmp    2250 <GOMP_barrier@plt>
    47f3:	data16 cs nopw 0x0(%rax,%rax,1)
    47fe:	xchg   %ax,%ax
    4800:	inc    %rax
    4803:	xor    %edx,%edx
    4805:	jmp    2601 <kernel._omp_fn.0+0x41>
    480a:	nopw   0x0(%rax,%rax,1)

0000000000004810 <PyInit_kernel>:
    4810:	push   %rbp
    4811:	lea    0x1830(%rip),%rdi        # 6048 <_fini+0xda4>
    4818:	mov    %rsp,%rbp
    481b:	push   %r12
    481d:	push   %rbx
    481e:	sub    $0x10,%rsp
    4822:	call   2160 <getenv@plt>
    4827:	test   %rax,%rax
    482a:	je     48c0 <PyInit_kernel+0xb0>
    4830:	mov    %rax,%rbx
    4833:	movq   $0x0,-0x18(%rbp)
    483b:	call   2030 <__errno_location@plt>
    4840:	mov    $0xa,%edx
    4845:	mov    %rax,%r12
    4848:	movl   $0x0,(%rax)
    484e:	lea    -0x18(%rbp),%rsi
    4852:	mov    %rbx,%rdi
    4855:	call   2170 <strtoull@plt>
    485a:	mov    (%r12),%edx
    485e:	test   %edx,%edx
    4860:	jne    4890 <PyInit_kernel+0x80>
    4862:	cmp    %rbx,-0x18(%rbp)
    4866:	je     4890 <PyInit_kernel+0x80>
    4868:	test   %rax,%rax
    486b:	je     4890 <PyInit_kernel+0x80>
    486d:	mov    $0x3f5,%esi
    4872:	lea    0x38e7(%rip),%rdi        # 8160 <_ZL9py_module>
    4879:	mov    %rax,0x39b8(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4880:	call   21c0 <PyModule_Create2@plt>
    4885:	add    $0x10,%rsp
    4889:	pop    %rbx
    488a:	pop    %r12
    488c:	pop    %rbp
    488d:	ret
    488e:	xchg   %ax,%ax
    4890:	mov    0x3719(%rip),%rax        # 7fb0 <PyExc_RuntimeError@Base>
    4897:	lea    0x179a(%rip),%rsi        # 6038 <_fini+0xd94>
    489e:	mov    (%rax),%rdi
    48a1:	call   2140 <PyErr_SetString@plt>
    48a6:	xor    %eax,%eax
    48a8:	add    $0x10,%rsp
    48ac:	pop    %rbx
    48ad:	pop    %r12
    48af:	pop    %rbp
    48b0:	ret
    48b1:	data16 cs nopw 0x0(%rax,%rax,1)
    48bc:	nopl   0x0(%rax)
    48c0:	mov    0x36e9(%rip),%rax        # 7fb0 <PyExc_RuntimeError@Base>
    48c7:	lea    0x1732(%rip),%rsi        # 6000 <_fini+0xd5c>
    48ce:	mov    (%rax),%rdi
    48d1:	call   2140 <PyErr_SetString@plt>
    48d6:	xor    %eax,%eax
    48d8:	jmp    48a8 <PyInit_kernel+0x98>
    48da:	nopw   0x0(%rax,%rax,1)

00000000000048e0 <kernel>:
    48e0:	push   %rbp
    48e1:	mov    %rsp,%rbp
    48e4:	push   %r13
    48e6:	push   %r12
    48e8:	push   %rbx
    48e9:	sub    $0xc8,%rsp
    48f0:	mov    0x36b1(%rip),%rbx        # 7fa8 <inductor_cpu_integer_div_error_flag@@Base-0x2a0>
    48f7:	lea    -0xd8(%rbp),%rax
    48fe:	lea    -0xa0(%rbp),%r12
    4905:	mov    %r9,-0x78(%rbp)
    4909:	mov    %r8,-0x80(%rbp)
    490d:	mov    %rcx,-0x88(%rbp)
    4914:	xor    %ecx,%ecx
    4916:	mov    %rdx,-0x90(%rbp)
    491d:	movl   $0x0,-0xd8(%rbp)
    4927:	xor    %edx,%edx
    4929:	mov    %rax,(%rbx)
    492c:	mov    0x58(%rbp),%rax
    4930:	mov    %rax,-0x28(%rbp)
    4934:	mov    0x50(%rbp),%rax
    4938:	mov    %rax,-0x30(%rbp)
    493c:	mov    0x48(%rbp),%rax
    4940:	mov    %rax,-0x38(%rbp)
    4944:	mov    0x40(%rbp),%rax
    4948:	mov    %rax,-0x40(%rbp)
    494c:	mov    0x38(%rbp),%rax
    4950:	mov    %rax,-0x48(%rbp)
    4954:	mov    0x30(%rbp),%rax
    4958:	mov    %rax,-0x50(%rbp)
    495c:	mov    0x28(%rbp),%rax
    4960:	mov    %rax,-0x58(%rbp)
    4964:	mov    0x20(%rbp),%rax
    4968:	mov    %rax,-0x60(%rbp)
    496c:	mov    0x18(%rbp),%rax
    4970:	mov    %rax,-0x68(%rbp)
    4974:	mov    0x10(%rbp),%rax
    4978:	mov    %rax,-0x70(%rbp)
    497c:	mov    %rsi,-0x98(%rbp)
    4983:	mov    %rdi,-0xa0(%rbp)
    498a:	mov    %r12,%rsi
    498d:	lea    -0x23d4(%rip),%rdi        # 25c0 <kernel._omp_fn.0>
    4994:	call   21a0 <GOMP_parallel@plt>
    4999:	movq   $0x0,(%rbx)
    49a0:	mov    -0xd8(%rbp),%eax
    49a6:	test   %eax,%eax
    49a8:	jne    2290 <kernel.cold>
    49ae:	lea    -0x18(%rbp),%rsp
    49b2:	pop    %rbx
    49b3:	pop    %r12
    49b5:	pop    %r13
    49b7:	pop    %rbp
    49b8:	ret
    49b9:	nopl   0x0(%rax)

00000000000049c0 <_ZL9kernel_pyP7_objectS0_>:
    49c0:	push   %rbp
    49c1:	mov    %rsp,%rbp
    49c4:	push   %r15
    49c6:	push   %r14
    49c8:	push   %r13
    49ca:	push   %r12
    49cc:	push   %rbx
    49cd:	sub    $0x68,%rsp
    49d1:	mov    0x3598(%rip),%rax        # 7f70 <PyTuple_Type@Base>
    49d8:	cmp    %rax,0x8(%rsi)
    49dc:	jne    23bb <_ZL9kernel_pyP7_objectS0_.cold>
    49e2:	cmpq   $0x10,0x10(%rsi)
    49e7:	mov    %rsi,%rbx
    49ea:	jne    23ed <_ZL9kernel_pyP7_objectS0_.cold+0x32>
    49f0:	mov    0x90(%rsi),%rdi
    49f7:	call   *0x383b(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    49fd:	mov    0x88(%rbx),%rdi
    4a04:	mov    %rax,-0x38(%rbp)
    4a08:	call   *0x382a(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4a0e:	mov    0x80(%rbx),%rdi
    4a15:	mov    %rax,-0x40(%rbp)
    4a19:	call   *0x3819(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4a1f:	mov    0x78(%rbx),%rdi
    4a23:	mov    %rax,-0x48(%rbp)
    4a27:	call   *0x380b(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4a2d:	mov    0x70(%rbx),%rdi
    4a31:	mov    %rax,-0x50(%rbp)
    4a35:	call   *0x37fd(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4a3b:	mov    0x68(%rbx),%rdi
    4a3f:	mov    %rax,-0x58(%rbp)
    4a43:	call   *0x37ef(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4a49:	mov    0x60(%rbx),%rdi
    4a4d:	mov    %rax,-0x60(%rbp)
    4a51:	call   *0x37e1(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4a57:	mov    0x58(%rbx),%rdi
    4a5b:	mov    %rax,%r15
    4a5e:	call   *0x37d4(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4a64:	mov    0x50(%rbx),%rdi
    4a68:	mov    %rax,%r14
    4a6b:	call   *0x37c7(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4a71:	mov    0x48(%rbx),%rdi
    4a75:	mov    %rax,%r13
    4a78:	call   *0x37ba(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4a7e:	mov    0x40(%rbx),%rdi
    4a82:	mov    %rax,%r12
    4a85:	call   *0x37ad(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4a8b:	mov    0x38(%rbx),%rdi
    4a8f:	mov    %rax,-0x68(%rbp)
    4a93:	call   *0x379f(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4a99:	mov    0x30(%rbx),%rdi
    4a9d:	mov    %rax,-0x70(%rbp)
    4aa1:	call   *0x3791(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4aa7:	mov    0x28(%rbx),%rdi
    4aab:	mov    %rax,-0x78(%rbp)
    4aaf:	call   *0x3783(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4ab5:	mov    0x20(%rbx),%rdi
    4ab9:	mov    %rax,-0x80(%rbp)
    4abd:	call   *0x3775(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4ac3:	mov    0x18(%rbx),%rdi
    4ac7:	mov    %rax,-0x88(%rbp)
    4ace:	call   *0x3764(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    4ad4:	push   -0x38(%rbp)
    4ad7:	mov    %rax,%rdi
    4ada:	push   -0x40(%rbp)
    4add:	mov    -0x68(%rbp),%r9
    4ae1:	push   -0x48(%rbp)
    4ae4:	mov    -0x70(%rbp),%r8
    4ae8:	push   -0x50(%rbp)
    4aeb:	mov    -0x78(%rbp),%rcx
    4aef:	push   -0x58(%rbp)
    4af2:	mov    -0x80(%rbp),%rdx
    4af6:	push   -0x60(%rbp)
    4af9:	push   %r15
    4afb:	mov    -0x88(%rbp),%rsi
    4b02:	push   %r14
    4b04:	push   %r13
    4b06:	push   %r12
    4b08:	call   20e0 <kernel@plt>
    4b0d:	mov    0x346c(%rip),%rax        # 7f80 <_Py_NoneStruct@Base>
    4b14:	add    $0x50,%rsp
    4b18:	incq   (%rax)
    4b1b:	lea    -0x28(%rbp),%rsp
    4b1f:	pop    %rbx
    4b20:	pop    %r12
    4b22:	pop    %r13
    4b24:	pop    %r14
    4b26:	pop    %r15
    4b28:	pop    %rbp
    4b29:	ret
    4b2a:	jmp    241f <_ZL9kernel_pyP7_objectS0_.cold+0x64>
    4b2f:	nop

0000000000004b30 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_>:
    4b30:	push   %rbp
    4b31:	mov    %rsp,%rbp
    4b34:	push   %r15
    4b36:	push   %r14
    4b38:	push   %r13
    4b3a:	push   %r12
    4b3c:	push   %rbx
    4b3d:	mov    %rdi,%r12
    4b40:	mov    %rsi,%r14
    4b43:	and    $0xffffffffffffffe0,%rsp
    4b47:	mov    %rdx,%r13
    4b4a:	sub    $0x1e0,%rsp
    4b51:	mov    0x3438(%rip),%rax        # 7f90 <_ZTVNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    4b58:	mov    %rcx,0x50(%rsp)
    4b5d:	mov    %r8,0x38(%rsp)
    4b62:	mov    %r9,0x30(%rsp)
    4b67:	lea    0x60(%rsp),%rbx
    4b6c:	lea    0x18(%rax),%rcx
    4b70:	mov    0x3411(%rip),%rax        # 7f88 <_ZTVSt15basic_streambufIcSt11char_traitsIcEE@GLIBCXX_3.4>
    4b77:	vmovq  %rcx,%xmm2
    4b7c:	mov    %rcx,0x18(%rsp)
    4b81:	add    $0x10,%rax
    4b85:	vpinsrq $0x1,%rax,%xmm2,%xmm1
    4b8b:	lea    0xd0(%rsp),%rax
    4b93:	mov    %rax,%rdi
    4b96:	mov    %rax,0x58(%rsp)
    4b9b:	vmovdqa %xmm1,0x40(%rsp)
    4ba1:	call   2050 <_ZNSt8ios_baseC2Ev@plt>
    4ba6:	vpxor  %xmm0,%xmm0,%xmm0
    4baa:	movw   $0x0,0x1b0(%rsp)
    4bb4:	movq   $0x0,0x1a8(%rsp)
    4bc0:	vmovdqu %ymm0,0x1b8(%rsp)
    4bc9:	mov    0x3398(%rip),%rsi        # 7f68 <_ZTVSt9basic_iosIcSt11char_traitsIcEE@GLIBCXX_3.4>
    4bd0:	lea    0x10(%rsi),%rax
    4bd4:	xor    %esi,%esi
    4bd6:	mov    %rax,0xd0(%rsp)
    4bde:	mov    0x33bb(%rip),%rax        # 7fa0 <_ZTTNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    4be5:	mov    0x8(%rax),%r15
    4be9:	mov    -0x18(%r15),%rcx
    4bed:	mov    %r15,0x60(%rsp)
    4bf2:	add    %rbx,%rcx
    4bf5:	mov    %rcx,%rdi
    4bf8:	mov    0x10(%rax),%rcx
    4bfc:	mov    %rcx,0x28(%rsp)
    4c01:	mov    %rcx,(%rdi)
    4c04:	vzeroupper
    4c07:	call   2180 <_ZNSt9basic_iosIcSt11char_traitsIcEE4initEPSt15basic_streambufIcS1_E@plt>
    4c0c:	vmovdqa 0x40(%rsp),%xmm1
    4c12:	mov    0x3377(%rip),%rcx        # 7f90 <_ZTVNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    4c19:	vpxor  %xmm0,%xmm0,%xmm0
    4c1d:	vmovdqu %ymm0,0x70(%rsp)
    4c23:	vpxor  %xmm0,%xmm0,%xmm0
    4c27:	vmovdqa %xmm0,0x90(%rsp)
    4c30:	lea    0x40(%rcx),%rax
    4c34:	lea    0xa0(%rsp),%rcx
    4c3c:	mov    %rax,0xd0(%rsp)
    4c44:	mov    %rcx,0x40(%rsp)
    4c49:	mov    %rcx,%rdi
    4c4c:	vmovdqa %xmm1,0x60(%rsp)
    4c52:	vzeroupper
    4c55:	call   2270 <_ZNSt6localeC1Ev@plt>
    4c5a:	lea    0xc0(%rsp),%rdx
    4c62:	movl   $0x10,0xa8(%rsp)
    4c6d:	mov    0x3364(%rip),%rsi        # 7fd8 <_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    4c74:	mov    %rdx,0x20(%rsp)
    4c79:	mov    %rdx,0xb0(%rsp)
    4c81:	movq   $0x0,0xb8(%rsp)
    4c8d:	movb   $0x0,0xc0(%rsp)
    4c95:	mov    0x58(%rsp),%rdi
    4c9a:	lea    0x10(%rsi),%rax
    4c9e:	lea    0x68(%rsp),%rsi
    4ca3:	mov    %rax,0x68(%rsp)
    4ca8:	call   2180 <_ZNSt9basic_iosIcSt11char_traitsIcEE4initEPSt15basic_streambufIcS1_E@plt>
    4cad:	mov    (%r14),%r14
    4cb0:	test   %r14,%r14
    4cb3:	je     4f20 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3f0>
    4cb9:	mov    %r14,%rdi
    4cbc:	call   20a0 <strlen@plt>
    4cc1:	mov    %r14,%rsi
    4cc4:	mov    %rbx,%rdi
    4cc7:	mov    %rax,%rdx
    4cca:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    4ccf:	mov    0x0(%r13),%r13
    4cd3:	test   %r13,%r13
    4cd6:	je     4f44 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x414>
    4cdc:	mov    %r13,%rdi
    4cdf:	call   20a0 <strlen@plt>
    4ce4:	mov    %r13,%rsi
    4ce7:	mov    %rbx,%rdi
    4cea:	mov    %rax,%rdx
    4ced:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    4cf2:	mov    0x50(%rsp),%rax
    4cf7:	mov    (%rax),%r13
    4cfa:	test   %r13,%r13
    4cfd:	je     4f6c <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x43c>
    4d03:	mov    %r13,%rdi
    4d06:	call   20a0 <strlen@plt>
    4d0b:	mov    %r13,%rsi
    4d0e:	mov    %rbx,%rdi
    4d11:	mov    %rax,%rdx
    4d14:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    4d19:	mov    0x38(%rsp),%rax
    4d1e:	mov    (%rax),%r13
    4d21:	test   %r13,%r13
    4d24:	je     4f94 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x464>
    4d2a:	mov    %r13,%rdi
    4d2d:	call   20a0 <strlen@plt>
    4d32:	mov    %r13,%rsi
    4d35:	mov    %rbx,%rdi
    4d38:	mov    %rax,%rdx
    4d3b:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    4d40:	mov    0x30(%rsp),%rax
    4d45:	mov    %rbx,%rdi
    4d48:	mov    (%rax),%esi
    4d4a:	call   2230 <_ZNSolsEi@plt>
    4d4f:	mov    0x10(%rbp),%rax
    4d53:	mov    (%rax),%r13
    4d56:	test   %r13,%r13
    4d59:	je     4f00 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3d0>
    4d5f:	mov    %r13,%rdi
    4d62:	call   20a0 <strlen@plt>
    4d67:	mov    %r13,%rsi
    4d6a:	mov    %rbx,%rdi
    4d6d:	mov    %rax,%rdx
    4d70:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    4d75:	mov    0x18(%rbp),%rax
    4d79:	mov    (%rax),%r13
    4d7c:	test   %r13,%r13
    4d7f:	je     4ee0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3b0>
    4d85:	mov    %r13,%rdi
    4d88:	call   20a0 <strlen@plt>
    4d8d:	mov    %r13,%rsi
    4d90:	mov    %rbx,%rdi
    4d93:	mov    %rax,%rdx
    4d96:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    4d9b:	mov    0x90(%rsp),%rax
    4da3:	lea    0x10(%r12),%r14
    4da8:	movq   $0x0,0x8(%r12)
    4db1:	movb   $0x0,0x10(%r12)
    4db7:	mov    %r14,(%r12)
    4dbb:	test   %rax,%rax
    4dbe:	je     5040 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x510>
    4dc4:	mov    0x80(%rsp),%rdx
    4dcc:	test   %rdx,%rdx
    4dcf:	je     4ed0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3a0>
    4dd5:	cmp    %rax,%rdx
    4dd8:	jb     4ed0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3a0>
    4dde:	mov    0x88(%rsp),%rax
    4de6:	mov    %rdx,%r13
    4de9:	sub    %rax,%r13
    4dec:	mov    %rax,0x50(%rsp)
    4df1:	js     51ad <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x67d>
    4df7:	cmp    $0xf,%r13
    4dfb:	ja     4fb0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x480>
    4e01:	lea    (%r14,%r13,1),%rbx
    4e05:	cmp    %r14,0x50(%rsp)
    4e0a:	je     50a0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x570>
    4e10:	test   %r13,%r13
    4e13:	jne    5020 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x4f0>
    4e19:	mov    %r13,0x8(%r12)
    4e1e:	movb   $0x0,(%rbx)
    4e21:	mov    0x3168(%rip),%rax        # 7f90 <_ZTVNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    4e28:	vmovq  0x18(%rsp),%xmm3
    4e2e:	mov    0xb0(%rsp),%rdi
    4e36:	add    $0x40,%rax
    4e3a:	mov    %rax,0xd0(%rsp)
    4e42:	mov    0x318f(%rip),%rax        # 7fd8 <_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    4e49:	add    $0x10,%rax
    4e4d:	vpinsrq $0x1,%rax,%xmm3,%xmm0
    4e53:	mov    0x20(%rsp),%rax
    4e58:	vmovdqa %xmm0,0x60(%rsp)
    4e5e:	cmp    %rax,%rdi
    4e61:	je     4e74 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x344>
    4e63:	mov    0xc0(%rsp),%rax
    4e6b:	lea    0x1(%rax),%rsi
    4e6f:	call   2120 <_ZdlPvm@plt>
    4e74:	mov    0x310d(%rip),%rax        # 7f88 <_ZTVSt15basic_streambufIcSt11char_traitsIcEE@GLIBCXX_3.4>
    4e7b:	mov    0x40(%rsp),%rdi
    4e80:	add    $0x10,%rax
    4e84:	mov    %rax,0x68(%rsp)
    4e89:	call   2190 <_ZNSt6localeD1Ev@plt>
    4e8e:	mov    -0x18(%r15),%rax
    4e92:	mov    %r15,0x60(%rsp)
    4e97:	mov    0x28(%rsp),%rbx
    4e9c:	mov    0x58(%rsp),%rdi
    4ea1:	mov    %rbx,0x60(%rsp,%rax,1)
    4ea6:	mov    0x30bb(%rip),%rax        # 7f68 <_ZTVSt9basic_iosIcSt11char_traitsIcEE@GLIBCXX_3.4>
    4ead:	add    $0x10,%rax
    4eb1:	mov    %rax,0xd0(%rsp)
    4eb9:	call   2060 <_ZNSt8ios_baseD2Ev@plt>
    4ebe:	lea    -0x28(%rbp),%rsp
    4ec2:	mov    %r12,%rax
    4ec5:	pop    %rbx
    4ec6:	pop    %r12
    4ec8:	pop    %r13
    4eca:	pop    %r14
    4ecc:	pop    %r15
    4ece:	pop    %rbp
    4ecf:	ret
    4ed0:	mov    %rax,%rdx
    4ed3:	jmp    4dde <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2ae>
    4ed8:	nopl   0x0(%rax,%rax,1)
    4ee0:	mov    0x60(%rsp),%rax
    4ee5:	mov    -0x18(%rax),%rdi
    4ee9:	add    %rbx,%rdi
    4eec:	mov    0x20(%rdi),%esi
    4eef:	or     $0x1,%esi
    4ef2:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    4ef7:	jmp    4d9b <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x26b>
    4efc:	nopl   0x0(%rax)
    4f00:	mov    0x60(%rsp),%rax
    4f05:	mov    -0x18(%rax),%rdi
    4f09:	add    %rbx,%rdi
    4f0c:	mov    0x20(%rdi),%esi
    4f0f:	or     $0x1,%esi
    4f12:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    4f17:	jmp    4d75 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x245>
    4f1c:	nopl   0x0(%rax)
    4f20:	mov    0x60(%rsp),%rax
    4f25:	mov    -0x18(%rax),%rdi
    4f29:	add    %rbx,%rdi
    4f2c:	mov    0x20(%rdi),%esi
    4f2f:	or     $0x1,%esi
    4f32:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    4f37:	mov    0x0(%r13),%r13
    4f3b:	test   %r13,%r13
    4f3e:	jne    4cdc <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x1ac>
    4f44:	mov    0x60(%rsp),%rax
    4f49:	mov    -0x18(%rax),%rdi
    4f4d:	add    %rbx,%rdi
    4f50:	mov    0x20(%rdi),%esi
    4f53:	or     $0x1,%esi
    4f56:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    4f5b:	mov    0x50(%rsp),%rax
    4f60:	mov    (%rax),%r13
    4f63:	test   %r13,%r13
    4f66:	jne    4d03 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x1d3>
    4f6c:	mov    0x60(%rsp),%rax
    4f71:	mov    -0x18(%rax),%rdi
    4f75:	add    %rbx,%rdi
    4f78:	mov    0x20(%rdi),%esi
    4f7b:	or     $0x1,%esi
    4f7e:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    4f83:	mov    0x38(%rsp),%rax
    4f88:	mov    (%rax),%r13
    4f8b:	test   %r13,%r13
    4f8e:	jne    4d2a <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x1fa>
    4f94:	mov    0x60(%rsp),%rax
    4f99:	mov    -0x18(%rax),%rdi
    4f9d:	add    %rbx,%rdi
    4fa0:	mov    0x20(%rdi),%esi
    4fa3:	or     $0x1,%esi
    4fa6:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    4fab:	jmp    4d40 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x210>
    4fb0:	cmp    $0x1d,%r13
    4fb4:	ja     5080 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x550>
    4fba:	movq   $0x1e,0x38(%rsp)
    4fc3:	mov    $0x1f,%edi
    4fc8:	call   2110 <_Znwm@plt>
    4fcd:	mov    %rax,%rbx
    4fd0:	mov    0x50(%rsp),%rax
    4fd5:	test   %rax,%rax
    4fd8:	je     4fe8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x4b8>
    4fda:	mov    %r13,%rdx
    4fdd:	mov    %rax,%rsi
    4fe0:	mov    %rbx,%rdi
    4fe3:	call   20f0 <memcpy@plt>
    4fe8:	mov    (%r12),%rdi
    4fec:	cmp    %rdi,%r14
    4fef:	je     4fff <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x4cf>
    4ff1:	mov    0x10(%r12),%rax
    4ff6:	lea    0x1(%rax),%rsi
    4ffa:	call   2120 <_ZdlPvm@plt>
    4fff:	mov    0x38(%rsp),%rax
    5004:	mov    %rbx,(%r12)
    5008:	add    %r13,%rbx
    500b:	mov    %rax,0x10(%r12)
    5010:	jmp    4e19 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2e9>
    5015:	data16 cs nopw 0x0(%rax,%rax,1)
    5020:	cmp    $0x1,%r13
    5024:	je     50d0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x5a0>
    502a:	mov    %rax,%rsi
    502d:	mov    %r13,%rdx
    5030:	mov    %r14,%rdi
    5033:	call   20f0 <memcpy@plt>
    5038:	jmp    4e19 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2e9>
    503d:	nopl   (%rax)
    5040:	mov    0xb8(%rsp),%r13
    5048:	cmp    $0xf,%r13
    504c:	ja     50e0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x5b0>
    5052:	test   %r13,%r13
    5055:	je     5071 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x541>
    5057:	mov    0xb0(%rsp),%rsi
    505f:	cmp    $0x1,%r13
    5063:	jne    5160 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x630>
    5069:	movzbl (%rsi),%eax
    506c:	mov    %al,0x10(%r12)
    5071:	mov    %r13,0x8(%r12)
    5076:	movb   $0x0,(%r14,%r13,1)
    507b:	jmp    4e21 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2f1>
    5080:	mov    %r13,%rdi
    5083:	mov    %r13,0x38(%rsp)
    5088:	inc    %rdi
    508b:	jns    4fc8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x498>
    5091:	call   2070 <_ZSt17__throw_bad_allocv@plt>
    5096:	cs nopw 0x0(%rax,%rax,1)
    50a0:	test   %r13,%r13
    50a3:	je     4e19 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2e9>
    50a9:	cmp    %rdx,%r14
    50ac:	jb     5140 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x610>
    50b2:	cmp    $0x1,%r13
    50b6:	je     4e19 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2e9>
    50bc:	mov    %r13,%rdx
    50bf:	mov    %r14,%rsi
    50c2:	mov    %r14,%rdi
    50c5:	call   21f0 <memmove@plt>
    50ca:	jmp    4e19 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2e9>
    50cf:	nop
    50d0:	movzbl (%rax),%eax
    50d3:	mov    %al,0x10(%r12)
    50d8:	jmp    4e19 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2e9>
    50dd:	nopl   (%rax)
    50e0:	test   %r13,%r13
    50e3:	js     51b9 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x689>
    50e9:	cmp    $0x1d,%r13
    50ed:	jbe    5180 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x650>
    50f3:	mov    %r13,%rdi
    50f6:	mov    %r13,0x50(%rsp)
    50fb:	inc    %rdi
    50fe:	js     5193 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x663>
    5104:	call   2110 <_Znwm@plt>
    5109:	mov    (%r12),%rdi
    510d:	mov    %rax,%rbx
    5110:	cmp    %rdi,%r14
    5113:	je     5123 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x5f3>
    5115:	mov    0x10(%r12),%rax
    511a:	lea    0x1(%rax),%rsi
    511e:	call   2120 <_ZdlPvm@plt>
    5123:	mov    0x50(%rsp),%rax
    5128:	mov    0xb0(%rsp),%rsi
    5130:	mov    %rbx,(%r12)
    5134:	mov    %rax,0x10(%r12)
    5139:	jmp    5163 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x633>
    513b:	nopl   0x0(%rax,%rax,1)
    5140:	cmp    $0x1,%r13
    5144:	je     51a0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x670>
    5146:	mov    %r13,%rdx
    5149:	mov    %rbx,%rsi
    514c:	mov    %r14,%rdi
    514f:	call   20f0 <memcpy@plt>
    5154:	jmp    4e19 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2e9>
    5159:	nopl   0x0(%rax)
    5160:	mov    %r14,%rbx
    5163:	mov    %r13,%rdx
    5166:	mov    %rbx,%rdi
    5169:	call   20f0 <memcpy@plt>
    516e:	mov    (%r12),%r14
    5172:	jmp    5071 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x541>
    5177:	nopw   0x0(%rax,%rax,1)
    5180:	movq   $0x1e,0x50(%rsp)
    5189:	mov    $0x1f,%edi
    518e:	jmp    5104 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x5d4>
    5193:	call   2070 <_ZSt17__throw_bad_allocv@plt>
    5198:	nopl   0x0(%rax,%rax,1)
    51a0:	movzbl (%rbx),%eax
    51a3:	mov    %al,0x10(%r12)
    51a8:	jmp    4e19 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2e9>
    51ad:	lea    0xf44(%rip),%rdi        # 60f8 <_fini+0xe54>
    51b4:	call   20c0 <_ZSt20__throw_length_errorPKc@plt>
    51b9:	lea    0xf51(%rip),%rdi        # 6111 <_fini+0xe6d>
    51c0:	call   20c0 <_ZSt20__throw_length_errorPKc@plt>
    51c5:	mov    %rax,%r13
    51c8:	jmp    51d2 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x6a2>
    51ca:	mov    %rax,%rbx
    51cd:	jmp    5264 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x734>
    51d2:	mov    (%r12),%rdi
    51d6:	cmp    %rdi,%r14
    51d9:	je     51eb <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x6bb>
    51db:	mov    0x10(%r12),%rsi
    51e0:	inc    %rsi
    51e3:	vzeroupper
    51e6:	call   2120 <_ZdlPvm@plt>
    51eb:	mov    %r13,%r12
    51ee:	mov    %rbx,%rdi
    51f1:	vzeroupper
    51f4:	call   2040 <_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEED1Ev@plt>
    51f9:	mov    %r12,%rdi
    51fc:	call   2240 <_Unwind_Resume@plt>
    5201:	mov    0x2dd0(%rip),%rax        # 7fd8 <_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    5208:	mov    0xb0(%rsp),%rdi
    5210:	add    $0x10,%rax
    5214:	mov    %rax,0x68(%rsp)
    5219:	mov    0x20(%rsp),%rax
    521e:	cmp    %rax,%rdi
    5221:	je     529c <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x76c>
    5223:	mov    0xc0(%rsp),%rax
    522b:	lea    0x1(%rax),%rsi
    522f:	vzeroupper
    5232:	call   2120 <_ZdlPvm@plt>
    5237:	mov    0x2d4a(%rip),%rax        # 7f88 <_ZTVSt15basic_streambufIcSt11char_traitsIcEE@GLIBCXX_3.4>
    523e:	mov    0x40(%rsp),%rdi
    5243:	add    $0x10,%rax
    5247:	mov    %rax,0x68(%rsp)
    524c:	call   2190 <_ZNSt6localeD1Ev@plt>
    5251:	mov    -0x18(%r15),%rax
    5255:	mov    %r15,0x60(%rsp)
    525a:	mov    0x28(%rsp),%rcx
    525f:	mov    %rcx,0x60(%rsp,%rax,1)
    5264:	mov    0x2cfd(%rip),%rax        # 7f68 <_ZTVSt9basic_iosIcSt11char_traitsIcEE@GLIBCXX_3.4>
    526b:	mov    0x58(%rsp),%rdi
    5270:	add    $0x10,%rax
    5274:	mov    %rax,0xd0(%rsp)
    527c:	vzeroupper
    527f:	call   2060 <_ZNSt8ios_baseD2Ev@plt>
    5284:	mov    %rbx,%rdi
    5287:	call   2240 <_Unwind_Resume@plt>
    528c:	mov    %rax,%r12
    528f:	jmp    51ee <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x6be>
    5294:	mov    %rax,%rbx
    5297:	jmp    5201 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x6d1>
    529c:	vzeroupper
    529f:	jmp    5237 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x707>

Disassembly of section .fini:

00000000000052a4 <_fini>:
    52a4:	sub    $0x8,%rsp
    52a8:	add    $0x8,%rsp
    52ac:	ret
