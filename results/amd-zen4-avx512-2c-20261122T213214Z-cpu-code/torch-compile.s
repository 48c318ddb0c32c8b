
/tmp/torchinductor_root/4v/c4ve7mneqc7g4aclmjw6klbl7jxly2tp26rozhfytgdasrfi3kwv.main.so:     file format elf64-x86-64


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
    20e0:	jmp    *0x5f72(%rip)        # 8058 <kernel@@Base+0x2a48>
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
    2130:	jmp    *0x5f4a(%rip)        # 8080 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_@@Base+0x2820>
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
    2295:	lea    0x3ea2(%rip),%rbx        # 613e <_fini+0x18a>
    229c:	call   20b0 <__cxa_allocate_exception@plt>
    22a1:	mov    %rbx,-0xb8(%rbp)
    22a8:	lea    0x3dc1(%rip),%rbx        # 6070 <_fini+0xbc>
    22af:	movl   $0x33b,-0xd4(%rbp)
    22b9:	mov    %rax,%r13
    22bc:	lea    0x3e66(%rip),%rax        # 6129 <_fini+0x175>
    22c3:	mov    %rbx,-0xc0(%rbp)
    22ca:	mov    %rax,-0xa8(%rbp)
    22d1:	lea    0x3e63(%rip),%rax        # 613b <_fini+0x187>
    22d8:	lea    -0xc0(%rbp),%rcx
    22df:	lea    -0xc8(%rbp),%rdx
    22e6:	mov    %rax,-0xb0(%rbp)
    22ed:	mov    %rax,-0xc8(%rbp)
    22f4:	lea    0x3dd5(%rip),%rax        # 60d0 <_fini+0x11c>
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
    23c5:	lea    0x3d74(%rip),%rsi        # 6140 <_fini+0x18c>
    23cc:	mov    %rax,%rdi
    23cf:	mov    %rax,%r13
    23d2:	call   2080 <_ZNSt13runtime_errorC1EPKc@plt>
    23d7:	mov    0x5bba(%rip),%rdx        # 7f98 <_ZNSt13runtime_errorD1Ev@GLIBCXX_3.4>
    23de:	mov    0x5beb(%rip),%rsi        # 7fd0 <_ZTISt13runtime_error@GLIBCXX_3.4>
    23e5:	mov    %r13,%rdi
    23e8:	call   2220 <__cxa_throw@plt>
    23ed:	mov    $0x10,%edi
    23f2:	call   20b0 <__cxa_allocate_exception@plt>
    23f7:	lea    0x3d56(%rip),%rsi        # 6154 <_fini+0x1a0>
    23fe:	mov    %rax,%rdi
    2401:	mov    %rax,%r13
    2404:	call   2080 <_ZNSt13runtime_errorC1EPKc@plt>
    2409:	mov    0x5b88(%rip),%rdx        # 7f98 <_ZNSt13runtime_errorD1Ev@GLIBCXX_3.4>
    2410:	mov    0x5bb9(%rip),%rsi        # 7fd0 <_ZTISt13runtime_error@GLIBCXX_3.4>
    2417:	mov    %r13,%rdi
    241a:	call   2220 <__cxa_throw@plt>
    241f:	mov    %rax,%rdi
    2422:	mov    %rdx,%r12
    2425:	vzeroupper
    2428:	dec    %r12
    242b:	je     246a <_ZL9kernel_pyP7_objectS0_.cold+0xaf>
    242d:	call   2090 <__cxa_begin_catch@plt>
    2432:	mov    0x5b77(%rip),%rax        # 7fb0 <PyExc_RuntimeError@Base>
    2439:	lea    0x3d25(%rip),%rsi        # 6165 <_fini+0x1b1>
    2440:	mov    (%rax),%rdi
    2443:	call   2140 <PyErr_SetString@plt>
    2448:	call   2200 <__cxa_end_catch@plt>
    244d:	xor    %eax,%eax
    244f:	jmp    584b <_ZL9kernel_pyP7_objectS0_+0x15b>
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
    247b:	mov    0x5b2e(%rip),%rax        # 7fb0 <PyExc_RuntimeError@Base>
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

00000000000024c0 <_GLOBAL__sub_I_c4ve7mneqc7g4aclmjw6klbl7jxly2tp26rozhfytgdasrfi3kwv.main.cpp>:
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
    25d0:	and    $0xffffffffffffffc0,%rsp
    25d4:	sub    $0x380,%rsp
    25db:	call   21d0 <omp_get_thread_num@plt>
    25e0:	mov    %eax,%r12d
    25e3:	call   2260 <omp_get_num_threads@plt>
    25e8:	movslq %eax,%rsi
    25eb:	mov    $0x400,%eax
    25f0:	movslq %r12d,%rcx
    25f3:	cqto
    25f5:	idiv   %rsi
    25f8:	cmp    %rdx,%rcx
    25fb:	jl     5530 <kernel._omp_fn.0+0x2f70>
    2601:	imul   %rax,%rcx
    2605:	add    %rcx,%rdx
    2608:	add    %rdx,%rax
    260b:	vmovq  %rax,%xmm0
    2610:	cmp    %rax,%rdx
    2613:	jge    5511 <kernel._omp_fn.0+0x2f51>
    2619:	mov    0x18(%rbx),%rax
    261d:	vmovq  0x78(%rbx),%xmm2
    2622:	mov    %rdx,%rcx
    2625:	shl    $0x7,%rdx
    2629:	vmovdqa32 0x3bcd(%rip),%zmm21        # 6200 <_fini+0x24c>
    2633:	add    0x48(%rbx),%rdx
    2637:	shl    $0x4,%rcx
    263b:	vpternlogd $0xff,%zmm19,%zmm19,%zmm19
    2642:	mov    0x70(%rbx),%r15
    2646:	mov    0x68(%rbx),%r14
    264a:	mov    0x60(%rbx),%r13
    264e:	mov    0x58(%rbx),%r12
    2652:	mov    %rax,0x30(%rsp)
    2657:	mov    0x10(%rbx),%rax
    265b:	mov    0x50(%rbx),%rsi
    265f:	mov    0x40(%rbx),%r11
    2663:	mov    0x38(%rbx),%r10
    2667:	mov    0x30(%rbx),%r9
    266b:	mov    0x28(%rbx),%r8
    266f:	mov    0x20(%rbx),%rdi
    2673:	mov    %rax,0x28(%rsp)
    2678:	mov    0x8(%rbx),%rax
    267c:	mov    %rax,0x20(%rsp)
    2681:	mov    (%rbx),%rax
    2684:	mov    $0x1,%ebx
    2689:	vpbroadcastd %ebx,%zmm24
    268f:	mov    $0x1f4,%ebx
    2694:	vpbroadcastd %ebx,%zmm3
    269a:	mov    $0x10,%ebx
    269f:	vpbroadcastq %rbx,%zmm22
    26a5:	mov    $0x846ca68b,%ebx
    26aa:	vmovdqa32 %zmm3,0x340(%rsp)
    26b2:	mov    %rax,0x18(%rsp)
    26b7:	vmovq  %xmm0,%rax
    26bc:	vpbroadcastq %rbx,%zmm20
    26c2:	shl    $0x4,%rax
    26c6:	mov    %rax,0x38(%rsp)
    26cb:	vmovq  %xmm2,%rax
    26d0:	cmp    $0x3fff,%rcx
    26d7:	ja     54fb <kernel._omp_fn.0+0x2f3b>
    26dd:	vbroadcastss 0x3a95(%rip),%zmm6        # 617c <_fini+0x1c8>
    26e7:	vmovups (%r9,%rcx,4),%zmm14
    26ee:	mov    $0x7feb352d,%ebx
    26f3:	vmulps (%r8,%rcx,4),%zmm6,%zmm27
    26fa:	vmulps (%r10,%rcx,4),%zmm6,%zmm13
    2701:	vbroadcastss 0x3a75(%rip),%zmm12        # 6180 <_fini+0x1cc>
    270b:	vbroadcastss 0x3a6f(%rip),%zmm25        # 6184 <_fini+0x1d0>
    2715:	vbroadcastss 0x3aa1(%rip),%zmm23        # 61c0 <_fini+0x20c>
    271f:	vpaddd (%r11,%rcx,4),%zmm24,%zmm3
    2726:	vaddps (%rdi,%rcx,4),%zmm27,%zmm27
    272d:	vmovdqa32 0x340(%rsp),%zmm31
    2735:	vbroadcastss 0x3b41(%rip),%zmm18        # 6280 <_fini+0x2cc>
    273f:	vpbroadcastq (%rsi),%zmm4
    2745:	vpxord 0x60000(%rdx),%zmm4,%zmm1
    274f:	vbroadcastss 0x3ba7(%rip),%zmm11        # 6300 <_fini+0x34c>
    2759:	vbroadcastss 0x3a25(%rip),%zmm17        # 6188 <_fini+0x1d4>
    2763:	vbroadcastss 0x3bd3(%rip),%zmm16        # 6340 <_fini+0x38c>
    276d:	vaddps %zmm14,%zmm13,%zmm13
    2773:	vmovdqa32 %zmm3,0x300(%rsp)
    277b:	vandnps %zmm27,%zmm12,%zmm0
    2781:	vpsravq %zmm22,%zmm1,%zmm2
    2787:	vpxord %zmm2,%zmm1,%zmm2
    278d:	vpbroadcastq %rbx,%zmm1
    2793:	vcmpgt_oqps %zmm25,%zmm0,%k0
    279a:	vandnps %zmm13,%zmm12,%zmm0
    27a0:	mov    $0xf,%ebx
    27a5:	vpmullq %zmm1,%zmm2,%zmm2
    27ab:	vpmovm2d %k0,%zmm8
    27b1:	vcmpgt_oqps %zmm23,%zmm0,%k0
    27b8:	vpmovm2d %k0,%zmm7
    27be:	vpcmpnltd %zmm31,%zmm3,%k0
    27c5:	vpmovm2d %k0,%zmm5
    27cb:	vpxord 0x60040(%rdx),%zmm4,%zmm3
    27d5:	vpandd %zmm21,%zmm2,%zmm10
    27db:	vpternlogd $0xfe,%zmm8,%zmm7,%zmm5
    27e2:	vbroadcastss 0x3a54(%rip),%zmm7        # 6240 <_fini+0x28c>
    27ec:	vmulps %zmm14,%zmm14,%zmm8
    27f2:	vpcmpeqd %zmm19,%zmm5,%k7
    27f9:	vmulps %zmm11,%zmm8,%zmm26
    27ff:	vpsravq %zmm22,%zmm3,%zmm0
    2805:	vpxord %zmm0,%zmm3,%zmm0
    280b:	vpmullq %zmm1,%zmm0,%zmm0
    2811:	vpandd %zmm21,%zmm0,%zmm9
    2817:	vpbroadcastq %rbx,%zmm0
    281d:	mov    $0x8,%ebx
    2822:	vpsravq %zmm0,%zmm10,%zmm3
    2828:	vpsravq %zmm0,%zmm9,%zmm2
    282e:	vpxord %zmm3,%zmm10,%zmm3
    2834:	vpxord %zmm2,%zmm9,%zmm2
    283a:	vpmullq %zmm20,%zmm2,%zmm2
    2840:	vpmullq %zmm20,%zmm3,%zmm3
    2846:	vpandd %zmm21,%zmm2,%zmm9
    284c:	vpandd %zmm21,%zmm3,%zmm3
    2852:	vmulps %zmm7,%zmm8,%zmm5
    2858:	vpsravq %zmm22,%zmm3,%zmm10
    285e:	vpsravq %zmm22,%zmm9,%zmm2
    2864:	vpxord %zmm10,%zmm3,%zmm10
    286a:	vpxord %zmm2,%zmm9,%zmm2
    2870:	vpbroadcastq %rbx,%zmm3
    2876:	mov    $0xffffffffff800000,%rbx
    287d:	vpsravq %zmm3,%zmm2,%zmm9
    2883:	vpbroadcastq %rbx,%zmm2
    2889:	vpsravq %zmm3,%zmm10,%zmm10
    288f:	mov    $0x1f,%ebx
    2894:	vaddps %zmm18,%zmm5,%zmm5
    289a:	vpaddq %zmm2,%zmm10,%zmm10
    28a0:	vpaddq %zmm2,%zmm9,%zmm9
    28a6:	vcvtqq2ps %zmm10,%ymm10
    28ac:	vcvtqq2ps %zmm9,%ymm9
    28b2:	vmulps %zmm8,%zmm5,%zmm5
    28b8:	vaddps 0x39fe(%rip),%zmm5,%zmm5        # 62c0 <_fini+0x30c>
    28c2:	vinsertf64x4 $0x1,%ymm9,%zmm10,%zmm9
    28c9:	vpxord (%rdx),%zmm4,%zmm10
    28cf:	vmulps %zmm17,%zmm9,%zmm13{%k7}
    28d5:	vmulps %zmm8,%zmm5,%zmm5
    28db:	vpsravq %zmm22,%zmm10,%zmm15
    28e1:	vpxord %zmm15,%zmm10,%zmm10
    28e7:	vpmullq %zmm1,%zmm10,%zmm10
    28ed:	vpandd %zmm21,%zmm10,%zmm10
    28f3:	vpsravq %zmm0,%zmm10,%zmm15
    28f9:	vpxord %zmm15,%zmm10,%zmm10
    28ff:	vmulps %zmm8,%zmm5,%zmm5
    2905:	vpmullq %zmm20,%zmm10,%zmm10
    290b:	vpandd %zmm21,%zmm10,%zmm10
    2911:	vpsravq %zmm22,%zmm10,%zmm15
    2917:	vpxord %zmm15,%zmm10,%zmm15
    291d:	vpbroadcastq %rbx,%zmm10
    2923:	mov    $0x1,%ebx
    2928:	vpsravq %zmm10,%zmm15,%zmm15
    292e:	vsubps %zmm26,%zmm5,%zmm26
    2934:	vpxord 0x40(%rdx),%zmm4,%zmm5
    293b:	vaddps %zmm16,%zmm26,%zmm26
    2941:	vpsravq %zmm22,%zmm5,%zmm9
    2947:	vpxord %zmm9,%zmm5,%zmm5
    294d:	vpmullq %zmm1,%zmm5,%zmm5
    2953:	vpandd %zmm21,%zmm5,%zmm5
    2959:	vpsravq %zmm0,%zmm5,%zmm9
    295f:	vpxord %zmm9,%zmm5,%zmm5
    2965:	vpmullq %zmm20,%zmm5,%zmm5
    296b:	vpandd %zmm21,%zmm5,%zmm5
    2971:	vpsravq %zmm22,%zmm5,%zmm9
    2977:	vpxord %zmm9,%zmm5,%zmm5
    297d:	vpbroadcastq %rbx,%zmm9
    2983:	vpsravq %zmm10,%zmm5,%zmm5
    2989:	vpcmpeqq %zmm9,%zmm15,%k0
    2990:	vpmovm2q %k0,%zmm15
    2996:	vpcmpeqq %zmm9,%zmm5,%k0
    299d:	vpmovm2q %k0,%zmm5
    29a3:	vpmovqd %zmm15,%ymm15
    29a9:	vpmovqd %zmm5,%ymm5
    29af:	vinserti64x4 $0x1,%ymm5,%zmm15,%zmm15
    29b6:	vbroadcastss 0x37cc(%rip),%zmm5        # 618c <_fini+0x1d8>
    29c0:	vpcmpeqd %zmm19,%zmm15,%k1
    29c7:	vblendmps 0x39af(%rip),%zmm5,%zmm28{%k1}        # 6380 <_fini+0x3cc>
    29d1:	vmulps 0x39e5(%rip),%zmm8,%zmm5        # 63c0 <_fini+0x40c>
    29db:	vaddps 0x3a1b(%rip),%zmm5,%zmm5        # 6400 <_fini+0x44c>
    29e5:	vmulps %zmm8,%zmm5,%zmm5
    29eb:	vaddps 0x3a4b(%rip),%zmm5,%zmm5        # 6440 <_fini+0x48c>
    29f5:	vmulps %zmm8,%zmm5,%zmm8
    29fb:	vmovups (%r10,%rcx,4),%zmm5
    2a02:	vmulps 0x3a74(%rip),%zmm5,%zmm15        # 6480 <_fini+0x4cc>
    2a0c:	vmulps %zmm14,%zmm8,%zmm8
    2a12:	vaddps %zmm14,%zmm8,%zmm8
    2a18:	vmulps %zmm5,%zmm15,%zmm15
    2a1e:	vmulps %zmm8,%zmm15,%zmm15
    2a24:	vmulps 0x3ad2(%rip),%zmm8,%zmm8        # 6500 <_fini+0x54c>
    2a2e:	vaddps %zmm28,%zmm15,%zmm15
    2a34:	vmulps 0x3a82(%rip),%zmm15,%zmm15        # 64c0 <_fini+0x50c>
    2a3e:	vmulps %zmm26,%zmm15,%zmm5
    2a44:	vsubps %zmm5,%zmm8,%zmm8
    2a4a:	vmulps 0x3aec(%rip),%zmm26,%zmm5        # 6540 <_fini+0x58c>
    2a54:	vbroadcastss 0x3732(%rip),%zmm14        # 6190 <_fini+0x1dc>
    2a5e:	vmulps %zmm26,%zmm5,%zmm5
    2a64:	vsubps %zmm5,%zmm14,%zmm5
    2a6a:	vpxord 0x80000(%rdx),%zmm4,%zmm14
    2a74:	vmulps %zmm11,%zmm5,%zmm5
    2a7a:	vdivps %zmm5,%zmm8,%zmm8
    2a80:	vpxord 0x80040(%rdx),%zmm4,%zmm5
    2a8a:	vpsravq %zmm22,%zmm14,%zmm29
    2a90:	vpxord %zmm29,%zmm14,%zmm14
    2a96:	vpmullq %zmm1,%zmm14,%zmm14
    2a9c:	vpandd %zmm21,%zmm14,%zmm14
    2aa2:	vpsravq %zmm0,%zmm14,%zmm29
    2aa8:	vpxord %zmm29,%zmm14,%zmm14
    2aae:	vpmullq %zmm20,%zmm14,%zmm14
    2ab4:	vpandd %zmm21,%zmm14,%zmm14
    2aba:	vpsravq %zmm22,%zmm14,%zmm29
    2ac0:	vpxord %zmm29,%zmm14,%zmm14
    2ac6:	vpsravq %zmm3,%zmm14,%zmm14
    2acc:	vpaddq %zmm2,%zmm14,%zmm14
    2ad2:	vpsravq %zmm22,%zmm5,%zmm28
    2ad8:	vpxord %zmm28,%zmm5,%zmm5
    2ade:	vcvtqq2ps %zmm14,%ymm14
    2ae4:	vpmullq %zmm1,%zmm5,%zmm5
    2aea:	vpandd %zmm21,%zmm5,%zmm5
    2af0:	vpsravq %zmm0,%zmm5,%zmm28
    2af6:	vpxord %zmm28,%zmm5,%zmm5
    2afc:	vpmullq %zmm20,%zmm5,%zmm5
    2b02:	vpandd %zmm21,%zmm5,%zmm5
    2b08:	vpsravq %zmm22,%zmm5,%zmm28
    2b0e:	vpxord %zmm28,%zmm5,%zmm5
    2b14:	vpsravq %zmm3,%zmm5,%zmm5
    2b1a:	vpaddq %zmm2,%zmm5,%zmm5
    2b20:	vcvtqq2ps %zmm5,%ymm5
    2b26:	vinsertf64x4 $0x1,%ymm5,%zmm14,%zmm5
    2b2d:	vmulps %zmm6,%zmm8,%zmm14
    2b33:	vaddps (%r10,%rcx,4),%zmm14,%zmm14
    2b3a:	vmulps %zmm17,%zmm5,%zmm14{%k7}
    2b40:	vpxord 0x40000(%rdx),%zmm4,%zmm5
    2b4a:	vmovaps %zmm14,%zmm30
    2b50:	vpxord 0x40040(%rdx),%zmm4,%zmm14
    2b5a:	vmovaps %zmm30,0x280(%rsp)
    2b62:	vpsravq %zmm22,%zmm5,%zmm29
    2b68:	vpxord %zmm29,%zmm5,%zmm5
    2b6e:	vpmullq %zmm1,%zmm5,%zmm5
    2b74:	vpandd %zmm21,%zmm5,%zmm5
    2b7a:	vpsravq %zmm0,%zmm5,%zmm29
    2b80:	vpxord %zmm29,%zmm5,%zmm5
    2b86:	vpsravq %zmm22,%zmm14,%zmm28
    2b8c:	vpxord %zmm28,%zmm14,%zmm14
    2b92:	vpmullq %zmm20,%zmm5,%zmm5
    2b98:	vpandd %zmm21,%zmm5,%zmm5
    2b9e:	vpmullq %zmm1,%zmm14,%zmm14
    2ba4:	vpandd %zmm21,%zmm14,%zmm14
    2baa:	vpsravq %zmm22,%zmm5,%zmm29
    2bb0:	vpxord %zmm29,%zmm5,%zmm5
    2bb6:	vpsravq %zmm0,%zmm14,%zmm28
    2bbc:	vpxord %zmm28,%zmm14,%zmm14
    2bc2:	vpsravq %zmm3,%zmm5,%zmm5
    2bc8:	vpaddq %zmm2,%zmm5,%zmm5
    2bce:	vpmullq %zmm20,%zmm14,%zmm14
    2bd4:	vpandd %zmm21,%zmm14,%zmm14
    2bda:	vcvtqq2ps %zmm5,%ymm5
    2be0:	vpsravq %zmm22,%zmm14,%zmm28
    2be6:	vpxord %zmm28,%zmm14,%zmm14
    2bec:	vpsravq %zmm3,%zmm14,%zmm14
    2bf2:	vpaddq %zmm2,%zmm14,%zmm14
    2bf8:	vcvtqq2ps %zmm14,%ymm14
    2bfe:	vinsertf64x4 $0x1,%ymm14,%zmm5,%zmm5
    2c05:	vbroadcastss 0x3971(%rip),%zmm14        # 6580 <_fini+0x5cc>
    2c0f:	vmulps %zmm14,%zmm8,%zmm8
    2c15:	vmulps %zmm26,%zmm8,%zmm8
    2c1b:	vmulps %zmm30,%zmm6,%zmm26
    2c21:	vsubps %zmm8,%zmm15,%zmm15
    2c27:	vaddps %zmm13,%zmm26,%zmm26
    2c2d:	vmulps %zmm6,%zmm15,%zmm15
    2c33:	vaddps (%r8,%rcx,4),%zmm15,%zmm8
    2c3a:	vmulps %zmm17,%zmm5,%zmm8{%k7}
    2c40:	vpxord 0x20000(%rdx),%zmm4,%zmm5
    2c4a:	vpxord 0x20040(%rdx),%zmm4,%zmm4
    2c54:	vmovaps %zmm8,%zmm29
    2c5a:	vmovaps %zmm29,0x240(%rsp)
    2c62:	vpsravq %zmm22,%zmm5,%zmm15
    2c68:	vpsravq %zmm22,%zmm4,%zmm8
    2c6e:	vpxord %zmm15,%zmm5,%zmm5
    2c74:	vpxord %zmm8,%zmm4,%zmm4
    2c7a:	vpmullq %zmm1,%zmm5,%zmm5
    2c80:	vpmullq %zmm1,%zmm4,%zmm4
    2c86:	vpandd %zmm21,%zmm5,%zmm5
    2c8c:	vpandd %zmm21,%zmm4,%zmm4
    2c92:	vpsravq %zmm0,%zmm5,%zmm15
    2c98:	vpsravq %zmm0,%zmm4,%zmm8
    2c9e:	vpxord %zmm15,%zmm5,%zmm5
    2ca4:	vpxord %zmm8,%zmm4,%zmm4
    2caa:	vpmullq %zmm20,%zmm5,%zmm5
    2cb0:	vpmullq %zmm20,%zmm4,%zmm4
    2cb6:	vpandd %zmm21,%zmm5,%zmm5
    2cbc:	vpandd %zmm21,%zmm4,%zmm4
    2cc2:	vpsravq %zmm22,%zmm5,%zmm15
    2cc8:	vpsravq %zmm22,%zmm4,%zmm8
    2cce:	vpxord %zmm15,%zmm5,%zmm5
    2cd4:	vmulps %zmm29,%zmm6,%zmm15
    2cda:	vpxord %zmm8,%zmm4,%zmm4
    2ce0:	vpsravq %zmm3,%zmm5,%zmm5
    2ce6:	vpaddq %zmm2,%zmm5,%zmm5
    2cec:	vpsravq %zmm3,%zmm4,%zmm4
    2cf2:	vpaddq %zmm2,%zmm4,%zmm4
    2cf8:	vcvtqq2ps %zmm5,%ymm5
    2cfe:	vcvtqq2ps %zmm4,%ymm4
    2d04:	vinsertf64x4 $0x1,%ymm4,%zmm5,%zmm4
    2d0b:	vpxor  %xmm5,%xmm5,%xmm5
    2d0f:	vmulps %zmm17,%zmm4,%zmm27{%k7}
    2d15:	vaddps %zmm27,%zmm15,%zmm15
    2d1b:	vandnps %zmm15,%zmm12,%zmm4
    2d21:	vcmpgt_oqps %zmm25,%zmm4,%k0
    2d28:	vandnps %zmm26,%zmm12,%zmm4
    2d2e:	vpmovm2d %k0,%zmm29
    2d34:	vcmpgt_oqps %zmm23,%zmm4,%k0
    2d3b:	vmovdqa32 0x300(%rsp),%zmm4
    2d43:	vpmovm2d %k0,%zmm28
    2d49:	vmovdqa32 %zmm5,%zmm4{%k7}
    2d4f:	vpaddd %zmm24,%zmm4,%zmm5
    2d55:	vpbroadcastq 0x8(%rsi),%zmm4
    2d5c:	vpxord 0x60000(%rdx),%zmm4,%zmm8
    2d66:	vpcmpnltd %zmm31,%zmm5,%k0
    2d6d:	vmovdqa32 %zmm5,0x2c0(%rsp)
    2d75:	vpxord 0x60040(%rdx),%zmm4,%zmm5
    2d7f:	vpmovm2d %k0,%zmm27
    2d85:	vpternlogd $0xfe,%zmm29,%zmm28,%zmm27
    2d8c:	vpsravq %zmm22,%zmm8,%zmm31
    2d92:	vpsravq %zmm22,%zmm5,%zmm30
    2d98:	vpxord %zmm31,%zmm8,%zmm8
    2d9e:	vpxord %zmm30,%zmm5,%zmm5
    2da4:	vpmullq %zmm1,%zmm8,%zmm8
    2daa:	vpmullq %zmm1,%zmm5,%zmm5
    2db0:	vpandd %zmm21,%zmm8,%zmm8
    2db6:	vpandd %zmm21,%zmm5,%zmm5
    2dbc:	vpsravq %zmm0,%zmm8,%zmm31
    2dc2:	vpsravq %zmm0,%zmm5,%zmm30
    2dc8:	vpxord %zmm31,%zmm8,%zmm8
    2dce:	vpxord %zmm30,%zmm5,%zmm5
    2dd4:	vpmullq %zmm20,%zmm8,%zmm8
    2dda:	vpmullq %zmm20,%zmm5,%zmm5
    2de0:	vpandd %zmm21,%zmm8,%zmm8
    2de6:	vpandd %zmm21,%zmm5,%zmm5
    2dec:	vpsravq %zmm22,%zmm8,%zmm31
    2df2:	vpsravq %zmm22,%zmm5,%zmm30
    2df8:	vpxord %zmm31,%zmm8,%zmm8
    2dfe:	vpxord %zmm30,%zmm5,%zmm5
    2e04:	vpsravq %zmm3,%zmm8,%zmm8
    2e0a:	vpsravq %zmm3,%zmm5,%zmm5
    2e10:	vpaddq %zmm2,%zmm8,%zmm8
    2e16:	vpaddq %zmm2,%zmm5,%zmm5
    2e1c:	vcvtqq2ps %zmm8,%ymm8
    2e22:	vpcmpeqd %zmm19,%zmm27,%k6
    2e29:	vmulps %zmm13,%zmm13,%zmm27
    2e2f:	vmovaps 0x280(%rsp),%zmm30
    2e37:	vcvtqq2ps %zmm5,%ymm5
    2e3d:	vinsertf64x4 $0x1,%ymm5,%zmm8,%zmm5
    2e44:	vpxord 0x40(%rdx),%zmm4,%zmm8
    2e4b:	vmulps %zmm17,%zmm5,%zmm26{%k6}
    2e51:	vmulps %zmm11,%zmm27,%zmm5
    2e57:	vmovaps %zmm26,%zmm31
    2e5d:	vmulps %zmm7,%zmm27,%zmm26
    2e63:	vaddps %zmm18,%zmm26,%zmm26
    2e69:	vpsravq %zmm22,%zmm8,%zmm29
    2e6f:	vpxord %zmm29,%zmm8,%zmm8
    2e75:	vpmullq %zmm8,%zmm1,%zmm8
    2e7b:	vpandd %zmm8,%zmm21,%zmm8
    2e81:	vpsravq %zmm0,%zmm8,%zmm29
    2e87:	vmulps %zmm27,%zmm26,%zmm26
    2e8d:	vaddps 0x3429(%rip),%zmm26,%zmm26        # 62c0 <_fini+0x30c>
    2e97:	vmulps %zmm27,%zmm26,%zmm26
    2e9d:	vmulps %zmm27,%zmm26,%zmm26
    2ea3:	vsubps %zmm5,%zmm26,%zmm26
    2ea9:	vpxord (%rdx),%zmm4,%zmm5
    2eaf:	vaddps %zmm16,%zmm26,%zmm26
    2eb5:	vpsravq %zmm22,%zmm5,%zmm28
    2ebb:	vpxord %zmm28,%zmm5,%zmm28
    2ec1:	vpmullq %zmm28,%zmm1,%zmm28
    2ec7:	vpandd %zmm28,%zmm21,%zmm28
    2ecd:	vpsravq %zmm0,%zmm28,%zmm5
    2ed3:	vpxord %zmm5,%zmm28,%zmm28
    2ed9:	vpxord %zmm29,%zmm8,%zmm5
    2edf:	vpmullq %zmm28,%zmm20,%zmm28
    2ee5:	vpmullq %zmm5,%zmm20,%zmm5
    2eeb:	vpandd %zmm28,%zmm21,%zmm28
    2ef1:	vpandd %zmm5,%zmm21,%zmm5
    2ef7:	vpsravq %zmm22,%zmm28,%zmm29
    2efd:	vpsravq %zmm22,%zmm5,%zmm8
    2f03:	vpxord %zmm29,%zmm28,%zmm28
    2f09:	vpxord %zmm8,%zmm5,%zmm5
    2f0f:	vpsravq %zmm10,%zmm28,%zmm28
    2f15:	vpsravq %zmm10,%zmm5,%zmm5
    2f1b:	vpcmpeqq %zmm9,%zmm28,%k0
    2f22:	vpmovm2q %k0,%zmm8
    2f28:	vpcmpeqq %zmm9,%zmm5,%k0
    2f2f:	vpmovm2q %k0,%zmm5
    2f35:	vbroadcastss 0x324d(%rip),%zmm28        # 618c <_fini+0x1d8>
    2f3f:	vpmovqd %zmm8,%ymm8
    2f45:	vpmovqd %zmm5,%ymm5
    2f4b:	vinserti64x4 $0x1,%ymm5,%zmm8,%zmm8
    2f52:	vmulps 0x3464(%rip),%zmm27,%zmm5        # 63c0 <_fini+0x40c>
    2f5c:	vpcmpeqd %zmm19,%zmm8,%k1
    2f63:	vaddps 0x3493(%rip),%zmm5,%zmm5        # 6400 <_fini+0x44c>
    2f6d:	vmovaps 0x3409(%rip),%zmm28{%k1}        # 6380 <_fini+0x3cc>
    2f77:	vmulps %zmm27,%zmm5,%zmm5
    2f7d:	vaddps 0x34b9(%rip),%zmm5,%zmm5        # 6440 <_fini+0x48c>
    2f87:	vmulps %zmm27,%zmm5,%zmm5
    2f8d:	vpxord 0x80000(%rdx),%zmm4,%zmm27
    2f97:	vmulps %zmm13,%zmm5,%zmm5
    2f9d:	vaddps %zmm13,%zmm5,%zmm5
    2fa3:	vmulps 0x34d3(%rip),%zmm30,%zmm13        # 6480 <_fini+0x4cc>
    2fad:	vmulps 0x3549(%rip),%zmm5,%zmm8        # 6500 <_fini+0x54c>
    2fb7:	vpsravq %zmm22,%zmm27,%zmm29
    2fbd:	vpxord %zmm29,%zmm27,%zmm27
    2fc3:	vpmullq %zmm27,%zmm1,%zmm27
    2fc9:	vpandd %zmm27,%zmm21,%zmm27
    2fcf:	vpsravq %zmm0,%zmm27,%zmm29
    2fd5:	vpxord %zmm29,%zmm27,%zmm27
    2fdb:	vpmullq %zmm27,%zmm20,%zmm27
    2fe1:	vpandd %zmm27,%zmm21,%zmm27
    2fe7:	vpsravq %zmm22,%zmm27,%zmm29
    2fed:	vpxord %zmm29,%zmm27,%zmm27
    2ff3:	vpsravq %zmm3,%zmm27,%zmm27
    2ff9:	vpaddq %zmm2,%zmm27,%zmm27
    2fff:	vcvtqq2ps %zmm27,%ymm27
    3005:	vmulps %zmm30,%zmm13,%zmm13
    300b:	vmulps %zmm5,%zmm13,%zmm13
    3011:	vaddps %zmm28,%zmm13,%zmm13
    3017:	vmulps 0x349f(%rip),%zmm13,%zmm13        # 64c0 <_fini+0x50c>
    3021:	vbroadcastss 0x3165(%rip),%zmm28        # 6190 <_fini+0x1dc>
    302b:	vmulps %zmm26,%zmm13,%zmm5
    3031:	vsubps %zmm5,%zmm8,%zmm8
    3037:	vmulps 0x34ff(%rip),%zmm26,%zmm5        # 6540 <_fini+0x58c>
    3041:	vmulps %zmm26,%zmm5,%zmm5
    3047:	vsubps %zmm5,%zmm28,%zmm5
    304d:	vmulps %zmm11,%zmm5,%zmm5
    3053:	vdivps %zmm5,%zmm8,%zmm8
    3059:	vpxord 0x80040(%rdx),%zmm4,%zmm5
    3063:	vpsravq %zmm22,%zmm5,%zmm28
    3069:	vpxord %zmm28,%zmm5,%zmm5
    306f:	vpmullq %zmm5,%zmm1,%zmm5
    3075:	vpandd %zmm5,%zmm21,%zmm5
    307b:	vpsravq %zmm0,%zmm5,%zmm28
    3081:	vpxord %zmm28,%zmm5,%zmm5
    3087:	vpmullq %zmm5,%zmm20,%zmm5
    308d:	vpandd %zmm5,%zmm21,%zmm5
    3093:	vpsravq %zmm22,%zmm5,%zmm28
    3099:	vpxord %zmm28,%zmm5,%zmm5
    309f:	vpsravq %zmm3,%zmm5,%zmm5
    30a5:	vpaddq %zmm2,%zmm5,%zmm5
    30ab:	vcvtqq2ps %zmm5,%ymm5
    30b1:	vinsertf32x8 $0x1,%ymm5,%zmm27,%zmm5
    30b8:	vmulps %zmm6,%zmm8,%zmm27
    30be:	vmulps %zmm14,%zmm8,%zmm8
    30c4:	vaddps %zmm30,%zmm27,%zmm27
    30ca:	vmulps %zmm26,%zmm8,%zmm8
    30d0:	vmovaps %zmm27,%zmm30
    30d6:	vpxord 0x40000(%rdx),%zmm4,%zmm27
    30e0:	vmulps %zmm17,%zmm5,%zmm30{%k6}
    30e6:	vpxord 0x40040(%rdx),%zmm4,%zmm5
    30f0:	vsubps %zmm8,%zmm13,%zmm13
    30f6:	vmulps %zmm6,%zmm13,%zmm13
    30fc:	vaddps 0x240(%rsp),%zmm13,%zmm13
    3104:	vmovaps %zmm30,0x240(%rsp)
    310c:	vpsravq %zmm22,%zmm27,%zmm29
    3112:	vpxord %zmm29,%zmm27,%zmm27
    3118:	vpsravq %zmm22,%zmm5,%zmm28
    311e:	vpxord %zmm28,%zmm5,%zmm5
    3124:	vpmullq %zmm27,%zmm1,%zmm27
    312a:	vpandd %zmm27,%zmm21,%zmm27
    3130:	vpmullq %zmm5,%zmm1,%zmm5
    3136:	vpandd %zmm5,%zmm21,%zmm5
    313c:	vpsravq %zmm0,%zmm27,%zmm29
    3142:	vpxord %zmm29,%zmm27,%zmm27
    3148:	vpsravq %zmm0,%zmm5,%zmm28
    314e:	vpxord %zmm28,%zmm5,%zmm5
    3154:	vpmullq %zmm27,%zmm20,%zmm27
    315a:	vpandd %zmm27,%zmm21,%zmm27
    3160:	vpmullq %zmm5,%zmm20,%zmm5
    3166:	vpandd %zmm5,%zmm21,%zmm5
    316c:	vpsravq %zmm22,%zmm27,%zmm29
    3172:	vpxord %zmm29,%zmm27,%zmm27
    3178:	vpsravq %zmm22,%zmm5,%zmm28
    317e:	vpxord %zmm28,%zmm5,%zmm5
    3184:	vpsravq %zmm3,%zmm27,%zmm27
    318a:	vpaddq %zmm2,%zmm27,%zmm27
    3190:	vpsravq %zmm3,%zmm5,%zmm5
    3196:	vpaddq %zmm2,%zmm5,%zmm5
    319c:	vcvtqq2ps %zmm27,%ymm27
    31a2:	vpxord %xmm29,%xmm29,%xmm29
    31a8:	vcvtqq2ps %zmm5,%ymm5
    31ae:	vinsertf32x8 $0x1,%ymm5,%zmm27,%zmm5
    31b5:	vmulps %zmm17,%zmm5,%zmm13{%k6}
    31bb:	vpxord 0x20000(%rdx),%zmm4,%zmm5
    31c5:	vpxord 0x20040(%rdx),%zmm4,%zmm4
    31cf:	vmovaps %zmm13,%zmm26
    31d5:	vmovaps %zmm26,0x200(%rsp)
    31dd:	vpsravq %zmm22,%zmm5,%zmm13
    31e3:	vpsravq %zmm22,%zmm4,%zmm8
    31e9:	vpxord %zmm13,%zmm5,%zmm5
    31ef:	vpxord %zmm8,%zmm4,%zmm4
    31f5:	vpmullq %zmm5,%zmm1,%zmm5
    31fb:	vpmullq %zmm4,%zmm1,%zmm4
    3201:	vpandd %zmm5,%zmm21,%zmm5
    3207:	vpandd %zmm4,%zmm21,%zmm4
    320d:	vpsravq %zmm0,%zmm5,%zmm13
    3213:	vpsravq %zmm0,%zmm4,%zmm8
    3219:	vpxord %zmm13,%zmm5,%zmm5
    321f:	vpxord %zmm8,%zmm4,%zmm4
    3225:	vpmullq %zmm5,%zmm20,%zmm5
    322b:	vpmullq %zmm4,%zmm20,%zmm4
    3231:	vpandd %zmm5,%zmm21,%zmm5
    3237:	vpandd %zmm4,%zmm21,%zmm4
    323d:	vpsravq %zmm22,%zmm5,%zmm13
    3243:	vpsravq %zmm22,%zmm4,%zmm8
    3249:	vpxord %zmm13,%zmm5,%zmm5
    324f:	vmulps %zmm30,%zmm6,%zmm13
    3255:	vpxord %zmm8,%zmm4,%zmm4
    325b:	vpsravq %zmm3,%zmm5,%zmm5
    3261:	vpaddq %zmm2,%zmm5,%zmm5
    3267:	vpsravq %zmm3,%zmm4,%zmm4
    326d:	vpaddq %zmm2,%zmm4,%zmm4
    3273:	vcvtqq2ps %zmm5,%ymm5
    3279:	vcvtqq2ps %zmm4,%ymm4
    327f:	vaddps %zmm31,%zmm13,%zmm13
    3285:	vinsertf64x4 $0x1,%ymm4,%zmm5,%zmm4
    328c:	vmovdqa32 0x2c0(%rsp),%zmm5
    3294:	vmulps %zmm17,%zmm4,%zmm15{%k6}
    329a:	vmulps %zmm26,%zmm6,%zmm4
    32a0:	vaddps %zmm15,%zmm4,%zmm15
    32a6:	vandnps %zmm15,%zmm12,%zmm4
    32ac:	vcmpgt_oqps %zmm25,%zmm4,%k0
    32b3:	vandnps %zmm13,%zmm12,%zmm4
    32b9:	vpmovm2d %k0,%zmm28
    32bf:	vcmpgt_oqps %zmm23,%zmm4,%k0
    32c6:	vpblendmd %zmm29,%zmm5,%zmm4{%k6}
    32cc:	vpaddd %zmm24,%zmm4,%zmm29
    32d2:	vpbroadcastq 0x10(%rsi),%zmm4
    32d9:	vpxord 0x60000(%rdx),%zmm4,%zmm8
    32e3:	vpxord 0x60040(%rdx),%zmm4,%zmm5
    32ed:	vmovdqa32 %zmm29,0x280(%rsp)
    32f5:	vpmovm2d %k0,%zmm27
    32fb:	vpcmpnltd 0x340(%rsp),%zmm29,%k0
    3304:	vpmovm2d %k0,%zmm26
    330a:	vpsravq %zmm22,%zmm8,%zmm30
    3310:	vpsravq %zmm22,%zmm5,%zmm29
    3316:	vpxord %zmm30,%zmm8,%zmm8
    331c:	vpxord %zmm29,%zmm5,%zmm5
    3322:	vpmullq %zmm8,%zmm1,%zmm8
    3328:	vpmullq %zmm5,%zmm1,%zmm5
    332e:	vpandd %zmm8,%zmm21,%zmm8
    3334:	vpandd %zmm5,%zmm21,%zmm5
    333a:	vpsravq %zmm0,%zmm8,%zmm30
    3340:	vpsravq %zmm0,%zmm5,%zmm29
    3346:	vpxord %zmm30,%zmm8,%zmm8
    334c:	vpxord %zmm29,%zmm5,%zmm5
    3352:	vpmullq %zmm8,%zmm20,%zmm8
    3358:	vpmullq %zmm5,%zmm20,%zmm5
    335e:	vpandd %zmm8,%zmm21,%zmm8
    3364:	vpandd %zmm5,%zmm21,%zmm5
    336a:	vpsravq %zmm22,%zmm8,%zmm30
    3370:	vpsravq %zmm22,%zmm5,%zmm29
    3376:	vpxord %zmm30,%zmm8,%zmm8
    337c:	vpxord %zmm29,%zmm5,%zmm5
    3382:	vpsravq %zmm3,%zmm8,%zmm8
    3388:	vpsravq %zmm3,%zmm5,%zmm5
    338e:	vpaddq %zmm2,%zmm8,%zmm8
    3394:	vpaddq %zmm2,%zmm5,%zmm5
    339a:	vcvtqq2ps %zmm8,%ymm8
    33a0:	vpternlogd $0xfe,%zmm28,%zmm27,%zmm26
    33a7:	vmulps %zmm31,%zmm31,%zmm27
    33ad:	vcvtqq2ps %zmm5,%ymm5
    33b3:	vpcmpeqd %zmm19,%zmm26,%k5
    33ba:	vinsertf64x4 $0x1,%ymm5,%zmm8,%zmm5
    33c1:	vpxord (%rdx),%zmm4,%zmm8
    33c7:	vmulps %zmm17,%zmm5,%zmm13{%k5}
    33cd:	vmulps %zmm11,%zmm27,%zmm5
    33d3:	vmovaps %zmm13,%zmm30
    33d9:	vmulps %zmm7,%zmm27,%zmm13
    33df:	vaddps %zmm18,%zmm13,%zmm13
    33e5:	vpsravq %zmm22,%zmm8,%zmm28
    33eb:	vpxord %zmm28,%zmm8,%zmm8
    33f1:	vpmullq %zmm8,%zmm1,%zmm8
    33f7:	vpandd %zmm8,%zmm21,%zmm8
    33fd:	vpsravq %zmm0,%zmm8,%zmm28
    3403:	vpxord %zmm28,%zmm8,%zmm8
    3409:	vmulps %zmm27,%zmm13,%zmm13
    340f:	vaddps 0x2ea7(%rip),%zmm13,%zmm13        # 62c0 <_fini+0x30c>
    3419:	vpmullq %zmm8,%zmm20,%zmm8
    341f:	vpandd %zmm8,%zmm21,%zmm8
    3425:	vpsravq %zmm22,%zmm8,%zmm28
    342b:	vpxord %zmm28,%zmm8,%zmm8
    3431:	vbroadcastss 0x2d51(%rip),%zmm28        # 618c <_fini+0x1d8>
    343b:	vpsravq %zmm10,%zmm8,%zmm8
    3441:	vpcmpeqq %zmm9,%zmm8,%k0
    3448:	vpmovm2q %k0,%zmm8
    344e:	vpmovqd %zmm8,%ymm8
    3454:	vmulps %zmm27,%zmm13,%zmm13
    345a:	vmulps %zmm27,%zmm13,%zmm13
    3460:	vsubps %zmm5,%zmm13,%zmm13
    3466:	vpxord 0x40(%rdx),%zmm4,%zmm5
    346d:	vaddps %zmm16,%zmm13,%zmm13
    3473:	vpsravq %zmm22,%zmm5,%zmm26
    3479:	vpxord %zmm26,%zmm5,%zmm5
    347f:	vpmullq %zmm5,%zmm1,%zmm5
    3485:	vpandd %zmm5,%zmm21,%zmm5
    348b:	vpsravq %zmm0,%zmm5,%zmm26
    3491:	vpxord %zmm26,%zmm5,%zmm5
    3497:	vpmullq %zmm5,%zmm20,%zmm5
    349d:	vpandd %zmm5,%zmm21,%zmm5
    34a3:	vpsravq %zmm22,%zmm5,%zmm26
    34a9:	vpxord %zmm26,%zmm5,%zmm5
    34af:	vpsravq %zmm10,%zmm5,%zmm5
    34b5:	vpcmpeqq %zmm9,%zmm5,%k0
    34bc:	vpmovm2q %k0,%zmm5
    34c2:	vpmovqd %zmm5,%ymm5
    34c8:	vinserti64x4 $0x1,%ymm5,%zmm8,%zmm8
    34cf:	vpcmpeqd %zmm19,%zmm8,%k1
    34d6:	vmulps 0x2ee0(%rip),%zmm27,%zmm8        # 63c0 <_fini+0x40c>
    34e0:	vblendmps 0x2e96(%rip),%zmm28,%zmm5{%k1}        # 6380 <_fini+0x3cc>
    34ea:	vbroadcastss 0x2c9c(%rip),%zmm28        # 6190 <_fini+0x1dc>
    34f4:	vaddps 0x2f02(%rip),%zmm8,%zmm8        # 6400 <_fini+0x44c>
    34fe:	vmulps %zmm27,%zmm8,%zmm8
    3504:	vaddps 0x2f32(%rip),%zmm8,%zmm8        # 6440 <_fini+0x48c>
    350e:	vmulps %zmm27,%zmm8,%zmm8
    3514:	vpxord 0x80000(%rdx),%zmm4,%zmm27
    351e:	vmulps %zmm31,%zmm8,%zmm8
    3524:	vaddps %zmm31,%zmm8,%zmm8
    352a:	vmovaps 0x240(%rsp),%zmm31
    3532:	vmulps 0x2f44(%rip),%zmm31,%zmm26        # 6480 <_fini+0x4cc>
    353c:	vpsravq %zmm22,%zmm27,%zmm29
    3542:	vpxord %zmm29,%zmm27,%zmm27
    3548:	vpmullq %zmm27,%zmm1,%zmm27
    354e:	vpandd %zmm27,%zmm21,%zmm27
    3554:	vpsravq %zmm0,%zmm27,%zmm29
    355a:	vpxord %zmm29,%zmm27,%zmm27
    3560:	vpmullq %zmm27,%zmm20,%zmm27
    3566:	vpandd %zmm27,%zmm21,%zmm27
    356c:	vpsravq %zmm22,%zmm27,%zmm29
    3572:	vpxord %zmm29,%zmm27,%zmm27
    3578:	vpsravq %zmm3,%zmm27,%zmm27
    357e:	vpaddq %zmm2,%zmm27,%zmm27
    3584:	vcvtqq2ps %zmm27,%ymm27
    358a:	vmulps %zmm31,%zmm26,%zmm26
    3590:	vmulps %zmm8,%zmm26,%zmm26
    3596:	vmulps 0x2f60(%rip),%zmm8,%zmm8        # 6500 <_fini+0x54c>
    35a0:	vaddps %zmm5,%zmm26,%zmm26
    35a6:	vmulps 0x2f10(%rip),%zmm26,%zmm26        # 64c0 <_fini+0x50c>
    35b0:	vmulps %zmm13,%zmm26,%zmm5
    35b6:	vsubps %zmm5,%zmm8,%zmm8
    35bc:	vmulps 0x2f7a(%rip),%zmm13,%zmm5        # 6540 <_fini+0x58c>
    35c6:	vmulps %zmm13,%zmm5,%zmm5
    35cc:	vsubps %zmm5,%zmm28,%zmm5
    35d2:	vmulps %zmm11,%zmm5,%zmm5
    35d8:	vdivps %zmm5,%zmm8,%zmm8
    35de:	vpxord 0x80040(%rdx),%zmm4,%zmm5
    35e8:	vpsravq %zmm22,%zmm5,%zmm28
    35ee:	vpxord %zmm28,%zmm5,%zmm5
    35f4:	vpmullq %zmm5,%zmm1,%zmm5
    35fa:	vpandd %zmm5,%zmm21,%zmm5
    3600:	vpsravq %zmm0,%zmm5,%zmm28
    3606:	vpxord %zmm28,%zmm5,%zmm5
    360c:	vpmullq %zmm5,%zmm20,%zmm5
    3612:	vpandd %zmm5,%zmm21,%zmm5
    3618:	vpsravq %zmm22,%zmm5,%zmm28
    361e:	vpxord %zmm28,%zmm5,%zmm5
    3624:	vpsravq %zmm3,%zmm5,%zmm5
    362a:	vpaddq %zmm2,%zmm5,%zmm5
    3630:	vcvtqq2ps %zmm5,%ymm5
    3636:	vinsertf32x8 $0x1,%ymm5,%zmm27,%zmm5
    363d:	vmulps %zmm6,%zmm8,%zmm27
    3643:	vmulps %zmm14,%zmm8,%zmm8
    3649:	vaddps %zmm31,%zmm27,%zmm27
    364f:	vmulps %zmm13,%zmm8,%zmm8
    3655:	vmulps %zmm17,%zmm5,%zmm27{%k5}
    365b:	vpxord 0x40040(%rdx),%zmm4,%zmm5
    3665:	vsubps %zmm8,%zmm26,%zmm26
    366b:	vmovaps %zmm27,%zmm31
    3671:	vpxord 0x40000(%rdx),%zmm4,%zmm27
    367b:	vmulps %zmm6,%zmm26,%zmm26
    3681:	vaddps 0x200(%rsp),%zmm26,%zmm26
    3689:	vpsravq %zmm22,%zmm5,%zmm28
    368f:	vpxord %zmm28,%zmm5,%zmm5
    3695:	vpmullq %zmm5,%zmm1,%zmm5
    369b:	vpandd %zmm5,%zmm21,%zmm5
    36a1:	vpsravq %zmm0,%zmm5,%zmm28
    36a7:	vpxord %zmm28,%zmm5,%zmm5
    36ad:	vpsravq %zmm22,%zmm27,%zmm29
    36b3:	vpxord %zmm29,%zmm27,%zmm27
    36b9:	vpmullq %zmm5,%zmm20,%zmm5
    36bf:	vpandd %zmm5,%zmm21,%zmm5
    36c5:	vpmullq %zmm27,%zmm1,%zmm27
    36cb:	vpandd %zmm27,%zmm21,%zmm27
    36d1:	vpsravq %zmm22,%zmm5,%zmm28
    36d7:	vpxord %zmm28,%zmm5,%zmm5
    36dd:	vpsravq %zmm0,%zmm27,%zmm29
    36e3:	vpxord %zmm29,%zmm27,%zmm27
    36e9:	vpsravq %zmm3,%zmm5,%zmm5
    36ef:	vpaddq %zmm2,%zmm5,%zmm5
    36f5:	vpmullq %zmm27,%zmm20,%zmm27
    36fb:	vpandd %zmm27,%zmm21,%zmm27
    3701:	vcvtqq2ps %zmm5,%ymm5
    3707:	vpsravq %zmm22,%zmm27,%zmm29
    370d:	vpxord %zmm29,%zmm27,%zmm27
    3713:	vmovdqa32 0x280(%rsp),%zmm29
    371b:	vpsravq %zmm3,%zmm27,%zmm27
    3721:	vpaddq %zmm2,%zmm27,%zmm27
    3727:	vcvtqq2ps %zmm27,%ymm27
    372d:	vinsertf32x8 $0x1,%ymm5,%zmm27,%zmm5
    3734:	vmulps %zmm6,%zmm31,%zmm27
    373a:	vmulps %zmm17,%zmm5,%zmm26{%k5}
    3740:	vpxord 0x20000(%rdx),%zmm4,%zmm5
    374a:	vpxord 0x20040(%rdx),%zmm4,%zmm4
    3754:	vaddps %zmm30,%zmm27,%zmm27
    375a:	vmovaps %zmm26,0x200(%rsp)
    3762:	vpsravq %zmm22,%zmm5,%zmm13
    3768:	vpsravq %zmm22,%zmm4,%zmm8
    376e:	vpxord %zmm13,%zmm5,%zmm5
    3774:	vpxord %zmm8,%zmm4,%zmm4
    377a:	vpmullq %zmm5,%zmm1,%zmm5
    3780:	vpmullq %zmm4,%zmm1,%zmm4
    3786:	vpandd %zmm5,%zmm21,%zmm5
    378c:	vpandd %zmm4,%zmm21,%zmm4
    3792:	vpsravq %zmm0,%zmm5,%zmm13
    3798:	vpsravq %zmm0,%zmm4,%zmm8
    379e:	vpxord %zmm13,%zmm5,%zmm5
    37a4:	vpxord %zmm8,%zmm4,%zmm4
    37aa:	vpmullq %zmm5,%zmm20,%zmm5
    37b0:	vpmullq %zmm4,%zmm20,%zmm4
    37b6:	vpandd %zmm5,%zmm21,%zmm5
    37bc:	vpandd %zmm4,%zmm21,%zmm4
    37c2:	vpsravq %zmm22,%zmm5,%zmm13
    37c8:	vpsravq %zmm22,%zmm4,%zmm8
    37ce:	vpxord %zmm13,%zmm5,%zmm5
    37d4:	vpxord %zmm8,%zmm4,%zmm4
    37da:	vpsravq %zmm3,%zmm5,%zmm5
    37e0:	vpsravq %zmm3,%zmm4,%zmm4
    37e6:	vpaddq %zmm2,%zmm5,%zmm5
    37ec:	vpaddq %zmm2,%zmm4,%zmm4
    37f2:	vcvtqq2ps %zmm5,%ymm5
    37f8:	vpxor  %xmm13,%xmm13,%xmm13
    37fd:	vcvtqq2ps %zmm4,%ymm4
    3803:	vinsertf64x4 $0x1,%ymm4,%zmm5,%zmm4
    380a:	vmulps %zmm17,%zmm4,%zmm15{%k5}
    3810:	vmulps %zmm26,%zmm6,%zmm4
    3816:	vaddps %zmm15,%zmm4,%zmm15
    381c:	vandnps %zmm15,%zmm12,%zmm4
    3822:	vandnps %zmm27,%zmm12,%zmm12
    3828:	vcmpgt_oqps %zmm25,%zmm4,%k0
    382f:	vpblendmd %zmm13,%zmm29,%zmm4{%k5}
    3835:	vpmovm2d %k0,%zmm25
    383b:	vcmpgt_oqps %zmm23,%zmm12,%k0
    3842:	vpaddd %zmm24,%zmm4,%zmm12
    3848:	vpmovm2d %k0,%zmm28
    384e:	vpcmpnltd 0x340(%rsp),%zmm12,%k0
    3857:	vmovdqa32 %zmm12,0x240(%rsp)
    385f:	vmulps %zmm30,%zmm30,%zmm12
    3865:	vpmovm2d %k0,%zmm26
    386b:	vmulps %zmm7,%zmm12,%zmm13
    3871:	vmulps %zmm11,%zmm12,%zmm4
    3877:	vaddps %zmm18,%zmm13,%zmm13
    387d:	vpternlogd $0xfe,%zmm25,%zmm28,%zmm26
    3884:	vmovdqa32 0x240(%rsp),%zmm25
    388c:	vpxord %xmm28,%xmm28,%xmm28
    3892:	vpcmpeqd %zmm19,%zmm26,%k4
    3899:	vmulps %zmm12,%zmm13,%zmm13
    389f:	vaddps 0x2a17(%rip),%zmm13,%zmm13        # 62c0 <_fini+0x30c>
    38a9:	vmovdqa32 %zmm28,%zmm25{%k4}
    38af:	vpaddd %zmm24,%zmm25,%zmm25
    38b5:	vmulps %zmm12,%zmm13,%zmm13
    38bb:	vmulps %zmm12,%zmm13,%zmm13
    38c1:	vsubps %zmm4,%zmm13,%zmm13
    38c7:	vpbroadcastq 0x18(%rsi),%zmm4
    38ce:	vpxord (%rdx),%zmm4,%zmm5
    38d4:	vpxord 0x40(%rdx),%zmm4,%zmm8
    38db:	vaddps %zmm16,%zmm13,%zmm13
    38e1:	vpsravq %zmm22,%zmm5,%zmm23
    38e7:	vpsravq %zmm22,%zmm8,%zmm29
    38ed:	vpxord %zmm23,%zmm5,%zmm23
    38f3:	vpxord %zmm29,%zmm8,%zmm8
    38f9:	vpmullq %zmm23,%zmm1,%zmm23
    38ff:	vpmullq %zmm8,%zmm1,%zmm8
    3905:	vpandd %zmm23,%zmm21,%zmm23
    390b:	vpandd %zmm8,%zmm21,%zmm8
    3911:	vpsravq %zmm0,%zmm8,%zmm29
    3917:	vpsravq %zmm0,%zmm23,%zmm5
    391d:	vpxord %zmm5,%zmm23,%zmm23
    3923:	vpxord %zmm29,%zmm8,%zmm5
    3929:	vpmullq %zmm23,%zmm20,%zmm23
    392f:	vpmullq %zmm5,%zmm20,%zmm5
    3935:	vpandd %zmm23,%zmm21,%zmm23
    393b:	vpandd %zmm5,%zmm21,%zmm5
    3941:	vpsravq %zmm22,%zmm23,%zmm29
    3947:	vpsravq %zmm22,%zmm5,%zmm8
    394d:	vpxord %zmm29,%zmm23,%zmm23
    3953:	vpxord %zmm8,%zmm5,%zmm5
    3959:	vpsravq %zmm10,%zmm23,%zmm23
    395f:	vpsravq %zmm10,%zmm5,%zmm5
    3965:	vpcmpeqq %zmm9,%zmm23,%k0
    396c:	vpmovm2q %k0,%zmm8
    3972:	vpcmpeqq %zmm9,%zmm5,%k0
    3979:	vpmovm2q %k0,%zmm5
    397f:	vbroadcastss 0x2803(%rip),%zmm23        # 618c <_fini+0x1d8>
    3989:	vpmovqd %zmm8,%ymm8
    398f:	vpmovqd %zmm5,%ymm5
    3995:	vinserti64x4 $0x1,%ymm5,%zmm8,%zmm8
    399c:	vpcmpeqd %zmm19,%zmm8,%k1
    39a3:	vmulps 0x2a13(%rip),%zmm12,%zmm8        # 63c0 <_fini+0x40c>
    39ad:	vblendmps 0x29c9(%rip),%zmm23,%zmm5{%k1}        # 6380 <_fini+0x3cc>
    39b7:	vmulps 0x2abf(%rip),%zmm31,%zmm23        # 6480 <_fini+0x4cc>
    39c1:	vaddps 0x2a35(%rip),%zmm8,%zmm8        # 6400 <_fini+0x44c>
    39cb:	vmulps %zmm31,%zmm23,%zmm23
    39d1:	vmulps %zmm12,%zmm8,%zmm8
    39d7:	vaddps 0x2a5f(%rip),%zmm8,%zmm8        # 6440 <_fini+0x48c>
    39e1:	vmulps %zmm12,%zmm8,%zmm12
    39e7:	vpxord 0x80000(%rdx),%zmm4,%zmm8
    39f1:	vmulps %zmm30,%zmm12,%zmm12
    39f7:	vaddps %zmm30,%zmm12,%zmm12
    39fd:	vbroadcastss 0x2789(%rip),%zmm30        # 6190 <_fini+0x1dc>
    3a07:	vmulps %zmm12,%zmm23,%zmm23
    3a0d:	vmulps 0x2ae9(%rip),%zmm12,%zmm12        # 6500 <_fini+0x54c>
    3a17:	vaddps %zmm5,%zmm23,%zmm23
    3a1d:	vmulps 0x2a99(%rip),%zmm23,%zmm23        # 64c0 <_fini+0x50c>
    3a27:	vmulps %zmm13,%zmm23,%zmm5
    3a2d:	vsubps %zmm5,%zmm12,%zmm12
    3a33:	vmulps 0x2b03(%rip),%zmm13,%zmm5        # 6540 <_fini+0x58c>
    3a3d:	vmulps %zmm13,%zmm5,%zmm5
    3a43:	vsubps %zmm5,%zmm30,%zmm5
    3a49:	vpsravq %zmm22,%zmm8,%zmm30
    3a4f:	vpxord %zmm30,%zmm8,%zmm8
    3a55:	vpmullq %zmm8,%zmm1,%zmm8
    3a5b:	vpandd %zmm8,%zmm21,%zmm8
    3a61:	vpsravq %zmm0,%zmm8,%zmm30
    3a67:	vpxord %zmm30,%zmm8,%zmm8
    3a6d:	vmulps %zmm11,%zmm5,%zmm5
    3a73:	vpmullq %zmm8,%zmm20,%zmm8
    3a79:	vpandd %zmm8,%zmm21,%zmm8
    3a7f:	vpsravq %zmm22,%zmm8,%zmm30
    3a85:	vpxord %zmm30,%zmm8,%zmm8
    3a8b:	vpsravq %zmm3,%zmm8,%zmm8
    3a91:	vpaddq %zmm2,%zmm8,%zmm8
    3a97:	vdivps %zmm5,%zmm12,%zmm12
    3a9d:	vpxord 0x80040(%rdx),%zmm4,%zmm5
    3aa7:	vcvtqq2ps %zmm8,%ymm8
    3aad:	vpsravq %zmm22,%zmm5,%zmm29
    3ab3:	vpxord %zmm29,%zmm5,%zmm5
    3ab9:	vpmullq %zmm5,%zmm1,%zmm5
    3abf:	vpandd %zmm5,%zmm21,%zmm5
    3ac5:	vpsravq %zmm0,%zmm5,%zmm29
    3acb:	vpxord %zmm29,%zmm5,%zmm5
    3ad1:	vpmullq %zmm5,%zmm20,%zmm5
    3ad7:	vpandd %zmm5,%zmm21,%zmm5
    3add:	vpsravq %zmm22,%zmm5,%zmm29
    3ae3:	vpxord %zmm29,%zmm5,%zmm5
    3ae9:	vpsravq %zmm3,%zmm5,%zmm5
    3aef:	vpaddq %zmm2,%zmm5,%zmm5
    3af5:	vcvtqq2ps %zmm5,%ymm5
    3afb:	vinsertf64x4 $0x1,%ymm5,%zmm8,%zmm5
    3b02:	vmulps %zmm6,%zmm12,%zmm8
    3b08:	vmulps %zmm14,%zmm12,%zmm12
    3b0e:	vaddps %zmm31,%zmm8,%zmm8
    3b14:	vmulps %zmm13,%zmm12,%zmm12
    3b1a:	vmovaps %zmm8,%zmm30
    3b20:	vpxord 0x40000(%rdx),%zmm4,%zmm8
    3b2a:	vmulps %zmm17,%zmm5,%zmm30{%k4}
    3b30:	vpxord 0x40040(%rdx),%zmm4,%zmm5
    3b3a:	vsubps %zmm12,%zmm23,%zmm23
    3b40:	vmulps %zmm6,%zmm23,%zmm23
    3b46:	vaddps 0x200(%rsp),%zmm23,%zmm23
    3b4e:	vpsravq %zmm22,%zmm8,%zmm28
    3b54:	vpxord %zmm28,%zmm8,%zmm8
    3b5a:	vpsravq %zmm22,%zmm5,%zmm26
    3b60:	vpxord %zmm26,%zmm5,%zmm5
    3b66:	vpmullq %zmm8,%zmm1,%zmm8
    3b6c:	vpandd %zmm8,%zmm21,%zmm8
    3b72:	vpmullq %zmm5,%zmm1,%zmm5
    3b78:	vpandd %zmm5,%zmm21,%zmm5
    3b7e:	vpsravq %zmm0,%zmm8,%zmm28
    3b84:	vpxord %zmm28,%zmm8,%zmm8
    3b8a:	vpsravq %zmm0,%zmm5,%zmm26
    3b90:	vpxord %zmm26,%zmm5,%zmm5
    3b96:	vpmullq %zmm8,%zmm20,%zmm8
    3b9c:	vpandd %zmm8,%zmm21,%zmm8
    3ba2:	vpmullq %zmm5,%zmm20,%zmm5
    3ba8:	vpandd %zmm5,%zmm21,%zmm5
    3bae:	vpsravq %zmm22,%zmm8,%zmm28
    3bb4:	vpxord %zmm28,%zmm8,%zmm8
    3bba:	vpsravq %zmm22,%zmm5,%zmm26
    3bc0:	vpxord %zmm26,%zmm5,%zmm5
    3bc6:	vpsravq %zmm3,%zmm8,%zmm8
    3bcc:	vpaddq %zmm2,%zmm8,%zmm8
    3bd2:	vpsravq %zmm3,%zmm5,%zmm5
    3bd8:	vpaddq %zmm2,%zmm5,%zmm5
    3bde:	vcvtqq2ps %zmm8,%ymm8
    3be4:	vcvtqq2ps %zmm5,%ymm5
    3bea:	vinsertf64x4 $0x1,%ymm5,%zmm8,%zmm5
    3bf1:	vpxord 0x20000(%rdx),%zmm4,%zmm8
    3bfb:	vmulps %zmm17,%zmm5,%zmm23{%k4}
    3c01:	vpxord 0x20040(%rdx),%zmm4,%zmm5
    3c0b:	vmovaps %zmm23,%zmm29
    3c11:	vpsravq %zmm22,%zmm8,%zmm13
    3c17:	vpxord %zmm13,%zmm8,%zmm8
    3c1d:	vpsravq %zmm22,%zmm5,%zmm12
    3c23:	vpxord %zmm12,%zmm5,%zmm5
    3c29:	vpmullq %zmm8,%zmm1,%zmm8
    3c2f:	vpandd %zmm8,%zmm21,%zmm8
    3c35:	vpmullq %zmm5,%zmm1,%zmm5
    3c3b:	vpandd %zmm5,%zmm21,%zmm5
    3c41:	vpsravq %zmm0,%zmm8,%zmm13
    3c47:	vpxord %zmm13,%zmm8,%zmm8
    3c4d:	vpsravq %zmm0,%zmm5,%zmm12
    3c53:	vpxord %zmm12,%zmm5,%zmm5
    3c59:	vpmullq %zmm8,%zmm20,%zmm8
    3c5f:	vpandd %zmm8,%zmm21,%zmm8
    3c65:	vpmullq %zmm5,%zmm20,%zmm5
    3c6b:	vpandd %zmm5,%zmm21,%zmm5
    3c71:	vpsravq %zmm22,%zmm8,%zmm13
    3c77:	vpxord %zmm13,%zmm8,%zmm8
    3c7d:	vpsravq %zmm22,%zmm5,%zmm12
    3c83:	vpxord %zmm12,%zmm5,%zmm5
    3c89:	vpsravq %zmm3,%zmm8,%zmm8
    3c8f:	vmulps %zmm6,%zmm23,%zmm12
    3c95:	vpaddq %zmm2,%zmm8,%zmm8
    3c9b:	vpsravq %zmm3,%zmm5,%zmm5
    3ca1:	vpaddq %zmm2,%zmm5,%zmm5
    3ca7:	vcvtqq2ps %zmm8,%ymm8
    3cad:	vcvtqq2ps %zmm5,%ymm5
    3cb3:	vinsertf64x4 $0x1,%ymm5,%zmm8,%zmm5
    3cba:	vmulps %zmm17,%zmm5,%zmm15{%k4}
    3cc0:	vpxord 0x60000(%rdx),%zmm4,%zmm5
    3cca:	vpxord 0x60040(%rdx),%zmm4,%zmm4
    3cd4:	vaddps %zmm15,%zmm12,%zmm12
    3cda:	vpsravq %zmm22,%zmm5,%zmm13
    3ce0:	vpsravq %zmm22,%zmm4,%zmm8
    3ce6:	vpxord %zmm13,%zmm5,%zmm5
    3cec:	vpxord %zmm8,%zmm4,%zmm4
    3cf2:	vpmullq %zmm5,%zmm1,%zmm5
    3cf8:	vpmullq %zmm4,%zmm1,%zmm4
    3cfe:	vpandd %zmm5,%zmm21,%zmm5
    3d04:	vpandd %zmm4,%zmm21,%zmm4
    3d0a:	vpsravq %zmm0,%zmm5,%zmm13
    3d10:	vpsravq %zmm0,%zmm4,%zmm8
    3d16:	vpxord %zmm13,%zmm5,%zmm5
    3d1c:	vpxord %zmm8,%zmm4,%zmm4
    3d22:	vpmullq %zmm5,%zmm20,%zmm5
    3d28:	vpmullq %zmm4,%zmm20,%zmm4
    3d2e:	vpandd %zmm5,%zmm21,%zmm5
    3d34:	vpandd %zmm4,%zmm21,%zmm4
    3d3a:	vpsravq %zmm22,%zmm5,%zmm13
    3d40:	vpsravq %zmm22,%zmm4,%zmm8
    3d46:	vpxord %zmm13,%zmm5,%zmm5
    3d4c:	vpxord %zmm8,%zmm4,%zmm4
    3d52:	vpsravq %zmm3,%zmm5,%zmm5
    3d58:	vpsravq %zmm3,%zmm4,%zmm4
    3d5e:	vpaddq %zmm2,%zmm5,%zmm5
    3d64:	vpaddq %zmm2,%zmm4,%zmm4
    3d6a:	vcvtqq2ps %zmm5,%ymm5
    3d70:	vcvtqq2ps %zmm4,%ymm4
    3d76:	vinsertf64x4 $0x1,%ymm4,%zmm5,%zmm4
    3d7d:	vmulps %zmm17,%zmm4,%zmm27{%k4}
    3d83:	vmulps %zmm27,%zmm27,%zmm5
    3d89:	vmulps %zmm7,%zmm5,%zmm7
    3d8f:	vmulps %zmm11,%zmm5,%zmm4
    3d95:	vaddps %zmm18,%zmm7,%zmm7
    3d9b:	vmulps %zmm5,%zmm7,%zmm7
    3da1:	vaddps 0x2515(%rip),%zmm7,%zmm13        # 62c0 <_fini+0x30c>
    3dab:	vmulps %zmm5,%zmm13,%zmm13
    3db1:	vmulps %zmm5,%zmm13,%zmm13
    3db7:	vsubps %zmm4,%zmm13,%zmm13
    3dbd:	vpbroadcastq 0x20(%rsi),%zmm4
    3dc4:	vbroadcastss 0x23b6(%rip),%zmm23        # 6184 <_fini+0x1d0>
    3dce:	vpxord (%rdx),%zmm4,%zmm8
    3dd4:	vpxord 0x40(%rdx),%zmm4,%zmm7
    3ddb:	vaddps %zmm16,%zmm13,%zmm13
    3de1:	vpsravq %zmm22,%zmm7,%zmm15
    3de7:	vpsravq %zmm22,%zmm8,%zmm16
    3ded:	vpxord %zmm15,%zmm7,%zmm7
    3df3:	vpxord %zmm16,%zmm8,%zmm8
    3df9:	vpmullq %zmm8,%zmm1,%zmm8
    3dff:	vpmullq %zmm7,%zmm1,%zmm7
    3e05:	vpandd %zmm8,%zmm21,%zmm8
    3e0b:	vpandd %zmm7,%zmm21,%zmm7
    3e11:	vpsravq %zmm0,%zmm8,%zmm16
    3e17:	vpsravq %zmm0,%zmm7,%zmm15
    3e1d:	vpxord %zmm16,%zmm8,%zmm8
    3e23:	vpxord %zmm15,%zmm7,%zmm7
    3e29:	vpmullq %zmm8,%zmm20,%zmm8
    3e2f:	vpmullq %zmm7,%zmm20,%zmm7
    3e35:	vpandd %zmm8,%zmm21,%zmm8
    3e3b:	vpandd %zmm7,%zmm21,%zmm7
    3e41:	vpsravq %zmm22,%zmm8,%zmm16
    3e47:	vpsravq %zmm22,%zmm7,%zmm15
    3e4d:	vpxord %zmm16,%zmm8,%zmm8
    3e53:	vpxord %zmm15,%zmm7,%zmm7
    3e59:	vpsravq %zmm10,%zmm8,%zmm8
    3e5f:	vpsravq %zmm10,%zmm7,%zmm7
    3e65:	vpcmpeqq %zmm9,%zmm8,%k0
    3e6c:	vpmovm2q %k0,%zmm8
    3e72:	vpcmpeqq %zmm9,%zmm7,%k0
    3e79:	vpmovm2q %k0,%zmm7
    3e7f:	vmulps 0x25f7(%rip),%zmm30,%zmm16        # 6480 <_fini+0x4cc>
    3e89:	vbroadcastss 0x22fd(%rip),%zmm15        # 6190 <_fini+0x1dc>
    3e93:	vpmovqd %zmm8,%ymm8
    3e99:	vpmovqd %zmm7,%ymm7
    3e9f:	vinserti64x4 $0x1,%ymm7,%zmm8,%zmm8
    3ea6:	vbroadcastss 0x22dc(%rip),%zmm7        # 618c <_fini+0x1d8>
    3eb0:	vpcmpeqd %zmm19,%zmm8,%k1
    3eb7:	vmulps 0x24ff(%rip),%zmm5,%zmm8        # 63c0 <_fini+0x40c>
    3ec1:	vaddps 0x2535(%rip),%zmm8,%zmm8        # 6400 <_fini+0x44c>
    3ecb:	vmulps %zmm30,%zmm16,%zmm16
    3ed1:	vmovaps 0x24a5(%rip),%zmm7{%k1}        # 6380 <_fini+0x3cc>
    3edb:	vmulps %zmm5,%zmm8,%zmm8
    3ee1:	vaddps 0x2555(%rip),%zmm8,%zmm8        # 6440 <_fini+0x48c>
    3eeb:	vmulps %zmm5,%zmm8,%zmm5
    3ef1:	vpxord 0x40000(%rdx),%zmm4,%zmm8
    3efb:	vmulps %zmm27,%zmm5,%zmm5
    3f01:	vaddps %zmm27,%zmm5,%zmm5
    3f07:	vpsravq %zmm22,%zmm8,%zmm28
    3f0d:	vpxord %zmm28,%zmm8,%zmm8
    3f13:	vmulps %zmm5,%zmm16,%zmm16
    3f19:	vmulps 0x25dd(%rip),%zmm5,%zmm5        # 6500 <_fini+0x54c>
    3f23:	vpmullq %zmm8,%zmm1,%zmm8
    3f29:	vpandd %zmm8,%zmm21,%zmm8
    3f2f:	vpsravq %zmm0,%zmm8,%zmm28
    3f35:	vpxord %zmm28,%zmm8,%zmm8
    3f3b:	vpmullq %zmm8,%zmm20,%zmm8
    3f41:	vpandd %zmm8,%zmm21,%zmm8
    3f47:	vaddps %zmm7,%zmm16,%zmm16
    3f4d:	vmulps 0x2569(%rip),%zmm16,%zmm16        # 64c0 <_fini+0x50c>
    3f57:	vpsravq %zmm22,%zmm8,%zmm28
    3f5d:	vpxord %zmm28,%zmm8,%zmm8
    3f63:	vpsravq %zmm3,%zmm8,%zmm8
    3f69:	vpaddq %zmm2,%zmm8,%zmm8
    3f6f:	vcvtqq2ps %zmm8,%ymm8
    3f75:	vmulps %zmm13,%zmm16,%zmm7
    3f7b:	vsubps %zmm7,%zmm5,%zmm5
    3f81:	vmulps 0x25b5(%rip),%zmm13,%zmm7        # 6540 <_fini+0x58c>
    3f8b:	vmulps %zmm13,%zmm7,%zmm7
    3f91:	vsubps %zmm7,%zmm15,%zmm7
    3f97:	vbroadcastss 0x21df(%rip),%zmm15        # 6180 <_fini+0x1cc>
    3fa1:	vmulps %zmm11,%zmm7,%zmm7
    3fa7:	vdivps %zmm7,%zmm5,%zmm5
    3fad:	vmulps %zmm14,%zmm5,%zmm14
    3fb3:	vandnps %zmm12,%zmm15,%zmm7
    3fb9:	vcmpgt_oqps %zmm23,%zmm7,%k0
    3fc0:	vmulps %zmm6,%zmm30,%zmm7
    3fc6:	vmulps %zmm13,%zmm14,%zmm14
    3fcc:	vpmovm2d %k0,%zmm31
    3fd2:	vaddps %zmm27,%zmm7,%zmm27
    3fd8:	vsubps %zmm14,%zmm16,%zmm16
    3fde:	vpxor  %xmm14,%xmm14,%xmm14
    3fe3:	vandnps %zmm27,%zmm15,%zmm7
    3fe9:	vmulps %zmm6,%zmm16,%zmm16
    3fef:	vcmpgt_oqps 0x21c6(%rip),%zmm7,%k0        # 61c0 <_fini+0x20c>
    3ffa:	vpxord 0x40040(%rdx),%zmm4,%zmm7
    4004:	vpmovm2d %k0,%zmm11
    400a:	vpcmpnltd 0x340(%rsp),%zmm25,%k0
    4013:	vpmovm2d %k0,%zmm18
    4019:	vaddps %zmm29,%zmm16,%zmm16
    401f:	vpternlogd $0xfe,%zmm31,%zmm11,%zmm18
    4026:	vpsravq %zmm22,%zmm7,%zmm26
    402c:	vpxord %zmm26,%zmm7,%zmm7
    4032:	vpcmpeqd %zmm19,%zmm18,%k3
    4039:	vpmullq %zmm7,%zmm1,%zmm7
    403f:	vpandd %zmm7,%zmm21,%zmm7
    4045:	vpsravq %zmm0,%zmm7,%zmm26
    404b:	vpxord %zmm26,%zmm7,%zmm7
    4051:	vpmullq %zmm7,%zmm20,%zmm7
    4057:	vpandd %zmm7,%zmm21,%zmm7
    405d:	vpsravq %zmm22,%zmm7,%zmm26
    4063:	vpxord %zmm26,%zmm7,%zmm7
    4069:	vpsravq %zmm3,%zmm7,%zmm7
    406f:	vpaddq %zmm2,%zmm7,%zmm7
    4075:	vcvtqq2ps %zmm7,%ymm7
    407b:	vinsertf64x4 $0x1,%ymm7,%zmm8,%zmm7
    4082:	vpxord 0x20000(%rdx),%zmm4,%zmm8
    408c:	vmulps %zmm17,%zmm7,%zmm16{%k3}
    4092:	vpxord 0x20040(%rdx),%zmm4,%zmm7
    409c:	vmulps %zmm6,%zmm16,%zmm6
    40a2:	vmovaps %zmm16,%zmm31
    40a8:	vmovaps %zmm17,%zmm16
    40ae:	vpsravq %zmm22,%zmm8,%zmm13
    40b4:	vpxord %zmm13,%zmm8,%zmm8
    40ba:	vpsravq %zmm22,%zmm7,%zmm11
    40c0:	vpxord %zmm11,%zmm7,%zmm7
    40c6:	vpmullq %zmm8,%zmm1,%zmm8
    40cc:	vpandd %zmm8,%zmm21,%zmm8
    40d2:	vpmullq %zmm7,%zmm1,%zmm7
    40d8:	vpandd %zmm7,%zmm21,%zmm7
    40de:	vpsravq %zmm0,%zmm8,%zmm13
    40e4:	vpxord %zmm13,%zmm8,%zmm8
    40ea:	vpsravq %zmm0,%zmm7,%zmm11
    40f0:	vpxord %zmm11,%zmm7,%zmm7
    40f6:	vpmullq %zmm8,%zmm20,%zmm8
    40fc:	vpandd %zmm8,%zmm21,%zmm8
    4102:	vpmullq %zmm7,%zmm20,%zmm7
    4108:	vpandd %zmm7,%zmm21,%zmm7
    410e:	vpsravq %zmm22,%zmm8,%zmm13
    4114:	vpxord %zmm13,%zmm8,%zmm8
    411a:	vpsravq %zmm22,%zmm7,%zmm11
    4120:	vpxord %zmm11,%zmm7,%zmm7
    4126:	vpsravq %zmm3,%zmm8,%zmm8
    412c:	vpaddq %zmm2,%zmm8,%zmm8
    4132:	vpsravq %zmm3,%zmm7,%zmm7
    4138:	vpaddq %zmm2,%zmm7,%zmm7
    413e:	vcvtqq2ps %zmm8,%ymm8
    4144:	vbroadcastss 0x202e(%rip),%zmm13        # 617c <_fini+0x1c8>
    414e:	vcvtqq2ps %zmm7,%ymm7
    4154:	vinsertf64x4 $0x1,%ymm7,%zmm8,%zmm7
    415b:	vpxord 0x60000(%rdx),%zmm4,%zmm8
    4165:	vmulps %zmm17,%zmm7,%zmm12{%k3}
    416b:	vpxord 0x60040(%rdx),%zmm4,%zmm7
    4175:	vaddps %zmm12,%zmm6,%zmm6
    417b:	vmulps %zmm13,%zmm5,%zmm5
    4181:	vaddps %zmm30,%zmm5,%zmm5
    4187:	vpsravq %zmm22,%zmm8,%zmm12
    418d:	vpxord %zmm12,%zmm8,%zmm8
    4193:	vpsravq %zmm22,%zmm7,%zmm11
    4199:	vpxord %zmm11,%zmm7,%zmm7
    419f:	vpmullq %zmm8,%zmm1,%zmm8
    41a5:	vpandd %zmm8,%zmm21,%zmm8
    41ab:	vpmullq %zmm7,%zmm1,%zmm7
    41b1:	vpandd %zmm7,%zmm21,%zmm7
    41b7:	vpsravq %zmm0,%zmm8,%zmm12
    41bd:	vpxord %zmm12,%zmm8,%zmm8
    41c3:	vpsravq %zmm0,%zmm7,%zmm11
    41c9:	vpxord %zmm11,%zmm7,%zmm7
    41cf:	vpmullq %zmm8,%zmm20,%zmm8
    41d5:	vpandd %zmm8,%zmm21,%zmm8
    41db:	vpmullq %zmm7,%zmm20,%zmm7
    41e1:	vpandd %zmm7,%zmm21,%zmm7
    41e7:	vpsravq %zmm22,%zmm8,%zmm12
    41ed:	vpxord %zmm12,%zmm8,%zmm8
    41f3:	vpsravq %zmm22,%zmm7,%zmm11
    41f9:	vpxord %zmm11,%zmm7,%zmm7
    41ff:	vpsravq %zmm3,%zmm8,%zmm8
    4205:	vpaddq %zmm2,%zmm8,%zmm8
    420b:	vpsravq %zmm3,%zmm7,%zmm7
    4211:	vpaddq %zmm2,%zmm7,%zmm7
    4217:	vcvtqq2ps %zmm8,%ymm8
    421d:	vcvtqq2ps %zmm7,%ymm7
    4223:	vinsertf64x4 $0x1,%ymm7,%zmm8,%zmm7
    422a:	vmulps %zmm17,%zmm7,%zmm27{%k3}
    4230:	vpxord 0x80000(%rdx),%zmm4,%zmm7
    423a:	vpxord 0x80040(%rdx),%zmm4,%zmm4
    4244:	vmulps %zmm27,%zmm27,%zmm28
    424a:	vpsravq %zmm22,%zmm7,%zmm11
    4250:	vpsravq %zmm22,%zmm4,%zmm8
    4256:	vpxord %zmm11,%zmm7,%zmm7
    425c:	vpxord %zmm8,%zmm4,%zmm4
    4262:	vpmullq %zmm7,%zmm1,%zmm7
    4268:	vpmullq %zmm4,%zmm1,%zmm4
    426e:	vpandd %zmm7,%zmm21,%zmm7
    4274:	vpandd %zmm4,%zmm21,%zmm4
    427a:	vpsravq %zmm0,%zmm7,%zmm11
    4280:	vpsravq %zmm0,%zmm4,%zmm8
    4286:	vpxord %zmm11,%zmm7,%zmm7
    428c:	vpxord %zmm8,%zmm4,%zmm4
    4292:	vpmullq %zmm7,%zmm20,%zmm7
    4298:	vpmullq %zmm4,%zmm20,%zmm4
    429e:	vpandd %zmm7,%zmm21,%zmm7
    42a4:	vpandd %zmm4,%zmm21,%zmm4
    42aa:	vpsravq %zmm22,%zmm7,%zmm11
    42b0:	vpsravq %zmm22,%zmm4,%zmm8
    42b6:	vpxord %zmm11,%zmm7,%zmm7
    42bc:	vpxord %zmm8,%zmm4,%zmm4
    42c2:	vpsravq %zmm3,%zmm7,%zmm7
    42c8:	vpsravq %zmm3,%zmm4,%zmm8
    42ce:	vpaddq %zmm2,%zmm7,%zmm4
    42d4:	vpaddq %zmm2,%zmm8,%zmm8
    42da:	vcvtqq2ps %zmm8,%ymm8
    42e0:	vpblendmd %zmm14,%zmm25,%zmm7{%k3}
    42e6:	vmulps 0x2010(%rip),%zmm28,%zmm14        # 6300 <_fini+0x34c>
    42f0:	vcvtqq2ps %zmm4,%ymm4
    42f6:	vpaddd %zmm24,%zmm7,%zmm7
    42fc:	vinsertf64x4 $0x1,%ymm8,%zmm4,%zmm4
    4303:	vmulps %zmm17,%zmm4,%zmm5{%k3}
    4309:	vandnps %zmm6,%zmm15,%zmm4
    430f:	vcmpgt_oqps %zmm23,%zmm4,%k0
    4316:	vpmovm2d %k0,%zmm26
    431c:	vmulps %zmm13,%zmm5,%zmm12
    4322:	vaddps %zmm27,%zmm12,%zmm12
    4328:	vandnps %zmm12,%zmm15,%zmm4
    432e:	vcmpgt_oqps 0x1e87(%rip),%zmm4,%k0        # 61c0 <_fini+0x20c>
    4339:	vmulps 0x1efd(%rip),%zmm28,%zmm4        # 6240 <_fini+0x28c>
    4343:	vpmovm2d %k0,%zmm18
    4349:	vpcmpnltd 0x340(%rsp),%zmm7,%k0
    4352:	vpmovm2d %k0,%zmm17
    4358:	vaddps 0x1f1e(%rip),%zmm4,%zmm4        # 6280 <_fini+0x2cc>
    4362:	vpternlogd $0xfe,%zmm26,%zmm18,%zmm17
    4369:	vpxord %xmm26,%xmm26,%xmm26
    436f:	vmovdqa32 %zmm24,%zmm26{%k5}
    4375:	vmulps %zmm28,%zmm4,%zmm4
    437b:	vaddps 0x1f3b(%rip),%zmm4,%zmm4        # 62c0 <_fini+0x30c>
    4385:	vmulps %zmm28,%zmm4,%zmm4
    438b:	vmulps %zmm28,%zmm4,%zmm4
    4391:	vsubps %zmm14,%zmm4,%zmm14
    4397:	vaddps 0x1f9f(%rip),%zmm14,%zmm14        # 6340 <_fini+0x38c>
    43a1:	vpbroadcastq 0x28(%rsi),%zmm4
    43a8:	vpxord (%rdx),%zmm4,%zmm11
    43ae:	vpxord 0x40(%rdx),%zmm4,%zmm8
    43b5:	vpsravq %zmm22,%zmm11,%zmm30
    43bb:	vpsravq %zmm22,%zmm8,%zmm29
    43c1:	vpxord %zmm30,%zmm11,%zmm11
    43c7:	vpxord %zmm29,%zmm8,%zmm8
    43cd:	vpmullq %zmm11,%zmm1,%zmm11
    43d3:	vpmullq %zmm8,%zmm1,%zmm8
    43d9:	vpandd %zmm11,%zmm21,%zmm11
    43df:	vpandd %zmm8,%zmm21,%zmm8
    43e5:	vpsravq %zmm0,%zmm11,%zmm30
    43eb:	vpsravq %zmm0,%zmm8,%zmm29
    43f1:	vpxord %zmm30,%zmm11,%zmm11
    43f7:	vpxord %zmm29,%zmm8,%zmm8
    43fd:	vpmullq %zmm11,%zmm20,%zmm11
    4403:	vpmullq %zmm8,%zmm20,%zmm8
    4409:	vpandd %zmm11,%zmm21,%zmm11
    440f:	vpandd %zmm8,%zmm21,%zmm8
    4415:	vpsravq %zmm22,%zmm11,%zmm30
    441b:	vpsravq %zmm22,%zmm8,%zmm29
    4421:	vpxord %zmm30,%zmm11,%zmm11
    4427:	vpxord %zmm29,%zmm8,%zmm8
    442d:	vpsravq %zmm10,%zmm11,%zmm11
    4433:	vpsravq %zmm10,%zmm8,%zmm8
    4439:	vpcmpeqq %zmm9,%zmm11,%k0
    4440:	vpmovm2q %k0,%zmm11
    4446:	vpcmpeqq %zmm9,%zmm8,%k0
    444d:	vpmovm2q %k0,%zmm8
    4453:	vpmovqd %zmm11,%ymm11
    4459:	vpmovqd %zmm8,%ymm8
    445f:	vinserti64x4 $0x1,%ymm8,%zmm11,%zmm11
    4466:	vmulps 0x1f50(%rip),%zmm28,%zmm8        # 63c0 <_fini+0x40c>
    4470:	vpcmpeqd %zmm19,%zmm11,%k1
    4477:	vbroadcastss 0x1d0b(%rip),%zmm11        # 618c <_fini+0x1d8>
    4481:	vaddps 0x1f75(%rip),%zmm8,%zmm8        # 6400 <_fini+0x44c>
    448b:	vmovaps 0x1eeb(%rip),%zmm11{%k1}        # 6380 <_fini+0x3cc>
    4495:	vpcmpeqd %zmm19,%zmm17,%k1
    449c:	vmulps %zmm28,%zmm8,%zmm8
    44a2:	vaddps 0x1f94(%rip),%zmm8,%zmm8        # 6440 <_fini+0x48c>
    44ac:	vmulps %zmm28,%zmm8,%zmm8
    44b2:	vmulps 0x1fc4(%rip),%zmm5,%zmm28        # 6480 <_fini+0x4cc>
    44bc:	vmulps %zmm27,%zmm8,%zmm8
    44c2:	vaddps %zmm27,%zmm8,%zmm8
    44c8:	vmulps 0x202e(%rip),%zmm8,%zmm27        # 6500 <_fini+0x54c>
    44d2:	vmulps %zmm5,%zmm28,%zmm28
    44d8:	vmulps %zmm8,%zmm28,%zmm28
    44de:	vaddps %zmm11,%zmm28,%zmm28
    44e4:	vmulps 0x1fd2(%rip),%zmm28,%zmm28        # 64c0 <_fini+0x50c>
    44ee:	vbroadcastss 0x1c98(%rip),%zmm11        # 6190 <_fini+0x1dc>
    44f8:	vmulps %zmm14,%zmm28,%zmm8
    44fe:	vsubps %zmm8,%zmm27,%zmm27
    4504:	vmulps 0x2032(%rip),%zmm14,%zmm8        # 6540 <_fini+0x58c>
    450e:	vmulps %zmm14,%zmm8,%zmm8
    4514:	vsubps %zmm8,%zmm11,%zmm8
    451a:	vmulps 0x1ddc(%rip),%zmm8,%zmm8        # 6300 <_fini+0x34c>
    4524:	vpxord 0x80000(%rdx),%zmm4,%zmm11
    452e:	vpsravq %zmm22,%zmm11,%zmm30
    4534:	vpxord %zmm30,%zmm11,%zmm11
    453a:	vpmullq %zmm11,%zmm1,%zmm11
    4540:	vpandd %zmm11,%zmm21,%zmm11
    4546:	vdivps %zmm8,%zmm27,%zmm27
    454c:	vpxord 0x80040(%rdx),%zmm4,%zmm8
    4556:	vpsravq %zmm0,%zmm11,%zmm30
    455c:	vpxord %zmm30,%zmm11,%zmm11
    4562:	vpmullq %zmm11,%zmm20,%zmm11
    4568:	vpandd %zmm11,%zmm21,%zmm11
    456e:	vpsravq %zmm22,%zmm11,%zmm30
    4574:	vpxord %zmm30,%zmm11,%zmm11
    457a:	vpxord %xmm30,%xmm30,%xmm30
    4580:	vpsravq %zmm3,%zmm11,%zmm11
    4586:	vpaddq %zmm2,%zmm11,%zmm11
    458c:	vmovdqa32 %zmm24,%zmm30{%k6}
    4592:	vcvtqq2ps %zmm11,%ymm11
    4598:	vpsravq %zmm22,%zmm8,%zmm29
    459e:	vpxord %zmm29,%zmm8,%zmm8
    45a4:	vpmullq %zmm8,%zmm1,%zmm8
    45aa:	vpandd %zmm8,%zmm21,%zmm8
    45b0:	vpsravq %zmm0,%zmm8,%zmm29
    45b6:	vpxord %zmm29,%zmm8,%zmm8
    45bc:	vpmullq %zmm8,%zmm20,%zmm8
    45c2:	vpandd %zmm8,%zmm21,%zmm8
    45c8:	vpsravq %zmm22,%zmm8,%zmm29
    45ce:	vpxord %zmm29,%zmm8,%zmm8
    45d4:	vpsravq %zmm3,%zmm8,%zmm8
    45da:	vpaddq %zmm2,%zmm8,%zmm8
    45e0:	vcvtqq2ps %zmm8,%ymm8
    45e6:	vinsertf64x4 $0x1,%ymm8,%zmm11,%zmm8
    45ed:	vmulps %zmm13,%zmm27,%zmm11
    45f3:	vmulps 0x1f83(%rip),%zmm27,%zmm27        # 6580 <_fini+0x5cc>
    45fd:	vaddps %zmm5,%zmm11,%zmm11
    4603:	vpxord 0x40000(%rdx),%zmm4,%zmm5
    460d:	vmulps %zmm16,%zmm8,%zmm11{%k1}
    4613:	vpxord 0x40040(%rdx),%zmm4,%zmm8
    461d:	vmovaps %zmm11,%zmm29
    4623:	vmulps %zmm14,%zmm27,%zmm27
    4629:	vpsravq %zmm22,%zmm5,%zmm17
    462f:	vpxord %zmm17,%zmm5,%zmm5
    4635:	vpmullq %zmm5,%zmm1,%zmm5
    463b:	vpandd %zmm5,%zmm21,%zmm5
    4641:	vsubps %zmm27,%zmm28,%zmm28
    4647:	vpsravq %zmm0,%zmm5,%zmm17
    464d:	vpxord %zmm17,%zmm5,%zmm5
    4653:	vpxord %xmm27,%xmm27,%xmm27
    4659:	vpsravq %zmm22,%zmm8,%zmm11
    465f:	vpxord %zmm11,%zmm8,%zmm8
    4665:	vpmullq %zmm5,%zmm20,%zmm5
    466b:	vpandd %zmm5,%zmm21,%zmm5
    4671:	vpmullq %zmm8,%zmm1,%zmm8
    4677:	vpandd %zmm8,%zmm21,%zmm8
    467d:	vpsravq %zmm22,%zmm5,%zmm17
    4683:	vpxord %zmm17,%zmm5,%zmm5
    4689:	vpsravq %zmm0,%zmm8,%zmm11
    468f:	vpxord %zmm11,%zmm8,%zmm8
    4695:	vmulps %zmm13,%zmm28,%zmm28
    469b:	vpsravq %zmm3,%zmm5,%zmm5
    46a1:	vpmullq %zmm8,%zmm20,%zmm8
    46a7:	vpandd %zmm8,%zmm21,%zmm8
    46ad:	vpaddq %zmm2,%zmm5,%zmm5
    46b3:	vmovdqa32 %zmm24,%zmm27{%k3}
    46b9:	vpsravq %zmm22,%zmm8,%zmm11
    46bf:	vpxord %zmm11,%zmm8,%zmm8
    46c5:	vcvtqq2ps %zmm5,%ymm5
    46cb:	vpsravq %zmm3,%zmm8,%zmm8
    46d1:	vpaddq %zmm2,%zmm8,%zmm8
    46d7:	vaddps %zmm31,%zmm28,%zmm28
    46dd:	vcvtqq2ps %zmm8,%ymm8
    46e3:	vmovaps %zmm28,%zmm18
    46e9:	vpxord %xmm28,%xmm28,%xmm28
    46ef:	vinsertf64x4 $0x1,%ymm8,%zmm5,%zmm5
    46f6:	vpxord 0x20000(%rdx),%zmm4,%zmm8
    4700:	vmovdqa32 %zmm24,%zmm28{%k4}
    4706:	vmulps %zmm16,%zmm5,%zmm18{%k1}
    470c:	vpxord 0x20040(%rdx),%zmm4,%zmm5
    4716:	vmulps %zmm18,%zmm13,%zmm17
    471c:	vmovaps %zmm18,0x200(%rsp)
    4724:	vpsravq %zmm22,%zmm8,%zmm14
    472a:	vpxord %zmm14,%zmm8,%zmm8
    4730:	vpsravq %zmm22,%zmm5,%zmm11
    4736:	vpxord %zmm11,%zmm5,%zmm5
    473c:	vpmullq %zmm8,%zmm1,%zmm8
    4742:	vpandd %zmm8,%zmm21,%zmm8
    4748:	vpmullq %zmm5,%zmm1,%zmm5
    474e:	vpandd %zmm5,%zmm21,%zmm5
    4754:	vpsravq %zmm0,%zmm8,%zmm14
    475a:	vpxord %zmm14,%zmm8,%zmm8
    4760:	vpsravq %zmm0,%zmm5,%zmm11
    4766:	vpxord %zmm11,%zmm5,%zmm5
    476c:	vpmullq %zmm8,%zmm20,%zmm8
    4772:	vpandd %zmm8,%zmm21,%zmm8
    4778:	vpmullq %zmm5,%zmm20,%zmm5
    477e:	vpandd %zmm5,%zmm21,%zmm5
    4784:	vpsravq %zmm22,%zmm8,%zmm14
    478a:	vpxord %zmm14,%zmm8,%zmm8
    4790:	vpsravq %zmm22,%zmm5,%zmm11
    4796:	vpxord %zmm11,%zmm5,%zmm5
    479c:	vpsravq %zmm3,%zmm8,%zmm8
    47a2:	vpaddq %zmm2,%zmm8,%zmm8
    47a8:	vpsravq %zmm3,%zmm5,%zmm5
    47ae:	vpaddq %zmm2,%zmm5,%zmm5
    47b4:	vcvtqq2ps %zmm8,%ymm8
    47ba:	vcvtqq2ps %zmm5,%ymm5
    47c0:	vinsertf64x4 $0x1,%ymm5,%zmm8,%zmm5
    47c7:	vmulps %zmm16,%zmm5,%zmm6{%k1}
    47cd:	vpxord 0x60000(%rdx),%zmm4,%zmm5
    47d7:	vpxord 0x60040(%rdx),%zmm4,%zmm4
    47e1:	vaddps %zmm6,%zmm17,%zmm17
    47e7:	vpsravq %zmm22,%zmm5,%zmm8
    47ed:	vpsravq %zmm22,%zmm4,%zmm6
    47f3:	vpxord %zmm8,%zmm5,%zmm5
    47f9:	vpxord %zmm6,%zmm4,%zmm4
    47ff:	vpmullq %zmm5,%zmm1,%zmm5
    4805:	vpmullq %zmm4,%zmm1,%zmm4
    480b:	vpandd %zmm5,%zmm21,%zmm5
    4811:	vpandd %zmm4,%zmm21,%zmm4
    4817:	vpsravq %zmm0,%zmm5,%zmm8
    481d:	vpsravq %zmm0,%zmm4,%zmm6
    4823:	vpxord %zmm8,%zmm5,%zmm5
    4829:	vpxord %zmm6,%zmm4,%zmm4
    482f:	vpmullq %zmm5,%zmm20,%zmm5
    4835:	vpmullq %zmm4,%zmm20,%zmm4
    483b:	vpandd %zmm5,%zmm21,%zmm5
    4841:	vpandd %zmm4,%zmm21,%zmm4
    4847:	vpsravq %zmm22,%zmm5,%zmm8
    484d:	vpsravq %zmm22,%zmm4,%zmm6
    4853:	vpxord %zmm8,%zmm5,%zmm5
    4859:	vpxord %zmm6,%zmm4,%zmm4
    485f:	vpsravq %zmm3,%zmm5,%zmm5
    4865:	vpsravq %zmm3,%zmm4,%zmm4
    486b:	vpaddq %zmm2,%zmm5,%zmm5
    4871:	vpaddq %zmm2,%zmm4,%zmm4
    4877:	vcvtqq2ps %zmm5,%ymm5
    487d:	vcvtqq2ps %zmm4,%ymm4
    4883:	vinsertf64x4 $0x1,%ymm4,%zmm5,%zmm4
    488a:	vmulps %zmm16,%zmm4,%zmm12{%k1}
    4890:	vmulps %zmm12,%zmm12,%zmm14
    4896:	vmulps 0x19a0(%rip),%zmm14,%zmm11        # 6240 <_fini+0x28c>
    48a0:	vmovaps %zmm12,%zmm8
    48a6:	vmulps 0x1a50(%rip),%zmm14,%zmm4        # 6300 <_fini+0x34c>
    48b0:	vaddps 0x19c6(%rip),%zmm11,%zmm11        # 6280 <_fini+0x2cc>
    48ba:	vmulps %zmm14,%zmm11,%zmm11
    48c0:	vaddps 0x19f6(%rip),%zmm11,%zmm11        # 62c0 <_fini+0x30c>
    48ca:	vmulps %zmm14,%zmm11,%zmm11
    48d0:	vmulps %zmm14,%zmm11,%zmm11
    48d6:	vsubps %zmm4,%zmm11,%zmm11
    48dc:	vpbroadcastq 0x30(%rsi),%zmm4
    48e3:	vaddps 0x1a53(%rip),%zmm11,%zmm11        # 6340 <_fini+0x38c>
    48ed:	vpxord (%rdx),%zmm4,%zmm5
    48f3:	vpxord 0x40(%rdx),%zmm4,%zmm6
    48fa:	vmovdqa32 %zmm26,0x140(%rsp)
    4902:	vmovdqa32 %zmm30,0x180(%rsp)
    490a:	vpxord %xmm30,%xmm30,%xmm30
    4910:	vmovdqa32 %zmm28,0x100(%rsp)
    4918:	vmovdqa32 %zmm24,%zmm30{%k1}
    491e:	vmovdqa32 %zmm27,0xc0(%rsp)
    4926:	vmovdqa32 0x280(%rsp),%zmm28{%k5}{z}
    492e:	vmovdqa32 0x240(%rsp),%zmm27{%k4}{z}
    4936:	vmovdqa32 %zmm30,0x80(%rsp)
    493e:	vcvtdq2ps %zmm28,%zmm28
    4944:	vcvtdq2ps %zmm27,%zmm27
    494a:	vpsravq %zmm22,%zmm5,%zmm12
    4950:	vpsravq %zmm22,%zmm6,%zmm18
    4956:	vpxord %zmm12,%zmm5,%zmm12
    495c:	vpxord %zmm18,%zmm6,%zmm6
    4962:	vpmullq %zmm12,%zmm1,%zmm12
    4968:	vpmullq %zmm6,%zmm1,%zmm6
    496e:	vpandd %zmm12,%zmm21,%zmm12
    4974:	vpandd %zmm6,%zmm21,%zmm6
    497a:	vpsravq %zmm0,%zmm6,%zmm18
    4980:	vpsravq %zmm0,%zmm12,%zmm5
    4986:	vpxord %zmm5,%zmm12,%zmm12
    498c:	vpxord %zmm18,%zmm6,%zmm5
    4992:	vpmullq %zmm12,%zmm20,%zmm12
    4998:	vpmullq %zmm5,%zmm20,%zmm5
    499e:	vpandd %zmm12,%zmm21,%zmm12
    49a4:	vpandd %zmm5,%zmm21,%zmm5
    49aa:	vpsravq %zmm22,%zmm12,%zmm18
    49b0:	vpsravq %zmm22,%zmm5,%zmm6
    49b6:	vpxord %zmm18,%zmm12,%zmm12
    49bc:	vpxord %zmm6,%zmm5,%zmm5
    49c2:	vpsravq %zmm10,%zmm12,%zmm12
    49c8:	vpsravq %zmm10,%zmm5,%zmm5
    49ce:	vpcmpeqq %zmm9,%zmm12,%k0
    49d5:	vpmovm2q %k0,%zmm6
    49db:	vpcmpeqq %zmm9,%zmm5,%k0
    49e2:	vpmovm2q %k0,%zmm5
    49e8:	vmulps 0x1a8e(%rip),%zmm29,%zmm12        # 6480 <_fini+0x4cc>
    49f2:	vpmovqd %zmm6,%ymm6
    49f8:	vpmovqd %zmm5,%ymm5
    49fe:	vinserti64x4 $0x1,%ymm5,%zmm6,%zmm6
    4a05:	vpcmpeqd %zmm19,%zmm6,%k2
    4a0c:	vbroadcastss 0x1776(%rip),%zmm6        # 618c <_fini+0x1d8>
    4a16:	vmulps %zmm29,%zmm12,%zmm12
    4a1c:	vblendmps 0x195a(%rip),%zmm6,%zmm5{%k2}        # 6380 <_fini+0x3cc>
    4a26:	vmulps 0x1990(%rip),%zmm14,%zmm6        # 63c0 <_fini+0x40c>
    4a30:	vaddps 0x19c6(%rip),%zmm6,%zmm6        # 6400 <_fini+0x44c>
    4a3a:	vmulps %zmm14,%zmm6,%zmm6
    4a40:	vaddps 0x19f6(%rip),%zmm6,%zmm6        # 6440 <_fini+0x48c>
    4a4a:	vmulps %zmm14,%zmm6,%zmm6
    4a50:	vbroadcastss 0x1736(%rip),%zmm14        # 6190 <_fini+0x1dc>
    4a5a:	vmulps %zmm8,%zmm6,%zmm6
    4a60:	vaddps %zmm8,%zmm6,%zmm6
    4a66:	vmulps %zmm6,%zmm12,%zmm12
    4a6c:	vmulps 0x1a8a(%rip),%zmm6,%zmm6        # 6500 <_fini+0x54c>
    4a76:	vaddps %zmm5,%zmm12,%zmm12
    4a7c:	vmulps 0x1a3a(%rip),%zmm12,%zmm12        # 64c0 <_fini+0x50c>
    4a86:	vmulps %zmm11,%zmm12,%zmm5
    4a8c:	vsubps %zmm5,%zmm6,%zmm6
    4a92:	vmulps 0x1aa4(%rip),%zmm11,%zmm5        # 6540 <_fini+0x58c>
    4a9c:	vmulps %zmm11,%zmm5,%zmm5
    4aa2:	vsubps %zmm5,%zmm14,%zmm5
    4aa8:	vmulps 0x184e(%rip),%zmm5,%zmm5        # 6300 <_fini+0x34c>
    4ab2:	vpxor  %xmm14,%xmm14,%xmm14
    4ab7:	vpblendmd %zmm14,%zmm7,%zmm18{%k1}
    4abd:	vmovdqa32 %zmm24,%zmm14{%k7}
    4ac3:	vmovdqa32 %zmm14,0x1c0(%rsp)
    4acb:	vpaddd %zmm24,%zmm18,%zmm18
    4ad1:	vmulps %zmm13,%zmm29,%zmm14
    4ad7:	vaddps %zmm8,%zmm14,%zmm14
    4add:	vdivps %zmm5,%zmm6,%zmm6
    4ae3:	vandnps %zmm17,%zmm15,%zmm5
    4ae9:	vcmpgt_oqps %zmm23,%zmm5,%k0
    4af0:	vandnps %zmm14,%zmm15,%zmm5
    4af6:	vpmovm2d %k0,%zmm26
    4afc:	vcmpgt_oqps 0x16b9(%rip),%zmm5,%k0        # 61c0 <_fini+0x20c>
    4b07:	vpmovm2d %k0,%zmm8
    4b0d:	vpcmpnltd 0x340(%rsp),%zmm18,%k0
    4b16:	vpmovm2d %k0,%zmm5
    4b1c:	vpternlogd $0xfe,%zmm26,%zmm8,%zmm5
    4b23:	vpxor  %xmm8,%xmm8,%xmm8
    4b28:	vmovdqa32 %zmm25,%zmm26{%k3}{z}
    4b2e:	vmovdqa32 %zmm7,%zmm25{%k1}{z}
    4b34:	vpcmpeqd %zmm19,%zmm5,%k2
    4b3b:	vmovdqa32 0x2c0(%rsp),%zmm5{%k6}{z}
    4b43:	vmovdqa32 %zmm24,%zmm8{%k2}
    4b49:	vpxord 0x40000(%rdx),%zmm4,%zmm7
    4b53:	vcvtdq2ps %zmm5,%zmm5
    4b59:	vmovdqa32 %zmm8,0x40(%rsp)
    4b61:	vmovdqa32 0x300(%rsp),%zmm8{%k7}{z}
    4b69:	vcvtdq2ps %zmm8,%zmm8
    4b6f:	vcvtdq2ps %zmm26,%zmm26
    4b75:	vmovaps %zmm5,0x300(%rsp)
    4b7d:	vpxord 0x40040(%rdx),%zmm4,%zmm5
    4b87:	vcvtdq2ps %zmm25,%zmm25
    4b8d:	vpsravq %zmm22,%zmm7,%zmm31
    4b93:	vpxord %zmm31,%zmm7,%zmm7
    4b99:	vpmullq %zmm7,%zmm1,%zmm7
    4b9f:	vpandd %zmm7,%zmm21,%zmm7
    4ba5:	vpsravq %zmm0,%zmm7,%zmm31
    4bab:	vpxord %zmm31,%zmm7,%zmm7
    4bb1:	vpmullq %zmm7,%zmm20,%zmm7
    4bb7:	vpandd %zmm7,%zmm21,%zmm7
    4bbd:	vpsravq %zmm22,%zmm5,%zmm30
    4bc3:	vpxord %zmm30,%zmm5,%zmm5
    4bc9:	vpsravq %zmm22,%zmm7,%zmm31
    4bcf:	vpxord %zmm31,%zmm7,%zmm7
    4bd5:	vpmullq %zmm5,%zmm1,%zmm5
    4bdb:	vpandd %zmm5,%zmm21,%zmm5
    4be1:	vpsravq %zmm3,%zmm7,%zmm7
    4be7:	vpaddq %zmm2,%zmm7,%zmm7
    4bed:	vpsravq %zmm0,%zmm5,%zmm30
    4bf3:	vpxord %zmm30,%zmm5,%zmm5
    4bf9:	vcvtqq2ps %zmm7,%ymm7
    4bff:	vpmullq %zmm5,%zmm20,%zmm5
    4c05:	vpandd %zmm5,%zmm21,%zmm5
    4c0b:	vpsravq %zmm22,%zmm5,%zmm30
    4c11:	vpxord %zmm30,%zmm5,%zmm5
    4c17:	vpsravq %zmm3,%zmm5,%zmm5
    4c1d:	vpaddq %zmm2,%zmm5,%zmm5
    4c23:	vcvtqq2ps %zmm5,%ymm5
    4c29:	vinsertf64x4 $0x1,%ymm5,%zmm7,%zmm5
    4c30:	vmulps 0x1946(%rip),%zmm6,%zmm7        # 6580 <_fini+0x5cc>
    4c3a:	vmulps %zmm13,%zmm6,%zmm6
    4c40:	vaddps %zmm29,%zmm6,%zmm6
    4c46:	vmulps %zmm11,%zmm7,%zmm7
    4c4c:	vsubps %zmm7,%zmm12,%zmm12
    4c52:	vpxord 0x20000(%rdx),%zmm4,%zmm7
    4c5c:	vmulps %zmm13,%zmm12,%zmm12
    4c62:	vaddps 0x200(%rsp),%zmm12,%zmm12
    4c6a:	vmulps %zmm16,%zmm5,%zmm12{%k2}
    4c70:	vpxord 0x20040(%rdx),%zmm4,%zmm5
    4c7a:	vmovaps %zmm12,%zmm30
    4c80:	vpsravq %zmm22,%zmm7,%zmm12
    4c86:	vpxord %zmm12,%zmm7,%zmm7
    4c8c:	vpmullq %zmm7,%zmm1,%zmm7
    4c92:	vpandd %zmm7,%zmm21,%zmm7
    4c98:	vpsravq %zmm0,%zmm7,%zmm12
    4c9e:	vpxord %zmm12,%zmm7,%zmm7
    4ca4:	vpmullq %zmm7,%zmm20,%zmm7
    4caa:	vpandd %zmm7,%zmm21,%zmm7
    4cb0:	vpsravq %zmm22,%zmm7,%zmm12
    4cb6:	vpxord %zmm12,%zmm7,%zmm7
    4cbc:	vpsravq %zmm22,%zmm5,%zmm11
    4cc2:	vpxord %zmm11,%zmm5,%zmm5
    4cc8:	vpsravq %zmm3,%zmm7,%zmm7
    4cce:	vpaddq %zmm2,%zmm7,%zmm7
    4cd4:	vpmullq %zmm5,%zmm1,%zmm5
    4cda:	vpandd %zmm5,%zmm21,%zmm5
    4ce0:	vcvtqq2ps %zmm7,%ymm7
    4ce6:	vpsravq %zmm0,%zmm5,%zmm11
    4cec:	vpxord %zmm11,%zmm5,%zmm5
    4cf2:	vpmullq %zmm5,%zmm20,%zmm5
    4cf8:	vpandd %zmm5,%zmm21,%zmm5
    4cfe:	vpsravq %zmm22,%zmm5,%zmm11
    4d04:	vpxord %zmm11,%zmm5,%zmm5
    4d0a:	vpsravq %zmm3,%zmm5,%zmm5
    4d10:	vpaddq %zmm2,%zmm5,%zmm5
    4d16:	vcvtqq2ps %zmm5,%ymm5
    4d1c:	vinsertf64x4 $0x1,%ymm5,%zmm7,%zmm5
    4d23:	vpxord 0x60000(%rdx),%zmm4,%zmm7
    4d2d:	vaddps 0x0(%r13,%rcx,4),%zmm8,%zmm8
    4d35:	vmulps %zmm16,%zmm5,%zmm17{%k2}
    4d3b:	vmulps %zmm13,%zmm30,%zmm5
    4d41:	vaddps 0x300(%rsp),%zmm8,%zmm8
    4d49:	vaddps %zmm17,%zmm5,%zmm17
    4d4f:	vpxord 0x60040(%rdx),%zmm4,%zmm5
    4d59:	vpsravq %zmm22,%zmm7,%zmm12
    4d5f:	vpxord %zmm12,%zmm7,%zmm7
    4d65:	vpmullq %zmm7,%zmm1,%zmm7
    4d6b:	vpandd %zmm7,%zmm21,%zmm7
    4d71:	vpsravq %zmm0,%zmm7,%zmm12
    4d77:	vpxord %zmm12,%zmm7,%zmm7
    4d7d:	vpmullq %zmm7,%zmm20,%zmm7
    4d83:	vpandd %zmm7,%zmm21,%zmm7
    4d89:	vpsravq %zmm22,%zmm7,%zmm12
    4d8f:	vpxord %zmm12,%zmm7,%zmm7
    4d95:	vpsravq %zmm22,%zmm5,%zmm11
    4d9b:	vpxord %zmm11,%zmm5,%zmm5
    4da1:	vpsravq %zmm3,%zmm7,%zmm7
    4da7:	vpaddq %zmm2,%zmm7,%zmm7
    4dad:	vpmullq %zmm5,%zmm1,%zmm5
    4db3:	vpandd %zmm5,%zmm21,%zmm5
    4db9:	vcvtqq2ps %zmm7,%ymm7
    4dbf:	vaddps %zmm28,%zmm8,%zmm8
    4dc5:	vpsravq %zmm0,%zmm5,%zmm11
    4dcb:	vpxord %zmm11,%zmm5,%zmm5
    4dd1:	vpmullq %zmm5,%zmm20,%zmm5
    4dd7:	vpandd %zmm5,%zmm21,%zmm5
    4ddd:	vpsravq %zmm22,%zmm5,%zmm11
    4de3:	vpxord %zmm11,%zmm5,%zmm5
    4de9:	vaddps %zmm27,%zmm8,%zmm8
    4def:	vpsravq %zmm3,%zmm5,%zmm5
    4df5:	vpaddq %zmm2,%zmm5,%zmm5
    4dfb:	vcvtqq2ps %zmm5,%ymm5
    4e01:	vaddps %zmm26,%zmm8,%zmm8
    4e07:	vinsertf64x4 $0x1,%ymm5,%zmm7,%zmm5
    4e0e:	vmulps %zmm16,%zmm5,%zmm14{%k2}
    4e14:	vpxord 0x80000(%rdx),%zmm4,%zmm5
    4e1e:	vpxord 0x80040(%rdx),%zmm4,%zmm4
    4e28:	vaddps %zmm25,%zmm8,%zmm8
    4e2e:	vpsravq %zmm22,%zmm5,%zmm11
    4e34:	vpsravq %zmm22,%zmm4,%zmm7
    4e3a:	vpxord %zmm11,%zmm5,%zmm5
    4e40:	vpxord %zmm7,%zmm4,%zmm4
    4e46:	vpmullq %zmm5,%zmm1,%zmm5
    4e4c:	vpmullq %zmm4,%zmm1,%zmm4
    4e52:	vpandd %zmm5,%zmm21,%zmm5
    4e58:	vpandd %zmm4,%zmm21,%zmm4
    4e5e:	vpsravq %zmm0,%zmm5,%zmm11
    4e64:	vpsravq %zmm0,%zmm4,%zmm7
    4e6a:	vpxord %zmm11,%zmm5,%zmm5
    4e70:	vpxord %zmm7,%zmm4,%zmm4
    4e76:	vpmullq %zmm5,%zmm20,%zmm5
    4e7c:	vpmullq %zmm4,%zmm20,%zmm4
    4e82:	vpandd %zmm5,%zmm21,%zmm5
    4e88:	vpandd %zmm4,%zmm21,%zmm4
    4e8e:	vpsravq %zmm22,%zmm5,%zmm11
    4e94:	vpsravq %zmm22,%zmm4,%zmm7
    4e9a:	vpxord %zmm11,%zmm5,%zmm5
    4ea0:	vpxord %zmm7,%zmm4,%zmm4
    4ea6:	vpsravq %zmm3,%zmm5,%zmm5
    4eac:	vpsravq %zmm3,%zmm4,%zmm4
    4eb2:	vpaddq %zmm2,%zmm5,%zmm5
    4eb8:	vpaddq %zmm2,%zmm4,%zmm4
    4ebe:	vcvtqq2ps %zmm5,%ymm5
    4ec4:	vcvtqq2ps %zmm4,%ymm4
    4eca:	vinsertf64x4 $0x1,%ymm4,%zmm5,%zmm4
    4ed1:	vmulps %zmm16,%zmm4,%zmm6{%k2}
    4ed7:	vandnps %zmm17,%zmm15,%zmm4
    4edd:	vcmpgt_oqps %zmm23,%zmm4,%k0
    4ee4:	vmovaps %zmm6,%zmm12
    4eea:	vmulps %zmm13,%zmm12,%zmm5
    4ef0:	vpmovm2d %k0,%zmm6
    4ef6:	vaddps %zmm14,%zmm5,%zmm5
    4efc:	vandnps %zmm5,%zmm15,%zmm15
    4f02:	vcmpgt_oqps 0x12b3(%rip),%zmm15,%k0        # 61c0 <_fini+0x20c>
    4f0d:	vpxor  %xmm15,%xmm15,%xmm15
    4f12:	vpblendmd %zmm15,%zmm18,%zmm4{%k2}
    4f18:	vpaddd %zmm24,%zmm4,%zmm4
    4f1e:	vpmovm2d %k0,%zmm11
    4f24:	vpcmpnltd 0x340(%rsp),%zmm4,%k0
    4f2d:	vpmovm2d %k0,%zmm7
    4f33:	vpternlogd $0xfe,%zmm6,%zmm11,%zmm7
    4f3a:	vpblendmd %zmm18,%zmm15,%zmm11{%k2}
    4f40:	vmovdqa32 %zmm15,%zmm6
    4f46:	vcvtdq2ps %zmm11,%zmm11
    4f4c:	vpcmpeqd %zmm19,%zmm7,%k1
    4f53:	vmovdqa32 %zmm4,%zmm6{%k1}
    4f59:	vpblendmd %zmm15,%zmm4,%zmm7{%k1}
    4f5f:	vcvtdq2ps %zmm6,%zmm6
    4f65:	vaddps %zmm11,%zmm8,%zmm8
    4f6b:	vpbroadcastq 0x38(%rsi),%zmm11
    4f72:	vpxord 0x60000(%rdx),%zmm11,%zmm4
    4f7c:	vaddps %zmm6,%zmm8,%zmm8
    4f82:	vpxord 0x60040(%rdx),%zmm11,%zmm6
    4f8c:	vpsravq %zmm22,%zmm4,%zmm18
    4f92:	vpxord %zmm18,%zmm4,%zmm4
    4f98:	vpmullq %zmm4,%zmm1,%zmm4
    4f9e:	vpandd %zmm4,%zmm21,%zmm4
    4fa4:	vpsravq %zmm22,%zmm6,%zmm15
    4faa:	vpxord %zmm15,%zmm6,%zmm6
    4fb0:	vpsravq %zmm0,%zmm4,%zmm18
    4fb6:	vpxord %zmm18,%zmm4,%zmm4
    4fbc:	vpmullq %zmm6,%zmm1,%zmm6
    4fc2:	vpandd %zmm6,%zmm21,%zmm6
    4fc8:	vpmullq %zmm4,%zmm20,%zmm4
    4fce:	vpandd %zmm4,%zmm21,%zmm4
    4fd4:	vpsravq %zmm0,%zmm6,%zmm15
    4fda:	vpxord %zmm15,%zmm6,%zmm6
    4fe0:	vpsravq %zmm22,%zmm4,%zmm18
    4fe6:	vpxord %zmm18,%zmm4,%zmm4
    4fec:	vpmullq %zmm6,%zmm20,%zmm6
    4ff2:	vpandd %zmm6,%zmm21,%zmm6
    4ff8:	vpsravq %zmm3,%zmm4,%zmm4
    4ffe:	vpaddq %zmm2,%zmm4,%zmm4
    5004:	vpsravq %zmm22,%zmm6,%zmm15
    500a:	vpxord %zmm15,%zmm6,%zmm6
    5010:	vcvtqq2ps %zmm4,%ymm4
    5016:	vpsravq %zmm3,%zmm6,%zmm6
    501c:	vpaddq %zmm2,%zmm6,%zmm6
    5022:	vcvtqq2ps %zmm6,%ymm6
    5028:	vinsertf64x4 $0x1,%ymm6,%zmm4,%zmm4
    502f:	vpxord 0x40(%rdx),%zmm11,%zmm6
    5036:	vmulps %zmm16,%zmm4,%zmm5{%k1}
    503c:	vmovaps %zmm5,%zmm25
    5042:	vmulps %zmm14,%zmm14,%zmm5
    5048:	vmulps 0x11ee(%rip),%zmm5,%zmm4        # 6240 <_fini+0x28c>
    5052:	vaddps 0x1224(%rip),%zmm4,%zmm4        # 6280 <_fini+0x2cc>
    505c:	vpsravq %zmm22,%zmm6,%zmm18
    5062:	vpxord %zmm18,%zmm6,%zmm6
    5068:	vpmullq %zmm6,%zmm1,%zmm6
    506e:	vpandd %zmm6,%zmm21,%zmm6
    5074:	vpsravq %zmm0,%zmm6,%zmm18
    507a:	vpxord %zmm18,%zmm6,%zmm6
    5080:	vpmullq %zmm6,%zmm20,%zmm6
    5086:	vpandd %zmm6,%zmm21,%zmm6
    508c:	vpsravq %zmm22,%zmm6,%zmm18
    5092:	vpxord %zmm18,%zmm6,%zmm6
    5098:	vpsravq %zmm10,%zmm6,%zmm6
    509e:	vmulps %zmm5,%zmm4,%zmm4
    50a4:	vaddps 0x1212(%rip),%zmm4,%zmm15        # 62c0 <_fini+0x30c>
    50ae:	vmulps 0x1248(%rip),%zmm5,%zmm4        # 6300 <_fini+0x34c>
    50b8:	vmulps %zmm5,%zmm15,%zmm15
    50be:	vmulps %zmm5,%zmm15,%zmm15
    50c4:	vsubps %zmm4,%zmm15,%zmm15
    50ca:	vpxord (%rdx),%zmm11,%zmm4
    50d0:	vaddps 0x1266(%rip),%zmm15,%zmm15        # 6340 <_fini+0x38c>
    50da:	vpsravq %zmm22,%zmm4,%zmm23
    50e0:	vpxord %zmm23,%zmm4,%zmm4
    50e6:	vpmullq %zmm4,%zmm1,%zmm4
    50ec:	vpandd %zmm4,%zmm21,%zmm4
    50f2:	vpsravq %zmm0,%zmm4,%zmm23
    50f8:	vpxord %zmm23,%zmm4,%zmm4
    50fe:	vpmullq %zmm4,%zmm20,%zmm4
    5104:	vpandd %zmm4,%zmm21,%zmm4
    510a:	vpsravq %zmm22,%zmm4,%zmm23
    5110:	vpxord %zmm23,%zmm4,%zmm4
    5116:	vpsravq %zmm10,%zmm4,%zmm4
    511c:	vpcmpeqq %zmm9,%zmm4,%k0
    5123:	vpmovm2q %k0,%zmm4
    5129:	vpcmpeqq %zmm9,%zmm6,%k0
    5130:	vpmovm2q %k0,%zmm6
    5136:	vbroadcastss 0x1050(%rip),%zmm9        # 6190 <_fini+0x1dc>
    5140:	vpmovqd %zmm4,%ymm4
    5146:	vpmovqd %zmm6,%ymm6
    514c:	vinserti64x4 $0x1,%ymm6,%zmm4,%zmm4
    5153:	vbroadcastss 0x102f(%rip),%zmm6        # 618c <_fini+0x1d8>
    515d:	vpcmpeqd %zmm19,%zmm4,%k2
    5164:	vblendmps 0x1212(%rip),%zmm6,%zmm4{%k2}        # 6380 <_fini+0x3cc>
    516e:	vmulps 0x1248(%rip),%zmm5,%zmm6        # 63c0 <_fini+0x40c>
    5178:	vaddps 0x127e(%rip),%zmm6,%zmm6        # 6400 <_fini+0x44c>
    5182:	vmulps %zmm5,%zmm6,%zmm6
    5188:	vaddps 0x12ae(%rip),%zmm6,%zmm6        # 6440 <_fini+0x48c>
    5192:	vmulps %zmm5,%zmm6,%zmm6
    5198:	vmulps 0x12de(%rip),%zmm12,%zmm5        # 6480 <_fini+0x4cc>
    51a2:	vmulps %zmm14,%zmm6,%zmm6
    51a8:	vaddps %zmm14,%zmm6,%zmm6
    51ae:	vmulps %zmm12,%zmm5,%zmm5
    51b4:	vmulps %zmm6,%zmm5,%zmm5
    51ba:	vmulps 0x133c(%rip),%zmm6,%zmm6        # 6500 <_fini+0x54c>
    51c4:	vaddps %zmm4,%zmm5,%zmm5
    51ca:	vmulps 0x12ec(%rip),%zmm5,%zmm5        # 64c0 <_fini+0x50c>
    51d4:	vmulps %zmm15,%zmm5,%zmm4
    51da:	vsubps %zmm4,%zmm6,%zmm4
    51e0:	vmulps 0x1356(%rip),%zmm15,%zmm6        # 6540 <_fini+0x58c>
    51ea:	vmulps %zmm15,%zmm6,%zmm6
    51f0:	vsubps %zmm6,%zmm9,%zmm6
    51f6:	vmulps 0x1100(%rip),%zmm6,%zmm6        # 6300 <_fini+0x34c>
    5200:	vpxord 0x80000(%rdx),%zmm11,%zmm9
    520a:	vpsravq %zmm22,%zmm9,%zmm14
    5210:	vpxord %zmm14,%zmm9,%zmm9
    5216:	vpmullq %zmm9,%zmm1,%zmm9
    521c:	vpandd %zmm9,%zmm21,%zmm9
    5222:	vdivps %zmm6,%zmm4,%zmm4
    5228:	vpxord 0x80040(%rdx),%zmm11,%zmm6
    5232:	vpsravq %zmm0,%zmm9,%zmm14
    5238:	vpxord %zmm14,%zmm9,%zmm9
    523e:	vpmullq %zmm9,%zmm20,%zmm9
    5244:	vpandd %zmm9,%zmm21,%zmm9
    524a:	vpsravq %zmm22,%zmm9,%zmm14
    5250:	vpxord %zmm14,%zmm9,%zmm9
    5256:	vpsravq %zmm3,%zmm9,%zmm9
    525c:	vpaddq %zmm2,%zmm9,%zmm9
    5262:	vcvtqq2ps %zmm9,%ymm9
    5268:	vpsravq %zmm22,%zmm6,%zmm10
    526e:	vpxord %zmm10,%zmm6,%zmm6
    5274:	vpmullq %zmm6,%zmm1,%zmm6
    527a:	vpandd %zmm6,%zmm21,%zmm6
    5280:	vpsravq %zmm0,%zmm6,%zmm10
    5286:	vpxord %zmm10,%zmm6,%zmm6
    528c:	vpmullq %zmm6,%zmm20,%zmm6
    5292:	vpandd %zmm6,%zmm21,%zmm6
    5298:	vpsravq %zmm22,%zmm6,%zmm10
    529e:	vpxord %zmm10,%zmm6,%zmm6
    52a4:	vpxord 0x20000(%rdx),%zmm11,%zmm10
    52ae:	vpsravq %zmm3,%zmm6,%zmm6
    52b4:	vpaddq %zmm2,%zmm6,%zmm6
    52ba:	vcvtqq2ps %zmm6,%ymm6
    52c0:	vinsertf64x4 $0x1,%ymm6,%zmm9,%zmm6
    52c7:	vmulps %zmm13,%zmm4,%zmm9
    52cd:	vaddps %zmm12,%zmm9,%zmm9
    52d3:	vpsravq %zmm22,%zmm10,%zmm14
    52d9:	vpxord %zmm14,%zmm10,%zmm10
    52df:	vpmullq %zmm10,%zmm1,%zmm10
    52e5:	vpandd %zmm10,%zmm21,%zmm10
    52eb:	vpsravq %zmm0,%zmm10,%zmm14
    52f1:	vpxord %zmm14,%zmm10,%zmm10
    52f7:	vmulps %zmm16,%zmm6,%zmm9{%k1}
    52fd:	vpxord 0x20040(%rdx),%zmm11,%zmm6
    5307:	vpmullq %zmm10,%zmm20,%zmm10
    530d:	vpandd %zmm10,%zmm21,%zmm10
    5313:	vpsravq %zmm22,%zmm10,%zmm14
    5319:	vpxord %zmm14,%zmm10,%zmm10
    531f:	vmulps 0x1257(%rip),%zmm4,%zmm4        # 6580 <_fini+0x5cc>
    5329:	mov    0x20(%rsp),%rbx
    532e:	vpsravq %zmm3,%zmm10,%zmm10
    5334:	vpaddq %zmm2,%zmm10,%zmm10
    533a:	vcvtqq2ps %zmm10,%ymm10
    5340:	vpsravq %zmm22,%zmm6,%zmm12
    5346:	vpxord %zmm12,%zmm6,%zmm6
    534c:	vpmullq %zmm6,%zmm1,%zmm6
    5352:	vpandd %zmm6,%zmm21,%zmm6
    5358:	vpsravq %zmm0,%zmm6,%zmm12
    535e:	vpxord %zmm12,%zmm6,%zmm6
    5364:	vpmullq %zmm6,%zmm20,%zmm6
    536a:	vpandd %zmm6,%zmm21,%zmm6
    5370:	vmulps %zmm15,%zmm4,%zmm4
    5376:	vpsravq %zmm22,%zmm6,%zmm12
    537c:	vpxord %zmm12,%zmm6,%zmm6
    5382:	vpsravq %zmm3,%zmm6,%zmm6
    5388:	vpaddq %zmm2,%zmm6,%zmm6
    538e:	vcvtqq2ps %zmm6,%ymm6
    5394:	vsubps %zmm4,%zmm5,%zmm4
    539a:	vinsertf64x4 $0x1,%ymm6,%zmm10,%zmm6
    53a1:	vpxord 0x40000(%rdx),%zmm11,%zmm10
    53ab:	vmulps %zmm13,%zmm4,%zmm4
    53b1:	vpxord 0x40040(%rdx),%zmm11,%zmm11
    53bb:	vmulps %zmm16,%zmm6,%zmm17{%k1}
    53c1:	vaddps %zmm30,%zmm4,%zmm4
    53c7:	vpsravq %zmm22,%zmm10,%zmm12
    53cd:	vpsravq %zmm22,%zmm11,%zmm6
    53d3:	vpxord %zmm12,%zmm10,%zmm12
    53d9:	vpxord %zmm6,%zmm11,%zmm6
    53df:	vpmullq %zmm12,%zmm1,%zmm12
    53e5:	vpmullq %zmm6,%zmm1,%zmm6
    53eb:	vpandd %zmm12,%zmm21,%zmm12
    53f1:	vpandd %zmm6,%zmm21,%zmm6
    53f7:	vpsravq %zmm0,%zmm12,%zmm1
    53fd:	vpsravq %zmm0,%zmm6,%zmm0
    5403:	vpxord %zmm1,%zmm12,%zmm10
    5409:	vpxord %zmm0,%zmm6,%zmm0
    540f:	vpmullq %zmm0,%zmm20,%zmm0
    5415:	vpmullq %zmm10,%zmm20,%zmm10
    541b:	vpandd %zmm0,%zmm21,%zmm6
    5421:	vpandd %zmm10,%zmm21,%zmm10
    5427:	vpsravq %zmm22,%zmm10,%zmm1
    542d:	vpsravq %zmm22,%zmm6,%zmm0
    5433:	vpxord %zmm1,%zmm10,%zmm1
    5439:	vpxord %zmm0,%zmm6,%zmm0
    543f:	vpsravq %zmm3,%zmm1,%zmm1
    5445:	vpsravq %zmm3,%zmm0,%zmm0
    544b:	vpaddq %zmm2,%zmm1,%zmm1
    5451:	vpaddq %zmm2,%zmm0,%zmm0
    5457:	vcvtqq2ps %zmm1,%ymm1
    545d:	vmovdqa32 0x180(%rsp),%zmm2
    5465:	vcvtqq2ps %zmm0,%ymm0
    546b:	vinsertf64x4 $0x1,%ymm0,%zmm1,%zmm0
    5472:	vmovdqa32 %zmm24,%zmm1{%k1}{z}
    5478:	vmulps %zmm16,%zmm0,%zmm4{%k1}
    547e:	vpaddd 0x1c0(%rsp),%zmm2,%zmm0
    5486:	vpaddd (%r12,%rcx,4),%zmm0,%zmm0
    548d:	vmovdqu64 %zmm7,(%r14,%rcx,4)
    5494:	vmovups %zmm8,(%rbx,%rcx,4)
    549b:	mov    0x28(%rsp),%rbx
    54a0:	vmovups %zmm25,(%r15,%rcx,4)
    54a7:	vmovups %zmm9,(%rax,%rcx,4)
    54ae:	vpaddd 0x140(%rsp),%zmm0,%zmm0
    54b6:	vpaddd 0x100(%rsp),%zmm0,%zmm0
    54be:	vmovups %zmm17,(%rbx,%rcx,4)
    54c5:	mov    0x18(%rsp),%rbx
    54ca:	vpaddd 0xc0(%rsp),%zmm0,%zmm0
    54d2:	vpaddd 0x80(%rsp),%zmm0,%zmm0
    54da:	vpaddd 0x40(%rsp),%zmm0,%zmm0
    54e2:	vmovups %zmm4,(%rbx,%rcx,4)
    54e9:	mov    0x30(%rsp),%rbx
    54ee:	vpaddd %zmm1,%zmm0,%zmm0
    54f4:	vmovdqu64 %zmm0,(%rbx,%rcx,4)
    54fb:	add    $0x10,%rcx
    54ff:	sub    $0xffffffffffffff80,%rdx
    5503:	cmp    %rcx,0x38(%rsp)
    5508:	jg     26d0 <kernel._omp_fn.0+0x110>
    550e:	vzeroupper
    5511:	lea    -0x28(%rbp),%rsp
    5515:	pop    %rbx
    5516:	pop    %r12
    5518:	pop    %r13
    551a:	pop    %r14
    551c:	pop    %r15
    551e:	pop    %rbp
    551f:	jmp    2250 <GOMP_barrier@plt>
    5524:	data16 cs nopw 0x0(%rax,%rax,1)
    552f:	nop
    5530:	inc    %rax
    5533:	xor    %edx,%edx
    5535:	jmp    2601 <kernel._omp_fn.0+0x41>
    553a:	nopw   0x0(%rax,%rax,1)

0000000000005540 <PyInit_kernel>:
    5540:	push   %rbp
    5541:	lea    0xb00(%rip),%rdi        # 6048 <_fini+0x94>
    5548:	mov    %rsp,%rbp
    554b:	push   %r12
    554d:	push   %rbx
    554e:	sub    $0x10,%rsp
    5552:	call   2160 <getenv@plt>
    5557:	test   %rax,%rax
    555a:	je     55f0 <PyInit_kernel+0xb0>
    5560:	mov    %rax,%rbx
    5563:	movq   $0x0,-0x18(%rbp)
    556b:	call   2030 <__errno_location@plt>
    5570:	mov    $0xa,%edx
    5575:	mov    %rax,%r12
    5578:	movl   $0x0,(%rax)
    557e:	lea    -0x18(%rbp),%rsi
    5582:	mov    %rbx,%rdi
    5585:	call   2170 <strtoull@plt>
    558a:	mov    (%r12),%edx
    558e:	test   %edx,%edx
    5590:	jne    55c0 <PyInit_kernel+0x80>
    5592:	cmp    %rbx,-0x18(%rbp)
    5596:	je     55c0 <PyInit_kernel+0x80>
    5598:	test   %rax,%rax
    559b:	je     55c0 <PyInit_kernel+0x80>
    559d:	mov    $0x3f5,%esi
    55a2:	lea    0x2bb7(%rip),%rdi        # 8160 <_ZL9py_module>
    55a9:	mov    %rax,0x2c88(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    55b0:	call   21c0 <PyModule_Create2@plt>
    55b5:	add    $0x10,%rsp
    55b9:	pop    %rbx
    55ba:	pop    %r12
    55bc:	pop    %rbp
    55bd:	ret
    55be:	xchg   %ax,%ax
    55c0:	mov    0x29e9(%rip),%rax        # 7fb0 <PyExc_RuntimeError@Base>
    55c7:	lea    0xa6a(%rip),%rsi        # 6038 <_fini+0x84>
    55ce:	mov    (%rax),%rdi
    55d1:	call   2140 <PyErr_SetString@plt>
    55d6:	xor    %eax,%eax
    55d8:	add    $0x10,%rsp
    55dc:	pop    %rbx
    55dd:	pop    %r12
    55df:	pop    %rbp
    55e0:	ret
    55e1:	data16 cs nopw 0x0(%rax,%rax,1)
    55ec:	nopl   0x0(%rax)
    55f0:	mov    0x29b9(%rip),%rax        # 7fb0 <PyExc_RuntimeError@Base>
    55f7:	lea    0xa02(%rip),%rsi        # 6000 <_fini+0x4c>
    55fe:	mov    (%rax),%rdi
    5601:	call   2140 <PyErr_SetString@plt>
    5606:	xor    %eax,%eax
    5608:	jmp    55d8 <PyInit_kernel+0x98>
    560a:	nopw   0x0(%rax,%rax,1)

0000000000005610 <kernel>:
    5610:	push   %rbp
    5611:	mov    %rsp,%rbp
    5614:	push   %r13
    5616:	push   %r12
    5618:	push   %rbx
    5619:	sub    $0xc8,%rsp
    5620:	mov    0x2981(%rip),%rbx        # 7fa8 <inductor_cpu_integer_div_error_flag@@Base-0x2a0>
    5627:	lea    -0xd8(%rbp),%rax
    562e:	lea    -0xa0(%rbp),%r12
    5635:	mov    %r9,-0x78(%rbp)
    5639:	mov    %r8,-0x80(%rbp)
    563d:	mov    %rcx,-0x88(%rbp)
    5644:	xor    %ecx,%ecx
    5646:	mov    %rdx,-0x90(%rbp)
    564d:	movl   $0x0,-0xd8(%rbp)
    5657:	xor    %edx,%edx
    5659:	mov    %rax,(%rbx)
    565c:	mov    0x58(%rbp),%rax
    5660:	mov    %rax,-0x28(%rbp)
    5664:	mov    0x50(%rbp),%rax
    5668:	mov    %rax,-0x30(%rbp)
    566c:	mov    0x48(%rbp),%rax
    5670:	mov    %rax,-0x38(%rbp)
    5674:	mov    0x40(%rbp),%rax
    5678:	mov    %rax,-0x40(%rbp)
    567c:	mov    0x38(%rbp),%rax
    5680:	mov    %rax,-0x48(%rbp)
    5684:	mov    0x30(%rbp),%rax
    5688:	mov    %rax,-0x50(%rbp)
    568c:	mov    0x28(%rbp),%rax
    5690:	mov    %rax,-0x58(%rbp)
    5694:	mov    0x20(%rbp),%rax
    5698:	mov    %rax,-0x60(%rbp)
    569c:	mov    0x18(%rbp),%rax
    56a0:	mov    %rax,-0x68(%rbp)
    56a4:	mov    0x10(%rbp),%rax
    56a8:	mov    %rax,-0x70(%rbp)
    56ac:	mov    %rsi,-0x98(%rbp)
    56b3:	mov    %rdi,-0xa0(%rbp)
    56ba:	mov    %r12,%rsi
    56bd:	lea    -0x3104(%rip),%rdi        # 25c0 <kernel._omp_fn.0>
    56c4:	call   21a0 <GOMP_parallel@plt>
    56c9:	movq   $0x0,(%rbx)
    56d0:	mov    -0xd8(%rbp),%eax
    56d6:	test   %eax,%eax
    56d8:	jne    2290 <kernel.cold>
    56de:	lea    -0x18(%rbp),%rsp
    56e2:	pop    %rbx
    56e3:	pop    %r12
    56e5:	pop    %r13
    56e7:	pop    %rbp
    56e8:	ret
    56e9:	nopl   0x0(%rax)

00000000000056f0 <_ZL9kernel_pyP7_objectS0_>:
    56f0:	push   %rbp
    56f1:	mov    %rsp,%rbp
    56f4:	push   %r15
    56f6:	push   %r14
    56f8:	push   %r13
    56fa:	push   %r12
    56fc:	push   %rbx
    56fd:	sub    $0x68,%rsp
    5701:	mov    0x2868(%rip),%rax        # 7f70 <PyTuple_Type@Base>
    5708:	cmp    %rax,0x8(%rsi)
    570c:	jne    23bb <_ZL9kernel_pyP7_objectS0_.cold>
    5712:	cmpq   $0x10,0x10(%rsi)
    5717:	mov    %rsi,%rbx
    571a:	jne    23ed <_ZL9kernel_pyP7_objectS0_.cold+0x32>
    5720:	mov    0x90(%rsi),%rdi
    5727:	call   *0x2b0b(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    572d:	mov    0x88(%rbx),%rdi
    5734:	mov    %rax,-0x38(%rbp)
    5738:	call   *0x2afa(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    573e:	mov    0x80(%rbx),%rdi
    5745:	mov    %rax,-0x40(%rbp)
    5749:	call   *0x2ae9(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    574f:	mov    0x78(%rbx),%rdi
    5753:	mov    %rax,-0x48(%rbp)
    5757:	call   *0x2adb(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    575d:	mov    0x70(%rbx),%rdi
    5761:	mov    %rax,-0x50(%rbp)
    5765:	call   *0x2acd(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    576b:	mov    0x68(%rbx),%rdi
    576f:	mov    %rax,-0x58(%rbp)
    5773:	call   *0x2abf(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    5779:	mov    0x60(%rbx),%rdi
    577d:	mov    %rax,-0x60(%rbp)
    5781:	call   *0x2ab1(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    5787:	mov    0x58(%rbx),%rdi
    578b:	mov    %rax,-0x68(%rbp)
    578f:	call   *0x2aa3(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    5795:	mov    0x50(%rbx),%rdi
    5799:	mov    %rax,-0x70(%rbp)
    579d:	call   *0x2a95(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    57a3:	mov    0x48(%rbx),%rdi
    57a7:	mov    %rax,-0x78(%rbp)
    57ab:	call   *0x2a87(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    57b1:	mov    0x40(%rbx),%rdi
    57b5:	mov    %rax,-0x80(%rbp)
    57b9:	call   *0x2a79(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    57bf:	mov    0x38(%rbx),%rdi
    57c3:	mov    %rax,%r15
    57c6:	call   *0x2a6c(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    57cc:	mov    0x30(%rbx),%rdi
    57d0:	mov    %rax,%r14
    57d3:	call   *0x2a5f(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    57d9:	mov    0x28(%rbx),%rdi
    57dd:	mov    %rax,-0x88(%rbp)
    57e4:	call   *0x2a4e(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    57ea:	mov    0x20(%rbx),%rdi
    57ee:	mov    %rax,%r13
    57f1:	call   *0x2a41(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    57f7:	mov    0x18(%rbx),%rdi
    57fb:	mov    %rax,%r12
    57fe:	call   *0x2a34(%rip)        # 8238 <_ZL39_torchinductor_pyobject_tensor_data_ptr>
    5804:	push   -0x38(%rbp)
    5807:	mov    -0x88(%rbp),%rcx
    580e:	mov    %rax,%rdi
    5811:	mov    %r15,%r9
    5814:	push   -0x40(%rbp)
    5817:	mov    %r14,%r8
    581a:	mov    %r13,%rdx
    581d:	mov    %r12,%rsi
    5820:	push   -0x48(%rbp)
    5823:	push   -0x50(%rbp)
    5826:	push   -0x58(%rbp)
    5829:	push   -0x60(%rbp)
    582c:	push   -0x68(%rbp)
    582f:	push   -0x70(%rbp)
    5832:	push   -0x78(%rbp)
    5835:	push   -0x80(%rbp)
    5838:	call   20e0 <kernel@plt>
    583d:	mov    0x273c(%rip),%rax        # 7f80 <_Py_NoneStruct@Base>
    5844:	add    $0x50,%rsp
    5848:	incq   (%rax)
    584b:	lea    -0x28(%rbp),%rsp
    584f:	pop    %rbx
    5850:	pop    %r12
    5852:	pop    %r13
    5854:	pop    %r14
    5856:	pop    %r15
    5858:	pop    %rbp
    5859:	ret
    585a:	jmp    241f <_ZL9kernel_pyP7_objectS0_.cold+0x64>
    585f:	nop

0000000000005860 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_>:
    5860:	push   %rbp
    5861:	mov    %rsp,%rbp
    5864:	push   %r15
    5866:	push   %r14
    5868:	push   %r13
    586a:	push   %r12
    586c:	push   %rbx
    586d:	mov    %rcx,%r13
    5870:	mov    %rdi,%rbx
    5873:	and    $0xffffffffffffffe0,%rsp
    5877:	mov    %rsi,%r15
    587a:	mov    %rdx,%r14
    587d:	sub    $0x1e0,%rsp
    5884:	mov    0x2705(%rip),%rax        # 7f90 <_ZTVNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    588b:	mov    %r8,0x50(%rsp)
    5890:	mov    %r9,0x38(%rsp)
    5895:	lea    0x60(%rsp),%r12
    589a:	lea    0x18(%rax),%rcx
    589e:	mov    0x26e3(%rip),%rax        # 7f88 <_ZTVSt15basic_streambufIcSt11char_traitsIcEE@GLIBCXX_3.4>
    58a5:	vmovq  %rcx,%xmm2
    58aa:	mov    %rcx,0x18(%rsp)
    58af:	add    $0x10,%rax
    58b3:	vpinsrq $0x1,%rax,%xmm2,%xmm1
    58b9:	lea    0xd0(%rsp),%rax
    58c1:	mov    %rax,%rdi
    58c4:	mov    %rax,0x58(%rsp)
    58c9:	vmovdqa %xmm1,0x40(%rsp)
    58cf:	call   2050 <_ZNSt8ios_baseC2Ev@plt>
    58d4:	vpxor  %xmm0,%xmm0,%xmm0
    58d8:	movw   $0x0,0x1b0(%rsp)
    58e2:	movq   $0x0,0x1a8(%rsp)
    58ee:	vmovdqu %ymm0,0x1b8(%rsp)
    58f7:	xor    %esi,%esi
    58f9:	mov    0x2668(%rip),%rax        # 7f68 <_ZTVSt9basic_iosIcSt11char_traitsIcEE@GLIBCXX_3.4>
    5900:	add    $0x10,%rax
    5904:	mov    %rax,0xd0(%rsp)
    590c:	mov    0x268d(%rip),%rax        # 7fa0 <_ZTTNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    5913:	mov    0x8(%rax),%rcx
    5917:	mov    0x10(%rax),%rax
    591b:	mov    -0x18(%rcx),%rdi
    591f:	mov    %rcx,0x60(%rsp)
    5924:	mov    %rcx,0x30(%rsp)
    5929:	mov    %rax,0x28(%rsp)
    592e:	add    %r12,%rdi
    5931:	mov    %rax,(%rdi)
    5934:	vzeroupper
    5937:	call   2180 <_ZNSt9basic_iosIcSt11char_traitsIcEE4initEPSt15basic_streambufIcS1_E@plt>
    593c:	vmovdqa 0x40(%rsp),%xmm1
    5942:	mov    0x2647(%rip),%rax        # 7f90 <_ZTVNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    5949:	vpxor  %xmm0,%xmm0,%xmm0
    594d:	vmovdqu %ymm0,0x70(%rsp)
    5953:	vpxor  %xmm0,%xmm0,%xmm0
    5957:	vmovdqa %xmm0,0x90(%rsp)
    5960:	add    $0x40,%rax
    5964:	mov    %rax,0xd0(%rsp)
    596c:	lea    0xa0(%rsp),%rax
    5974:	mov    %rax,0x40(%rsp)
    5979:	mov    %rax,%rdi
    597c:	vmovdqa %xmm1,0x60(%rsp)
    5982:	vzeroupper
    5985:	call   2270 <_ZNSt6localeC1Ev@plt>
    598a:	lea    0x68(%rsp),%rsi
    598f:	movl   $0x10,0xa8(%rsp)
    599a:	mov    0x2637(%rip),%rax        # 7fd8 <_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    59a1:	movq   $0x0,0xb8(%rsp)
    59ad:	movb   $0x0,0xc0(%rsp)
    59b5:	mov    0x58(%rsp),%rdi
    59ba:	add    $0x10,%rax
    59be:	mov    %rax,0x68(%rsp)
    59c3:	lea    0xc0(%rsp),%rax
    59cb:	mov    %rax,0x20(%rsp)
    59d0:	mov    %rax,0xb0(%rsp)
    59d8:	call   2180 <_ZNSt9basic_iosIcSt11char_traitsIcEE4initEPSt15basic_streambufIcS1_E@plt>
    59dd:	mov    (%r15),%r15
    59e0:	test   %r15,%r15
    59e3:	je     5c50 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3f0>
    59e9:	mov    %r15,%rdi
    59ec:	call   20a0 <strlen@plt>
    59f1:	mov    %r15,%rsi
    59f4:	mov    %r12,%rdi
    59f7:	mov    %rax,%rdx
    59fa:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    59ff:	mov    (%r14),%r14
    5a02:	test   %r14,%r14
    5a05:	je     5c73 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x413>
    5a0b:	mov    %r14,%rdi
    5a0e:	call   20a0 <strlen@plt>
    5a13:	mov    %r14,%rsi
    5a16:	mov    %r12,%rdi
    5a19:	mov    %rax,%rdx
    5a1c:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    5a21:	mov    0x0(%r13),%r13
    5a25:	test   %r13,%r13
    5a28:	je     5c97 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x437>
    5a2e:	mov    %r13,%rdi
    5a31:	call   20a0 <strlen@plt>
    5a36:	mov    %r13,%rsi
    5a39:	mov    %r12,%rdi
    5a3c:	mov    %rax,%rdx
    5a3f:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    5a44:	mov    0x50(%rsp),%rax
    5a49:	mov    (%rax),%r13
    5a4c:	test   %r13,%r13
    5a4f:	je     5cbf <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x45f>
    5a55:	mov    %r13,%rdi
    5a58:	call   20a0 <strlen@plt>
    5a5d:	mov    %r13,%rsi
    5a60:	mov    %r12,%rdi
    5a63:	mov    %rax,%rdx
    5a66:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    5a6b:	mov    0x38(%rsp),%rax
    5a70:	mov    %r12,%rdi
    5a73:	mov    (%rax),%esi
    5a75:	call   2230 <_ZNSolsEi@plt>
    5a7a:	mov    0x10(%rbp),%rax
    5a7e:	mov    (%rax),%r13
    5a81:	test   %r13,%r13
    5a84:	je     5c30 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3d0>
    5a8a:	mov    %r13,%rdi
    5a8d:	call   20a0 <strlen@plt>
    5a92:	mov    %r13,%rsi
    5a95:	mov    %r12,%rdi
    5a98:	mov    %rax,%rdx
    5a9b:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    5aa0:	mov    0x18(%rbp),%rax
    5aa4:	mov    (%rax),%r13
    5aa7:	test   %r13,%r13
    5aaa:	je     5c10 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3b0>
    5ab0:	mov    %r13,%rdi
    5ab3:	call   20a0 <strlen@plt>
    5ab8:	mov    %r13,%rsi
    5abb:	mov    %r12,%rdi
    5abe:	mov    %rax,%rdx
    5ac1:	call   2150 <_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l@plt>
    5ac6:	mov    0x90(%rsp),%rax
    5ace:	lea    0x10(%rbx),%r14
    5ad2:	movq   $0x0,0x8(%rbx)
    5ada:	movb   $0x0,0x10(%rbx)
    5ade:	mov    %r14,(%rbx)
    5ae1:	test   %rax,%rax
    5ae4:	je     5d60 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x500>
    5aea:	mov    0x80(%rsp),%rdx
    5af2:	test   %rdx,%rdx
    5af5:	je     5c00 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3a0>
    5afb:	cmp    %rax,%rdx
    5afe:	jb     5c00 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x3a0>
    5b04:	mov    0x88(%rsp),%r15
    5b0c:	mov    %rdx,%r13
    5b0f:	sub    %r15,%r13
    5b12:	js     5ebd <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x65d>
    5b18:	cmp    $0xf,%r13
    5b1c:	ja     5ce0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x480>
    5b22:	lea    (%r14,%r13,1),%r12
    5b26:	cmp    %r14,%r15
    5b29:	je     5dc0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x560>
    5b2f:	test   %r13,%r13
    5b32:	jne    5d40 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x4e0>
    5b38:	mov    %r13,0x8(%rbx)
    5b3c:	movb   $0x0,(%r12)
    5b41:	mov    0x2448(%rip),%rax        # 7f90 <_ZTVNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    5b48:	vmovq  0x18(%rsp),%xmm3
    5b4e:	mov    0xb0(%rsp),%rdi
    5b56:	add    $0x40,%rax
    5b5a:	mov    %rax,0xd0(%rsp)
    5b62:	mov    0x246f(%rip),%rax        # 7fd8 <_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    5b69:	add    $0x10,%rax
    5b6d:	vpinsrq $0x1,%rax,%xmm3,%xmm0
    5b73:	mov    0x20(%rsp),%rax
    5b78:	vmovdqa %xmm0,0x60(%rsp)
    5b7e:	cmp    %rax,%rdi
    5b81:	je     5b94 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x334>
    5b83:	mov    0xc0(%rsp),%rax
    5b8b:	lea    0x1(%rax),%rsi
    5b8f:	call   2120 <_ZdlPvm@plt>
    5b94:	mov    0x23ed(%rip),%rax        # 7f88 <_ZTVSt15basic_streambufIcSt11char_traitsIcEE@GLIBCXX_3.4>
    5b9b:	mov    0x40(%rsp),%rdi
    5ba0:	add    $0x10,%rax
    5ba4:	mov    %rax,0x68(%rsp)
    5ba9:	call   2190 <_ZNSt6localeD1Ev@plt>
    5bae:	mov    0x30(%rsp),%rax
    5bb3:	mov    0x28(%rsp),%rdx
    5bb8:	mov    0x58(%rsp),%rdi
    5bbd:	mov    %rax,0x60(%rsp)
    5bc2:	mov    -0x18(%rax),%rax
    5bc6:	mov    %rdx,0x60(%rsp,%rax,1)
    5bcb:	mov    0x2396(%rip),%rax        # 7f68 <_ZTVSt9basic_iosIcSt11char_traitsIcEE@GLIBCXX_3.4>
    5bd2:	add    $0x10,%rax
    5bd6:	mov    %rax,0xd0(%rsp)
    5bde:	call   2060 <_ZNSt8ios_baseD2Ev@plt>
    5be3:	lea    -0x28(%rbp),%rsp
    5be7:	mov    %rbx,%rax
    5bea:	pop    %rbx
    5beb:	pop    %r12
    5bed:	pop    %r13
    5bef:	pop    %r14
    5bf1:	pop    %r15
    5bf3:	pop    %rbp
    5bf4:	ret
    5bf5:	data16 cs nopw 0x0(%rax,%rax,1)
    5c00:	mov    %rax,%rdx
    5c03:	jmp    5b04 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2a4>
    5c08:	nopl   0x0(%rax,%rax,1)
    5c10:	mov    0x60(%rsp),%rax
    5c15:	mov    -0x18(%rax),%rdi
    5c19:	add    %r12,%rdi
    5c1c:	mov    0x20(%rdi),%esi
    5c1f:	or     $0x1,%esi
    5c22:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    5c27:	jmp    5ac6 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x266>
    5c2c:	nopl   0x0(%rax)
    5c30:	mov    0x60(%rsp),%rax
    5c35:	mov    -0x18(%rax),%rdi
    5c39:	add    %r12,%rdi
    5c3c:	mov    0x20(%rdi),%esi
    5c3f:	or     $0x1,%esi
    5c42:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    5c47:	jmp    5aa0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x240>
    5c4c:	nopl   0x0(%rax)
    5c50:	mov    0x60(%rsp),%rax
    5c55:	mov    -0x18(%rax),%rdi
    5c59:	add    %r12,%rdi
    5c5c:	mov    0x20(%rdi),%esi
    5c5f:	or     $0x1,%esi
    5c62:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    5c67:	mov    (%r14),%r14
    5c6a:	test   %r14,%r14
    5c6d:	jne    5a0b <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x1ab>
    5c73:	mov    0x60(%rsp),%rax
    5c78:	mov    -0x18(%rax),%rdi
    5c7c:	add    %r12,%rdi
    5c7f:	mov    0x20(%rdi),%esi
    5c82:	or     $0x1,%esi
    5c85:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    5c8a:	mov    0x0(%r13),%r13
    5c8e:	test   %r13,%r13
    5c91:	jne    5a2e <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x1ce>
    5c97:	mov    0x60(%rsp),%rax
    5c9c:	mov    -0x18(%rax),%rdi
    5ca0:	add    %r12,%rdi
    5ca3:	mov    0x20(%rdi),%esi
    5ca6:	or     $0x1,%esi
    5ca9:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    5cae:	mov    0x50(%rsp),%rax
    5cb3:	mov    (%rax),%r13
    5cb6:	test   %r13,%r13
    5cb9:	jne    5a55 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x1f5>
    5cbf:	mov    0x60(%rsp),%rax
    5cc4:	mov    -0x18(%rax),%rdi
    5cc8:	add    %r12,%rdi
    5ccb:	mov    0x20(%rdi),%esi
    5cce:	or     $0x1,%esi
    5cd1:	call   2210 <_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate@plt>
    5cd6:	jmp    5a6b <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x20b>
    5cdb:	nopl   0x0(%rax,%rax,1)
    5ce0:	cmp    $0x1d,%r13
    5ce4:	ja     5da0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x540>
    5cea:	movq   $0x1e,0x50(%rsp)
    5cf3:	mov    $0x1f,%edi
    5cf8:	call   2110 <_Znwm@plt>
    5cfd:	mov    %rax,%r12
    5d00:	test   %r15,%r15
    5d03:	je     5d13 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x4b3>
    5d05:	mov    %r13,%rdx
    5d08:	mov    %r15,%rsi
    5d0b:	mov    %rax,%rdi
    5d0e:	call   20f0 <memcpy@plt>
    5d13:	mov    (%rbx),%rdi
    5d16:	cmp    %rdi,%r14
    5d19:	je     5d28 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x4c8>
    5d1b:	mov    0x10(%rbx),%rax
    5d1f:	lea    0x1(%rax),%rsi
    5d23:	call   2120 <_ZdlPvm@plt>
    5d28:	mov    0x50(%rsp),%rax
    5d2d:	mov    %r12,(%rbx)
    5d30:	add    %r13,%r12
    5d33:	mov    %rax,0x10(%rbx)
    5d37:	jmp    5b38 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    5d3c:	nopl   0x0(%rax)
    5d40:	cmp    $0x1,%r13
    5d44:	je     5df0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x590>
    5d4a:	mov    %r13,%rdx
    5d4d:	mov    %r15,%rsi
    5d50:	mov    %r14,%rdi
    5d53:	call   20f0 <memcpy@plt>
    5d58:	jmp    5b38 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    5d5d:	nopl   (%rax)
    5d60:	mov    0xb8(%rsp),%r13
    5d68:	cmp    $0xf,%r13
    5d6c:	ja     5e00 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x5a0>
    5d72:	test   %r13,%r13
    5d75:	je     5d8f <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x52f>
    5d77:	mov    0xb0(%rsp),%rsi
    5d7f:	cmp    $0x1,%r13
    5d83:	jne    5e70 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x610>
    5d89:	movzbl (%rsi),%eax
    5d8c:	mov    %al,0x10(%rbx)
    5d8f:	mov    %r13,0x8(%rbx)
    5d93:	movb   $0x0,(%r14,%r13,1)
    5d98:	jmp    5b41 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2e1>
    5d9d:	nopl   (%rax)
    5da0:	mov    %r13,%rdi
    5da3:	mov    %r13,0x50(%rsp)
    5da8:	inc    %rdi
    5dab:	jns    5cf8 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x498>
    5db1:	call   2070 <_ZSt17__throw_bad_allocv@plt>
    5db6:	cs nopw 0x0(%rax,%rax,1)
    5dc0:	test   %r13,%r13
    5dc3:	je     5b38 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    5dc9:	cmp    %rdx,%r14
    5dcc:	jb     5e50 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x5f0>
    5dd2:	cmp    $0x1,%r13
    5dd6:	je     5b38 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    5ddc:	mov    %r13,%rdx
    5ddf:	mov    %r14,%rsi
    5de2:	mov    %r14,%rdi
    5de5:	call   21f0 <memmove@plt>
    5dea:	jmp    5b38 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    5def:	nop
    5df0:	movzbl (%r15),%eax
    5df4:	mov    %al,0x10(%rbx)
    5df7:	jmp    5b38 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    5dfc:	nopl   0x0(%rax)
    5e00:	test   %r13,%r13
    5e03:	js     5ec9 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x669>
    5e09:	cmp    $0x1d,%r13
    5e0d:	jbe    5e90 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x630>
    5e13:	mov    %r13,%rdi
    5e16:	mov    %r13,%r15
    5e19:	inc    %rdi
    5e1c:	js     5ea0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x640>
    5e22:	call   2110 <_Znwm@plt>
    5e27:	mov    (%rbx),%rdi
    5e2a:	mov    %rax,%r12
    5e2d:	cmp    %rdi,%r14
    5e30:	je     5e3f <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x5df>
    5e32:	mov    0x10(%rbx),%rax
    5e36:	lea    0x1(%rax),%rsi
    5e3a:	call   2120 <_ZdlPvm@plt>
    5e3f:	mov    0xb0(%rsp),%rsi
    5e47:	mov    %r12,(%rbx)
    5e4a:	mov    %r15,0x10(%rbx)
    5e4e:	jmp    5e73 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x613>
    5e50:	cmp    $0x1,%r13
    5e54:	je     5eb0 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x650>
    5e56:	mov    %r13,%rdx
    5e59:	mov    %r12,%rsi
    5e5c:	mov    %r14,%rdi
    5e5f:	call   20f0 <memcpy@plt>
    5e64:	jmp    5b38 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    5e69:	nopl   0x0(%rax)
    5e70:	mov    %r14,%r12
    5e73:	mov    %r13,%rdx
    5e76:	mov    %r12,%rdi
    5e79:	call   20f0 <memcpy@plt>
    5e7e:	mov    (%rbx),%r14
    5e81:	jmp    5d8f <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x52f>
    5e86:	cs nopw 0x0(%rax,%rax,1)
    5e90:	mov    $0x1e,%r15d
    5e96:	mov    $0x1f,%edi
    5e9b:	jmp    5e22 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x5c2>
    5ea0:	call   2070 <_ZSt17__throw_bad_allocv@plt>
    5ea5:	data16 cs nopw 0x0(%rax,%rax,1)
    5eb0:	movzbl (%r12),%eax
    5eb5:	mov    %al,0x10(%rbx)
    5eb8:	jmp    5b38 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x2d8>
    5ebd:	lea    0x234(%rip),%rdi        # 60f8 <_fini+0x144>
    5ec4:	call   20c0 <_ZSt20__throw_length_errorPKc@plt>
    5ec9:	lea    0x241(%rip),%rdi        # 6111 <_fini+0x15d>
    5ed0:	call   20c0 <_ZSt20__throw_length_errorPKc@plt>
    5ed5:	mov    %rax,%r13
    5ed8:	jmp    5ee2 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x682>
    5eda:	mov    %rax,%rbx
    5edd:	jmp    5f77 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x717>
    5ee2:	mov    (%rbx),%rdi
    5ee5:	cmp    %rdi,%r14
    5ee8:	je     5ef9 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x699>
    5eea:	mov    0x10(%rbx),%rsi
    5eee:	inc    %rsi
    5ef1:	vzeroupper
    5ef4:	call   2120 <_ZdlPvm@plt>
    5ef9:	mov    %r13,%rbx
    5efc:	mov    %r12,%rdi
    5eff:	vzeroupper
    5f02:	call   2040 <_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEED1Ev@plt>
    5f07:	mov    %rbx,%rdi
    5f0a:	call   2240 <_Unwind_Resume@plt>
    5f0f:	mov    0x20c2(%rip),%rax        # 7fd8 <_ZTVNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEEE@GLIBCXX_3.4.21>
    5f16:	mov    0xb0(%rsp),%rdi
    5f1e:	add    $0x10,%rax
    5f22:	mov    %rax,0x68(%rsp)
    5f27:	mov    0x20(%rsp),%rax
    5f2c:	cmp    %rax,%rdi
    5f2f:	je     5faf <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x74f>
    5f31:	mov    0xc0(%rsp),%rax
    5f39:	lea    0x1(%rax),%rsi
    5f3d:	vzeroupper
    5f40:	call   2120 <_ZdlPvm@plt>
    5f45:	mov    0x203c(%rip),%rax        # 7f88 <_ZTVSt15basic_streambufIcSt11char_traitsIcEE@GLIBCXX_3.4>
    5f4c:	mov    0x40(%rsp),%rdi
    5f51:	add    $0x10,%rax
    5f55:	mov    %rax,0x68(%rsp)
    5f5a:	call   2190 <_ZNSt6localeD1Ev@plt>
    5f5f:	mov    0x30(%rsp),%rax
    5f64:	mov    0x28(%rsp),%rcx
    5f69:	mov    %rax,0x60(%rsp)
    5f6e:	mov    -0x18(%rax),%rax
    5f72:	mov    %rcx,0x60(%rsp,%rax,1)
    5f77:	mov    0x1fea(%rip),%rax        # 7f68 <_ZTVSt9basic_iosIcSt11char_traitsIcEE@GLIBCXX_3.4>
    5f7e:	mov    0x58(%rsp),%rdi
    5f83:	add    $0x10,%rax
    5f87:	mov    %rax,0xd0(%rsp)
    5f8f:	vzeroupper
    5f92:	call   2060 <_ZNSt8ios_baseD2Ev@plt>
    5f97:	mov    %rbx,%rdi
    5f9a:	call   2240 <_Unwind_Resume@plt>
    5f9f:	mov    %rax,%rbx
    5fa2:	jmp    5efc <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x69c>
    5fa7:	mov    %rax,%rbx
    5faa:	jmp    5f0f <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x6af>
    5faf:	vzeroupper
    5fb2:	jmp    5f45 <_ZN3c106detail12_str_wrapperIJPKcS3_S3_S3_RKiS3_S3_EE4callB5cxx11ERKS3_S8_S8_S8_S5_S8_S8_+0x6e5>

Disassembly of section .fini:

0000000000005fb4 <_fini>:
    5fb4:	sub    $0x8,%rsp
    5fb8:	add    $0x8,%rsp
    5fbc:	ret
