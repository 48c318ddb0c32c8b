
/work/main/build/cartpole_host_df196cd876a4880b.so:     file format elf64-x86-64


Disassembly of section .init:

0000000000001000 <_init>:
    1000:	sub    $0x8,%rsp
    1004:	mov    0x6fbd(%rip),%rax        # 7fc8 <__gmon_start__@Base>
    100b:	test   %rax,%rax
    100e:	je     1012 <_init+0x12>
    1010:	call   *%rax
    1012:	add    $0x8,%rsp
    1016:	ret

Disassembly of section .plt:

0000000000001020 <sincosf@plt-0x10>:
    1020:	push   0x6fca(%rip)        # 7ff0 <_GLOBAL_OFFSET_TABLE_+0x8>
    1026:	jmp    *0x6fcc(%rip)        # 7ff8 <_GLOBAL_OFFSET_TABLE_+0x10>
    102c:	nopl   0x0(%rax)

0000000000001030 <sincosf@plt>:
    1030:	jmp    *0x6fca(%rip)        # 8000 <sincosf@GLIBC_2.2.5>
    1036:	push   $0x0
    103b:	jmp    1020 <_init+0x20>

0000000000001040 <cartpole_step@plt>:
    1040:	jmp    *0x6fc2(%rip)        # 8008 <cartpole_step@@Base+0x2ca8>
    1046:	push   $0x1
    104b:	jmp    1020 <_init+0x20>

0000000000001050 <tanhf@plt>:
    1050:	jmp    *0x6fba(%rip)        # 8010 <tanhf@GLIBC_2.2.5>
    1056:	push   $0x2
    105b:	jmp    1020 <_init+0x20>

0000000000001060 <cartpole_step_keys@plt>:
    1060:	jmp    *0x6fb2(%rip)        # 8018 <cartpole_step_keys@@Base+0x6ea8>
    1066:	push   $0x3
    106b:	jmp    1020 <_init+0x20>

0000000000001070 <cartpole_policy_rollout@plt>:
    1070:	jmp    *0x6faa(%rip)        # 8020 <cartpole_policy_rollout@@Base+0x5110>
    1076:	push   $0x4
    107b:	jmp    1020 <_init+0x20>

0000000000001080 <expf@plt>:
    1080:	jmp    *0x6fa2(%rip)        # 8028 <expf@GLIBC_2.27>
    1086:	push   $0x5
    108b:	jmp    1020 <_init+0x20>

0000000000001090 <cartpole_rollout@plt>:
    1090:	jmp    *0x6f9a(%rip)        # 8030 <cartpole_rollout@@Base+0x6e50>
    1096:	push   $0x6
    109b:	jmp    1020 <_init+0x20>

Disassembly of section .plt.got:

00000000000010a0 <__cxa_finalize@plt>:
    10a0:	jmp    *0x6f32(%rip)        # 7fd8 <__cxa_finalize@Base>
    10a6:	xchg   %ax,%ax

Disassembly of section .text:

00000000000010b0 <deregister_tm_clones>:
    10b0:	lea    0x6f89(%rip),%rdi        # 8040 <completed.0>
    10b7:	lea    0x6f82(%rip),%rax        # 8040 <completed.0>
    10be:	cmp    %rdi,%rax
    10c1:	je     10d8 <deregister_tm_clones+0x28>
    10c3:	mov    0x6f06(%rip),%rax        # 7fd0 <_ITM_deregisterTMCloneTable@Base>
    10ca:	test   %rax,%rax
    10cd:	je     10d8 <deregister_tm_clones+0x28>
    10cf:	jmp    *%rax
    10d1:	nopl   0x0(%rax)
    10d8:	ret
    10d9:	nopl   0x0(%rax)

00000000000010e0 <register_tm_clones>:
    10e0:	lea    0x6f59(%rip),%rdi        # 8040 <completed.0>
    10e7:	lea    0x6f52(%rip),%rsi        # 8040 <completed.0>
    10ee:	sub    %rdi,%rsi
    10f1:	mov    %rsi,%rax
    10f4:	shr    $0x3f,%rsi
    10f8:	sar    $0x3,%rax
    10fc:	add    %rax,%rsi
    10ff:	sar    %rsi
    1102:	je     1118 <register_tm_clones+0x38>
    1104:	mov    0x6ed5(%rip),%rax        # 7fe0 <_ITM_registerTMCloneTable@Base>
    110b:	test   %rax,%rax
    110e:	je     1118 <register_tm_clones+0x38>
    1110:	jmp    *%rax
    1112:	nopw   0x0(%rax,%rax,1)
    1118:	ret
    1119:	nopl   0x0(%rax)

0000000000001120 <__do_global_dtors_aux>:
    1120:	endbr64
    1124:	cmpb   $0x0,0x6f15(%rip)        # 8040 <completed.0>
    112b:	jne    1158 <__do_global_dtors_aux+0x38>
    112d:	push   %rbp
    112e:	cmpq   $0x0,0x6ea2(%rip)        # 7fd8 <__cxa_finalize@Base>
    1136:	mov    %rsp,%rbp
    1139:	je     1147 <__do_global_dtors_aux+0x27>
    113b:	mov    0x6ef6(%rip),%rdi        # 8038 <__dso_handle>
    1142:	call   10a0 <__cxa_finalize@plt>
    1147:	call   10b0 <deregister_tm_clones>
    114c:	movb   $0x1,0x6eed(%rip)        # 8040 <completed.0>
    1153:	pop    %rbp
    1154:	ret
    1155:	nopl   (%rax)
    1158:	ret
    1159:	nopl   0x0(%rax)

0000000000001160 <frame_dummy>:
    1160:	endbr64
    1164:	jmp    10e0 <register_tm_clones>
    1169:	nopl   0x0(%rax)

0000000000001170 <cartpole_step_keys>:
    1170:	mov    0x6ee2(%rip),%eax        # 8058 <_ZL8blockIdx>
    1176:	imul   0x6ecb(%rip),%eax        # 8048 <_ZL8blockDim>
    117d:	add    0x6ee5(%rip),%eax        # 8068 <_ZL9threadIdx>
    1183:	cmp    %ecx,%eax
    1185:	jge    11d9 <cartpole_step_keys+0x69>
    1187:	lea    (%rax,%rdx,1),%ecx
    118a:	cltq
    118c:	xor    $0x85ebca6b,%ecx
    1192:	mov    %ecx,%edx
    1194:	shr    $0x10,%edx
    1197:	xor    %ecx,%edx
    1199:	imul   $0x7feb352d,%edx,%edx
    119f:	mov    %edx,%ecx
    11a1:	shr    $0xf,%ecx
    11a4:	xor    %ecx,%edx
    11a6:	imul   $0x846ca68b,%edx,%edx
    11ac:	mov    %edx,%ecx
    11ae:	xor    %edx,%esi
    11b0:	shr    $0x10,%ecx
    11b3:	xor    %ecx,%esi
    11b5:	mov    %esi,%edx
    11b7:	shr    $0x10,%edx
    11ba:	xor    %esi,%edx
    11bc:	imul   $0x7feb352d,%edx,%edx
    11c2:	mov    %edx,%ecx
    11c4:	shr    $0xf,%ecx
    11c7:	xor    %ecx,%edx
    11c9:	imul   $0x846ca68b,%edx,%edx
    11cf:	mov    %edx,%ecx
    11d1:	shr    $0x10,%ecx
    11d4:	xor    %ecx,%edx
    11d6:	mov    %edx,(%rdi,%rax,4)
    11d9:	ret
    11da:	nopw   0x0(%rax,%rax,1)

00000000000011e0 <cartpole_rollout>:
    11e0:	push   %r15
    11e2:	mov    %rsi,%r10
    11e5:	push   %r14
    11e7:	push   %r13
    11e9:	push   %r12
    11eb:	push   %rbp
    11ec:	push   %rbx
    11ed:	sub    $0xc8,%rsp
    11f4:	mov    0x6e5d(%rip),%r12d        # 8058 <_ZL8blockIdx>
    11fb:	imul   0x6e45(%rip),%r12d        # 8048 <_ZL8blockDim>
    1203:	mov    0x120(%rsp),%rsi
    120b:	add    0x6e56(%rip),%r12d        # 8068 <_ZL9threadIdx>
    1212:	cmp    0x118(%rsp),%r12d
    121a:	jl     1230 <cartpole_rollout+0x50>
    121c:	add    $0xc8,%rsp
    1223:	pop    %rbx
    1224:	pop    %rbp
    1225:	pop    %r12
    1227:	pop    %r13
    1229:	pop    %r14
    122b:	pop    %r15
    122d:	ret
    122e:	xchg   %ax,%ax
    1230:	mov    %rdx,%r11
    1233:	mov    %r12d,%edx
    1236:	mov    %r12d,%ebx
    1239:	movss  (%rsi),%xmm6
    123d:	xor    $0xc2b2ae35,%edx
    1243:	movss  0x14(%rsi),%xmm11
    1249:	movss  0x10(%rsi),%xmm5
    124e:	mov    %edx,%eax
    1250:	movss  %xmm6,0x20(%rsp)
    1256:	movss  0x4(%rsi),%xmm6
    125b:	movss  0x18(%rsi),%xmm8
    1261:	shr    $0x10,%eax
    1264:	movss  %xmm5,0x18(%rsp)
    126a:	movss  0x24(%rsi),%xmm5
    126f:	movss  0x1c(%rsi),%xmm9
    1275:	xor    %edx,%eax
    1277:	movss  %xmm6,0x24(%rsp)
    127d:	movss  0x4d7b(%rip),%xmm6        # 6000 <_fini+0x2e8>
    1285:	divss  0x8(%rsi),%xmm6
    128a:	imul   $0x7feb352d,%eax,%eax
    1290:	movss  %xmm6,0xc(%rsp)
    1296:	movss  0xc(%rsi),%xmm6
    129b:	movss  %xmm5,0x40(%rsp)
    12a1:	movss  0x28(%rsi),%xmm5
    12a6:	movss  %xmm6,0x28(%rsp)
    12ac:	movaps %xmm11,%xmm6
    12b0:	mov    %eax,%edx
    12b2:	addss  %xmm11,%xmm6
    12b7:	shr    $0xf,%edx
    12ba:	xor    %edx,%eax
    12bc:	imul   $0x846ca68b,%eax,%eax
    12c2:	movss  %xmm6,0x2c(%rsp)
    12c8:	movss  0x20(%rsi),%xmm6
    12cd:	mov    0x110(%rsp),%esi
    12d4:	movss  %xmm6,0x8(%rsp)
    12da:	mov    %eax,%edx
    12dc:	shr    $0x10,%edx
    12df:	xor    %edx,%eax
    12e1:	mov    %r12d,%edx
    12e4:	mov    %eax,0x1c(%rsp)
    12e8:	mov    %r12d,%eax
    12eb:	or     $0x30000000,%edx
    12f1:	or     $0x10000000,%eax
    12f6:	xor    $0xc2b2ae35,%edx
    12fc:	xor    $0xc2b2ae35,%eax
    1301:	mov    %eax,%r13d
    1304:	shr    $0x10,%r13d
    1308:	xor    %eax,%r13d
    130b:	imul   $0x7feb352d,%r13d,%r13d
    1312:	mov    %r13d,%eax
    1315:	shr    $0xf,%eax
    1318:	xor    %eax,%r13d
    131b:	imul   $0x846ca68b,%r13d,%r13d
    1322:	mov    %r13d,%eax
    1325:	shr    $0x10,%eax
    1328:	xor    %eax,%r13d
    132b:	mov    %r12d,%eax
    132e:	movslq %r12d,%r12
    1331:	or     $0x20000000,%eax
    1336:	xor    $0xc2b2ae35,%eax
    133b:	mov    %eax,%r14d
    133e:	shr    $0x10,%r14d
    1342:	xor    %eax,%r14d
    1345:	imul   $0x7feb352d,%r14d,%r14d
    134c:	mov    %r14d,%eax
    134f:	shr    $0xf,%eax
    1352:	xor    %eax,%r14d
    1355:	imul   $0x846ca68b,%r14d,%r14d
    135c:	mov    %r14d,%eax
    135f:	shr    $0x10,%eax
    1362:	xor    %eax,%r14d
    1365:	mov    %edx,%eax
    1367:	shr    $0x10,%eax
    136a:	xor    %edx,%eax
    136c:	or     $0x40000000,%ebx
    1372:	shl    $0x2,%r12
    1376:	imul   $0x7feb352d,%eax,%eax
    137c:	add    %r12,%r11
    137f:	add    %r12,%rcx
    1382:	add    %r12,%r8
    1385:	xor    $0xc2b2ae35,%ebx
    138b:	add    %r12,%r9
    138e:	movss  (%rcx),%xmm4
    1392:	mov    (%r8),%ebp
    1395:	movss  (%r11),%xmm12
    139a:	mov    (%r9),%r15d
    139d:	mov    %eax,%edx
    139f:	shr    $0xf,%edx
    13a2:	xor    %edx,%eax
    13a4:	imul   $0x846ca68b,%eax,%eax
    13aa:	mov    %eax,%edx
    13ac:	shr    $0x10,%edx
    13af:	xor    %edx,%eax
    13b1:	mov    %ebx,%edx
    13b3:	shr    $0x10,%edx
    13b6:	xor    %ebx,%edx
    13b8:	imul   $0x7feb352d,%edx,%edx
    13be:	mov    %edx,%ebx
    13c0:	shr    $0xf,%ebx
    13c3:	xor    %ebx,%edx
    13c5:	imul   $0x846ca68b,%edx,%edx
    13cb:	mov    %edx,%ebx
    13cd:	shr    $0x10,%ebx
    13d0:	xor    %ebx,%edx
    13d2:	lea    (%rdi,%r12,1),%rbx
    13d6:	mov    %rbx,0x30(%rsp)
    13db:	movss  (%rbx),%xmm2
    13df:	lea    (%r10,%r12,1),%rbx
    13e3:	add    0x100(%rsp),%r12
    13eb:	movss  (%rbx),%xmm3
    13ef:	mov    %rbx,0x38(%rsp)
    13f4:	movss  (%r12),%xmm7
    13fa:	test   %esi,%esi
    13fc:	jle    2238 <cartpole_rollout+0x1058>
    1402:	movslq 0x110(%rsp),%rsi
    140a:	mov    0x108(%rsp),%r10
    1412:	movss  0x4c16(%rip),%xmm6        # 6030 <_fini+0x318>
    141a:	movss  0x4be1(%rip),%xmm10        # 6004 <_fini+0x2ec>
    1423:	lea    (%r10,%rsi,4),%rbx
    1427:	lea    -0x4(,%rsi,4),%rsi
    142f:	shr    $0x2,%rsi
    1433:	mov    %rbx,0x10(%rsp)
    1438:	add    $0x1,%rsi
    143c:	and    $0x3,%esi
    143f:	je     1a01 <cartpole_rollout+0x821>
    1445:	cmp    $0x1,%rsi
    1449:	je     1831 <cartpole_rollout+0x651>
    144f:	cmp    $0x2,%rsi
    1453:	je     1644 <cartpole_rollout+0x464>
    1459:	movaps %xmm12,%xmm0
    145d:	mov    (%r10),%ebx
    1460:	andps  %xmm6,%xmm0
    1463:	comiss %xmm0,%xmm10
    1467:	jb     2dfe <cartpole_rollout+0x1c1e>
    146d:	movaps %xmm12,%xmm13
    1471:	movss  0x4b9b(%rip),%xmm0        # 6014 <_fini+0x2fc>
    1479:	movss  0x4b96(%rip),%xmm14        # 6018 <_fini+0x300>
    1482:	mulss  %xmm12,%xmm13
    1487:	movss  0x4b79(%rip),%xmm1        # 6008 <_fini+0x2f0>
    148f:	mulss  %xmm13,%xmm0
    1494:	mulss  %xmm13,%xmm1
    1499:	addss  0x4b6b(%rip),%xmm1        # 600c <_fini+0x2f4>
    14a1:	subss  %xmm14,%xmm0
    14a6:	mulss  %xmm13,%xmm1
    14ab:	movss  0x4b68(%rip),%xmm14        # 601c <_fini+0x304>
    14b4:	subss  0x4b54(%rip),%xmm1        # 6010 <_fini+0x2f8>
    14bc:	mulss  %xmm13,%xmm0
    14c1:	mulss  %xmm13,%xmm1
    14c6:	addss  %xmm14,%xmm0
    14cb:	movss  0x4b4c(%rip),%xmm14        # 6020 <_fini+0x308>
    14d4:	mulss  %xmm12,%xmm1
    14d9:	mulss  %xmm13,%xmm0
    14de:	addss  %xmm12,%xmm1
    14e3:	mulss  %xmm13,%xmm0
    14e8:	mulss  %xmm14,%xmm13
    14ed:	subss  %xmm13,%xmm0
    14f2:	addss  0x4b06(%rip),%xmm0        # 6000 <_fini+0x2e8>
    14fa:	movaps %xmm8,%xmm13
    14fe:	add    $0x1,%ebp
    1501:	mulss  %xmm3,%xmm13
    1506:	addss  %xmm13,%xmm2
    150b:	movaps %xmm2,%xmm13
    150f:	andps  %xmm6,%xmm13
    1513:	comiss %xmm9,%xmm13
    1517:	ja     153b <cartpole_rollout+0x35b>
    1519:	movaps %xmm4,%xmm13
    151d:	mulss  %xmm8,%xmm13
    1522:	addss  %xmm13,%xmm12
    1527:	movaps %xmm12,%xmm13
    152b:	andps  %xmm6,%xmm13
    152f:	comiss 0x8(%rsp),%xmm13
    1535:	jbe    2c3b <cartpole_rollout+0x1a5b>
    153b:	mov    %r13d,%edi
    153e:	pxor   %xmm2,%xmm2
    1542:	pxor   %xmm3,%xmm3
    1546:	add    $0x1,%r15d
    154a:	pxor   %xmm12,%xmm12
    154f:	pxor   %xmm4,%xmm4
    1553:	pxor   %xmm0,%xmm0
    1557:	xor    %ebx,%edi
    1559:	mov    %edi,%esi
    155b:	cvtsi2ss %ebp,%xmm0
    155f:	shr    $0x10,%esi
    1562:	xor    %edi,%esi
    1564:	imul   $0x7feb352d,%esi,%esi
    156a:	addss  %xmm0,%xmm7
    156e:	mov    %esi,%edi
    1570:	shr    $0xf,%edi
    1573:	xor    %edi,%esi
    1575:	imul   $0x846ca68b,%esi,%esi
    157b:	mov    %esi,%edi
    157d:	shr    $0x10,%edi
    1580:	xor    %edi,%esi
    1582:	mov    %r14d,%edi
    1585:	shr    $0x8,%esi
    1588:	xor    %ebx,%edi
    158a:	sub    $0x800000,%esi
    1590:	cvtsi2ss %esi,%xmm2
    1594:	mov    %edi,%esi
    1596:	shr    $0x10,%esi
    1599:	xor    %edi,%esi
    159b:	imul   $0x7feb352d,%esi,%esi
    15a1:	mulss  %xmm5,%xmm2
    15a5:	mov    %esi,%edi
    15a7:	shr    $0xf,%edi
    15aa:	xor    %edi,%esi
    15ac:	imul   $0x846ca68b,%esi,%esi
    15b2:	mov    %esi,%edi
    15b4:	shr    $0x10,%edi
    15b7:	xor    %edi,%esi
    15b9:	mov    %eax,%edi
    15bb:	shr    $0x8,%esi
    15be:	xor    %ebx,%edi
    15c0:	sub    $0x800000,%esi
    15c6:	cvtsi2ss %esi,%xmm3
    15ca:	mov    %edi,%esi
    15cc:	shr    $0x10,%esi
    15cf:	xor    %edi,%esi
    15d1:	imul   $0x7feb352d,%esi,%esi
    15d7:	mulss  %xmm5,%xmm3
    15db:	mov    %esi,%edi
    15dd:	shr    $0xf,%edi
    15e0:	xor    %edi,%esi
    15e2:	imul   $0x846ca68b,%esi,%esi
    15e8:	mov    %esi,%edi
    15ea:	shr    $0x10,%edi
    15ed:	xor    %edi,%esi
    15ef:	shr    $0x8,%esi
    15f2:	xor    %edx,%ebx
    15f4:	xor    %ebp,%ebp
    15f6:	sub    $0x800000,%esi
    15fc:	cvtsi2ss %esi,%xmm12
    1601:	mov    %ebx,%esi
    1603:	shr    $0x10,%esi
    1606:	xor    %ebx,%esi
    1608:	imul   $0x7feb352d,%esi,%esi
    160e:	mulss  %xmm5,%xmm12
    1613:	mov    %esi,%edi
    1615:	shr    $0xf,%edi
    1618:	xor    %edi,%esi
    161a:	imul   $0x846ca68b,%esi,%esi
    1620:	mov    %esi,%edi
    1622:	shr    $0x10,%edi
    1625:	xor    %edi,%esi
    1627:	shr    $0x8,%esi
    162a:	sub    $0x800000,%esi
    1630:	cvtsi2ss %esi,%xmm4
    1634:	mulss  %xmm5,%xmm4
    1638:	mov    0x108(%rsp),%rbx
    1640:	lea    0x4(%rbx),%r10
    1644:	movaps %xmm12,%xmm0
    1648:	mov    (%r10),%ebx
    164b:	andps  %xmm6,%xmm0
    164e:	comiss %xmm0,%xmm10
    1652:	jb     2a00 <cartpole_rollout+0x1820>
    1658:	movaps %xmm12,%xmm13
    165c:	movss  0x49b0(%rip),%xmm0        # 6014 <_fini+0x2fc>
    1664:	movss  0x49ab(%rip),%xmm14        # 6018 <_fini+0x300>
    166d:	mulss  %xmm12,%xmm13
    1672:	movss  0x498e(%rip),%xmm1        # 6008 <_fini+0x2f0>
    167a:	mulss  %xmm13,%xmm0
    167f:	mulss  %xmm13,%xmm1
    1684:	addss  0x4980(%rip),%xmm1        # 600c <_fini+0x2f4>
    168c:	subss  %xmm14,%xmm0
    1691:	mulss  %xmm13,%xmm1
    1696:	movss  0x497d(%rip),%xmm14        # 601c <_fini+0x304>
    169f:	subss  0x4969(%rip),%xmm1        # 6010 <_fini+0x2f8>
    16a7:	mulss  %xmm13,%xmm0
    16ac:	mulss  %xmm13,%xmm1
    16b1:	addss  %xmm14,%xmm0
    16b6:	movss  0x4961(%rip),%xmm14        # 6020 <_fini+0x308>
    16bf:	mulss  %xmm12,%xmm1
    16c4:	mulss  %xmm13,%xmm0
    16c9:	addss  %xmm12,%xmm1
    16ce:	mulss  %xmm13,%xmm0
    16d3:	mulss  %xmm14,%xmm13
    16d8:	subss  %xmm13,%xmm0
    16dd:	addss  0x491b(%rip),%xmm0        # 6000 <_fini+0x2e8>
    16e5:	movaps %xmm8,%xmm13
    16e9:	add    $0x1,%ebp
    16ec:	mulss  %xmm3,%xmm13
    16f1:	addss  %xmm13,%xmm2
    16f6:	movaps %xmm2,%xmm13
    16fa:	andps  %xmm6,%xmm13
    16fe:	comiss %xmm9,%xmm13
    1702:	ja     1730 <cartpole_rollout+0x550>
    1704:	movaps %xmm4,%xmm13
    1708:	mulss  %xmm8,%xmm13
    170d:	addss  %xmm13,%xmm12
    1712:	movaps %xmm12,%xmm13
    1716:	andps  %xmm6,%xmm13
    171a:	comiss 0x8(%rsp),%xmm13
    1720:	ja     1730 <cartpole_rollout+0x550>
    1722:	cmp    %ebp,0x128(%rsp)
    1729:	jg     2d23 <cartpole_rollout+0x1b43>
    172f:	nop
    1730:	mov    %r13d,%edi
    1733:	pxor   %xmm2,%xmm2
    1737:	pxor   %xmm3,%xmm3
    173b:	add    $0x1,%r15d
    173f:	pxor   %xmm12,%xmm12
    1744:	pxor   %xmm4,%xmm4
    1748:	pxor   %xmm0,%xmm0
    174c:	xor    %ebx,%edi
    174e:	mov    %edi,%esi
    1750:	cvtsi2ss %ebp,%xmm0
    1754:	shr    $0x10,%esi
    1757:	xor    %edi,%esi
    1759:	imul   $0x7feb352d,%esi,%esi
    175f:	addss  %xmm0,%xmm7
    1763:	mov    %esi,%edi
    1765:	shr    $0xf,%edi
    1768:	xor    %edi,%esi
    176a:	imul   $0x846ca68b,%esi,%esi
    1770:	mov    %esi,%edi
    1772:	shr    $0x10,%edi
    1775:	xor    %edi,%esi
    1777:	mov    %r14d,%edi
    177a:	shr    $0x8,%esi
    177d:	xor    %ebx,%edi
    177f:	sub    $0x800000,%esi
    1785:	cvtsi2ss %esi,%xmm2
    1789:	mov    %edi,%esi
    178b:	shr    $0x10,%esi
    178e:	xor    %edi,%esi
    1790:	imul   $0x7feb352d,%esi,%esi
    1796:	mulss  %xmm5,%xmm2
    179a:	mov    %esi,%edi
    179c:	shr    $0xf,%edi
    179f:	xor    %edi,%esi
    17a1:	imul   $0x846ca68b,%esi,%esi
    17a7:	mov    %esi,%edi
    17a9:	shr    $0x10,%edi
    17ac:	xor    %edi,%esi
    17ae:	mov    %eax,%edi
    17b0:	shr    $0x8,%esi
    17b3:	xor    %ebx,%edi
    17b5:	sub    $0x800000,%esi
    17bb:	cvtsi2ss %esi,%xmm3
    17bf:	mov    %edi,%esi
    17c1:	shr    $0x10,%esi
    17c4:	xor    %edi,%esi
    17c6:	imul   $0x7feb352d,%esi,%esi
    17cc:	mulss  %xmm5,%xmm3
    17d0:	mov    %esi,%edi
    17d2:	shr    $0xf,%edi
    17d5:	xor    %edi,%esi
    17d7:	imul   $0x846ca68b,%esi,%esi
    17dd:	mov    %esi,%edi
    17df:	shr    $0x10,%edi
    17e2:	xor    %edi,%esi
    17e4:	shr    $0x8,%esi
    17e7:	xor    %edx,%ebx
    17e9:	xor    %ebp,%ebp
    17eb:	sub    $0x800000,%esi
    17f1:	cvtsi2ss %esi,%xmm12
    17f6:	mov    %ebx,%esi
    17f8:	shr    $0x10,%esi
    17fb:	xor    %ebx,%esi
    17fd:	imul   $0x7feb352d,%esi,%esi
    1803:	mulss  %xmm5,%xmm12
    1808:	mov    %esi,%edi
    180a:	shr    $0xf,%edi
    180d:	xor    %edi,%esi
    180f:	imul   $0x846ca68b,%esi,%esi
    1815:	mov    %esi,%edi
    1817:	shr    $0x10,%edi
    181a:	xor    %edi,%esi
    181c:	shr    $0x8,%esi
    181f:	sub    $0x800000,%esi
    1825:	cvtsi2ss %esi,%xmm4
    1829:	mulss  %xmm5,%xmm4
    182d:	add    $0x4,%r10
    1831:	movaps %xmm12,%xmm0
    1835:	mov    (%r10),%ebx
    1838:	andps  %xmm6,%xmm0
    183b:	comiss %xmm0,%xmm10
    183f:	jb     2b20 <cartpole_rollout+0x1940>
    1845:	movaps %xmm12,%xmm13
    1849:	movss  0x47c3(%rip),%xmm0        # 6014 <_fini+0x2fc>
    1851:	movss  0x47be(%rip),%xmm14        # 6018 <_fini+0x300>
    185a:	mulss  %xmm12,%xmm13
    185f:	movss  0x47a1(%rip),%xmm1        # 6008 <_fini+0x2f0>
    1867:	mulss  %xmm13,%xmm0
    186c:	mulss  %xmm13,%xmm1
    1871:	addss  0x4793(%rip),%xmm1        # 600c <_fini+0x2f4>
    1879:	subss  %xmm14,%xmm0
    187e:	mulss  %xmm13,%xmm1
    1883:	movss  0x4790(%rip),%xmm14        # 601c <_fini+0x304>
    188c:	subss  0x477c(%rip),%xmm1        # 6010 <_fini+0x2f8>
    1894:	mulss  %xmm13,%xmm0
    1899:	mulss  %xmm13,%xmm1
    189e:	addss  %xmm14,%xmm0
    18a3:	movss  0x4774(%rip),%xmm14        # 6020 <_fini+0x308>
    18ac:	mulss  %xmm12,%xmm1
    18b1:	mulss  %xmm13,%xmm0
    18b6:	addss  %xmm12,%xmm1
    18bb:	mulss  %xmm13,%xmm0
    18c0:	mulss  %xmm14,%xmm13
    18c5:	subss  %xmm13,%xmm0
    18ca:	addss  0x472e(%rip),%xmm0        # 6000 <_fini+0x2e8>
    18d2:	movaps %xmm8,%xmm13
    18d6:	add    $0x1,%ebp
    18d9:	mulss  %xmm3,%xmm13
    18de:	addss  %xmm13,%xmm2
    18e3:	movaps %xmm2,%xmm13
    18e7:	andps  %xmm6,%xmm13
    18eb:	comiss %xmm9,%xmm13
    18ef:	jbe    2570 <cartpole_rollout+0x1390>
    18f5:	mov    %r13d,%edi
    18f8:	pxor   %xmm2,%xmm2
    18fc:	pxor   %xmm3,%xmm3
    1900:	add    $0x1,%r15d
    1904:	pxor   %xmm12,%xmm12
    1909:	pxor   %xmm4,%xmm4
    190d:	pxor   %xmm0,%xmm0
    1911:	xor    %ebx,%edi
    1913:	mov    %edi,%esi
    1915:	cvtsi2ss %ebp,%xmm0
    1919:	shr    $0x10,%esi
    191c:	xor    %edi,%esi
    191e:	imul   $0x7feb352d,%esi,%esi
    1924:	addss  %xmm0,%xmm7
    1928:	mov    %esi,%edi
    192a:	shr    $0xf,%edi
    192d:	xor    %edi,%esi
    192f:	imul   $0x846ca68b,%esi,%esi
    1935:	mov    %esi,%edi
    1937:	shr    $0x10,%edi
    193a:	xor    %edi,%esi
    193c:	mov    %r14d,%edi
    193f:	shr    $0x8,%esi
    1942:	xor    %ebx,%edi
    1944:	sub    $0x800000,%esi
    194a:	cvtsi2ss %esi,%xmm2
    194e:	mov    %edi,%esi
    1950:	shr    $0x10,%esi
    1953:	xor    %edi,%esi
    1955:	imul   $0x7feb352d,%esi,%esi
    195b:	mulss  %xmm5,%xmm2
    195f:	mov    %esi,%edi
    1961:	shr    $0xf,%edi
    1964:	xor    %edi,%esi
    1966:	imul   $0x846ca68b,%esi,%esi
    196c:	mov    %esi,%edi
    196e:	shr    $0x10,%edi
    1971:	xor    %edi,%esi
    1973:	mov    %eax,%edi
    1975:	shr    $0x8,%esi
    1978:	xor    %ebx,%edi
    197a:	sub    $0x800000,%esi
    1980:	cvtsi2ss %esi,%xmm3
    1984:	mov    %edi,%esi
    1986:	shr    $0x10,%esi
    1989:	xor    %edi,%esi
    198b:	imul   $0x7feb352d,%esi,%esi
    1991:	mulss  %xmm5,%xmm3
    1995:	mov    %esi,%edi
    1997:	shr    $0xf,%edi
    199a:	xor    %edi,%esi
    199c:	imul   $0x846ca68b,%esi,%esi
    19a2:	mov    %esi,%edi
    19a4:	shr    $0x10,%edi
    19a7:	xor    %edi,%esi
    19a9:	shr    $0x8,%esi
    19ac:	xor    %edx,%ebx
    19ae:	xor    %ebp,%ebp
    19b0:	sub    $0x800000,%esi
    19b6:	cvtsi2ss %esi,%xmm12
    19bb:	mov    %ebx,%esi
    19bd:	shr    $0x10,%esi
    19c0:	xor    %ebx,%esi
    19c2:	imul   $0x7feb352d,%esi,%esi
    19c8:	mulss  %xmm5,%xmm12
    19cd:	mov    %esi,%edi
    19cf:	shr    $0xf,%edi
    19d2:	xor    %edi,%esi
    19d4:	imul   $0x846ca68b,%esi,%esi
    19da:	mov    %esi,%edi
    19dc:	shr    $0x10,%edi
    19df:	xor    %edi,%esi
    19e1:	shr    $0x8,%esi
    19e4:	sub    $0x800000,%esi
    19ea:	cvtsi2ss %esi,%xmm4
    19ee:	mulss  %xmm5,%xmm4
    19f2:	add    $0x4,%r10
    19f6:	cmp    %r10,0x10(%rsp)
    19fb:	je     2238 <cartpole_rollout+0x1058>
    1a01:	mov    %r11,0x88(%rsp)
    1a09:	mov    %r8,0x98(%rsp)
    1a11:	mov    %r9,0xa0(%rsp)
    1a19:	mov    %rcx,0x90(%rsp)
    1a21:	mov    %r15d,%ecx
    1a24:	mov    %edx,%r15d
    1a27:	mov    %r12,0xa8(%rsp)
    1a2f:	mov    %r13d,%r12d
    1a32:	mov    %r14d,%r13d
    1a35:	mov    %eax,%r14d
    1a38:	movss  %xmm11,0x44(%rsp)
    1a3f:	movaps %xmm12,%xmm0
    1a43:	mov    (%r10),%ebx
    1a46:	andps  %xmm6,%xmm0
    1a49:	comiss %xmm0,%xmm10
    1a4d:	jb     2330 <cartpole_rollout+0x1150>
    1a53:	movaps %xmm12,%xmm11
    1a57:	movss  0x45b5(%rip),%xmm0        # 6014 <_fini+0x2fc>
    1a5f:	movss  0x45b0(%rip),%xmm13        # 6018 <_fini+0x300>
    1a68:	mulss  %xmm12,%xmm11
    1a6d:	movss  0x4593(%rip),%xmm1        # 6008 <_fini+0x2f0>
    1a75:	mulss  %xmm11,%xmm0
    1a7a:	mulss  %xmm11,%xmm1
    1a7f:	addss  0x4585(%rip),%xmm1        # 600c <_fini+0x2f4>
    1a87:	subss  %xmm13,%xmm0
    1a8c:	mulss  %xmm11,%xmm1
    1a91:	movss  0x4582(%rip),%xmm13        # 601c <_fini+0x304>
    1a9a:	subss  0x456e(%rip),%xmm1        # 6010 <_fini+0x2f8>
    1aa2:	mulss  %xmm11,%xmm0
    1aa7:	mulss  %xmm11,%xmm1
    1aac:	addss  %xmm13,%xmm0
    1ab1:	movss  0x4566(%rip),%xmm13        # 6020 <_fini+0x308>
    1aba:	mulss  %xmm12,%xmm1
    1abf:	mulss  %xmm11,%xmm0
    1ac4:	addss  %xmm12,%xmm1
    1ac9:	mulss  %xmm11,%xmm0
    1ace:	mulss  %xmm13,%xmm11
    1ad3:	subss  %xmm11,%xmm0
    1ad8:	addss  0x4520(%rip),%xmm0        # 6000 <_fini+0x2e8>
    1ae0:	movaps %xmm8,%xmm11
    1ae4:	add    $0x1,%ebp
    1ae7:	mulss  %xmm3,%xmm11
    1aec:	addss  %xmm11,%xmm2
    1af1:	movaps %xmm2,%xmm11
    1af5:	andps  %xmm6,%xmm11
    1af9:	comiss %xmm9,%xmm11
    1afd:	ja     1b30 <cartpole_rollout+0x950>
    1aff:	movaps %xmm4,%xmm11
    1b03:	mulss  %xmm8,%xmm11
    1b08:	addss  %xmm11,%xmm12
    1b0d:	movaps %xmm12,%xmm11
    1b11:	andps  %xmm6,%xmm11
    1b15:	comiss 0x8(%rsp),%xmm11
    1b1b:	ja     1b30 <cartpole_rollout+0x950>
    1b1d:	cmp    %ebp,0x128(%rsp)
    1b24:	jg     2680 <cartpole_rollout+0x14a0>
    1b2a:	nopw   0x0(%rax,%rax,1)
    1b30:	mov    %r12d,%edi
    1b33:	pxor   %xmm2,%xmm2
    1b37:	pxor   %xmm3,%xmm3
    1b3b:	add    $0x1,%ecx
    1b3e:	pxor   %xmm12,%xmm12
    1b43:	pxor   %xmm4,%xmm4
    1b47:	pxor   %xmm0,%xmm0
    1b4b:	xor    %ebx,%edi
    1b4d:	mov    %edi,%esi
    1b4f:	cvtsi2ss %ebp,%xmm0
    1b53:	shr    $0x10,%esi
    1b56:	xor    %edi,%esi
    1b58:	imul   $0x7feb352d,%esi,%esi
    1b5e:	addss  %xmm0,%xmm7
    1b62:	mov    %esi,%edi
    1b64:	shr    $0xf,%edi
    1b67:	xor    %edi,%esi
    1b69:	imul   $0x846ca68b,%esi,%esi
    1b6f:	mov    %esi,%edi
    1b71:	shr    $0x10,%edi
    1b74:	xor    %edi,%esi
    1b76:	mov    %r13d,%edi
    1b79:	shr    $0x8,%esi
    1b7c:	xor    %ebx,%edi
    1b7e:	sub    $0x800000,%esi
    1b84:	cvtsi2ss %esi,%xmm2
    1b88:	mov    %edi,%esi
    1b8a:	shr    $0x10,%esi
    1b8d:	xor    %edi,%esi
    1b8f:	imul   $0x7feb352d,%esi,%esi
    1b95:	mulss  %xmm5,%xmm2
    1b99:	mov    %esi,%edi
    1b9b:	shr    $0xf,%edi
    1b9e:	xor    %edi,%esi
    1ba0:	imul   $0x846ca68b,%esi,%esi
    1ba6:	mov    %esi,%edi
    1ba8:	shr    $0x10,%edi
    1bab:	xor    %edi,%esi
    1bad:	mov    %r14d,%edi
    1bb0:	shr    $0x8,%esi
    1bb3:	xor    %ebx,%edi
    1bb5:	sub    $0x800000,%esi
    1bbb:	cvtsi2ss %esi,%xmm3
    1bbf:	mov    %edi,%esi
    1bc1:	shr    $0x10,%esi
    1bc4:	xor    %edi,%esi
    1bc6:	imul   $0x7feb352d,%esi,%esi
    1bcc:	mulss  %xmm5,%xmm3
    1bd0:	mov    %esi,%edi
    1bd2:	shr    $0xf,%edi
    1bd5:	xor    %edi,%esi
    1bd7:	imul   $0x846ca68b,%esi,%esi
    1bdd:	mov    %esi,%edi
    1bdf:	shr    $0x10,%edi
    1be2:	xor    %edi,%esi
    1be4:	shr    $0x8,%esi
    1be7:	xor    %r15d,%ebx
    1bea:	xor    %ebp,%ebp
    1bec:	sub    $0x800000,%esi
    1bf2:	cvtsi2ss %esi,%xmm12
    1bf7:	mov    %ebx,%esi
    1bf9:	shr    $0x10,%ebx
    1bfc:	xor    %esi,%ebx
    1bfe:	imul   $0x7feb352d,%ebx,%ebx
    1c04:	mulss  %xmm5,%xmm12
    1c09:	mov    %ebx,%esi
    1c0b:	shr    $0xf,%esi
    1c0e:	xor    %esi,%ebx
    1c10:	imul   $0x846ca68b,%ebx,%ebx
    1c16:	mov    %ebx,%esi
    1c18:	shr    $0x10,%esi
    1c1b:	xor    %esi,%ebx
    1c1d:	shr    $0x8,%ebx
    1c20:	sub    $0x800000,%ebx
    1c26:	cvtsi2ss %ebx,%xmm4
    1c2a:	mulss  %xmm5,%xmm4
    1c2e:	movaps %xmm12,%xmm0
    1c32:	mov    0x4(%r10),%ebx
    1c36:	lea    0x4(%r10),%r8
    1c3a:	andps  %xmm6,%xmm0
    1c3d:	comiss %xmm0,%xmm10
    1c41:	jb     24b0 <cartpole_rollout+0x12d0>
    1c47:	movaps %xmm12,%xmm11
    1c4b:	movss  0x43c1(%rip),%xmm0        # 6014 <_fini+0x2fc>
    1c53:	movss  0x43bc(%rip),%xmm13        # 6018 <_fini+0x300>
    1c5c:	mulss  %xmm12,%xmm11
    1c61:	movss  0x439f(%rip),%xmm1        # 6008 <_fini+0x2f0>
    1c69:	mulss  %xmm11,%xmm0
    1c6e:	mulss  %xmm11,%xmm1
    1c73:	addss  0x4391(%rip),%xmm1        # 600c <_fini+0x2f4>
    1c7b:	subss  %xmm13,%xmm0
    1c80:	mulss  %xmm11,%xmm1
    1c85:	movss  0x438e(%rip),%xmm13        # 601c <_fini+0x304>
    1c8e:	subss  0x437a(%rip),%xmm1        # 6010 <_fini+0x2f8>
    1c96:	mulss  %xmm11,%xmm0
    1c9b:	mulss  %xmm11,%xmm1
    1ca0:	addss  %xmm13,%xmm0
    1ca5:	movss  0x4372(%rip),%xmm13        # 6020 <_fini+0x308>
    1cae:	mulss  %xmm12,%xmm1
    1cb3:	mulss  %xmm11,%xmm0
    1cb8:	addss  %xmm12,%xmm1
    1cbd:	mulss  %xmm11,%xmm0
    1cc2:	mulss  %xmm13,%xmm11
    1cc7:	subss  %xmm11,%xmm0
    1ccc:	addss  0x432c(%rip),%xmm0        # 6000 <_fini+0x2e8>
    1cd4:	movaps %xmm8,%xmm11
    1cd8:	add    $0x1,%ebp
    1cdb:	mulss  %xmm3,%xmm11
    1ce0:	addss  %xmm11,%xmm2
    1ce5:	movaps %xmm2,%xmm11
    1ce9:	andps  %xmm6,%xmm11
    1ced:	comiss %xmm9,%xmm11
    1cf1:	ja     1d20 <cartpole_rollout+0xb40>
    1cf3:	movaps %xmm4,%xmm11
    1cf7:	mulss  %xmm8,%xmm11
    1cfc:	addss  %xmm11,%xmm12
    1d01:	movaps %xmm12,%xmm11
    1d05:	andps  %xmm6,%xmm11
    1d09:	comiss 0x8(%rsp),%xmm11
    1d0f:	ja     1d20 <cartpole_rollout+0xb40>
    1d11:	cmp    %ebp,0x128(%rsp)
    1d18:	jg     2920 <cartpole_rollout+0x1740>
    1d1e:	xchg   %ax,%ax
    1d20:	mov    %r12d,%edi
    1d23:	pxor   %xmm2,%xmm2
    1d27:	pxor   %xmm3,%xmm3
    1d2b:	add    $0x1,%ecx
    1d2e:	pxor   %xmm12,%xmm12
    1d33:	pxor   %xmm4,%xmm4
    1d37:	pxor   %xmm0,%xmm0
    1d3b:	xor    %ebx,%edi
    1d3d:	mov    %edi,%esi
    1d3f:	cvtsi2ss %ebp,%xmm0
    1d43:	shr    $0x10,%esi
    1d46:	xor    %edi,%esi
    1d48:	imul   $0x7feb352d,%esi,%esi
    1d4e:	addss  %xmm0,%xmm7
    1d52:	mov    %esi,%edi
    1d54:	shr    $0xf,%edi
    1d57:	xor    %edi,%esi
    1d59:	imul   $0x846ca68b,%esi,%esi
    1d5f:	mov    %esi,%edi
    1d61:	shr    $0x10,%edi
    1d64:	xor    %edi,%esi
    1d66:	mov    %r13d,%edi
    1d69:	shr    $0x8,%esi
    1d6c:	xor    %ebx,%edi
    1d6e:	sub    $0x800000,%esi
    1d74:	cvtsi2ss %esi,%xmm2
    1d78:	mov    %edi,%esi
    1d7a:	shr    $0x10,%esi
    1d7d:	xor    %edi,%esi
    1d7f:	imul   $0x7feb352d,%esi,%esi
    1d85:	mulss  %xmm5,%xmm2
    1d89:	mov    %esi,%edi
    1d8b:	shr    $0xf,%edi
    1d8e:	xor    %edi,%esi
    1d90:	imul   $0x846ca68b,%esi,%esi
    1d96:	mov    %esi,%edi
    1d98:	shr    $0x10,%edi
    1d9b:	xor    %edi,%esi
    1d9d:	mov    %r14d,%edi
    1da0:	shr    $0x8,%esi
    1da3:	xor    %ebx,%edi
    1da5:	sub    $0x800000,%esi
    1dab:	cvtsi2ss %esi,%xmm3
    1daf:	mov    %edi,%esi
    1db1:	shr    $0x10,%esi
    1db4:	xor    %edi,%esi
    1db6:	imul   $0x7feb352d,%esi,%esi
    1dbc:	mulss  %xmm5,%xmm3
    1dc0:	mov    %esi,%edi
    1dc2:	shr    $0xf,%edi
    1dc5:	xor    %edi,%esi
    1dc7:	imul   $0x846ca68b,%esi,%esi
    1dcd:	mov    %esi,%edi
    1dcf:	shr    $0x10,%edi
    1dd2:	xor    %edi,%esi
    1dd4:	shr    $0x8,%esi
    1dd7:	xor    %r15d,%ebx
    1dda:	xor    %ebp,%ebp
    1ddc:	sub    $0x800000,%esi
    1de2:	cvtsi2ss %esi,%xmm12
    1de7:	mov    %ebx,%esi
    1de9:	shr    $0x10,%ebx
    1dec:	xor    %esi,%ebx
    1dee:	imul   $0x7feb352d,%ebx,%ebx
    1df4:	mulss  %xmm5,%xmm12
    1df9:	mov    %ebx,%esi
    1dfb:	shr    $0xf,%esi
    1dfe:	xor    %esi,%ebx
    1e00:	imul   $0x846ca68b,%ebx,%ebx
    1e06:	mov    %ebx,%esi
    1e08:	shr    $0x10,%esi
    1e0b:	xor    %esi,%ebx
    1e0d:	shr    $0x8,%ebx
    1e10:	sub    $0x800000,%ebx
    1e16:	cvtsi2ss %ebx,%xmm4
    1e1a:	mulss  %xmm5,%xmm4
    1e1e:	movaps %xmm12,%xmm0
    1e22:	mov    0x4(%r8),%ebx
    1e26:	andps  %xmm6,%xmm0
    1e29:	comiss %xmm0,%xmm10
    1e2d:	jb     23f0 <cartpole_rollout+0x1210>
    1e33:	movaps %xmm12,%xmm11
    1e37:	movss  0x41d5(%rip),%xmm0        # 6014 <_fini+0x2fc>
    1e3f:	movss  0x41d0(%rip),%xmm13        # 6018 <_fini+0x300>
    1e48:	mulss  %xmm12,%xmm11
    1e4d:	movss  0x41b3(%rip),%xmm1        # 6008 <_fini+0x2f0>
    1e55:	mulss  %xmm11,%xmm0
    1e5a:	mulss  %xmm11,%xmm1
    1e5f:	addss  0x41a5(%rip),%xmm1        # 600c <_fini+0x2f4>
    1e67:	subss  %xmm13,%xmm0
    1e6c:	mulss  %xmm11,%xmm1
    1e71:	movss  0x41a2(%rip),%xmm13        # 601c <_fini+0x304>
    1e7a:	subss  0x418e(%rip),%xmm1        # 6010 <_fini+0x2f8>
    1e82:	mulss  %xmm11,%xmm0
    1e87:	mulss  %xmm11,%xmm1
    1e8c:	addss  %xmm13,%xmm0
    1e91:	movss  0x4186(%rip),%xmm13        # 6020 <_fini+0x308>
    1e9a:	mulss  %xmm12,%xmm1
    1e9f:	mulss  %xmm11,%xmm0
    1ea4:	addss  %xmm12,%xmm1
    1ea9:	mulss  %xmm11,%xmm0
    1eae:	mulss  %xmm13,%xmm11
    1eb3:	subss  %xmm11,%xmm0
    1eb8:	addss  0x4140(%rip),%xmm0        # 6000 <_fini+0x2e8>
    1ec0:	movaps %xmm8,%xmm11
    1ec4:	add    $0x1,%ebp
    1ec7:	mulss  %xmm3,%xmm11
    1ecc:	addss  %xmm11,%xmm2
    1ed1:	movaps %xmm2,%xmm11
    1ed5:	andps  %xmm6,%xmm11
    1ed9:	comiss %xmm9,%xmm11
    1edd:	ja     1f10 <cartpole_rollout+0xd30>
    1edf:	movaps %xmm4,%xmm11
    1ee3:	mulss  %xmm8,%xmm11
    1ee8:	addss  %xmm11,%xmm12
    1eed:	movaps %xmm12,%xmm11
    1ef1:	andps  %xmm6,%xmm11
    1ef5:	comiss 0x8(%rsp),%xmm11
    1efb:	ja     1f10 <cartpole_rollout+0xd30>
    1efd:	cmp    %ebp,0x128(%rsp)
    1f04:	jg     2840 <cartpole_rollout+0x1660>
    1f0a:	nopw   0x0(%rax,%rax,1)
    1f10:	mov    %r12d,%edi
    1f13:	pxor   %xmm2,%xmm2
    1f17:	pxor   %xmm3,%xmm3
    1f1b:	add    $0x1,%ecx
    1f1e:	pxor   %xmm12,%xmm12
    1f23:	pxor   %xmm4,%xmm4
    1f27:	pxor   %xmm0,%xmm0
    1f2b:	xor    %ebx,%edi
    1f2d:	mov    %edi,%esi
    1f2f:	cvtsi2ss %ebp,%xmm0
    1f33:	shr    $0x10,%esi
    1f36:	xor    %edi,%esi
    1f38:	imul   $0x7feb352d,%esi,%esi
    1f3e:	addss  %xmm0,%xmm7
    1f42:	mov    %esi,%edi
    1f44:	shr    $0xf,%edi
    1f47:	xor    %edi,%esi
    1f49:	imul   $0x846ca68b,%esi,%esi
    1f4f:	mov    %esi,%edi
    1f51:	shr    $0x10,%edi
    1f54:	xor    %edi,%esi
    1f56:	mov    %r13d,%edi
    1f59:	shr    $0x8,%esi
    1f5c:	xor    %ebx,%edi
    1f5e:	sub    $0x800000,%esi
    1f64:	cvtsi2ss %esi,%xmm2
    1f68:	mov    %edi,%esi
    1f6a:	shr    $0x10,%esi
    1f6d:	xor    %edi,%esi
    1f6f:	imul   $0x7feb352d,%esi,%esi
    1f75:	mulss  %xmm5,%xmm2
    1f79:	mov    %esi,%edi
    1f7b:	shr    $0xf,%edi
    1f7e:	xor    %edi,%esi
    1f80:	imul   $0x846ca68b,%esi,%esi
    1f86:	mov    %esi,%edi
    1f88:	shr    $0x10,%edi
    1f8b:	xor    %edi,%esi
    1f8d:	mov    %r14d,%edi
    1f90:	shr    $0x8,%esi
    1f93:	xor    %ebx,%edi
    1f95:	sub    $0x800000,%esi
    1f9b:	cvtsi2ss %esi,%xmm3
    1f9f:	mov    %edi,%esi
    1fa1:	shr    $0x10,%esi
    1fa4:	xor    %edi,%esi
    1fa6:	imul   $0x7feb352d,%esi,%esi
    1fac:	mulss  %xmm5,%xmm3
    1fb0:	mov    %esi,%edi
    1fb2:	shr    $0xf,%edi
    1fb5:	xor    %edi,%esi
    1fb7:	imul   $0x846ca68b,%esi,%esi
    1fbd:	mov    %esi,%edi
    1fbf:	shr    $0x10,%edi
    1fc2:	xor    %edi,%esi
    1fc4:	shr    $0x8,%esi
    1fc7:	xor    %r15d,%ebx
    1fca:	xor    %ebp,%ebp
    1fcc:	sub    $0x800000,%esi
    1fd2:	cvtsi2ss %esi,%xmm12
    1fd7:	mov    %ebx,%esi
    1fd9:	shr    $0x10,%ebx
    1fdc:	xor    %esi,%ebx
    1fde:	imul   $0x7feb352d,%ebx,%ebx
    1fe4:	mulss  %xmm5,%xmm12
    1fe9:	mov    %ebx,%esi
    1feb:	shr    $0xf,%esi
    1fee:	xor    %esi,%ebx
    1ff0:	imul   $0x846ca68b,%ebx,%ebx
    1ff6:	mov    %ebx,%esi
    1ff8:	shr    $0x10,%esi
    1ffb:	xor    %esi,%ebx
    1ffd:	shr    $0x8,%ebx
    2000:	sub    $0x800000,%ebx
    2006:	cvtsi2ss %ebx,%xmm4
    200a:	mulss  %xmm5,%xmm4
    200e:	movaps %xmm12,%xmm0
    2012:	mov    0x8(%r8),%ebx
    2016:	andps  %xmm6,%xmm0
    2019:	comiss %xmm0,%xmm10
    201d:	jb     2268 <cartpole_rollout+0x1088>
    2023:	movaps %xmm12,%xmm11
    2027:	movss  0x3fe5(%rip),%xmm0        # 6014 <_fini+0x2fc>
    202f:	movss  0x3fe0(%rip),%xmm13        # 6018 <_fini+0x300>
    2038:	mulss  %xmm12,%xmm11
    203d:	movss  0x3fc3(%rip),%xmm1        # 6008 <_fini+0x2f0>
    2045:	mulss  %xmm11,%xmm0
    204a:	mulss  %xmm11,%xmm1
    204f:	addss  0x3fb5(%rip),%xmm1        # 600c <_fini+0x2f4>
    2057:	subss  %xmm13,%xmm0
    205c:	mulss  %xmm11,%xmm1
    2061:	movss  0x3fb2(%rip),%xmm13        # 601c <_fini+0x304>
    206a:	subss  0x3f9e(%rip),%xmm1        # 6010 <_fini+0x2f8>
    2072:	mulss  %xmm11,%xmm0
    2077:	mulss  %xmm11,%xmm1
    207c:	addss  %xmm13,%xmm0
    2081:	movss  0x3f96(%rip),%xmm13        # 6020 <_fini+0x308>
    208a:	mulss  %xmm12,%xmm1
    208f:	mulss  %xmm11,%xmm0
    2094:	addss  %xmm12,%xmm1
    2099:	mulss  %xmm11,%xmm0
    209e:	mulss  %xmm13,%xmm11
    20a3:	subss  %xmm11,%xmm0
    20a8:	addss  0x3f50(%rip),%xmm0        # 6000 <_fini+0x2e8>
    20b0:	movaps %xmm8,%xmm11
    20b4:	add    $0x1,%ebp
    20b7:	mulss  %xmm3,%xmm11
    20bc:	addss  %xmm11,%xmm2
    20c1:	movaps %xmm2,%xmm11
    20c5:	andps  %xmm6,%xmm11
    20c9:	comiss %xmm9,%xmm11
    20cd:	ja     2100 <cartpole_rollout+0xf20>
    20cf:	movaps %xmm4,%xmm11
    20d3:	mulss  %xmm8,%xmm11
    20d8:	addss  %xmm11,%xmm12
    20dd:	movaps %xmm12,%xmm11
    20e1:	andps  %xmm6,%xmm11
    20e5:	comiss 0x8(%rsp),%xmm11
    20eb:	ja     2100 <cartpole_rollout+0xf20>
    20ed:	cmp    %ebp,0x128(%rsp)
    20f4:	jg     2760 <cartpole_rollout+0x1580>
    20fa:	nopw   0x0(%rax,%rax,1)
    2100:	mov    %r12d,%edi
    2103:	pxor   %xmm2,%xmm2
    2107:	pxor   %xmm3,%xmm3
    210b:	add    $0x1,%ecx
    210e:	pxor   %xmm12,%xmm12
    2113:	pxor   %xmm4,%xmm4
    2117:	pxor   %xmm0,%xmm0
    211b:	xor    %ebx,%edi
    211d:	mov    %edi,%esi
    211f:	cvtsi2ss %ebp,%xmm0
    2123:	shr    $0x10,%esi
    2126:	xor    %edi,%esi
    2128:	imul   $0x7feb352d,%esi,%esi
    212e:	addss  %xmm0,%xmm7
    2132:	mov    %esi,%edi
    2134:	shr    $0xf,%edi
    2137:	xor    %edi,%esi
    2139:	imul   $0x846ca68b,%esi,%esi
    213f:	mov    %esi,%edi
    2141:	shr    $0x10,%edi
    2144:	xor    %edi,%esi
    2146:	mov    %r13d,%edi
    2149:	shr    $0x8,%esi
    214c:	xor    %ebx,%edi
    214e:	sub    $0x800000,%esi
    2154:	cvtsi2ss %esi,%xmm2
    2158:	mov    %edi,%esi
    215a:	shr    $0x10,%esi
    215d:	xor    %edi,%esi
    215f:	imul   $0x7feb352d,%esi,%esi
    2165:	mulss  %xmm5,%xmm2
    2169:	mov    %esi,%edi
    216b:	shr    $0xf,%edi
    216e:	xor    %edi,%esi
    2170:	imul   $0x846ca68b,%esi,%esi
    2176:	mov    %esi,%edi
    2178:	shr    $0x10,%edi
    217b:	xor    %edi,%esi
    217d:	mov    %r14d,%edi
    2180:	shr    $0x8,%esi
    2183:	xor    %ebx,%edi
    2185:	sub    $0x800000,%esi
    218b:	cvtsi2ss %esi,%xmm3
    218f:	mov    %edi,%esi
    2191:	shr    $0x10,%esi
    2194:	xor    %edi,%esi
    2196:	imul   $0x7feb352d,%esi,%esi
    219c:	mulss  %xmm5,%xmm3
    21a0:	mov    %esi,%edi
    21a2:	shr    $0xf,%edi
    21a5:	xor    %edi,%esi
    21a7:	imul   $0x846ca68b,%esi,%esi
    21ad:	mov    %esi,%edi
    21af:	shr    $0x10,%edi
    21b2:	xor    %edi,%esi
    21b4:	shr    $0x8,%esi
    21b7:	xor    %r15d,%ebx
    21ba:	xor    %ebp,%ebp
    21bc:	sub    $0x800000,%esi
    21c2:	cvtsi2ss %esi,%xmm12
    21c7:	mov    %ebx,%esi
    21c9:	shr    $0x10,%ebx
    21cc:	xor    %esi,%ebx
    21ce:	imul   $0x7feb352d,%ebx,%ebx
    21d4:	mulss  %xmm5,%xmm12
    21d9:	mov    %ebx,%esi
    21db:	shr    $0xf,%esi
    21de:	xor    %esi,%ebx
    21e0:	imul   $0x846ca68b,%ebx,%ebx
    21e6:	mov    %ebx,%esi
    21e8:	shr    $0x10,%esi
    21eb:	xor    %esi,%ebx
    21ed:	shr    $0x8,%ebx
    21f0:	sub    $0x800000,%ebx
    21f6:	cvtsi2ss %ebx,%xmm4
    21fa:	mulss  %xmm5,%xmm4
    21fe:	lea    0xc(%r8),%r10
    2202:	cmp    %r10,0x10(%rsp)
    2207:	jne    1a3f <cartpole_rollout+0x85f>
    220d:	mov    %ecx,%r15d
    2210:	mov    0x88(%rsp),%r11
    2218:	mov    0x98(%rsp),%r8
    2220:	mov    0xa0(%rsp),%r9
    2228:	mov    0xa8(%rsp),%r12
    2230:	mov    0x90(%rsp),%rcx
    2238:	mov    0x30(%rsp),%rax
    223d:	mov    %ebp,(%r8)
    2240:	mov    %r15d,(%r9)
    2243:	movss  %xmm2,(%rax)
    2247:	mov    0x38(%rsp),%rax
    224c:	movss  %xmm12,(%r11)
    2251:	movss  %xmm3,(%rax)
    2255:	movss  %xmm4,(%rcx)
    2259:	movss  %xmm7,(%r12)
    225f:	jmp    121c <cartpole_rollout+0x3c>
    2264:	nopl   0x0(%rax)
    2268:	movaps %xmm12,%xmm0
    226c:	lea    0xbc(%rsp),%rsi
    2274:	mov    %ecx,0x70(%rsp)
    2278:	lea    0xb8(%rsp),%rdi
    2280:	mov    %r8,0x48(%rsp)
    2285:	movss  %xmm2,0x80(%rsp)
    228e:	movss  %xmm3,0x7c(%rsp)
    2294:	movss  %xmm7,0x78(%rsp)
    229a:	movss  %xmm5,0x68(%rsp)
    22a0:	movss  %xmm9,0x60(%rsp)
    22a7:	movss  %xmm8,0x58(%rsp)
    22ae:	movss  %xmm4,0x54(%rsp)
    22b4:	movss  %xmm12,0x50(%rsp)
    22bb:	call   1030 <sincosf@plt>
    22c0:	movss  0x50(%rsp),%xmm12
    22c7:	mov    0x70(%rsp),%ecx
    22cb:	movss  0x3d5d(%rip),%xmm6        # 6030 <_fini+0x318>
    22d3:	movss  0xb8(%rsp),%xmm1
    22dc:	mov    0x48(%rsp),%r8
    22e1:	movss  0xbc(%rsp),%xmm0
    22ea:	movss  0x54(%rsp),%xmm4
    22f0:	movss  0x3d0b(%rip),%xmm10        # 6004 <_fini+0x2ec>
    22f9:	movss  0x58(%rsp),%xmm8
    2300:	movss  0x60(%rsp),%xmm9
    2307:	movss  0x68(%rsp),%xmm5
    230d:	movss  0x78(%rsp),%xmm7
    2313:	movss  0x7c(%rsp),%xmm3
    2319:	movss  0x80(%rsp),%xmm2
    2322:	jmp    20b0 <cartpole_rollout+0xed0>
    2327:	nopw   0x0(%rax,%rax,1)
    2330:	movaps %xmm12,%xmm0
    2334:	lea    0xbc(%rsp),%rsi
    233c:	mov    %ecx,0x68(%rsp)
    2340:	lea    0xb8(%rsp),%rdi
    2348:	mov    %r10,0x80(%rsp)
    2350:	movss  %xmm2,0x7c(%rsp)
    2356:	movss  %xmm3,0x78(%rsp)
    235c:	movss  %xmm7,0x70(%rsp)
    2362:	movss  %xmm5,0x60(%rsp)
    2368:	movss  %xmm9,0x58(%rsp)
    236f:	movss  %xmm8,0x54(%rsp)
    2376:	movss  %xmm4,0x48(%rsp)
    237c:	movss  %xmm12,0x50(%rsp)
    2383:	call   1030 <sincosf@plt>
    2388:	movss  0x7c(%rsp),%xmm2
    238e:	mov    0x68(%rsp),%ecx
    2392:	movss  0x3c96(%rip),%xmm6        # 6030 <_fini+0x318>
    239a:	movss  0xb8(%rsp),%xmm1
    23a3:	mov    0x80(%rsp),%r10
    23ab:	movss  0xbc(%rsp),%xmm0
    23b4:	movss  0x78(%rsp),%xmm3
    23ba:	movss  0x70(%rsp),%xmm7
    23c0:	movss  0x60(%rsp),%xmm5
    23c6:	movss  0x58(%rsp),%xmm9
    23cd:	movss  0x54(%rsp),%xmm8
    23d4:	movss  0x48(%rsp),%xmm4
    23da:	movss  0x50(%rsp),%xmm12
    23e1:	movss  0x3c1a(%rip),%xmm10        # 6004 <_fini+0x2ec>
    23ea:	jmp    1ae0 <cartpole_rollout+0x900>
    23ef:	nop
    23f0:	movaps %xmm12,%xmm0
    23f4:	lea    0xbc(%rsp),%rsi
    23fc:	mov    %ecx,0x70(%rsp)
    2400:	lea    0xb8(%rsp),%rdi
    2408:	mov    %r8,0x48(%rsp)
    240d:	movss  %xmm2,0x80(%rsp)
    2416:	movss  %xmm3,0x7c(%rsp)
    241c:	movss  %xmm7,0x78(%rsp)
    2422:	movss  %xmm5,0x68(%rsp)
    2428:	movss  %xmm9,0x60(%rsp)
    242f:	movss  %xmm8,0x58(%rsp)
    2436:	movss  %xmm4,0x54(%rsp)
    243c:	movss  %xmm12,0x50(%rsp)
    2443:	call   1030 <sincosf@plt>
    2448:	movss  0x50(%rsp),%xmm12
    244f:	mov    0x70(%rsp),%ecx
    2453:	movss  0x3bd5(%rip),%xmm6        # 6030 <_fini+0x318>
    245b:	movss  0xb8(%rsp),%xmm1
    2464:	mov    0x48(%rsp),%r8
    2469:	movss  0xbc(%rsp),%xmm0
    2472:	movss  0x54(%rsp),%xmm4
    2478:	movss  0x3b83(%rip),%xmm10        # 6004 <_fini+0x2ec>
    2481:	movss  0x58(%rsp),%xmm8
    2488:	movss  0x60(%rsp),%xmm9
    248f:	movss  0x68(%rsp),%xmm5
    2495:	movss  0x78(%rsp),%xmm7
    249b:	movss  0x7c(%rsp),%xmm3
    24a1:	movss  0x80(%rsp),%xmm2
    24aa:	jmp    1ec0 <cartpole_rollout+0xce0>
    24af:	nop
    24b0:	movaps %xmm12,%xmm0
    24b4:	lea    0xbc(%rsp),%rsi
    24bc:	mov    %ecx,0x70(%rsp)
    24c0:	lea    0xb8(%rsp),%rdi
    24c8:	mov    %r8,0x48(%rsp)
    24cd:	movss  %xmm2,0x80(%rsp)
    24d6:	movss  %xmm3,0x7c(%rsp)
    24dc:	movss  %xmm7,0x78(%rsp)
    24e2:	movss  %xmm5,0x68(%rsp)
    24e8:	movss  %xmm9,0x60(%rsp)
    24ef:	movss  %xmm8,0x58(%rsp)
    24f6:	movss  %xmm4,0x54(%rsp)
    24fc:	movss  %xmm12,0x50(%rsp)
    2503:	call   1030 <sincosf@plt>
    2508:	movss  0x50(%rsp),%xmm12
    250f:	mov    0x70(%rsp),%ecx
    2513:	movss  0x3b15(%rip),%xmm6        # 6030 <_fini+0x318>
    251b:	movss  0xb8(%rsp),%xmm1
    2524:	mov    0x48(%rsp),%r8
    2529:	movss  0xbc(%rsp),%xmm0
    2532:	movss  0x54(%rsp),%xmm4
    2538:	movss  0x3ac3(%rip),%xmm10        # 6004 <_fini+0x2ec>
    2541:	movss  0x58(%rsp),%xmm8
    2548:	movss  0x60(%rsp),%xmm9
    254f:	movss  0x68(%rsp),%xmm5
    2555:	movss  0x78(%rsp),%xmm7
    255b:	movss  0x7c(%rsp),%xmm3
    2561:	movss  0x80(%rsp),%xmm2
    256a:	jmp    1cd4 <cartpole_rollout+0xaf4>
    256f:	nop
    2570:	movaps %xmm4,%xmm13
    2574:	mulss  %xmm8,%xmm13
    2579:	addss  %xmm13,%xmm12
    257e:	movaps %xmm12,%xmm13
    2582:	andps  %xmm6,%xmm13
    2586:	comiss 0x8(%rsp),%xmm13
    258c:	ja     18f5 <cartpole_rollout+0x715>
    2592:	cmp    %ebp,0x128(%rsp)
    2599:	jle    18f5 <cartpole_rollout+0x715>
    259f:	mov    0x1c(%rsp),%edi
    25a3:	movss  0x18(%rsp),%xmm14
    25aa:	pxor   %xmm13,%xmm13
    25af:	movss  0xc(%rsp),%xmm15
    25b6:	mulss  %xmm4,%xmm14
    25bb:	xor    %edi,%ebx
    25bd:	mov    %ebx,%esi
    25bf:	shr    $0x10,%esi
    25c2:	xor    %ebx,%esi
    25c4:	imul   $0x7feb352d,%esi,%esi
    25ca:	mulss  %xmm4,%xmm14
    25cf:	mov    %esi,%edi
    25d1:	shr    $0xf,%edi
    25d4:	xor    %edi,%esi
    25d6:	imul   $0x846ca68b,%esi,%esi
    25dc:	mulss  %xmm1,%xmm14
    25e1:	mulss  0x20(%rsp),%xmm1
    25e7:	shr    $0x1f,%esi
    25ea:	cvtsi2ss %esi,%xmm13
    25ef:	mulss  0x2c(%rsp),%xmm13
    25f6:	subss  %xmm11,%xmm13
    25fb:	addss  %xmm14,%xmm13
    2600:	mulss  %xmm15,%xmm13
    2605:	movaps %xmm13,%xmm14
    2609:	mulss  %xmm0,%xmm14
    260e:	subss  %xmm14,%xmm1
    2613:	movss  0x24(%rsp),%xmm14
    261a:	mulss  %xmm0,%xmm14
    261f:	mulss  %xmm0,%xmm14
    2624:	mulss  %xmm15,%xmm14
    2629:	movss  0x40(%rsp),%xmm15
    2630:	subss  %xmm14,%xmm15
    2635:	movss  0x28(%rsp),%xmm14
    263c:	mulss  %xmm15,%xmm14
    2641:	divss  %xmm14,%xmm1
    2646:	movss  0x18(%rsp),%xmm14
    264d:	mulss  %xmm1,%xmm14
    2652:	mulss  %xmm8,%xmm1
    2657:	mulss  %xmm14,%xmm0
    265c:	mulss  0xc(%rsp),%xmm0
    2662:	addss  %xmm1,%xmm4
    2666:	subss  %xmm0,%xmm13
    266b:	mulss  %xmm8,%xmm13
    2670:	addss  %xmm13,%xmm3
    2675:	jmp    19f2 <cartpole_rollout+0x812>
    267a:	nopw   0x0(%rax,%rax,1)
    2680:	mov    0x1c(%rsp),%eax
    2684:	movss  0x18(%rsp),%xmm15
    268b:	pxor   %xmm11,%xmm11
    2690:	movss  0xc(%rsp),%xmm14
    2697:	xor    %eax,%ebx
    2699:	movaps %xmm15,%xmm13
    269d:	mulss  %xmm4,%xmm13
    26a2:	mov    %ebx,%esi
    26a4:	shr    $0x10,%esi
    26a7:	xor    %ebx,%esi
    26a9:	imul   $0x7feb352d,%esi,%esi
    26af:	mulss  %xmm4,%xmm13
    26b4:	mov    %esi,%edi
    26b6:	shr    $0xf,%edi
    26b9:	xor    %edi,%esi
    26bb:	imul   $0x846ca68b,%esi,%esi
    26c1:	mulss  %xmm1,%xmm13
    26c6:	mulss  0x20(%rsp),%xmm1
    26cc:	shr    $0x1f,%esi
    26cf:	cvtsi2ss %esi,%xmm11
    26d4:	mulss  0x2c(%rsp),%xmm11
    26db:	subss  0x44(%rsp),%xmm11
    26e2:	addss  %xmm13,%xmm11
    26e7:	mulss  %xmm14,%xmm11
    26ec:	movaps %xmm11,%xmm13
    26f0:	mulss  %xmm0,%xmm13
    26f5:	subss  %xmm13,%xmm1
    26fa:	movss  0x24(%rsp),%xmm13
    2701:	mulss  %xmm0,%xmm13
    2706:	mulss  %xmm0,%xmm13
    270b:	mulss  %xmm14,%xmm13
    2710:	movss  0x40(%rsp),%xmm14
    2717:	subss  %xmm13,%xmm14
    271c:	movss  0x28(%rsp),%xmm13
    2723:	mulss  %xmm14,%xmm13
    2728:	divss  %xmm13,%xmm1
    272d:	mulss  %xmm1,%xmm15
    2732:	mulss  %xmm8,%xmm1
    2737:	mulss  %xmm15,%xmm0
    273c:	mulss  0xc(%rsp),%xmm0
    2742:	addss  %xmm1,%xmm4
    2746:	subss  %xmm0,%xmm11
    274b:	mulss  %xmm8,%xmm11
    2750:	addss  %xmm11,%xmm3
    2755:	jmp    1c2e <cartpole_rollout+0xa4e>
    275a:	nopw   0x0(%rax,%rax,1)
    2760:	mov    0x1c(%rsp),%eax
    2764:	movss  0x18(%rsp),%xmm15
    276b:	pxor   %xmm11,%xmm11
    2770:	movss  0xc(%rsp),%xmm14
    2777:	xor    %eax,%ebx
    2779:	movaps %xmm15,%xmm13
    277d:	mulss  %xmm4,%xmm13
    2782:	mov    %ebx,%esi
    2784:	shr    $0x10,%esi
    2787:	xor    %ebx,%esi
    2789:	imul   $0x7feb352d,%esi,%esi
    278f:	mulss  %xmm4,%xmm13
    2794:	mov    %esi,%edi
    2796:	shr    $0xf,%edi
    2799:	xor    %edi,%esi
    279b:	imul   $0x846ca68b,%esi,%esi
    27a1:	mulss  %xmm1,%xmm13
    27a6:	mulss  0x20(%rsp),%xmm1
    27ac:	shr    $0x1f,%esi
    27af:	cvtsi2ss %esi,%xmm11
    27b4:	mulss  0x2c(%rsp),%xmm11
    27bb:	subss  0x44(%rsp),%xmm11
    27c2:	addss  %xmm13,%xmm11
    27c7:	mulss  %xmm14,%xmm11
    27cc:	movaps %xmm11,%xmm13
    27d0:	mulss  %xmm0,%xmm13
    27d5:	subss  %xmm13,%xmm1
    27da:	movss  0x24(%rsp),%xmm13
    27e1:	mulss  %xmm0,%xmm13
    27e6:	mulss  %xmm0,%xmm13
    27eb:	mulss  %xmm14,%xmm13
    27f0:	movss  0x40(%rsp),%xmm14
    27f7:	subss  %xmm13,%xmm14
    27fc:	movss  0x28(%rsp),%xmm13
    2803:	mulss  %xmm14,%xmm13
    2808:	divss  %xmm13,%xmm1
    280d:	mulss  %xmm1,%xmm15
    2812:	mulss  %xmm8,%xmm1
    2817:	mulss  %xmm15,%xmm0
    281c:	mulss  0xc(%rsp),%xmm0
    2822:	addss  %xmm1,%xmm4
    2826:	subss  %xmm0,%xmm11
    282b:	mulss  %xmm8,%xmm11
    2830:	addss  %xmm11,%xmm3
    2835:	jmp    21fe <cartpole_rollout+0x101e>
    283a:	nopw   0x0(%rax,%rax,1)
    2840:	mov    0x1c(%rsp),%eax
    2844:	movss  0x18(%rsp),%xmm15
    284b:	pxor   %xmm11,%xmm11
    2850:	movss  0xc(%rsp),%xmm14
    2857:	xor    %eax,%ebx
    2859:	movaps %xmm15,%xmm13
    285d:	mulss  %xmm4,%xmm13
    2862:	mov    %ebx,%esi
    2864:	shr    $0x10,%esi
    2867:	xor    %ebx,%esi
    2869:	imul   $0x7feb352d,%esi,%esi
    286f:	mulss  %xmm4,%xmm13
    2874:	mov    %esi,%edi
    2876:	shr    $0xf,%edi
    2879:	xor    %edi,%esi
    287b:	imul   $0x846ca68b,%esi,%esi
    2881:	mulss  %xmm1,%xmm13
    2886:	mulss  0x20(%rsp),%xmm1
    288c:	shr    $0x1f,%esi
    288f:	cvtsi2ss %esi,%xmm11
    2894:	mulss  0x2c(%rsp),%xmm11
    289b:	subss  0x44(%rsp),%xmm11
    28a2:	addss  %xmm13,%xmm11
    28a7:	mulss  %xmm14,%xmm11
    28ac:	movaps %xmm11,%xmm13
    28b0:	mulss  %xmm0,%xmm13
    28b5:	subss  %xmm13,%xmm1
    28ba:	movss  0x24(%rsp),%xmm13
    28c1:	mulss  %xmm0,%xmm13
    28c6:	mulss  %xmm0,%xmm13
    28cb:	mulss  %xmm14,%xmm13
    28d0:	movss  0x40(%rsp),%xmm14
    28d7:	subss  %xmm13,%xmm14
    28dc:	movss  0x28(%rsp),%xmm13
    28e3:	mulss  %xmm14,%xmm13
    28e8:	divss  %xmm13,%xmm1
    28ed:	mulss  %xmm1,%xmm15
    28f2:	mulss  %xmm8,%xmm1
    28f7:	mulss  %xmm15,%xmm0
    28fc:	mulss  0xc(%rsp),%xmm0
    2902:	addss  %xmm1,%xmm4
    2906:	subss  %xmm0,%xmm11
    290b:	mulss  %xmm8,%xmm11
    2910:	addss  %xmm11,%xmm3
    2915:	jmp    200e <cartpole_rollout+0xe2e>
    291a:	nopw   0x0(%rax,%rax,1)
    2920:	mov    0x1c(%rsp),%eax
    2924:	movss  0x18(%rsp),%xmm15
    292b:	pxor   %xmm11,%xmm11
    2930:	movss  0xc(%rsp),%xmm14
    2937:	xor    %eax,%ebx
    2939:	movaps %xmm15,%xmm13
    293d:	mulss  %xmm4,%xmm13
    2942:	mov    %ebx,%esi
    2944:	shr    $0x10,%esi
    2947:	xor    %ebx,%esi
    2949:	imul   $0x7feb352d,%esi,%esi
    294f:	mulss  %xmm4,%xmm13
    2954:	mov    %esi,%edi
    2956:	shr    $0xf,%edi
    2959:	xor    %edi,%esi
    295b:	imul   $0x846ca68b,%esi,%esi
    2961:	mulss  %xmm1,%xmm13
    2966:	mulss  0x20(%rsp),%xmm1
    296c:	shr    $0x1f,%esi
    296f:	cvtsi2ss %esi,%xmm11
    2974:	mulss  0x2c(%rsp),%xmm11
    297b:	subss  0x44(%rsp),%xmm11
    2982:	addss  %xmm13,%xmm11
    2987:	mulss  %xmm14,%xmm11
    298c:	movaps %xmm11,%xmm13
    2990:	mulss  %xmm0,%xmm13
    2995:	subss  %xmm13,%xmm1
    299a:	movss  0x24(%rsp),%xmm13
    29a1:	mulss  %xmm0,%xmm13
    29a6:	mulss  %xmm0,%xmm13
    29ab:	mulss  %xmm14,%xmm13
    29b0:	movss  0x40(%rsp),%xmm14
    29b7:	subss  %xmm13,%xmm14
    29bc:	movss  0x28(%rsp),%xmm13
    29c3:	mulss  %xmm14,%xmm13
    29c8:	divss  %xmm13,%xmm1
    29cd:	mulss  %xmm1,%xmm15
    29d2:	mulss  %xmm8,%xmm1
    29d7:	mulss  %xmm15,%xmm0
    29dc:	mulss  0xc(%rsp),%xmm0
    29e2:	addss  %xmm1,%xmm4
    29e6:	subss  %xmm0,%xmm11
    29eb:	mulss  %xmm8,%xmm11
    29f0:	addss  %xmm11,%xmm3
    29f5:	jmp    1e1e <cartpole_rollout+0xc3e>
    29fa:	nopw   0x0(%rax,%rax,1)
    2a00:	movaps %xmm12,%xmm0
    2a04:	lea    0xbc(%rsp),%rsi
    2a0c:	lea    0xb8(%rsp),%rdi
    2a14:	mov    %r10,0xa8(%rsp)
    2a1c:	mov    %r9,0x70(%rsp)
    2a21:	mov    %r8,0x68(%rsp)
    2a26:	mov    %rcx,0x60(%rsp)
    2a2b:	mov    %r11,0x58(%rsp)
    2a30:	mov    %edx,0x54(%rsp)
    2a34:	mov    %eax,0x48(%rsp)
    2a38:	movss  %xmm2,0xa0(%rsp)
    2a41:	movss  %xmm3,0x98(%rsp)
    2a4a:	movss  %xmm7,0x90(%rsp)
    2a53:	movss  %xmm5,0x88(%rsp)
    2a5c:	movss  %xmm9,0x80(%rsp)
    2a66:	movss  %xmm8,0x7c(%rsp)
    2a6d:	movss  %xmm11,0x78(%rsp)
    2a74:	movss  %xmm4,0x50(%rsp)
    2a7a:	movss  %xmm12,0x44(%rsp)
    2a81:	call   1030 <sincosf@plt>
    2a86:	movss  0x44(%rsp),%xmm12
    2a8d:	movss  0x50(%rsp),%xmm4
    2a93:	movss  0x3595(%rip),%xmm6        # 6030 <_fini+0x318>
    2a9b:	movss  0xb8(%rsp),%xmm1
    2aa4:	mov    0x48(%rsp),%eax
    2aa8:	movss  0xbc(%rsp),%xmm0
    2ab1:	mov    0x54(%rsp),%edx
    2ab5:	mov    0x58(%rsp),%r11
    2aba:	mov    0x60(%rsp),%rcx
    2abf:	mov    0x68(%rsp),%r8
    2ac4:	mov    0x70(%rsp),%r9
    2ac9:	movss  0x78(%rsp),%xmm11
    2ad0:	movss  0x7c(%rsp),%xmm8
    2ad7:	movss  0x80(%rsp),%xmm9
    2ae1:	movss  0x88(%rsp),%xmm5
    2aea:	movss  0x90(%rsp),%xmm7
    2af3:	mov    0xa8(%rsp),%r10
    2afb:	movss  0x98(%rsp),%xmm3
    2b04:	movss  0xa0(%rsp),%xmm2
    2b0d:	movss  0x34ee(%rip),%xmm10        # 6004 <_fini+0x2ec>
    2b16:	jmp    16e5 <cartpole_rollout+0x505>
    2b1b:	nopl   0x0(%rax,%rax,1)
    2b20:	movaps %xmm12,%xmm0
    2b24:	lea    0xbc(%rsp),%rsi
    2b2c:	lea    0xb8(%rsp),%rdi
    2b34:	mov    %r10,0xa8(%rsp)
    2b3c:	mov    %r9,0x70(%rsp)
    2b41:	mov    %r8,0x68(%rsp)
    2b46:	mov    %rcx,0x60(%rsp)
    2b4b:	mov    %r11,0x58(%rsp)
    2b50:	mov    %edx,0x54(%rsp)
    2b54:	mov    %eax,0x48(%rsp)
    2b58:	movss  %xmm2,0xa0(%rsp)
    2b61:	movss  %xmm3,0x98(%rsp)
    2b6a:	movss  %xmm7,0x90(%rsp)
    2b73:	movss  %xmm5,0x88(%rsp)
    2b7c:	movss  %xmm9,0x80(%rsp)
    2b86:	movss  %xmm8,0x7c(%rsp)
    2b8d:	movss  %xmm11,0x78(%rsp)
    2b94:	movss  %xmm4,0x50(%rsp)
    2b9a:	movss  %xmm12,0x44(%rsp)
    2ba1:	call   1030 <sincosf@plt>
    2ba6:	movss  0x44(%rsp),%xmm12
    2bad:	movss  0x50(%rsp),%xmm4
    2bb3:	movss  0x3475(%rip),%xmm6        # 6030 <_fini+0x318>
    2bbb:	movss  0xb8(%rsp),%xmm1
    2bc4:	mov    0x48(%rsp),%eax
    2bc8:	movss  0xbc(%rsp),%xmm0
    2bd1:	mov    0x54(%rsp),%edx
    2bd5:	mov    0x58(%rsp),%r11
    2bda:	mov    0x60(%rsp),%rcx
    2bdf:	mov    0x68(%rsp),%r8
    2be4:	mov    0x70(%rsp),%r9
    2be9:	movss  0x78(%rsp),%xmm11
    2bf0:	movss  0x7c(%rsp),%xmm8
    2bf7:	movss  0x80(%rsp),%xmm9
    2c01:	movss  0x88(%rsp),%xmm5
    2c0a:	movss  0x90(%rsp),%xmm7
    2c13:	mov    0xa8(%rsp),%r10
    2c1b:	movss  0x98(%rsp),%xmm3
    2c24:	movss  0xa0(%rsp),%xmm2
    2c2d:	movss  0x33ce(%rip),%xmm10        # 6004 <_fini+0x2ec>
    2c36:	jmp    18d2 <cartpole_rollout+0x6f2>
    2c3b:	cmp    %ebp,0x128(%rsp)
    2c42:	jle    153b <cartpole_rollout+0x35b>
    2c48:	mov    0x1c(%rsp),%edi
    2c4c:	movss  0x18(%rsp),%xmm14
    2c53:	pxor   %xmm13,%xmm13
    2c58:	movss  0xc(%rsp),%xmm15
    2c5f:	mulss  %xmm4,%xmm14
    2c64:	xor    %edi,%ebx
    2c66:	mov    %ebx,%esi
    2c68:	shr    $0x10,%esi
    2c6b:	xor    %ebx,%esi
    2c6d:	imul   $0x7feb352d,%esi,%esi
    2c73:	mulss  %xmm4,%xmm14
    2c78:	mov    %esi,%edi
    2c7a:	shr    $0xf,%edi
    2c7d:	xor    %edi,%esi
    2c7f:	imul   $0x846ca68b,%esi,%esi
    2c85:	mulss  %xmm1,%xmm14
    2c8a:	mulss  0x20(%rsp),%xmm1
    2c90:	shr    $0x1f,%esi
    2c93:	cvtsi2ss %esi,%xmm13
    2c98:	mulss  0x2c(%rsp),%xmm13
    2c9f:	subss  %xmm11,%xmm13
    2ca4:	addss  %xmm14,%xmm13
    2ca9:	mulss  %xmm15,%xmm13
    2cae:	movaps %xmm13,%xmm14
    2cb2:	mulss  %xmm0,%xmm14
    2cb7:	subss  %xmm14,%xmm1
    2cbc:	movss  0x24(%rsp),%xmm14
    2cc3:	mulss  %xmm0,%xmm14
    2cc8:	mulss  %xmm0,%xmm14
    2ccd:	mulss  %xmm15,%xmm14
    2cd2:	movss  0x40(%rsp),%xmm15
    2cd9:	subss  %xmm14,%xmm15
    2cde:	movss  0x28(%rsp),%xmm14
    2ce5:	mulss  %xmm15,%xmm14
    2cea:	divss  %xmm14,%xmm1
    2cef:	movss  0x18(%rsp),%xmm14
    2cf6:	mulss  %xmm1,%xmm14
    2cfb:	mulss  %xmm8,%xmm1
    2d00:	mulss  %xmm14,%xmm0
    2d05:	mulss  0xc(%rsp),%xmm0
    2d0b:	addss  %xmm1,%xmm4
    2d0f:	subss  %xmm0,%xmm13
    2d14:	mulss  %xmm8,%xmm13
    2d19:	addss  %xmm13,%xmm3
    2d1e:	jmp    1638 <cartpole_rollout+0x458>
    2d23:	mov    0x1c(%rsp),%edi
    2d27:	movss  0x18(%rsp),%xmm14
    2d2e:	pxor   %xmm13,%xmm13
    2d33:	movss  0xc(%rsp),%xmm15
    2d3a:	mulss  %xmm4,%xmm14
    2d3f:	xor    %edi,%ebx
    2d41:	mov    %ebx,%esi
    2d43:	shr    $0x10,%esi
    2d46:	xor    %ebx,%esi
    2d48:	imul   $0x7feb352d,%esi,%esi
    2d4e:	mulss  %xmm4,%xmm14
    2d53:	mov    %esi,%edi
    2d55:	shr    $0xf,%edi
    2d58:	xor    %edi,%esi
    2d5a:	imul   $0x846ca68b,%esi,%esi
    2d60:	mulss  %xmm1,%xmm14
    2d65:	mulss  0x20(%rsp),%xmm1
    2d6b:	shr    $0x1f,%esi
    2d6e:	cvtsi2ss %esi,%xmm13
    2d73:	mulss  0x2c(%rsp),%xmm13
    2d7a:	subss  %xmm11,%xmm13
    2d7f:	addss  %xmm14,%xmm13
    2d84:	mulss  %xmm15,%xmm13
    2d89:	movaps %xmm13,%xmm14
    2d8d:	mulss  %xmm0,%xmm14
    2d92:	subss  %xmm14,%xmm1
    2d97:	movss  0x24(%rsp),%xmm14
    2d9e:	mulss  %xmm0,%xmm14
    2da3:	mulss  %xmm0,%xmm14
    2da8:	mulss  %xmm15,%xmm14
    2dad:	movss  0x40(%rsp),%xmm15
    2db4:	subss  %xmm14,%xmm15
    2db9:	movss  0x28(%rsp),%xmm14
    2dc0:	mulss  %xmm15,%xmm14
    2dc5:	divss  %xmm14,%xmm1
    2dca:	movss  0x18(%rsp),%xmm14
    2dd1:	mulss  %xmm1,%xmm14
    2dd6:	mulss  %xmm8,%xmm1
    2ddb:	mulss  %xmm14,%xmm0
    2de0:	mulss  0xc(%rsp),%xmm0
    2de6:	addss  %xmm1,%xmm4
    2dea:	subss  %xmm0,%xmm13
    2def:	mulss  %xmm8,%xmm13
    2df4:	addss  %xmm13,%xmm3
    2df9:	jmp    182d <cartpole_rollout+0x64d>
    2dfe:	movaps %xmm12,%xmm0
    2e02:	lea    0xbc(%rsp),%rsi
    2e0a:	mov    %r9,0x70(%rsp)
    2e0f:	lea    0xb8(%rsp),%rdi
    2e17:	mov    %r8,0x68(%rsp)
    2e1c:	mov    %rcx,0x60(%rsp)
    2e21:	mov    %r11,0x58(%rsp)
    2e26:	mov    %edx,0x54(%rsp)
    2e2a:	mov    %eax,0x48(%rsp)
    2e2e:	movss  %xmm2,0xa0(%rsp)
    2e37:	movss  %xmm3,0x98(%rsp)
    2e40:	movss  %xmm7,0x90(%rsp)
    2e49:	movss  %xmm5,0x88(%rsp)
    2e52:	movss  %xmm9,0x80(%rsp)
    2e5c:	movss  %xmm8,0x7c(%rsp)
    2e63:	movss  %xmm11,0x78(%rsp)
    2e6a:	movss  %xmm4,0x50(%rsp)
    2e70:	movss  %xmm12,0x44(%rsp)
    2e77:	call   1030 <sincosf@plt>
    2e7c:	movss  0x44(%rsp),%xmm12
    2e83:	movss  0x50(%rsp),%xmm4
    2e89:	movss  0x319f(%rip),%xmm6        # 6030 <_fini+0x318>
    2e91:	movss  0xb8(%rsp),%xmm1
    2e9a:	mov    0x48(%rsp),%eax
    2e9e:	movss  0xbc(%rsp),%xmm0
    2ea7:	mov    0x54(%rsp),%edx
    2eab:	mov    0x58(%rsp),%r11
    2eb0:	mov    0x60(%rsp),%rcx
    2eb5:	mov    0x68(%rsp),%r8
    2eba:	mov    0x70(%rsp),%r9
    2ebf:	movss  0x78(%rsp),%xmm11
    2ec6:	movss  0x7c(%rsp),%xmm8
    2ecd:	movss  0x80(%rsp),%xmm9
    2ed7:	movss  0x88(%rsp),%xmm5
    2ee0:	movss  0x90(%rsp),%xmm7
    2ee9:	movss  0x98(%rsp),%xmm3
    2ef2:	movss  0xa0(%rsp),%xmm2
    2efb:	movss  0x3100(%rip),%xmm10        # 6004 <_fini+0x2ec>
    2f04:	jmp    14fa <cartpole_rollout+0x31a>
    2f09:	nopl   0x0(%rax)

0000000000002f10 <cartpole_policy_rollout>:
    2f10:	push   %r15
    2f12:	mov    %rdx,%r11
    2f15:	push   %r14
    2f17:	push   %r13
    2f19:	mov    %rcx,%r13
    2f1c:	push   %r12
    2f1e:	push   %rbp
    2f1f:	push   %rbx
    2f20:	sub    $0xc8,%rsp
    2f27:	mov    0x512b(%rip),%edx        # 8058 <_ZL8blockIdx>
    2f2d:	imul   0x5114(%rip),%edx        # 8048 <_ZL8blockDim>
    2f34:	mov    0x120(%rsp),%rcx
    2f3c:	mov    0x130(%rsp),%r15
    2f44:	add    0x511e(%rip),%edx        # 8068 <_ZL9threadIdx>
    2f4a:	cmp    0x118(%rsp),%edx
    2f51:	jl     2f68 <cartpole_policy_rollout+0x58>
    2f53:	add    $0xc8,%rsp
    2f5a:	pop    %rbx
    2f5b:	pop    %rbp
    2f5c:	pop    %r12
    2f5e:	pop    %r13
    2f60:	pop    %r14
    2f62:	pop    %r15
    2f64:	ret
    2f65:	nopl   (%rax)
    2f68:	mov    %edx,%ebx
    2f6a:	mov    %rsi,%r10
    2f6d:	mov    %edx,%r14d
    2f70:	movss  0x4(%rcx),%xmm6
    2f75:	xor    $0xc2b2ae35,%ebx
    2f7b:	movss  0x307d(%rip),%xmm5        # 6000 <_fini+0x2e8>
    2f83:	divss  0x8(%rcx),%xmm5
    2f88:	movss  %xmm5,0xa0(%rsp)
    2f91:	movss  %xmm6,0x9c(%rsp)
    2f9a:	mov    %ebx,%esi
    2f9c:	movss  0x10(%rcx),%xmm5
    2fa1:	shr    $0x10,%esi
    2fa4:	movss  %xmm5,0xa8(%rsp)
    2fad:	xor    %ebx,%esi
    2faf:	imul   $0x7feb352d,%esi,%esi
    2fb5:	mov    %esi,%ebx
    2fb7:	shr    $0xf,%ebx
    2fba:	xor    %ebx,%esi
    2fbc:	imul   $0x846ca68b,%esi,%esi
    2fc2:	mov    %esi,%ebx
    2fc4:	shr    $0x10,%ebx
    2fc7:	xor    %ebx,%esi
    2fc9:	mov    %esi,0x44(%rsp)
    2fcd:	mov    %edx,%esi
    2fcf:	or     $0x10000000,%esi
    2fd5:	xor    $0xc2b2ae35,%esi
    2fdb:	mov    %esi,%ebx
    2fdd:	shr    $0x10,%ebx
    2fe0:	xor    %esi,%ebx
    2fe2:	imul   $0x7feb352d,%ebx,%ebx
    2fe8:	mov    %ebx,%esi
    2fea:	shr    $0xf,%esi
    2fed:	xor    %esi,%ebx
    2fef:	imul   $0x846ca68b,%ebx,%ebx
    2ff5:	mov    %ebx,%esi
    2ff7:	shr    $0x10,%esi
    2ffa:	xor    %esi,%ebx
    2ffc:	mov    %edx,%esi
    2ffe:	or     $0x20000000,%esi
    3004:	mov    %ebx,0x28(%rsp)
    3008:	xor    $0xc2b2ae35,%esi
    300e:	mov    %esi,%ebp
    3010:	shr    $0x10,%ebp
    3013:	xor    %esi,%ebp
    3015:	imul   $0x7feb352d,%ebp,%ebp
    301b:	mov    %ebp,%esi
    301d:	shr    $0xf,%esi
    3020:	xor    %esi,%ebp
    3022:	imul   $0x846ca68b,%ebp,%ebp
    3028:	mov    %ebp,%esi
    302a:	shr    $0x10,%esi
    302d:	xor    %esi,%ebp
    302f:	mov    %edx,%esi
    3031:	movslq %edx,%rdx
    3034:	or     $0x30000000,%esi
    303a:	xor    $0xc2b2ae35,%esi
    3040:	mov    %esi,%r12d
    3043:	shr    $0x10,%r12d
    3047:	xor    %esi,%r12d
    304a:	or     $0x40000000,%r14d
    3051:	shl    $0x2,%rdx
    3055:	imul   $0x7feb352d,%r12d,%r12d
    305c:	xor    $0xc2b2ae35,%r14d
    3063:	lea    (%rdi,%rdx,1),%rax
    3067:	mov    %rax,0x60(%rsp)
    306c:	movss  (%rax),%xmm2
    3070:	lea    (%r10,%rdx,1),%rax
    3074:	movss  (%rax),%xmm7
    3078:	mov    %rax,0x68(%rsp)
    307d:	lea    (%r11,%rdx,1),%rax
    3081:	mov    %r12d,%esi
    3084:	mov    %rax,0x70(%rsp)
    3089:	movss  (%rax),%xmm1
    308d:	lea    0x0(%r13,%rdx,1),%rax
    3092:	shr    $0xf,%esi
    3095:	mov    %rax,0x78(%rsp)
    309a:	xor    %esi,%r12d
    309d:	movss  %xmm7,0x10(%rsp)
    30a3:	movss  (%rax),%xmm7
    30a7:	lea    (%r8,%rdx,1),%rax
    30ab:	imul   $0x846ca68b,%r12d,%r12d
    30b2:	mov    %rax,0x80(%rsp)
    30ba:	movss  %xmm7,0x14(%rsp)
    30c0:	mov    %r12d,%esi
    30c3:	shr    $0x10,%esi
    30c6:	xor    %esi,%r12d
    30c9:	mov    %r14d,%esi
    30cc:	shr    $0x10,%esi
    30cf:	xor    %r14d,%esi
    30d2:	imul   $0x7feb352d,%esi,%esi
    30d8:	mov    %esi,%r14d
    30db:	shr    $0xf,%r14d
    30df:	xor    %r14d,%esi
    30e2:	imul   $0x846ca68b,%esi,%esi
    30e8:	mov    %esi,%r14d
    30eb:	shr    $0x10,%r14d
    30ef:	xor    %r14d,%esi
    30f2:	mov    (%rax),%r14d
    30f5:	lea    (%r9,%rdx,1),%rax
    30f9:	add    0x100(%rsp),%rdx
    3101:	movss  (%rdx),%xmm7
    3105:	mov    (%rax),%r13d
    3108:	mov    %esi,0x2c(%rsp)
    310c:	mov    %rax,0x88(%rsp)
    3114:	movss  %xmm7,0x18(%rsp)
    311a:	movss  (%rcx),%xmm7
    311e:	mov    %rdx,0x90(%rsp)
    3126:	movss  %xmm7,0x98(%rsp)
    312f:	movss  0xc(%rcx),%xmm7
    3134:	movss  %xmm7,0xa4(%rsp)
    313d:	movss  0x14(%rcx),%xmm6
    3142:	movss  0x18(%rcx),%xmm7
    3147:	movss  0x1c(%rcx),%xmm5
    314c:	mov    0x110(%rsp),%r10d
    3154:	movss  %xmm6,0x34(%rsp)
    315a:	movss  0x20(%rcx),%xmm6
    315f:	movss  %xmm7,0x20(%rsp)
    3165:	movss  0x24(%rcx),%xmm7
    316a:	movss  %xmm5,0x24(%rsp)
    3170:	movss  0x28(%rcx),%xmm5
    3175:	movss  %xmm6,0x40(%rsp)
    317b:	movss  %xmm7,0xac(%rsp)
    3184:	movss  %xmm5,0x30(%rsp)
    318a:	test   %r10d,%r10d
    318d:	jle    46e4 <cartpole_policy_rollout+0x17d4>
    3193:	movslq 0x110(%rsp),%rdx
    319b:	mov    0x108(%rsp),%rax
    31a3:	lea    (%rax,%rdx,4),%rcx
    31a7:	lea    -0x4(,%rdx,4),%rdx
    31af:	shr    $0x2,%rdx
    31b3:	mov    %rcx,0x58(%rsp)
    31b8:	add    $0x1,%rdx
    31bc:	and    $0x3,%edx
    31bf:	je     3af0 <cartpole_policy_rollout+0xbe0>
    31c5:	cmp    $0x1,%rdx
    31c9:	je     37dd <cartpole_policy_rollout+0x8cd>
    31cf:	cmp    $0x2,%rdx
    31d3:	je     34d3 <cartpole_policy_rollout+0x5c3>
    31d9:	movss  0x10(%rsp),%xmm3
    31df:	mulss  0x4(%r15),%xmm3
    31e5:	movaps %xmm2,%xmm0
    31e8:	movss  %xmm2,0x3c(%rsp)
    31ee:	mulss  (%r15),%xmm0
    31f3:	mov    (%rax),%r8d
    31f6:	movss  %xmm1,0x38(%rsp)
    31fc:	addss  0x10(%r15),%xmm0
    3202:	mov    %r8d,0x48(%rsp)
    3207:	addss  %xmm3,%xmm0
    320b:	movaps %xmm1,%xmm3
    320e:	mulss  0x8(%r15),%xmm3
    3214:	addss  %xmm3,%xmm0
    3218:	movss  0x14(%rsp),%xmm3
    321e:	mulss  0xc(%r15),%xmm3
    3224:	addss  %xmm3,%xmm0
    3228:	call   1050 <tanhf@plt>
    322d:	mulss  0x20(%r15),%xmm0
    3233:	movss  0x50(%r15),%xmm1
    3239:	addss  0x30(%r15),%xmm0
    323f:	movss  0x54(%r15),%xmm2
    3245:	movss  %xmm1,(%rsp)
    324a:	movss  %xmm2,0x1c(%rsp)
    3250:	call   1050 <tanhf@plt>
    3255:	movss  0x44(%r15),%xmm3
    325b:	mov    0x48(%rsp),%r8d
    3260:	mov    0x138(%rsp),%edi
    3267:	movss  0x38(%rsp),%xmm1
    326d:	mulss  %xmm0,%xmm3
    3271:	movss  0x3c(%rsp),%xmm2
    3277:	mulss  0x40(%r15),%xmm0
    327d:	addss  0x1c(%rsp),%xmm3
    3283:	test   %edi,%edi
    3285:	addss  (%rsp),%xmm0
    328a:	subss  %xmm0,%xmm3
    328e:	je     5042 <cartpole_policy_rollout+0x2132>
    3294:	pxor   %xmm0,%xmm0
    3298:	movss  0x2da0(%rip),%xmm5        # 6040 <_fini+0x328>
    32a0:	comiss %xmm0,%xmm3
    32a3:	ja     50df <cartpole_policy_rollout+0x21cf>
    32a9:	movss  0x34(%rsp),%xmm3
    32af:	xorps  %xmm5,%xmm3
    32b2:	movss  0x2d4a(%rip),%xmm7        # 6004 <_fini+0x2ec>
    32ba:	movaps %xmm1,%xmm0
    32bd:	andps  0x2d6c(%rip),%xmm0        # 6030 <_fini+0x318>
    32c4:	comiss %xmm0,%xmm7
    32c7:	jb     52ff <cartpole_policy_rollout+0x23ef>
    32cd:	movaps %xmm1,%xmm4
    32d0:	movss  0x2d30(%rip),%xmm0        # 6008 <_fini+0x2f0>
    32d8:	movss  0x2d2c(%rip),%xmm5        # 600c <_fini+0x2f4>
    32e0:	mulss  %xmm1,%xmm4
    32e4:	movss  0x2d2c(%rip),%xmm6        # 6018 <_fini+0x300>
    32ec:	mulss  %xmm4,%xmm0
    32f0:	addss  %xmm5,%xmm0
    32f4:	movss  0x2d14(%rip),%xmm5        # 6010 <_fini+0x2f8>
    32fc:	mulss  %xmm4,%xmm0
    3300:	subss  %xmm5,%xmm0
    3304:	mulss  %xmm4,%xmm0
    3308:	mulss  %xmm1,%xmm0
    330c:	movaps %xmm0,%xmm5
    330f:	movss  0x2cfd(%rip),%xmm0        # 6014 <_fini+0x2fc>
    3317:	addss  %xmm1,%xmm5
    331b:	mulss  %xmm4,%xmm0
    331f:	subss  %xmm6,%xmm0
    3323:	movss  0x2cf1(%rip),%xmm6        # 601c <_fini+0x304>
    332b:	mulss  %xmm4,%xmm0
    332f:	addss  %xmm6,%xmm0
    3333:	movss  0x2ce5(%rip),%xmm6        # 6020 <_fini+0x308>
    333b:	mulss  %xmm4,%xmm0
    333f:	mulss  %xmm4,%xmm0
    3343:	mulss  %xmm6,%xmm4
    3347:	subss  %xmm4,%xmm0
    334b:	addss  0x2cad(%rip),%xmm0        # 6000 <_fini+0x2e8>
    3353:	movss  0x20(%rsp),%xmm4
    3359:	mulss  0x10(%rsp),%xmm4
    335f:	add    $0x1,%r14d
    3363:	addss  %xmm4,%xmm2
    3367:	movaps %xmm2,%xmm4
    336a:	andps  0x2cbf(%rip),%xmm4        # 6030 <_fini+0x318>
    3371:	comiss 0x24(%rsp),%xmm4
    3376:	ja     33a6 <cartpole_policy_rollout+0x496>
    3378:	movss  0x14(%rsp),%xmm7
    337e:	movss  0x20(%rsp),%xmm11
    3385:	movaps %xmm7,%xmm4
    3388:	mulss  %xmm11,%xmm4
    338d:	addss  %xmm4,%xmm1
    3391:	movaps %xmm1,%xmm4
    3394:	andps  0x2c95(%rip),%xmm4        # 6030 <_fini+0x318>
    339b:	comiss 0x40(%rsp),%xmm4
    33a0:	jbe    5246 <cartpole_policy_rollout+0x2336>
    33a6:	mov    0x28(%rsp),%esi
    33aa:	pxor   %xmm2,%xmm2
    33ae:	pxor   %xmm0,%xmm0
    33b2:	mov    0x2c(%rsp),%eax
    33b6:	cvtsi2ss %r14d,%xmm0
    33bb:	addss  0x18(%rsp),%xmm0
    33c1:	add    $0x1,%r13d
    33c5:	movss  0x30(%rsp),%xmm5
    33cb:	xor    %r8d,%esi
    33ce:	pxor   %xmm1,%xmm1
    33d2:	mov    %esi,%edx
    33d4:	shr    $0x10,%edx
    33d7:	movss  %xmm0,0x18(%rsp)
    33dd:	pxor   %xmm0,%xmm0
    33e1:	xor    %esi,%edx
    33e3:	imul   $0x7feb352d,%edx,%edx
    33e9:	mov    %edx,%esi
    33eb:	shr    $0xf,%esi
    33ee:	xor    %esi,%edx
    33f0:	imul   $0x846ca68b,%edx,%edx
    33f6:	mov    %edx,%esi
    33f8:	shr    $0x10,%esi
    33fb:	xor    %esi,%edx
    33fd:	mov    %ebp,%esi
    33ff:	shr    $0x8,%edx
    3402:	xor    %r8d,%esi
    3405:	sub    $0x800000,%edx
    340b:	cvtsi2ss %edx,%xmm2
    340f:	mov    %esi,%edx
    3411:	shr    $0x10,%edx
    3414:	xor    %esi,%edx
    3416:	imul   $0x7feb352d,%edx,%edx
    341c:	mulss  %xmm5,%xmm2
    3420:	mov    %edx,%esi
    3422:	shr    $0xf,%esi
    3425:	xor    %esi,%edx
    3427:	imul   $0x846ca68b,%edx,%edx
    342d:	mov    %edx,%esi
    342f:	shr    $0x10,%esi
    3432:	xor    %esi,%edx
    3434:	mov    %r12d,%esi
    3437:	shr    $0x8,%edx
    343a:	xor    %r8d,%esi
    343d:	sub    $0x800000,%edx
    3443:	cvtsi2ss %edx,%xmm0
    3447:	mov    %esi,%edx
    3449:	shr    $0x10,%edx
    344c:	xor    %esi,%edx
    344e:	imul   $0x7feb352d,%edx,%edx
    3454:	mulss  %xmm5,%xmm0
    3458:	mov    %edx,%esi
    345a:	shr    $0xf,%esi
    345d:	xor    %esi,%edx
    345f:	imul   $0x846ca68b,%edx,%edx
    3465:	movss  %xmm0,0x10(%rsp)
    346b:	pxor   %xmm0,%xmm0
    346f:	mov    %edx,%esi
    3471:	shr    $0x10,%esi
    3474:	xor    %esi,%edx
    3476:	shr    $0x8,%edx
    3479:	xor    %eax,%r8d
    347c:	xor    %r14d,%r14d
    347f:	sub    $0x800000,%edx
    3485:	cvtsi2ss %edx,%xmm1
    3489:	mov    %r8d,%edx
    348c:	shr    $0x10,%edx
    348f:	xor    %r8d,%edx
    3492:	imul   $0x7feb352d,%edx,%edx
    3498:	mulss  %xmm5,%xmm1
    349c:	mov    %edx,%esi
    349e:	shr    $0xf,%esi
    34a1:	xor    %esi,%edx
    34a3:	imul   $0x846ca68b,%edx,%edx
    34a9:	mov    %edx,%esi
    34ab:	shr    $0x10,%esi
    34ae:	xor    %esi,%edx
    34b0:	shr    $0x8,%edx
    34b3:	sub    $0x800000,%edx
    34b9:	cvtsi2ss %edx,%xmm0
    34bd:	mulss  %xmm5,%xmm0
    34c1:	movss  %xmm0,0x14(%rsp)
    34c7:	mov    0x108(%rsp),%rax
    34cf:	add    $0x4,%rax
    34d3:	movss  0x10(%rsp),%xmm3
    34d9:	movaps %xmm2,%xmm0
    34dc:	mov    (%rax),%r8d
    34df:	mov    %rax,0x50(%rsp)
    34e4:	mulss  0x4(%r15),%xmm3
    34ea:	movss  %xmm2,0x3c(%rsp)
    34f0:	mulss  (%r15),%xmm0
    34f5:	mov    %r8d,0x48(%rsp)
    34fa:	addss  0x10(%r15),%xmm0
    3500:	movss  %xmm1,0x38(%rsp)
    3506:	addss  %xmm3,%xmm0
    350a:	movaps %xmm1,%xmm3
    350d:	mulss  0x8(%r15),%xmm3
    3513:	addss  %xmm3,%xmm0
    3517:	movss  0x14(%rsp),%xmm3
    351d:	mulss  0xc(%r15),%xmm3
    3523:	addss  %xmm3,%xmm0
    3527:	call   1050 <tanhf@plt>
    352c:	mulss  0x20(%r15),%xmm0
    3532:	movss  0x50(%r15),%xmm2
    3538:	addss  0x30(%r15),%xmm0
    353e:	movss  0x54(%r15),%xmm1
    3544:	movss  %xmm2,(%rsp)
    3549:	movss  %xmm1,0x1c(%rsp)
    354f:	call   1050 <tanhf@plt>
    3554:	movss  0x44(%r15),%xmm3
    355a:	mov    0x48(%rsp),%r8d
    355f:	mov    0x138(%rsp),%esi
    3566:	movss  0x38(%rsp),%xmm1
    356c:	mulss  %xmm0,%xmm3
    3570:	movss  0x3c(%rsp),%xmm2
    3576:	mov    0x50(%rsp),%rax
    357b:	mulss  0x40(%r15),%xmm0
    3581:	addss  0x1c(%rsp),%xmm3
    3587:	test   %esi,%esi
    3589:	addss  (%rsp),%xmm0
    358e:	subss  %xmm0,%xmm3
    3592:	je     4ec0 <cartpole_policy_rollout+0x1fb0>
    3598:	pxor   %xmm0,%xmm0
    359c:	movss  0x2a9c(%rip),%xmm5        # 6040 <_fini+0x328>
    35a4:	comiss %xmm0,%xmm3
    35a7:	jbe    4f67 <cartpole_policy_rollout+0x2057>
    35ad:	movss  0x34(%rsp),%xmm3
    35b3:	movss  0x2a49(%rip),%xmm5        # 6004 <_fini+0x2ec>
    35bb:	movaps %xmm1,%xmm0
    35be:	andps  0x2a6b(%rip),%xmm0        # 6030 <_fini+0x318>
    35c5:	comiss %xmm0,%xmm5
    35c8:	jb     4fdd <cartpole_policy_rollout+0x20cd>
    35ce:	movaps %xmm1,%xmm4
    35d1:	movss  0x2a2f(%rip),%xmm0        # 6008 <_fini+0x2f0>
    35d9:	movss  0x2a2b(%rip),%xmm5        # 600c <_fini+0x2f4>
    35e1:	mulss  %xmm1,%xmm4
    35e5:	movss  0x2a2b(%rip),%xmm6        # 6018 <_fini+0x300>
    35ed:	mulss  %xmm4,%xmm0
    35f1:	addss  %xmm5,%xmm0
    35f5:	movss  0x2a13(%rip),%xmm5        # 6010 <_fini+0x2f8>
    35fd:	mulss  %xmm4,%xmm0
    3601:	subss  %xmm5,%xmm0
    3605:	mulss  %xmm4,%xmm0
    3609:	mulss  %xmm1,%xmm0
    360d:	movaps %xmm0,%xmm5
    3610:	movss  0x29fc(%rip),%xmm0        # 6014 <_fini+0x2fc>
    3618:	addss  %xmm1,%xmm5
    361c:	mulss  %xmm4,%xmm0
    3620:	subss  %xmm6,%xmm0
    3624:	movss  0x29f0(%rip),%xmm6        # 601c <_fini+0x304>
    362c:	mulss  %xmm4,%xmm0
    3630:	addss  %xmm6,%xmm0
    3634:	movss  0x29e4(%rip),%xmm6        # 6020 <_fini+0x308>
    363c:	mulss  %xmm4,%xmm0
    3640:	mulss  %xmm4,%xmm0
    3644:	mulss  %xmm6,%xmm4
    3648:	subss  %xmm4,%xmm0
    364c:	addss  0x29ac(%rip),%xmm0        # 6000 <_fini+0x2e8>
    3654:	movss  0x20(%rsp),%xmm4
    365a:	mulss  0x10(%rsp),%xmm4
    3660:	add    $0x1,%r14d
    3664:	addss  %xmm4,%xmm2
    3668:	movaps %xmm2,%xmm4
    366b:	andps  0x29be(%rip),%xmm4        # 6030 <_fini+0x318>
    3672:	comiss 0x24(%rsp),%xmm4
    3677:	ja     36b8 <cartpole_policy_rollout+0x7a8>
    3679:	movss  0x14(%rsp),%xmm6
    367f:	movss  0x20(%rsp),%xmm9
    3686:	movaps %xmm6,%xmm4
    3689:	mulss  %xmm9,%xmm4
    368e:	addss  %xmm4,%xmm1
    3692:	movaps %xmm1,%xmm4
    3695:	andps  0x2994(%rip),%xmm4        # 6030 <_fini+0x318>
    369c:	comiss 0x40(%rsp),%xmm4
    36a1:	ja     36b8 <cartpole_policy_rollout+0x7a8>
    36a3:	cmp    %r14d,0x128(%rsp)
    36ab:	jg     5198 <cartpole_policy_rollout+0x2288>
    36b1:	nopl   0x0(%rax)
    36b8:	mov    0x28(%rsp),%esi
    36bc:	pxor   %xmm2,%xmm2
    36c0:	pxor   %xmm0,%xmm0
    36c4:	mov    0x2c(%rsp),%ecx
    36c8:	cvtsi2ss %r14d,%xmm0
    36cd:	addss  0x18(%rsp),%xmm0
    36d3:	add    $0x1,%r13d
    36d7:	movss  0x30(%rsp),%xmm6
    36dd:	xor    %r8d,%esi
    36e0:	pxor   %xmm1,%xmm1
    36e4:	mov    %esi,%edx
    36e6:	shr    $0x10,%edx
    36e9:	movss  %xmm0,0x18(%rsp)
    36ef:	pxor   %xmm0,%xmm0
    36f3:	xor    %esi,%edx
    36f5:	imul   $0x7feb352d,%edx,%edx
    36fb:	mov    %edx,%esi
    36fd:	shr    $0xf,%esi
    3700:	xor    %esi,%edx
    3702:	imul   $0x846ca68b,%edx,%edx
    3708:	mov    %edx,%esi
    370a:	shr    $0x10,%esi
    370d:	xor    %esi,%edx
    370f:	mov    %ebp,%esi
    3711:	shr    $0x8,%edx
    3714:	xor    %r8d,%esi
    3717:	sub    $0x800000,%edx
    371d:	cvtsi2ss %edx,%xmm2
    3721:	mov    %esi,%edx
    3723:	shr    $0x10,%edx
    3726:	xor    %esi,%edx
    3728:	imul   $0x7feb352d,%edx,%edx
    372e:	mulss  %xmm6,%xmm2
    3732:	mov    %edx,%esi
    3734:	shr    $0xf,%esi
    3737:	xor    %esi,%edx
    3739:	imul   $0x846ca68b,%edx,%edx
    373f:	mov    %edx,%esi
    3741:	shr    $0x10,%esi
    3744:	xor    %esi,%edx
    3746:	mov    %r12d,%esi
    3749:	shr    $0x8,%edx
    374c:	xor    %r8d,%esi
    374f:	sub    $0x800000,%edx
    3755:	cvtsi2ss %edx,%xmm0
    3759:	mov    %esi,%edx
    375b:	shr    $0x10,%edx
    375e:	xor    %esi,%edx
    3760:	imul   $0x7feb352d,%edx,%edx
    3766:	mulss  %xmm6,%xmm0
    376a:	mov    %edx,%esi
    376c:	shr    $0xf,%esi
    376f:	xor    %esi,%edx
    3771:	imul   $0x846ca68b,%edx,%edx
    3777:	movss  %xmm0,0x10(%rsp)
    377d:	pxor   %xmm0,%xmm0
    3781:	mov    %edx,%esi
    3783:	shr    $0x10,%esi
    3786:	xor    %esi,%edx
    3788:	shr    $0x8,%edx
    378b:	xor    %ecx,%r8d
    378e:	xor    %r14d,%r14d
    3791:	sub    $0x800000,%edx
    3797:	cvtsi2ss %edx,%xmm1
    379b:	mov    %r8d,%edx
    379e:	shr    $0x10,%edx
    37a1:	xor    %r8d,%edx
    37a4:	imul   $0x7feb352d,%edx,%edx
    37aa:	mulss  %xmm6,%xmm1
    37ae:	mov    %edx,%esi
    37b0:	shr    $0xf,%esi
    37b3:	xor    %esi,%edx
    37b5:	imul   $0x846ca68b,%edx,%edx
    37bb:	mov    %edx,%esi
    37bd:	shr    $0x10,%esi
    37c0:	xor    %esi,%edx
    37c2:	shr    $0x8,%edx
    37c5:	sub    $0x800000,%edx
    37cb:	cvtsi2ss %edx,%xmm0
    37cf:	mulss  %xmm6,%xmm0
    37d3:	movss  %xmm0,0x14(%rsp)
    37d9:	add    $0x4,%rax
    37dd:	movss  0x10(%rsp),%xmm3
    37e3:	movaps %xmm2,%xmm0
    37e6:	mov    (%rax),%r8d
    37e9:	mov    %rax,0x50(%rsp)
    37ee:	mulss  0x4(%r15),%xmm3
    37f4:	movss  %xmm2,0x3c(%rsp)
    37fa:	mulss  (%r15),%xmm0
    37ff:	mov    %r8d,0x48(%rsp)
    3804:	addss  0x10(%r15),%xmm0
    380a:	movss  %xmm1,0x38(%rsp)
    3810:	addss  %xmm3,%xmm0
    3814:	movaps %xmm1,%xmm3
    3817:	mulss  0x8(%r15),%xmm3
    381d:	addss  %xmm3,%xmm0
    3821:	movss  0x14(%rsp),%xmm3
    3827:	mulss  0xc(%r15),%xmm3
    382d:	addss  %xmm3,%xmm0
    3831:	call   1050 <tanhf@plt>
    3836:	mulss  0x20(%r15),%xmm0
    383c:	movss  0x50(%r15),%xmm1
    3842:	addss  0x30(%r15),%xmm0
    3848:	movss  0x54(%r15),%xmm2
    384e:	movss  %xmm1,(%rsp)
    3853:	movss  %xmm2,0x1c(%rsp)
    3859:	call   1050 <tanhf@plt>
    385e:	movss  0x44(%r15),%xmm3
    3864:	mov    0x48(%rsp),%r8d
    3869:	mov    0x138(%rsp),%ecx
    3870:	movss  0x38(%rsp),%xmm1
    3876:	mulss  %xmm0,%xmm3
    387a:	movss  0x3c(%rsp),%xmm2
    3880:	mov    0x50(%rsp),%rax
    3885:	mulss  0x40(%r15),%xmm0
    388b:	addss  0x1c(%rsp),%xmm3
    3891:	test   %ecx,%ecx
    3893:	addss  (%rsp),%xmm0
    3898:	subss  %xmm0,%xmm3
    389c:	je     4b40 <cartpole_policy_rollout+0x1c30>
    38a2:	pxor   %xmm0,%xmm0
    38a6:	movss  0x2792(%rip),%xmm5        # 6040 <_fini+0x328>
    38ae:	comiss %xmm0,%xmm3
    38b1:	jbe    4be7 <cartpole_policy_rollout+0x1cd7>
    38b7:	movss  0x34(%rsp),%xmm3
    38bd:	movss  0x273f(%rip),%xmm5        # 6004 <_fini+0x2ec>
    38c5:	movaps %xmm1,%xmm0
    38c8:	andps  0x2761(%rip),%xmm0        # 6030 <_fini+0x318>
    38cf:	comiss %xmm0,%xmm5
    38d2:	jb     4f78 <cartpole_policy_rollout+0x2068>
    38d8:	movaps %xmm1,%xmm4
    38db:	movss  0x2725(%rip),%xmm0        # 6008 <_fini+0x2f0>
    38e3:	movss  0x2721(%rip),%xmm5        # 600c <_fini+0x2f4>
    38eb:	mulss  %xmm1,%xmm4
    38ef:	movss  0x2721(%rip),%xmm6        # 6018 <_fini+0x300>
    38f7:	mulss  %xmm4,%xmm0
    38fb:	addss  %xmm5,%xmm0
    38ff:	movss  0x2709(%rip),%xmm5        # 6010 <_fini+0x2f8>
    3907:	mulss  %xmm4,%xmm0
    390b:	subss  %xmm5,%xmm0
    390f:	mulss  %xmm4,%xmm0
    3913:	mulss  %xmm1,%xmm0
    3917:	movaps %xmm0,%xmm5
    391a:	movss  0x26f2(%rip),%xmm0        # 6014 <_fini+0x2fc>
    3922:	addss  %xmm1,%xmm5
    3926:	mulss  %xmm4,%xmm0
    392a:	subss  %xmm6,%xmm0
    392e:	movss  0x26e6(%rip),%xmm6        # 601c <_fini+0x304>
    3936:	mulss  %xmm4,%xmm0
    393a:	addss  %xmm6,%xmm0
    393e:	movss  0x26da(%rip),%xmm6        # 6020 <_fini+0x308>
    3946:	mulss  %xmm4,%xmm0
    394a:	mulss  %xmm4,%xmm0
    394e:	mulss  %xmm6,%xmm4
    3952:	subss  %xmm4,%xmm0
    3956:	addss  0x26a2(%rip),%xmm0        # 6000 <_fini+0x2e8>
    395e:	movss  0x20(%rsp),%xmm4
    3964:	mulss  0x10(%rsp),%xmm4
    396a:	add    $0x1,%r14d
    396e:	addss  %xmm4,%xmm2
    3972:	movaps %xmm2,%xmm4
    3975:	andps  0x26b4(%rip),%xmm4        # 6030 <_fini+0x318>
    397c:	comiss 0x24(%rsp),%xmm4
    3981:	ja     39c0 <cartpole_policy_rollout+0xab0>
    3983:	movss  0x14(%rsp),%xmm6
    3989:	movss  0x20(%rsp),%xmm10
    3990:	movaps %xmm6,%xmm4
    3993:	mulss  %xmm10,%xmm4
    3998:	addss  %xmm4,%xmm1
    399c:	movaps %xmm1,%xmm4
    399f:	andps  0x268a(%rip),%xmm4        # 6030 <_fini+0x318>
    39a6:	comiss 0x40(%rsp),%xmm4
    39ab:	ja     39c0 <cartpole_policy_rollout+0xab0>
    39ad:	cmp    %r14d,0x128(%rsp)
    39b5:	jg     50ea <cartpole_policy_rollout+0x21da>
    39bb:	nopl   0x0(%rax,%rax,1)
    39c0:	mov    0x28(%rsp),%esi
    39c4:	pxor   %xmm2,%xmm2
    39c8:	pxor   %xmm0,%xmm0
    39cc:	mov    0x2c(%rsp),%ecx
    39d0:	cvtsi2ss %r14d,%xmm0
    39d5:	addss  0x18(%rsp),%xmm0
    39db:	add    $0x1,%r13d
    39df:	movss  0x30(%rsp),%xmm5
    39e5:	xor    %r8d,%esi
    39e8:	pxor   %xmm1,%xmm1
    39ec:	mov    %esi,%edx
    39ee:	shr    $0x10,%edx
    39f1:	movss  %xmm0,0x18(%rsp)
    39f7:	pxor   %xmm0,%xmm0
    39fb:	xor    %esi,%edx
    39fd:	imul   $0x7feb352d,%edx,%edx
    3a03:	mov    %edx,%esi
    3a05:	shr    $0xf,%esi
    3a08:	xor    %esi,%edx
    3a0a:	imul   $0x846ca68b,%edx,%edx
    3a10:	mov    %edx,%esi
    3a12:	shr    $0x10,%esi
    3a15:	xor    %esi,%edx
    3a17:	mov    %ebp,%esi
    3a19:	shr    $0x8,%edx
    3a1c:	xor    %r8d,%esi
    3a1f:	sub    $0x800000,%edx
    3a25:	cvtsi2ss %edx,%xmm2
    3a29:	mov    %esi,%edx
    3a2b:	shr    $0x10,%edx
    3a2e:	xor    %esi,%edx
    3a30:	imul   $0x7feb352d,%edx,%edx
    3a36:	mulss  %xmm5,%xmm2
    3a3a:	mov    %edx,%esi
    3a3c:	shr    $0xf,%esi
    3a3f:	xor    %esi,%edx
    3a41:	imul   $0x846ca68b,%edx,%edx
    3a47:	mov    %edx,%esi
    3a49:	shr    $0x10,%esi
    3a4c:	xor    %esi,%edx
    3a4e:	mov    %r12d,%esi
    3a51:	shr    $0x8,%edx
    3a54:	xor    %r8d,%esi
    3a57:	sub    $0x800000,%edx
    3a5d:	cvtsi2ss %edx,%xmm0
    3a61:	mov    %esi,%edx
    3a63:	shr    $0x10,%edx
    3a66:	xor    %esi,%edx
    3a68:	imul   $0x7feb352d,%edx,%edx
    3a6e:	mulss  %xmm5,%xmm0
    3a72:	mov    %edx,%esi
    3a74:	shr    $0xf,%esi
    3a77:	xor    %esi,%edx
    3a79:	imul   $0x846ca68b,%edx,%edx
    3a7f:	movss  %xmm0,0x10(%rsp)
    3a85:	pxor   %xmm0,%xmm0
    3a89:	mov    %edx,%esi
    3a8b:	shr    $0x10,%esi
    3a8e:	xor    %esi,%edx
    3a90:	shr    $0x8,%edx
    3a93:	xor    %ecx,%r8d
    3a96:	xor    %r14d,%r14d
    3a99:	sub    $0x800000,%edx
    3a9f:	cvtsi2ss %edx,%xmm1
    3aa3:	mov    %r8d,%edx
    3aa6:	shr    $0x10,%edx
    3aa9:	xor    %r8d,%edx
    3aac:	imul   $0x7feb352d,%edx,%edx
    3ab2:	mulss  %xmm5,%xmm1
    3ab6:	mov    %edx,%esi
    3ab8:	shr    $0xf,%esi
    3abb:	xor    %esi,%edx
    3abd:	imul   $0x846ca68b,%edx,%edx
    3ac3:	mov    %edx,%esi
    3ac5:	shr    $0x10,%esi
    3ac8:	xor    %esi,%edx
    3aca:	shr    $0x8,%edx
    3acd:	sub    $0x800000,%edx
    3ad3:	cvtsi2ss %edx,%xmm0
    3ad7:	mulss  %xmm5,%xmm0
    3adb:	movss  %xmm0,0x14(%rsp)
    3ae1:	add    $0x4,%rax
    3ae5:	cmp    %rax,0x58(%rsp)
    3aea:	je     46e4 <cartpole_policy_rollout+0x17d4>
    3af0:	mov    %ebp,0x38(%rsp)
    3af4:	mov    %r12d,0x3c(%rsp)
    3af9:	mov    %r14d,%r12d
    3afc:	mov    %rax,%r14
    3aff:	movss  0x10(%rsp),%xmm3
    3b05:	mulss  0x4(%r15),%xmm3
    3b0b:	movaps %xmm2,%xmm0
    3b0e:	movss  %xmm2,0x50(%rsp)
    3b14:	mulss  (%r15),%xmm0
    3b19:	movss  %xmm1,0x48(%rsp)
    3b1f:	mov    (%r14),%ebx
    3b22:	addss  0x10(%r15),%xmm0
    3b28:	addss  %xmm3,%xmm0
    3b2c:	movaps %xmm1,%xmm3
    3b2f:	mulss  0x8(%r15),%xmm3
    3b35:	addss  %xmm3,%xmm0
    3b39:	movss  0x14(%rsp),%xmm3
    3b3f:	mulss  0xc(%r15),%xmm3
    3b45:	addss  %xmm3,%xmm0
    3b49:	call   1050 <tanhf@plt>
    3b4e:	mulss  0x20(%r15),%xmm0
    3b54:	movss  0x50(%r15),%xmm5
    3b5a:	addss  0x30(%r15),%xmm0
    3b60:	movss  0x54(%r15),%xmm6
    3b66:	movss  %xmm5,(%rsp)
    3b6b:	movss  %xmm6,0x1c(%rsp)
    3b71:	call   1050 <tanhf@plt>
    3b76:	movss  0x44(%r15),%xmm3
    3b7c:	mov    0x138(%rsp),%r9d
    3b84:	movss  0x48(%rsp),%xmm1
    3b8a:	movss  0x50(%rsp),%xmm2
    3b90:	mulss  %xmm0,%xmm3
    3b94:	test   %r9d,%r9d
    3b97:	mulss  0x40(%r15),%xmm0
    3b9d:	addss  0x1c(%rsp),%xmm3
    3ba3:	addss  (%rsp),%xmm0
    3ba8:	subss  %xmm0,%xmm3
    3bac:	je     4940 <cartpole_policy_rollout+0x1a30>
    3bb2:	pxor   %xmm0,%xmm0
    3bb6:	comiss %xmm0,%xmm3
    3bb9:	ja     49d2 <cartpole_policy_rollout+0x1ac2>
    3bbf:	movss  0x2479(%rip),%xmm5        # 6040 <_fini+0x328>
    3bc7:	movss  0x34(%rsp),%xmm3
    3bcd:	xorps  %xmm5,%xmm3
    3bd0:	movss  0x242c(%rip),%xmm5        # 6004 <_fini+0x2ec>
    3bd8:	movaps %xmm1,%xmm0
    3bdb:	andps  0x244e(%rip),%xmm0        # 6030 <_fini+0x318>
    3be2:	comiss %xmm0,%xmm5
    3be5:	jb     4a90 <cartpole_policy_rollout+0x1b80>
    3beb:	movaps %xmm1,%xmm4
    3bee:	movss  0x2412(%rip),%xmm0        # 6008 <_fini+0x2f0>
    3bf6:	movss  0x240e(%rip),%xmm5        # 600c <_fini+0x2f4>
    3bfe:	mulss  %xmm1,%xmm4
    3c02:	movss  0x240e(%rip),%xmm6        # 6018 <_fini+0x300>
    3c0a:	mulss  %xmm4,%xmm0
    3c0e:	addss  %xmm5,%xmm0
    3c12:	movss  0x23f6(%rip),%xmm5        # 6010 <_fini+0x2f8>
    3c1a:	mulss  %xmm4,%xmm0
    3c1e:	subss  %xmm5,%xmm0
    3c22:	mulss  %xmm4,%xmm0
    3c26:	mulss  %xmm1,%xmm0
    3c2a:	movaps %xmm0,%xmm5
    3c2d:	movss  0x23df(%rip),%xmm0        # 6014 <_fini+0x2fc>
    3c35:	addss  %xmm1,%xmm5
    3c39:	mulss  %xmm4,%xmm0
    3c3d:	subss  %xmm6,%xmm0
    3c41:	movss  0x23d3(%rip),%xmm6        # 601c <_fini+0x304>
    3c49:	mulss  %xmm4,%xmm0
    3c4d:	addss  %xmm6,%xmm0
    3c51:	movss  0x23c7(%rip),%xmm6        # 6020 <_fini+0x308>
    3c59:	mulss  %xmm4,%xmm0
    3c5d:	mulss  %xmm4,%xmm0
    3c61:	mulss  %xmm6,%xmm4
    3c65:	subss  %xmm4,%xmm0
    3c69:	addss  0x238f(%rip),%xmm0        # 6000 <_fini+0x2e8>
    3c71:	movss  0x20(%rsp),%xmm6
    3c77:	movss  0x10(%rsp),%xmm8
    3c7e:	add    $0x1,%r12d
    3c82:	movaps %xmm6,%xmm4
    3c85:	mulss  %xmm8,%xmm4
    3c8a:	addss  %xmm4,%xmm2
    3c8e:	movaps %xmm2,%xmm4
    3c91:	andps  0x2398(%rip),%xmm4        # 6030 <_fini+0x318>
    3c98:	comiss 0x24(%rsp),%xmm4
    3c9d:	ja     3cd8 <cartpole_policy_rollout+0xdc8>
    3c9f:	movss  0x14(%rsp),%xmm9
    3ca6:	movaps %xmm6,%xmm7
    3ca9:	movaps %xmm9,%xmm4
    3cad:	mulss  %xmm6,%xmm4
    3cb1:	addss  %xmm4,%xmm1
    3cb5:	movaps %xmm1,%xmm4
    3cb8:	andps  0x2371(%rip),%xmm4        # 6030 <_fini+0x318>
    3cbf:	comiss 0x40(%rsp),%xmm4
    3cc4:	ja     3cd8 <cartpole_policy_rollout+0xdc8>
    3cc6:	cmp    %r12d,0x128(%rsp)
    3cce:	jg     4d60 <cartpole_policy_rollout+0x1e50>
    3cd4:	nopl   0x0(%rax)
    3cd8:	mov    0x28(%rsp),%esi
    3cdc:	pxor   %xmm2,%xmm2
    3ce0:	pxor   %xmm0,%xmm0
    3ce4:	add    $0x1,%r13d
    3ce8:	cvtsi2ss %r12d,%xmm0
    3ced:	addss  0x18(%rsp),%xmm0
    3cf3:	pxor   %xmm1,%xmm1
    3cf7:	mov    0x2c(%rsp),%r8d
    3cfc:	xor    %ebx,%esi
    3cfe:	movss  0x30(%rsp),%xmm7
    3d04:	mov    %esi,%edx
    3d06:	shr    $0x10,%edx
    3d09:	movss  %xmm0,0x18(%rsp)
    3d0f:	pxor   %xmm0,%xmm0
    3d13:	xor    %esi,%edx
    3d15:	imul   $0x7feb352d,%edx,%edx
    3d1b:	mov    %edx,%esi
    3d1d:	shr    $0xf,%esi
    3d20:	xor    %esi,%edx
    3d22:	imul   $0x846ca68b,%edx,%edx
    3d28:	mov    %edx,%esi
    3d2a:	shr    $0x10,%esi
    3d2d:	xor    %esi,%edx
    3d2f:	mov    0x38(%rsp),%esi
    3d33:	shr    $0x8,%edx
    3d36:	xor    %ebx,%esi
    3d38:	sub    $0x800000,%edx
    3d3e:	cvtsi2ss %edx,%xmm2
    3d42:	mov    %esi,%edx
    3d44:	shr    $0x10,%edx
    3d47:	xor    %esi,%edx
    3d49:	imul   $0x7feb352d,%edx,%edx
    3d4f:	mulss  %xmm7,%xmm2
    3d53:	mov    %edx,%esi
    3d55:	shr    $0xf,%esi
    3d58:	xor    %esi,%edx
    3d5a:	imul   $0x846ca68b,%edx,%edx
    3d60:	mov    %edx,%esi
    3d62:	shr    $0x10,%esi
    3d65:	xor    %esi,%edx
    3d67:	mov    0x3c(%rsp),%esi
    3d6b:	shr    $0x8,%edx
    3d6e:	xor    %ebx,%esi
    3d70:	sub    $0x800000,%edx
    3d76:	cvtsi2ss %edx,%xmm0
    3d7a:	mov    %esi,%edx
    3d7c:	shr    $0x10,%edx
    3d7f:	xor    %esi,%edx
    3d81:	imul   $0x7feb352d,%edx,%edx
    3d87:	mulss  %xmm7,%xmm0
    3d8b:	mov    %edx,%esi
    3d8d:	shr    $0xf,%esi
    3d90:	xor    %esi,%edx
    3d92:	imul   $0x846ca68b,%edx,%edx
    3d98:	movss  %xmm0,0x10(%rsp)
    3d9e:	pxor   %xmm0,%xmm0
    3da2:	mov    %edx,%esi
    3da4:	shr    $0x10,%esi
    3da7:	xor    %esi,%edx
    3da9:	shr    $0x8,%edx
    3dac:	xor    %ebx,%r8d
    3daf:	xor    %r12d,%r12d
    3db2:	sub    $0x800000,%edx
    3db8:	cvtsi2ss %edx,%xmm1
    3dbc:	mov    %r8d,%edx
    3dbf:	shr    $0x10,%edx
    3dc2:	xor    %r8d,%edx
    3dc5:	imul   $0x7feb352d,%edx,%edx
    3dcb:	mulss  %xmm7,%xmm1
    3dcf:	mov    %edx,%esi
    3dd1:	shr    $0xf,%esi
    3dd4:	xor    %esi,%edx
    3dd6:	imul   $0x846ca68b,%edx,%edx
    3ddc:	mov    %edx,%esi
    3dde:	shr    $0x10,%esi
    3de1:	xor    %esi,%edx
    3de3:	shr    $0x8,%edx
    3de6:	sub    $0x800000,%edx
    3dec:	cvtsi2ss %edx,%xmm0
    3df0:	mulss  %xmm7,%xmm0
    3df4:	movss  %xmm0,0x14(%rsp)
    3dfa:	movss  0x10(%rsp),%xmm3
    3e00:	mulss  0x4(%r15),%xmm3
    3e06:	movaps %xmm2,%xmm0
    3e09:	movss  %xmm2,0x50(%rsp)
    3e0f:	mulss  (%r15),%xmm0
    3e14:	movss  %xmm1,0x48(%rsp)
    3e1a:	mov    0x4(%r14),%ebx
    3e1e:	lea    0x4(%r14),%rbp
    3e22:	addss  0x10(%r15),%xmm0
    3e28:	addss  %xmm3,%xmm0
    3e2c:	movaps %xmm1,%xmm3
    3e2f:	mulss  0x8(%r15),%xmm3
    3e35:	addss  %xmm3,%xmm0
    3e39:	movss  0x14(%rsp),%xmm3
    3e3f:	mulss  0xc(%r15),%xmm3
    3e45:	addss  %xmm3,%xmm0
    3e49:	call   1050 <tanhf@plt>
    3e4e:	mulss  0x20(%r15),%xmm0
    3e54:	movss  0x50(%r15),%xmm6
    3e5a:	addss  0x30(%r15),%xmm0
    3e60:	movss  0x54(%r15),%xmm5
    3e66:	movss  %xmm6,(%rsp)
    3e6b:	movss  %xmm5,0x1c(%rsp)
    3e71:	call   1050 <tanhf@plt>
    3e76:	movss  0x44(%r15),%xmm3
    3e7c:	mov    0x138(%rsp),%r8d
    3e84:	movss  0x48(%rsp),%xmm1
    3e8a:	movss  0x50(%rsp),%xmm2
    3e90:	mulss  %xmm0,%xmm3
    3e94:	test   %r8d,%r8d
    3e97:	mulss  0x40(%r15),%xmm0
    3e9d:	addss  0x1c(%rsp),%xmm3
    3ea3:	addss  (%rsp),%xmm0
    3ea8:	subss  %xmm0,%xmm3
    3eac:	je     4898 <cartpole_policy_rollout+0x1988>
    3eb2:	pxor   %xmm0,%xmm0
    3eb6:	movss  0x2182(%rip),%xmm5        # 6040 <_fini+0x328>
    3ebe:	comiss %xmm0,%xmm3
    3ec1:	jbe    492d <cartpole_policy_rollout+0x1a1d>
    3ec7:	movss  0x34(%rsp),%xmm3
    3ecd:	movss  0x212f(%rip),%xmm6        # 6004 <_fini+0x2ec>
    3ed5:	movaps %xmm1,%xmm0
    3ed8:	andps  0x2151(%rip),%xmm0        # 6030 <_fini+0x318>
    3edf:	comiss %xmm0,%xmm6
    3ee2:	jb     4ae8 <cartpole_policy_rollout+0x1bd8>
    3ee8:	movaps %xmm1,%xmm4
    3eeb:	movss  0x2115(%rip),%xmm0        # 6008 <_fini+0x2f0>
    3ef3:	movss  0x2111(%rip),%xmm5        # 600c <_fini+0x2f4>
    3efb:	mulss  %xmm1,%xmm4
    3eff:	movss  0x2111(%rip),%xmm6        # 6018 <_fini+0x300>
    3f07:	mulss  %xmm4,%xmm0
    3f0b:	addss  %xmm5,%xmm0
    3f0f:	movss  0x20f9(%rip),%xmm5        # 6010 <_fini+0x2f8>
    3f17:	mulss  %xmm4,%xmm0
    3f1b:	subss  %xmm5,%xmm0
    3f1f:	mulss  %xmm4,%xmm0
    3f23:	mulss  %xmm1,%xmm0
    3f27:	movaps %xmm0,%xmm5
    3f2a:	movss  0x20e2(%rip),%xmm0        # 6014 <_fini+0x2fc>
    3f32:	addss  %xmm1,%xmm5
    3f36:	mulss  %xmm4,%xmm0
    3f3a:	subss  %xmm6,%xmm0
    3f3e:	movss  0x20d6(%rip),%xmm6        # 601c <_fini+0x304>
    3f46:	mulss  %xmm4,%xmm0
    3f4a:	addss  %xmm6,%xmm0
    3f4e:	movss  0x20ca(%rip),%xmm6        # 6020 <_fini+0x308>
    3f56:	mulss  %xmm4,%xmm0
    3f5a:	mulss  %xmm4,%xmm0
    3f5e:	mulss  %xmm6,%xmm4
    3f62:	subss  %xmm4,%xmm0
    3f66:	addss  0x2092(%rip),%xmm0        # 6000 <_fini+0x2e8>
    3f6e:	movss  0x20(%rsp),%xmm4
    3f74:	mulss  0x10(%rsp),%xmm4
    3f7a:	add    $0x1,%r12d
    3f7e:	addss  %xmm4,%xmm2
    3f82:	movaps %xmm2,%xmm4
    3f85:	andps  0x20a4(%rip),%xmm4        # 6030 <_fini+0x318>
    3f8c:	comiss 0x24(%rsp),%xmm4
    3f91:	ja     3fd0 <cartpole_policy_rollout+0x10c0>
    3f93:	movss  0x14(%rsp),%xmm6
    3f99:	movss  0x20(%rsp),%xmm11
    3fa0:	movaps %xmm6,%xmm4
    3fa3:	mulss  %xmm11,%xmm4
    3fa8:	addss  %xmm4,%xmm1
    3fac:	movaps %xmm1,%xmm4
    3faf:	andps  0x207a(%rip),%xmm4        # 6030 <_fini+0x318>
    3fb6:	comiss 0x40(%rsp),%xmm4
    3fbb:	ja     3fd0 <cartpole_policy_rollout+0x10c0>
    3fbd:	cmp    %r12d,0x128(%rsp)
    3fc5:	jg     4cb0 <cartpole_policy_rollout+0x1da0>
    3fcb:	nopl   0x0(%rax,%rax,1)
    3fd0:	mov    0x28(%rsp),%esi
    3fd4:	pxor   %xmm2,%xmm2
    3fd8:	pxor   %xmm0,%xmm0
    3fdc:	add    $0x1,%r13d
    3fe0:	cvtsi2ss %r12d,%xmm0
    3fe5:	addss  0x18(%rsp),%xmm0
    3feb:	pxor   %xmm1,%xmm1
    3fef:	mov    0x2c(%rsp),%r8d
    3ff4:	xor    %ebx,%esi
    3ff6:	movss  0x30(%rsp),%xmm7
    3ffc:	mov    %esi,%edx
    3ffe:	shr    $0x10,%edx
    4001:	movss  %xmm0,0x18(%rsp)
    4007:	pxor   %xmm0,%xmm0
    400b:	xor    %esi,%edx
    400d:	imul   $0x7feb352d,%edx,%edx
    4013:	mov    %edx,%esi
    4015:	shr    $0xf,%esi
    4018:	xor    %esi,%edx
    401a:	imul   $0x846ca68b,%edx,%edx
    4020:	mov    %edx,%esi
    4022:	shr    $0x10,%esi
    4025:	xor    %esi,%edx
    4027:	mov    0x38(%rsp),%esi
    402b:	shr    $0x8,%edx
    402e:	xor    %ebx,%esi
    4030:	sub    $0x800000,%edx
    4036:	cvtsi2ss %edx,%xmm2
    403a:	mov    %esi,%edx
    403c:	shr    $0x10,%edx
    403f:	xor    %esi,%edx
    4041:	imul   $0x7feb352d,%edx,%edx
    4047:	mulss  %xmm7,%xmm2
    404b:	mov    %edx,%esi
    404d:	shr    $0xf,%esi
    4050:	xor    %esi,%edx
    4052:	imul   $0x846ca68b,%edx,%edx
    4058:	mov    %edx,%esi
    405a:	shr    $0x10,%esi
    405d:	xor    %esi,%edx
    405f:	mov    0x3c(%rsp),%esi
    4063:	shr    $0x8,%edx
    4066:	xor    %ebx,%esi
    4068:	sub    $0x800000,%edx
    406e:	cvtsi2ss %edx,%xmm0
    4072:	mov    %esi,%edx
    4074:	shr    $0x10,%edx
    4077:	xor    %esi,%edx
    4079:	imul   $0x7feb352d,%edx,%edx
    407f:	mulss  %xmm7,%xmm0
    4083:	mov    %edx,%esi
    4085:	shr    $0xf,%esi
    4088:	xor    %esi,%edx
    408a:	imul   $0x846ca68b,%edx,%edx
    4090:	movss  %xmm0,0x10(%rsp)
    4096:	pxor   %xmm0,%xmm0
    409a:	mov    %edx,%esi
    409c:	shr    $0x10,%esi
    409f:	xor    %esi,%edx
    40a1:	shr    $0x8,%edx
    40a4:	xor    %ebx,%r8d
    40a7:	xor    %r12d,%r12d
    40aa:	sub    $0x800000,%edx
    40b0:	cvtsi2ss %edx,%xmm1
    40b4:	mov    %r8d,%edx
    40b7:	shr    $0x10,%edx
    40ba:	xor    %r8d,%edx
    40bd:	imul   $0x7feb352d,%edx,%edx
    40c3:	mulss  %xmm7,%xmm1
    40c7:	mov    %edx,%esi
    40c9:	shr    $0xf,%esi
    40cc:	xor    %esi,%edx
    40ce:	imul   $0x846ca68b,%edx,%edx
    40d4:	mov    %edx,%esi
    40d6:	shr    $0x10,%esi
    40d9:	xor    %esi,%edx
    40db:	shr    $0x8,%edx
    40de:	sub    $0x800000,%edx
    40e4:	cvtsi2ss %edx,%xmm0
    40e8:	mulss  %xmm7,%xmm0
    40ec:	movss  %xmm0,0x14(%rsp)
    40f2:	movss  0x10(%rsp),%xmm3
    40f8:	mulss  0x4(%r15),%xmm3
    40fe:	movaps %xmm2,%xmm0
    4101:	movss  %xmm1,0x48(%rsp)
    4107:	mulss  (%r15),%xmm0
    410c:	movss  %xmm2,0x50(%rsp)
    4112:	mov    0x4(%rbp),%ebx
    4115:	addss  0x10(%r15),%xmm0
    411b:	addss  %xmm3,%xmm0
    411f:	movaps %xmm1,%xmm3
    4122:	mulss  0x8(%r15),%xmm3
    4128:	addss  %xmm3,%xmm0
    412c:	movss  0x14(%rsp),%xmm3
    4132:	mulss  0xc(%r15),%xmm3
    4138:	addss  %xmm3,%xmm0
    413c:	call   1050 <tanhf@plt>
    4141:	mulss  0x20(%r15),%xmm0
    4147:	movss  0x50(%r15),%xmm2
    414d:	addss  0x30(%r15),%xmm0
    4153:	movss  0x54(%r15),%xmm5
    4159:	movss  %xmm2,(%rsp)
    415e:	movss  %xmm5,0x1c(%rsp)
    4164:	call   1050 <tanhf@plt>
    4169:	movss  0x44(%r15),%xmm3
    416f:	mov    0x138(%rsp),%edx
    4176:	movss  0x48(%rsp),%xmm1
    417c:	movss  0x50(%rsp),%xmm2
    4182:	mulss  %xmm0,%xmm3
    4186:	test   %edx,%edx
    4188:	mulss  0x40(%r15),%xmm0
    418e:	addss  0x1c(%rsp),%xmm3
    4194:	addss  (%rsp),%xmm0
    4199:	subss  %xmm0,%xmm3
    419d:	je     47f0 <cartpole_policy_rollout+0x18e0>
    41a3:	pxor   %xmm0,%xmm0
    41a7:	movss  0x1e91(%rip),%xmm5        # 6040 <_fini+0x328>
    41af:	comiss %xmm0,%xmm3
    41b2:	jbe    4885 <cartpole_policy_rollout+0x1975>
    41b8:	movss  0x34(%rsp),%xmm3
    41be:	movss  0x1e3e(%rip),%xmm7        # 6004 <_fini+0x2ec>
    41c6:	movaps %xmm1,%xmm0
    41c9:	andps  0x1e60(%rip),%xmm0        # 6030 <_fini+0x318>
    41d0:	comiss %xmm0,%xmm7
    41d3:	jb     4a38 <cartpole_policy_rollout+0x1b28>
    41d9:	movaps %xmm1,%xmm4
    41dc:	movss  0x1e24(%rip),%xmm0        # 6008 <_fini+0x2f0>
    41e4:	movss  0x1e20(%rip),%xmm5        # 600c <_fini+0x2f4>
    41ec:	mulss  %xmm1,%xmm4
    41f0:	movss  0x1e20(%rip),%xmm6        # 6018 <_fini+0x300>
    41f8:	mulss  %xmm4,%xmm0
    41fc:	addss  %xmm5,%xmm0
    4200:	movss  0x1e08(%rip),%xmm5        # 6010 <_fini+0x2f8>
    4208:	mulss  %xmm4,%xmm0
    420c:	subss  %xmm5,%xmm0
    4210:	mulss  %xmm4,%xmm0
    4214:	mulss  %xmm1,%xmm0
    4218:	movaps %xmm0,%xmm5
    421b:	movss  0x1df1(%rip),%xmm0        # 6014 <_fini+0x2fc>
    4223:	addss  %xmm1,%xmm5
    4227:	mulss  %xmm4,%xmm0
    422b:	subss  %xmm6,%xmm0
    422f:	movss  0x1de5(%rip),%xmm6        # 601c <_fini+0x304>
    4237:	mulss  %xmm4,%xmm0
    423b:	addss  %xmm6,%xmm0
    423f:	movss  0x1dd9(%rip),%xmm6        # 6020 <_fini+0x308>
    4247:	mulss  %xmm4,%xmm0
    424b:	mulss  %xmm4,%xmm0
    424f:	mulss  %xmm6,%xmm4
    4253:	subss  %xmm4,%xmm0
    4257:	addss  0x1da1(%rip),%xmm0        # 6000 <_fini+0x2e8>
    425f:	movss  0x20(%rsp),%xmm4
    4265:	mulss  0x10(%rsp),%xmm4
    426b:	add    $0x1,%r12d
    426f:	addss  %xmm4,%xmm2
    4273:	movaps %xmm2,%xmm4
    4276:	andps  0x1db3(%rip),%xmm4        # 6030 <_fini+0x318>
    427d:	comiss 0x24(%rsp),%xmm4
    4282:	ja     42c0 <cartpole_policy_rollout+0x13b0>
    4284:	movss  0x14(%rsp),%xmm6
    428a:	movss  0x20(%rsp),%xmm12
    4291:	movaps %xmm6,%xmm4
    4294:	mulss  %xmm12,%xmm4
    4299:	addss  %xmm4,%xmm1
    429d:	movaps %xmm1,%xmm4
    42a0:	andps  0x1d89(%rip),%xmm4        # 6030 <_fini+0x318>
    42a7:	comiss 0x40(%rsp),%xmm4
    42ac:	ja     42c0 <cartpole_policy_rollout+0x13b0>
    42ae:	cmp    %r12d,0x128(%rsp)
    42b6:	jg     4e10 <cartpole_policy_rollout+0x1f00>
    42bc:	nopl   0x0(%rax)
    42c0:	mov    0x28(%rsp),%esi
    42c4:	pxor   %xmm2,%xmm2
    42c8:	pxor   %xmm0,%xmm0
    42cc:	add    $0x1,%r13d
    42d0:	cvtsi2ss %r12d,%xmm0
    42d5:	addss  0x18(%rsp),%xmm0
    42db:	pxor   %xmm1,%xmm1
    42df:	mov    0x2c(%rsp),%r8d
    42e4:	xor    %ebx,%esi
    42e6:	movss  0x30(%rsp),%xmm6
    42ec:	mov    %esi,%edx
    42ee:	shr    $0x10,%edx
    42f1:	movss  %xmm0,0x18(%rsp)
    42f7:	pxor   %xmm0,%xmm0
    42fb:	xor    %esi,%edx
    42fd:	imul   $0x7feb352d,%edx,%edx
    4303:	mov    %edx,%esi
    4305:	shr    $0xf,%esi
    4308:	xor    %esi,%edx
    430a:	imul   $0x846ca68b,%edx,%edx
    4310:	mov    %edx,%esi
    4312:	shr    $0x10,%esi
    4315:	xor    %esi,%edx
    4317:	mov    0x38(%rsp),%esi
    431b:	shr    $0x8,%edx
    431e:	xor    %ebx,%esi
    4320:	sub    $0x800000,%edx
    4326:	cvtsi2ss %edx,%xmm2
    432a:	mov    %esi,%edx
    432c:	shr    $0x10,%edx
    432f:	xor    %esi,%edx
    4331:	imul   $0x7feb352d,%edx,%edx
    4337:	mulss  %xmm6,%xmm2
    433b:	mov    %edx,%esi
    433d:	shr    $0xf,%esi
    4340:	xor    %esi,%edx
    4342:	imul   $0x846ca68b,%edx,%edx
    4348:	mov    %edx,%esi
    434a:	shr    $0x10,%esi
    434d:	xor    %esi,%edx
    434f:	mov    0x3c(%rsp),%esi
    4353:	shr    $0x8,%edx
    4356:	xor    %ebx,%esi
    4358:	sub    $0x800000,%edx
    435e:	cvtsi2ss %edx,%xmm0
    4362:	mov    %esi,%edx
    4364:	shr    $0x10,%edx
    4367:	xor    %esi,%edx
    4369:	imul   $0x7feb352d,%edx,%edx
    436f:	mulss  %xmm6,%xmm0
    4373:	mov    %edx,%esi
    4375:	shr    $0xf,%esi
    4378:	xor    %esi,%edx
    437a:	imul   $0x846ca68b,%edx,%edx
    4380:	movss  %xmm0,0x10(%rsp)
    4386:	pxor   %xmm0,%xmm0
    438a:	mov    %edx,%esi
    438c:	shr    $0x10,%esi
    438f:	xor    %esi,%edx
    4391:	shr    $0x8,%edx
    4394:	xor    %ebx,%r8d
    4397:	xor    %r12d,%r12d
    439a:	sub    $0x800000,%edx
    43a0:	cvtsi2ss %edx,%xmm1
    43a4:	mov    %r8d,%edx
    43a7:	shr    $0x10,%edx
    43aa:	xor    %r8d,%edx
    43ad:	imul   $0x7feb352d,%edx,%edx
    43b3:	mulss  %xmm6,%xmm1
    43b7:	mov    %edx,%esi
    43b9:	shr    $0xf,%esi
    43bc:	xor    %esi,%edx
    43be:	imul   $0x846ca68b,%edx,%edx
    43c4:	mov    %edx,%esi
    43c6:	shr    $0x10,%esi
    43c9:	xor    %esi,%edx
    43cb:	shr    $0x8,%edx
    43ce:	sub    $0x800000,%edx
    43d4:	cvtsi2ss %edx,%xmm0
    43d8:	mulss  %xmm6,%xmm0
    43dc:	movss  %xmm0,0x14(%rsp)
    43e2:	movss  0x10(%rsp),%xmm3
    43e8:	mulss  0x4(%r15),%xmm3
    43ee:	movaps %xmm2,%xmm0
    43f1:	movss  %xmm1,0x48(%rsp)
    43f7:	mulss  (%r15),%xmm0
    43fc:	movss  %xmm2,0x50(%rsp)
    4402:	mov    0x8(%rbp),%ebx
    4405:	addss  0x10(%r15),%xmm0
    440b:	addss  %xmm3,%xmm0
    440f:	movaps %xmm1,%xmm3
    4412:	mulss  0x8(%r15),%xmm3
    4418:	addss  %xmm3,%xmm0
    441c:	movss  0x14(%rsp),%xmm3
    4422:	mulss  0xc(%r15),%xmm3
    4428:	addss  %xmm3,%xmm0
    442c:	call   1050 <tanhf@plt>
    4431:	mulss  0x20(%r15),%xmm0
    4437:	movss  0x50(%r15),%xmm2
    443d:	addss  0x30(%r15),%xmm0
    4443:	movss  0x54(%r15),%xmm6
    4449:	movss  %xmm2,(%rsp)
    444e:	movss  %xmm6,0x1c(%rsp)
    4454:	call   1050 <tanhf@plt>
    4459:	movss  0x44(%r15),%xmm3
    445f:	mov    0x138(%rsp),%eax
    4466:	movss  0x48(%rsp),%xmm1
    446c:	movss  0x50(%rsp),%xmm2
    4472:	mulss  %xmm0,%xmm3
    4476:	test   %eax,%eax
    4478:	mulss  0x40(%r15),%xmm0
    447e:	addss  0x1c(%rsp),%xmm3
    4484:	addss  (%rsp),%xmm0
    4489:	subss  %xmm0,%xmm3
    448d:	je     4748 <cartpole_policy_rollout+0x1838>
    4493:	pxor   %xmm0,%xmm0
    4497:	movss  0x1ba1(%rip),%xmm5        # 6040 <_fini+0x328>
    449f:	comiss %xmm0,%xmm3
    44a2:	jbe    47dd <cartpole_policy_rollout+0x18cd>
    44a8:	movss  0x34(%rsp),%xmm3
    44ae:	movss  0x1b4e(%rip),%xmm7        # 6004 <_fini+0x2ec>
    44b6:	movaps %xmm1,%xmm0
    44b9:	andps  0x1b70(%rip),%xmm0        # 6030 <_fini+0x318>
    44c0:	comiss %xmm0,%xmm7
    44c3:	jb     49e0 <cartpole_policy_rollout+0x1ad0>
    44c9:	movaps %xmm1,%xmm4
    44cc:	movss  0x1b34(%rip),%xmm0        # 6008 <_fini+0x2f0>
    44d4:	movss  0x1b30(%rip),%xmm5        # 600c <_fini+0x2f4>
    44dc:	mulss  %xmm1,%xmm4
    44e0:	movss  0x1b30(%rip),%xmm6        # 6018 <_fini+0x300>
    44e8:	mulss  %xmm4,%xmm0
    44ec:	addss  %xmm5,%xmm0
    44f0:	movss  0x1b18(%rip),%xmm5        # 6010 <_fini+0x2f8>
    44f8:	mulss  %xmm4,%xmm0
    44fc:	subss  %xmm5,%xmm0
    4500:	mulss  %xmm4,%xmm0
    4504:	mulss  %xmm1,%xmm0
    4508:	movaps %xmm0,%xmm5
    450b:	movss  0x1b01(%rip),%xmm0        # 6014 <_fini+0x2fc>
    4513:	addss  %xmm1,%xmm5
    4517:	mulss  %xmm4,%xmm0
    451b:	subss  %xmm6,%xmm0
    451f:	movss  0x1af5(%rip),%xmm6        # 601c <_fini+0x304>
    4527:	mulss  %xmm4,%xmm0
    452b:	addss  %xmm6,%xmm0
    452f:	movss  0x1ae9(%rip),%xmm6        # 6020 <_fini+0x308>
    4537:	mulss  %xmm4,%xmm0
    453b:	mulss  %xmm4,%xmm0
    453f:	mulss  %xmm6,%xmm4
    4543:	subss  %xmm4,%xmm0
    4547:	addss  0x1ab1(%rip),%xmm0        # 6000 <_fini+0x2e8>
    454f:	movss  0x20(%rsp),%xmm4
    4555:	mulss  0x10(%rsp),%xmm4
    455b:	add    $0x1,%r12d
    455f:	addss  %xmm4,%xmm2
    4563:	movaps %xmm2,%xmm4
    4566:	andps  0x1ac3(%rip),%xmm4        # 6030 <_fini+0x318>
    456d:	comiss 0x24(%rsp),%xmm4
    4572:	ja     45b0 <cartpole_policy_rollout+0x16a0>
    4574:	movss  0x14(%rsp),%xmm6
    457a:	movss  0x20(%rsp),%xmm13
    4581:	movaps %xmm6,%xmm4
    4584:	mulss  %xmm13,%xmm4
    4589:	addss  %xmm4,%xmm1
    458d:	movaps %xmm1,%xmm4
    4590:	andps  0x1a99(%rip),%xmm4        # 6030 <_fini+0x318>
    4597:	comiss 0x40(%rsp),%xmm4
    459c:	ja     45b0 <cartpole_policy_rollout+0x16a0>
    459e:	cmp    %r12d,0x128(%rsp)
    45a6:	jg     4bf8 <cartpole_policy_rollout+0x1ce8>
    45ac:	nopl   0x0(%rax)
    45b0:	mov    0x28(%rsp),%esi
    45b4:	pxor   %xmm2,%xmm2
    45b8:	pxor   %xmm0,%xmm0
    45bc:	add    $0x1,%r13d
    45c0:	cvtsi2ss %r12d,%xmm0
    45c5:	addss  0x18(%rsp),%xmm0
    45cb:	pxor   %xmm1,%xmm1
    45cf:	mov    0x2c(%rsp),%r8d
    45d4:	xor    %ebx,%esi
    45d6:	movss  0x30(%rsp),%xmm7
    45dc:	mov    %esi,%edx
    45de:	shr    $0x10,%edx
    45e1:	movss  %xmm0,0x18(%rsp)
    45e7:	pxor   %xmm0,%xmm0
    45eb:	xor    %esi,%edx
    45ed:	imul   $0x7feb352d,%edx,%edx
    45f3:	mov    %edx,%esi
    45f5:	shr    $0xf,%esi
    45f8:	xor    %esi,%edx
    45fa:	imul   $0x846ca68b,%edx,%edx
    4600:	mov    %edx,%esi
    4602:	shr    $0x10,%esi
    4605:	xor    %esi,%edx
    4607:	mov    0x38(%rsp),%esi
    460b:	shr    $0x8,%edx
    460e:	xor    %ebx,%esi
    4610:	sub    $0x800000,%edx
    4616:	cvtsi2ss %edx,%xmm2
    461a:	mov    %esi,%edx
    461c:	shr    $0x10,%edx
    461f:	xor    %esi,%edx
    4621:	imul   $0x7feb352d,%edx,%edx
    4627:	mulss  %xmm7,%xmm2
    462b:	mov    %edx,%esi
    462d:	shr    $0xf,%esi
    4630:	xor    %esi,%edx
    4632:	imul   $0x846ca68b,%edx,%edx
    4638:	mov    %edx,%esi
    463a:	shr    $0x10,%esi
    463d:	xor    %esi,%edx
    463f:	mov    0x3c(%rsp),%esi
    4643:	shr    $0x8,%edx
    4646:	xor    %ebx,%esi
    4648:	sub    $0x800000,%edx
    464e:	cvtsi2ss %edx,%xmm0
    4652:	mov    %esi,%edx
    4654:	shr    $0x10,%edx
    4657:	xor    %esi,%edx
    4659:	imul   $0x7feb352d,%edx,%edx
    465f:	mulss  %xmm7,%xmm0
    4663:	mov    %edx,%esi
    4665:	shr    $0xf,%esi
    4668:	xor    %esi,%edx
    466a:	imul   $0x846ca68b,%edx,%edx
    4670:	movss  %xmm0,0x10(%rsp)
    4676:	pxor   %xmm0,%xmm0
    467a:	mov    %edx,%esi
    467c:	shr    $0x10,%esi
    467f:	xor    %esi,%edx
    4681:	shr    $0x8,%edx
    4684:	xor    %ebx,%r8d
    4687:	xor    %r12d,%r12d
    468a:	sub    $0x800000,%edx
    4690:	cvtsi2ss %edx,%xmm1
    4694:	mov    %r8d,%edx
    4697:	shr    $0x10,%edx
    469a:	xor    %r8d,%edx
    469d:	imul   $0x7feb352d,%edx,%edx
    46a3:	mulss  %xmm7,%xmm1
    46a7:	mov    %edx,%esi
    46a9:	shr    $0xf,%esi
    46ac:	xor    %esi,%edx
    46ae:	imul   $0x846ca68b,%edx,%edx
    46b4:	mov    %edx,%esi
    46b6:	shr    $0x10,%esi
    46b9:	xor    %esi,%edx
    46bb:	shr    $0x8,%edx
    46be:	sub    $0x800000,%edx
    46c4:	cvtsi2ss %edx,%xmm0
    46c8:	mulss  %xmm7,%xmm0
    46cc:	movss  %xmm0,0x14(%rsp)
    46d2:	lea    0xc(%rbp),%r14
    46d6:	cmp    %r14,0x58(%rsp)
    46db:	jne    3aff <cartpole_policy_rollout+0xbef>
    46e1:	mov    %r12d,%r14d
    46e4:	mov    0x60(%rsp),%rax
    46e9:	movss  %xmm2,(%rax)
    46ed:	mov    0x68(%rsp),%rax
    46f2:	movss  0x10(%rsp),%xmm2
    46f8:	movss  %xmm2,(%rax)
    46fc:	mov    0x70(%rsp),%rax
    4701:	movss  0x18(%rsp),%xmm2
    4707:	movss  %xmm1,(%rax)
    470b:	mov    0x78(%rsp),%rax
    4710:	movss  0x14(%rsp),%xmm1
    4716:	movss  %xmm1,(%rax)
    471a:	mov    0x80(%rsp),%rax
    4722:	mov    %r14d,(%rax)
    4725:	mov    0x88(%rsp),%rax
    472d:	mov    %r13d,(%rax)
    4730:	mov    0x90(%rsp),%rax
    4738:	movss  %xmm2,(%rax)
    473c:	jmp    2f53 <cartpole_policy_rollout+0x43>
    4741:	nopl   0x0(%rax)
    4748:	mov    0x44(%rsp),%edi
    474c:	movss  0x18ec(%rip),%xmm5        # 6040 <_fini+0x328>
    4754:	movss  %xmm2,0x50(%rsp)
    475a:	xorps  %xmm5,%xmm3
    475d:	movss  %xmm1,0x48(%rsp)
    4763:	xor    %ebx,%edi
    4765:	movaps %xmm3,%xmm0
    4768:	movaps %xmm5,(%rsp)
    476c:	mov    %edi,%esi
    476e:	shr    $0x10,%esi
    4771:	xor    %edi,%esi
    4773:	imul   $0x7feb352d,%esi,%esi
    4779:	mov    %esi,%edi
    477b:	shr    $0xf,%edi
    477e:	xor    %edi,%esi
    4780:	imul   $0x846ca68b,%esi,%esi
    4786:	mov    %esi,%r14d
    4789:	mov    %esi,0x1c(%rsp)
    478d:	call   1080 <expf@plt>
    4792:	mov    0x1c(%rsp),%esi
    4796:	shr    $0x10,%r14d
    479a:	addss  0x185e(%rip),%xmm0        # 6000 <_fini+0x2e8>
    47a2:	movss  0x1856(%rip),%xmm3        # 6000 <_fini+0x2e8>
    47aa:	pxor   %xmm4,%xmm4
    47ae:	movaps (%rsp),%xmm5
    47b2:	xor    %r14d,%esi
    47b5:	movss  0x48(%rsp),%xmm1
    47bb:	movss  0x50(%rsp),%xmm2
    47c1:	divss  %xmm0,%xmm3
    47c5:	shr    $0x8,%esi
    47c8:	cvtsi2ss %esi,%xmm4
    47cc:	mulss  0x1850(%rip),%xmm4        # 6024 <_fini+0x30c>
    47d4:	comiss %xmm4,%xmm3
    47d7:	ja     44a8 <cartpole_policy_rollout+0x1598>
    47dd:	movss  0x34(%rsp),%xmm3
    47e3:	xorps  %xmm5,%xmm3
    47e6:	jmp    44ae <cartpole_policy_rollout+0x159e>
    47eb:	nopl   0x0(%rax,%rax,1)
    47f0:	mov    0x44(%rsp),%edi
    47f4:	movss  0x1844(%rip),%xmm5        # 6040 <_fini+0x328>
    47fc:	movss  %xmm2,0x50(%rsp)
    4802:	xorps  %xmm5,%xmm3
    4805:	movss  %xmm1,0x48(%rsp)
    480b:	xor    %ebx,%edi
    480d:	movaps %xmm3,%xmm0
    4810:	movaps %xmm5,(%rsp)
    4814:	mov    %edi,%esi
    4816:	shr    $0x10,%esi
    4819:	xor    %edi,%esi
    481b:	imul   $0x7feb352d,%esi,%esi
    4821:	mov    %esi,%edi
    4823:	shr    $0xf,%edi
    4826:	xor    %edi,%esi
    4828:	imul   $0x846ca68b,%esi,%esi
    482e:	mov    %esi,%r14d
    4831:	mov    %esi,0x1c(%rsp)
    4835:	call   1080 <expf@plt>
    483a:	mov    0x1c(%rsp),%esi
    483e:	shr    $0x10,%r14d
    4842:	addss  0x17b6(%rip),%xmm0        # 6000 <_fini+0x2e8>
    484a:	movss  0x17ae(%rip),%xmm3        # 6000 <_fini+0x2e8>
    4852:	pxor   %xmm4,%xmm4
    4856:	movaps (%rsp),%xmm5
    485a:	xor    %r14d,%esi
    485d:	movss  0x48(%rsp),%xmm1
    4863:	movss  0x50(%rsp),%xmm2
    4869:	divss  %xmm0,%xmm3
    486d:	shr    $0x8,%esi
    4870:	cvtsi2ss %esi,%xmm4
    4874:	mulss  0x17a8(%rip),%xmm4        # 6024 <_fini+0x30c>
    487c:	comiss %xmm4,%xmm3
    487f:	ja     41b8 <cartpole_policy_rollout+0x12a8>
    4885:	movss  0x34(%rsp),%xmm3
    488b:	xorps  %xmm5,%xmm3
    488e:	jmp    41be <cartpole_policy_rollout+0x12ae>
    4893:	nopl   0x0(%rax,%rax,1)
    4898:	mov    0x44(%rsp),%edi
    489c:	movss  0x179c(%rip),%xmm5        # 6040 <_fini+0x328>
    48a4:	movss  %xmm2,0x50(%rsp)
    48aa:	xorps  %xmm5,%xmm3
    48ad:	movss  %xmm1,0x48(%rsp)
    48b3:	xor    %ebx,%edi
    48b5:	movaps %xmm3,%xmm0
    48b8:	movaps %xmm5,(%rsp)
    48bc:	mov    %edi,%esi
    48be:	shr    $0x10,%esi
    48c1:	xor    %edi,%esi
    48c3:	imul   $0x7feb352d,%esi,%esi
    48c9:	mov    %esi,%edi
    48cb:	shr    $0xf,%edi
    48ce:	xor    %edi,%esi
    48d0:	imul   $0x846ca68b,%esi,%esi
    48d6:	mov    %esi,%r14d
    48d9:	mov    %esi,0x1c(%rsp)
    48dd:	call   1080 <expf@plt>
    48e2:	mov    0x1c(%rsp),%esi
    48e6:	shr    $0x10,%r14d
    48ea:	addss  0x170e(%rip),%xmm0        # 6000 <_fini+0x2e8>
    48f2:	movss  0x1706(%rip),%xmm3        # 6000 <_fini+0x2e8>
    48fa:	pxor   %xmm4,%xmm4
    48fe:	movaps (%rsp),%xmm5
    4902:	xor    %r14d,%esi
    4905:	movss  0x48(%rsp),%xmm1
    490b:	movss  0x50(%rsp),%xmm2
    4911:	divss  %xmm0,%xmm3
    4915:	shr    $0x8,%esi
    4918:	cvtsi2ss %esi,%xmm4
    491c:	mulss  0x1700(%rip),%xmm4        # 6024 <_fini+0x30c>
    4924:	comiss %xmm4,%xmm3
    4927:	ja     3ec7 <cartpole_policy_rollout+0xfb7>
    492d:	movss  0x34(%rsp),%xmm3
    4933:	xorps  %xmm5,%xmm3
    4936:	jmp    3ecd <cartpole_policy_rollout+0xfbd>
    493b:	nopl   0x0(%rax,%rax,1)
    4940:	mov    0x44(%rsp),%edi
    4944:	movss  0x16f4(%rip),%xmm5        # 6040 <_fini+0x328>
    494c:	movss  %xmm2,0x50(%rsp)
    4952:	xorps  %xmm5,%xmm3
    4955:	movss  %xmm1,0x48(%rsp)
    495b:	xor    %ebx,%edi
    495d:	movaps %xmm3,%xmm0
    4960:	movaps %xmm5,(%rsp)
    4964:	mov    %edi,%esi
    4966:	shr    $0x10,%esi
    4969:	xor    %edi,%esi
    496b:	imul   $0x7feb352d,%esi,%esi
    4971:	mov    %esi,%edi
    4973:	shr    $0xf,%edi
    4976:	xor    %edi,%esi
    4978:	imul   $0x846ca68b,%esi,%esi
    497e:	mov    %esi,%ebp
    4980:	mov    %esi,0x1c(%rsp)
    4984:	call   1080 <expf@plt>
    4989:	mov    0x1c(%rsp),%esi
    498d:	shr    $0x10,%ebp
    4990:	pxor   %xmm4,%xmm4
    4994:	addss  0x1664(%rip),%xmm0        # 6000 <_fini+0x2e8>
    499c:	movss  0x165c(%rip),%xmm3        # 6000 <_fini+0x2e8>
    49a4:	xor    %ebp,%esi
    49a6:	movaps (%rsp),%xmm5
    49aa:	movss  0x48(%rsp),%xmm1
    49b0:	shr    $0x8,%esi
    49b3:	movss  0x50(%rsp),%xmm2
    49b9:	divss  %xmm0,%xmm3
    49bd:	cvtsi2ss %esi,%xmm4
    49c1:	mulss  0x165b(%rip),%xmm4        # 6024 <_fini+0x30c>
    49c9:	comiss %xmm4,%xmm3
    49cc:	jbe    3bc7 <cartpole_policy_rollout+0xcb7>
    49d2:	movss  0x34(%rsp),%xmm3
    49d8:	jmp    3bd0 <cartpole_policy_rollout+0xcc0>
    49dd:	nopl   (%rax)
    49e0:	movaps %xmm1,%xmm0
    49e3:	lea    0xbc(%rsp),%rsi
    49eb:	lea    0xb8(%rsp),%rdi
    49f3:	movss  %xmm3,0x48(%rsp)
    49f9:	movss  %xmm2,0x1c(%rsp)
    49ff:	movss  %xmm1,(%rsp)
    4a04:	call   1030 <sincosf@plt>
    4a09:	movss  (%rsp),%xmm1
    4a0e:	movss  0xb8(%rsp),%xmm5
    4a17:	movss  0xbc(%rsp),%xmm0
    4a20:	movss  0x1c(%rsp),%xmm2
    4a26:	movss  0x48(%rsp),%xmm3
    4a2c:	jmp    454f <cartpole_policy_rollout+0x163f>
    4a31:	nopl   0x0(%rax)
    4a38:	movaps %xmm1,%xmm0
    4a3b:	lea    0xbc(%rsp),%rsi
    4a43:	lea    0xb8(%rsp),%rdi
    4a4b:	movss  %xmm3,0x48(%rsp)
    4a51:	movss  %xmm2,0x1c(%rsp)
    4a57:	movss  %xmm1,(%rsp)
    4a5c:	call   1030 <sincosf@plt>
    4a61:	movss  (%rsp),%xmm1
    4a66:	movss  0xb8(%rsp),%xmm5
    4a6f:	movss  0xbc(%rsp),%xmm0
    4a78:	movss  0x1c(%rsp),%xmm2
    4a7e:	movss  0x48(%rsp),%xmm3
    4a84:	jmp    425f <cartpole_policy_rollout+0x134f>
    4a89:	nopl   0x0(%rax)
    4a90:	movaps %xmm1,%xmm0
    4a93:	lea    0xbc(%rsp),%rsi
    4a9b:	lea    0xb8(%rsp),%rdi
    4aa3:	movss  %xmm3,0x48(%rsp)
    4aa9:	movss  %xmm2,0x1c(%rsp)
    4aaf:	movss  %xmm1,(%rsp)
    4ab4:	call   1030 <sincosf@plt>
    4ab9:	movss  0x48(%rsp),%xmm3
    4abf:	movss  0x1c(%rsp),%xmm2
    4ac5:	movss  0xb8(%rsp),%xmm5
    4ace:	movss  (%rsp),%xmm1
    4ad3:	movss  0xbc(%rsp),%xmm0
    4adc:	jmp    3c71 <cartpole_policy_rollout+0xd61>
    4ae1:	nopl   0x0(%rax)
    4ae8:	movaps %xmm1,%xmm0
    4aeb:	lea    0xbc(%rsp),%rsi
    4af3:	lea    0xb8(%rsp),%rdi
    4afb:	movss  %xmm3,0x48(%rsp)
    4b01:	movss  %xmm2,0x1c(%rsp)
    4b07:	movss  %xmm1,(%rsp)
    4b0c:	call   1030 <sincosf@plt>
    4b11:	movss  (%rsp),%xmm1
    4b16:	movss  0xb8(%rsp),%xmm5
    4b1f:	movss  0xbc(%rsp),%xmm0
    4b28:	movss  0x1c(%rsp),%xmm2
    4b2e:	movss  0x48(%rsp),%xmm3
    4b34:	jmp    3f6e <cartpole_policy_rollout+0x105e>
    4b39:	nopl   0x0(%rax)
    4b40:	mov    0x44(%rsp),%esi
    4b44:	movss  0x14f4(%rip),%xmm5        # 6040 <_fini+0x328>
    4b4c:	mov    %rax,0x50(%rsp)
    4b51:	xorps  %xmm5,%xmm3
    4b54:	mov    %r8d,0x38(%rsp)
    4b59:	xor    %r8d,%esi
    4b5c:	movaps %xmm3,%xmm0
    4b5f:	movss  %xmm2,0x48(%rsp)
    4b65:	mov    %esi,%edx
    4b67:	movss  %xmm1,0x3c(%rsp)
    4b6d:	shr    $0x10,%edx
    4b70:	movaps %xmm5,(%rsp)
    4b74:	xor    %esi,%edx
    4b76:	imul   $0x7feb352d,%edx,%edx
    4b7c:	mov    %edx,%esi
    4b7e:	shr    $0xf,%esi
    4b81:	xor    %esi,%edx
    4b83:	imul   $0x846ca68b,%edx,%edx
    4b89:	mov    %edx,%ebx
    4b8b:	mov    %edx,0x1c(%rsp)
    4b8f:	call   1080 <expf@plt>
    4b94:	mov    0x1c(%rsp),%edx
    4b98:	shr    $0x10,%ebx
    4b9b:	pxor   %xmm4,%xmm4
    4b9f:	addss  0x1459(%rip),%xmm0        # 6000 <_fini+0x2e8>
    4ba7:	movss  0x1451(%rip),%xmm3        # 6000 <_fini+0x2e8>
    4baf:	xor    %ebx,%edx
    4bb1:	movaps (%rsp),%xmm5
    4bb5:	mov    0x38(%rsp),%r8d
    4bba:	shr    $0x8,%edx
    4bbd:	movss  0x3c(%rsp),%xmm1
    4bc3:	movss  0x48(%rsp),%xmm2
    4bc9:	divss  %xmm0,%xmm3
    4bcd:	cvtsi2ss %edx,%xmm4
    4bd1:	mov    0x50(%rsp),%rax
    4bd6:	mulss  0x1446(%rip),%xmm4        # 6024 <_fini+0x30c>
    4bde:	comiss %xmm4,%xmm3
    4be1:	ja     38b7 <cartpole_policy_rollout+0x9a7>
    4be7:	movss  0x34(%rsp),%xmm3
    4bed:	xorps  %xmm5,%xmm3
    4bf0:	jmp    38bd <cartpole_policy_rollout+0x9ad>
    4bf5:	nopl   (%rax)
    4bf8:	movss  0xa8(%rsp),%xmm10
    4c02:	movaps %xmm6,%xmm4
    4c05:	movaps %xmm6,%xmm7
    4c08:	movss  0xa0(%rsp),%xmm14
    4c12:	mulss  %xmm10,%xmm4
    4c17:	mulss  %xmm6,%xmm4
    4c1b:	movss  0xac(%rsp),%xmm6
    4c24:	mulss  %xmm5,%xmm4
    4c28:	mulss  0x98(%rsp),%xmm5
    4c31:	addss  %xmm4,%xmm3
    4c35:	mulss  %xmm14,%xmm3
    4c3a:	movaps %xmm3,%xmm4
    4c3d:	mulss  %xmm0,%xmm4
    4c41:	subss  %xmm4,%xmm5
    4c45:	movss  0x9c(%rsp),%xmm4
    4c4e:	mulss  %xmm0,%xmm4
    4c52:	mulss  %xmm0,%xmm4
    4c56:	mulss  %xmm14,%xmm4
    4c5b:	subss  %xmm4,%xmm6
    4c5f:	movaps %xmm10,%xmm4
    4c63:	mulss  0xa4(%rsp),%xmm6
    4c6c:	divss  %xmm6,%xmm5
    4c70:	mulss  %xmm5,%xmm4
    4c74:	mulss  %xmm13,%xmm5
    4c79:	mulss  %xmm4,%xmm0
    4c7d:	addss  %xmm7,%xmm5
    4c81:	movss  %xmm5,0x14(%rsp)
    4c87:	mulss  %xmm14,%xmm0
    4c8c:	subss  %xmm0,%xmm3
    4c90:	mulss  %xmm13,%xmm3
    4c95:	addss  0x10(%rsp),%xmm3
    4c9b:	movss  %xmm3,0x10(%rsp)
    4ca1:	jmp    46d2 <cartpole_policy_rollout+0x17c2>
    4ca6:	cs nopw 0x0(%rax,%rax,1)
    4cb0:	movss  0xa8(%rsp),%xmm14
    4cba:	movaps %xmm6,%xmm4
    4cbd:	movaps %xmm6,%xmm7
    4cc0:	movss  0xa0(%rsp),%xmm9
    4cca:	mulss  %xmm14,%xmm4
    4ccf:	mulss  %xmm6,%xmm4
    4cd3:	movss  0xac(%rsp),%xmm6
    4cdc:	mulss  %xmm5,%xmm4
    4ce0:	mulss  0x98(%rsp),%xmm5
    4ce9:	addss  %xmm4,%xmm3
    4ced:	mulss  %xmm9,%xmm3
    4cf2:	movaps %xmm3,%xmm4
    4cf5:	mulss  %xmm0,%xmm4
    4cf9:	subss  %xmm4,%xmm5
    4cfd:	movss  0x9c(%rsp),%xmm4
    4d06:	mulss  %xmm0,%xmm4
    4d0a:	mulss  %xmm0,%xmm4
    4d0e:	mulss  %xmm9,%xmm4
    4d13:	subss  %xmm4,%xmm6
    4d17:	movaps %xmm14,%xmm4
    4d1b:	mulss  0xa4(%rsp),%xmm6
    4d24:	divss  %xmm6,%xmm5
    4d28:	mulss  %xmm5,%xmm4
    4d2c:	mulss  %xmm11,%xmm5
    4d31:	mulss  %xmm4,%xmm0
    4d35:	addss  %xmm7,%xmm5
    4d39:	movss  %xmm5,0x14(%rsp)
    4d3f:	mulss  %xmm9,%xmm0
    4d44:	subss  %xmm0,%xmm3
    4d48:	mulss  %xmm11,%xmm3
    4d4d:	addss  0x10(%rsp),%xmm3
    4d53:	movss  %xmm3,0x10(%rsp)
    4d59:	jmp    40f2 <cartpole_policy_rollout+0x11e2>
    4d5e:	xchg   %ax,%ax
    4d60:	movss  0xa8(%rsp),%xmm14
    4d6a:	movaps %xmm9,%xmm4
    4d6e:	movss  0xa0(%rsp),%xmm15
    4d78:	movss  0xac(%rsp),%xmm6
    4d81:	mulss  %xmm14,%xmm4
    4d86:	mulss  %xmm9,%xmm4
    4d8b:	mulss  %xmm5,%xmm4
    4d8f:	mulss  0x98(%rsp),%xmm5
    4d98:	addss  %xmm4,%xmm3
    4d9c:	mulss  %xmm15,%xmm3
    4da1:	movaps %xmm3,%xmm4
    4da4:	mulss  %xmm0,%xmm4
    4da8:	subss  %xmm4,%xmm5
    4dac:	movss  0x9c(%rsp),%xmm4
    4db5:	mulss  %xmm0,%xmm4
    4db9:	mulss  %xmm0,%xmm4
    4dbd:	mulss  %xmm15,%xmm4
    4dc2:	subss  %xmm4,%xmm6
    4dc6:	movaps %xmm14,%xmm4
    4dca:	mulss  0xa4(%rsp),%xmm6
    4dd3:	divss  %xmm6,%xmm5
    4dd7:	mulss  %xmm5,%xmm4
    4ddb:	mulss  %xmm7,%xmm5
    4ddf:	mulss  %xmm4,%xmm0
    4de3:	addss  %xmm9,%xmm5
    4de8:	movss  %xmm5,0x14(%rsp)
    4dee:	mulss  %xmm15,%xmm0
    4df3:	subss  %xmm0,%xmm3
    4df7:	mulss  %xmm7,%xmm3
    4dfb:	addss  %xmm8,%xmm3
    4e00:	movss  %xmm3,0x10(%rsp)
    4e06:	jmp    3dfa <cartpole_policy_rollout+0xeea>
    4e0b:	nopl   0x0(%rax,%rax,1)
    4e10:	movss  0xa8(%rsp),%xmm14
    4e1a:	movaps %xmm6,%xmm4
    4e1d:	movaps %xmm6,%xmm7
    4e20:	movss  0xa0(%rsp),%xmm15
    4e2a:	mulss  %xmm14,%xmm4
    4e2f:	mulss  %xmm6,%xmm4
    4e33:	movss  0xac(%rsp),%xmm6
    4e3c:	mulss  %xmm5,%xmm4
    4e40:	mulss  0x98(%rsp),%xmm5
    4e49:	addss  %xmm4,%xmm3
    4e4d:	mulss  %xmm15,%xmm3
    4e52:	movaps %xmm3,%xmm4
    4e55:	mulss  %xmm0,%xmm4
    4e59:	subss  %xmm4,%xmm5
    4e5d:	movss  0x9c(%rsp),%xmm4
    4e66:	mulss  %xmm0,%xmm4
    4e6a:	mulss  %xmm0,%xmm4
    4e6e:	mulss  %xmm15,%xmm4
    4e73:	subss  %xmm4,%xmm6
    4e77:	movaps %xmm14,%xmm4
    4e7b:	mulss  0xa4(%rsp),%xmm6
    4e84:	divss  %xmm6,%xmm5
    4e88:	mulss  %xmm5,%xmm4
    4e8c:	mulss  %xmm12,%xmm5
    4e91:	mulss  %xmm4,%xmm0
    4e95:	addss  %xmm7,%xmm5
    4e99:	movss  %xmm5,0x14(%rsp)
    4e9f:	mulss  %xmm15,%xmm0
    4ea4:	subss  %xmm0,%xmm3
    4ea8:	mulss  %xmm12,%xmm3
    4ead:	addss  0x10(%rsp),%xmm3
    4eb3:	movss  %xmm3,0x10(%rsp)
    4eb9:	jmp    43e2 <cartpole_policy_rollout+0x14d2>
    4ebe:	xchg   %ax,%ax
    4ec0:	mov    0x44(%rsp),%esi
    4ec4:	movss  0x1174(%rip),%xmm5        # 6040 <_fini+0x328>
    4ecc:	mov    %rax,0x50(%rsp)
    4ed1:	xorps  %xmm5,%xmm3
    4ed4:	mov    %r8d,0x38(%rsp)
    4ed9:	xor    %r8d,%esi
    4edc:	movaps %xmm3,%xmm0
    4edf:	movss  %xmm2,0x48(%rsp)
    4ee5:	mov    %esi,%edx
    4ee7:	movss  %xmm1,0x3c(%rsp)
    4eed:	shr    $0x10,%edx
    4ef0:	movaps %xmm5,(%rsp)
    4ef4:	xor    %esi,%edx
    4ef6:	imul   $0x7feb352d,%edx,%edx
    4efc:	mov    %edx,%esi
    4efe:	shr    $0xf,%esi
    4f01:	xor    %esi,%edx
    4f03:	imul   $0x846ca68b,%edx,%edx
    4f09:	mov    %edx,%ebx
    4f0b:	mov    %edx,0x1c(%rsp)
    4f0f:	call   1080 <expf@plt>
    4f14:	mov    0x1c(%rsp),%edx
    4f18:	shr    $0x10,%ebx
    4f1b:	pxor   %xmm4,%xmm4
    4f1f:	addss  0x10d9(%rip),%xmm0        # 6000 <_fini+0x2e8>
    4f27:	movss  0x10d1(%rip),%xmm3        # 6000 <_fini+0x2e8>
    4f2f:	xor    %ebx,%edx
    4f31:	movaps (%rsp),%xmm5
    4f35:	mov    0x38(%rsp),%r8d
    4f3a:	shr    $0x8,%edx
    4f3d:	movss  0x3c(%rsp),%xmm1
    4f43:	movss  0x48(%rsp),%xmm2
    4f49:	divss  %xmm0,%xmm3
    4f4d:	cvtsi2ss %edx,%xmm4
    4f51:	mov    0x50(%rsp),%rax
    4f56:	mulss  0x10c6(%rip),%xmm4        # 6024 <_fini+0x30c>
    4f5e:	comiss %xmm4,%xmm3
    4f61:	ja     35ad <cartpole_policy_rollout+0x69d>
    4f67:	movss  0x34(%rsp),%xmm3
    4f6d:	xorps  %xmm5,%xmm3
    4f70:	jmp    35b3 <cartpole_policy_rollout+0x6a3>
    4f75:	nopl   (%rax)
    4f78:	movaps %xmm1,%xmm0
    4f7b:	lea    0xbc(%rsp),%rsi
    4f83:	mov    %rax,0x48(%rsp)
    4f88:	lea    0xb8(%rsp),%rdi
    4f90:	mov    %r8d,0x1c(%rsp)
    4f95:	movss  %xmm2,0x3c(%rsp)
    4f9b:	movss  %xmm3,0x38(%rsp)
    4fa1:	movss  %xmm1,(%rsp)
    4fa6:	call   1030 <sincosf@plt>
    4fab:	movss  (%rsp),%xmm1
    4fb0:	mov    0x1c(%rsp),%r8d
    4fb5:	movss  0xb8(%rsp),%xmm5
    4fbe:	movss  0x38(%rsp),%xmm3
    4fc4:	movss  0xbc(%rsp),%xmm0
    4fcd:	movss  0x3c(%rsp),%xmm2
    4fd3:	mov    0x48(%rsp),%rax
    4fd8:	jmp    395e <cartpole_policy_rollout+0xa4e>
    4fdd:	movaps %xmm1,%xmm0
    4fe0:	lea    0xbc(%rsp),%rsi
    4fe8:	mov    %rax,0x48(%rsp)
    4fed:	lea    0xb8(%rsp),%rdi
    4ff5:	mov    %r8d,0x1c(%rsp)
    4ffa:	movss  %xmm2,0x3c(%rsp)
    5000:	movss  %xmm3,0x38(%rsp)
    5006:	movss  %xmm1,(%rsp)
    500b:	call   1030 <sincosf@plt>
    5010:	movss  (%rsp),%xmm1
    5015:	mov    0x1c(%rsp),%r8d
    501a:	movss  0xb8(%rsp),%xmm5
    5023:	movss  0x38(%rsp),%xmm3
    5029:	movss  0xbc(%rsp),%xmm0
    5032:	movss  0x3c(%rsp),%xmm2
    5038:	mov    0x48(%rsp),%rax
    503d:	jmp    3654 <cartpole_policy_rollout+0x744>
    5042:	mov    0x44(%rsp),%esi
    5046:	movss  0xff2(%rip),%xmm5        # 6040 <_fini+0x328>
    504e:	mov    %r8d,0x38(%rsp)
    5053:	xorps  %xmm5,%xmm3
    5056:	movss  %xmm2,0x48(%rsp)
    505c:	xor    %r8d,%esi
    505f:	movaps %xmm3,%xmm0
    5062:	movss  %xmm1,0x3c(%rsp)
    5068:	mov    %esi,%edx
    506a:	movaps %xmm5,(%rsp)
    506e:	shr    $0x10,%edx
    5071:	xor    %esi,%edx
    5073:	imul   $0x7feb352d,%edx,%edx
    5079:	mov    %edx,%esi
    507b:	shr    $0xf,%esi
    507e:	xor    %esi,%edx
    5080:	imul   $0x846ca68b,%edx,%edx
    5086:	mov    %edx,%ebx
    5088:	mov    %edx,0x1c(%rsp)
    508c:	call   1080 <expf@plt>
    5091:	mov    0x1c(%rsp),%edx
    5095:	shr    $0x10,%ebx
    5098:	pxor   %xmm4,%xmm4
    509c:	addss  0xf5c(%rip),%xmm0        # 6000 <_fini+0x2e8>
    50a4:	movss  0xf54(%rip),%xmm3        # 6000 <_fini+0x2e8>
    50ac:	xor    %ebx,%edx
    50ae:	movaps (%rsp),%xmm5
    50b2:	mov    0x38(%rsp),%r8d
    50b7:	shr    $0x8,%edx
    50ba:	movss  0x3c(%rsp),%xmm1
    50c0:	movss  0x48(%rsp),%xmm2
    50c6:	divss  %xmm0,%xmm3
    50ca:	cvtsi2ss %edx,%xmm4
    50ce:	mulss  0xf4e(%rip),%xmm4        # 6024 <_fini+0x30c>
    50d6:	comiss %xmm4,%xmm3
    50d9:	jbe    32a9 <cartpole_policy_rollout+0x399>
    50df:	movss  0x34(%rsp),%xmm3
    50e5:	jmp    32b2 <cartpole_policy_rollout+0x3a2>
    50ea:	movss  0xa8(%rsp),%xmm15
    50f4:	movaps %xmm6,%xmm4
    50f7:	movaps %xmm6,%xmm7
    50fa:	movss  0xa0(%rsp),%xmm9
    5104:	mulss  %xmm15,%xmm4
    5109:	mulss  %xmm6,%xmm4
    510d:	movss  0xac(%rsp),%xmm6
    5116:	mulss  %xmm5,%xmm4
    511a:	mulss  0x98(%rsp),%xmm5
    5123:	addss  %xmm4,%xmm3
    5127:	mulss  %xmm9,%xmm3
    512c:	movaps %xmm3,%xmm4
    512f:	mulss  %xmm0,%xmm4
    5133:	subss  %xmm4,%xmm5
    5137:	movss  0x9c(%rsp),%xmm4
    5140:	mulss  %xmm0,%xmm4
    5144:	mulss  %xmm0,%xmm4
    5148:	mulss  %xmm9,%xmm4
    514d:	subss  %xmm4,%xmm6
    5151:	movaps %xmm15,%xmm4
    5155:	mulss  0xa4(%rsp),%xmm6
    515e:	divss  %xmm6,%xmm5
    5162:	mulss  %xmm5,%xmm4
    5166:	mulss  %xmm10,%xmm5
    516b:	mulss  %xmm4,%xmm0
    516f:	addss  %xmm7,%xmm5
    5173:	movss  %xmm5,0x14(%rsp)
    5179:	mulss  %xmm9,%xmm0
    517e:	subss  %xmm0,%xmm3
    5182:	mulss  %xmm10,%xmm3
    5187:	addss  0x10(%rsp),%xmm3
    518d:	movss  %xmm3,0x10(%rsp)
    5193:	jmp    3ae1 <cartpole_policy_rollout+0xbd1>
    5198:	movss  0xa8(%rsp),%xmm12
    51a2:	movaps %xmm6,%xmm4
    51a5:	movaps %xmm6,%xmm7
    51a8:	movss  0xa0(%rsp),%xmm13
    51b2:	mulss  %xmm12,%xmm4
    51b7:	mulss  %xmm6,%xmm4
    51bb:	movss  0xac(%rsp),%xmm6
    51c4:	mulss  %xmm5,%xmm4
    51c8:	mulss  0x98(%rsp),%xmm5
    51d1:	addss  %xmm4,%xmm3
    51d5:	mulss  %xmm13,%xmm3
    51da:	movaps %xmm3,%xmm4
    51dd:	mulss  %xmm0,%xmm4
    51e1:	subss  %xmm4,%xmm5
    51e5:	movss  0x9c(%rsp),%xmm4
    51ee:	mulss  %xmm0,%xmm4
    51f2:	mulss  %xmm0,%xmm4
    51f6:	mulss  %xmm13,%xmm4
    51fb:	subss  %xmm4,%xmm6
    51ff:	movaps %xmm12,%xmm4
    5203:	mulss  0xa4(%rsp),%xmm6
    520c:	divss  %xmm6,%xmm5
    5210:	mulss  %xmm5,%xmm4
    5214:	mulss  %xmm9,%xmm5
    5219:	mulss  %xmm4,%xmm0
    521d:	addss  %xmm7,%xmm5
    5221:	movss  %xmm5,0x14(%rsp)
    5227:	mulss  %xmm13,%xmm0
    522c:	subss  %xmm0,%xmm3
    5230:	mulss  %xmm9,%xmm3
    5235:	addss  0x10(%rsp),%xmm3
    523b:	movss  %xmm3,0x10(%rsp)
    5241:	jmp    37d9 <cartpole_policy_rollout+0x8c9>
    5246:	cmp    %r14d,0x128(%rsp)
    524e:	jle    33a6 <cartpole_policy_rollout+0x496>
    5254:	movss  0xa8(%rsp),%xmm15
    525e:	movaps %xmm7,%xmm4
    5261:	movss  0xa0(%rsp),%xmm12
    526b:	movss  0xac(%rsp),%xmm6
    5274:	mulss  %xmm15,%xmm4
    5279:	mulss  %xmm7,%xmm4
    527d:	mulss  %xmm5,%xmm4
    5281:	mulss  0x98(%rsp),%xmm5
    528a:	addss  %xmm4,%xmm3
    528e:	mulss  %xmm12,%xmm3
    5293:	movaps %xmm3,%xmm4
    5296:	mulss  %xmm0,%xmm4
    529a:	subss  %xmm4,%xmm5
    529e:	movss  0x9c(%rsp),%xmm4
    52a7:	mulss  %xmm0,%xmm4
    52ab:	mulss  %xmm0,%xmm4
    52af:	mulss  %xmm12,%xmm4
    52b4:	subss  %xmm4,%xmm6
    52b8:	movaps %xmm15,%xmm4
    52bc:	mulss  0xa4(%rsp),%xmm6
    52c5:	divss  %xmm6,%xmm5
    52c9:	mulss  %xmm5,%xmm4
    52cd:	mulss  %xmm11,%xmm5
    52d2:	mulss  %xmm4,%xmm0
    52d6:	addss  %xmm7,%xmm5
    52da:	movss  %xmm5,0x14(%rsp)
    52e0:	mulss  %xmm12,%xmm0
    52e5:	subss  %xmm0,%xmm3
    52e9:	mulss  %xmm11,%xmm3
    52ee:	addss  0x10(%rsp),%xmm3
    52f4:	movss  %xmm3,0x10(%rsp)
    52fa:	jmp    34c7 <cartpole_policy_rollout+0x5b7>
    52ff:	movaps %xmm1,%xmm0
    5302:	lea    0xbc(%rsp),%rsi
    530a:	mov    %r8d,0x1c(%rsp)
    530f:	lea    0xb8(%rsp),%rdi
    5317:	movss  %xmm2,0x3c(%rsp)
    531d:	movss  %xmm3,0x38(%rsp)
    5323:	movss  %xmm1,(%rsp)
    5328:	call   1030 <sincosf@plt>
    532d:	movss  (%rsp),%xmm1
    5332:	mov    0x1c(%rsp),%r8d
    5337:	movss  0xb8(%rsp),%xmm5
    5340:	movss  0x38(%rsp),%xmm3
    5346:	movss  0xbc(%rsp),%xmm0
    534f:	movss  0x3c(%rsp),%xmm2
    5355:	jmp    3353 <cartpole_policy_rollout+0x443>
    535a:	nopw   0x0(%rax,%rax,1)

0000000000005360 <cartpole_step>:
    5360:	push   %r14
    5362:	push   %r13
    5364:	push   %r12
    5366:	push   %rbp
    5367:	push   %rbx
    5368:	sub    $0x50,%rsp
    536c:	mov    0x2ce6(%rip),%ebp        # 8058 <_ZL8blockIdx>
    5372:	imul   0x2ccf(%rip),%ebp        # 8048 <_ZL8blockDim>
    5379:	mov    0x110(%rsp),%rax
    5381:	add    0x2ce1(%rip),%ebp        # 8068 <_ZL9threadIdx>
    5387:	cmp    0x108(%rsp),%ebp
    538e:	jge    57d9 <cartpole_step+0x479>
    5394:	mov    0xc0(%rsp),%r10
    539c:	movslq %ebp,%rbx
    539f:	mov    (%r10,%rbx,8),%r10
    53a3:	cmp    $0x1,%r10
    53a7:	jbe    53bc <cartpole_step+0x5c>
    53a9:	mov    0xe8(%rsp),%r11
    53b1:	mov    0xf0(%rsp),%r12d
    53b9:	mov    %r12d,(%r11)
    53bc:	movss  (%rax),%xmm7
    53c0:	movss  0x1c(%rax),%xmm5
    53c5:	movss  0x4(%rax),%xmm11
    53cb:	movss  0xc2d(%rip),%xmm6        # 6000 <_fini+0x2e8>
    53d3:	divss  0x8(%rax),%xmm6
    53d8:	movss  0x10(%rax),%xmm4
    53dd:	movss  0x18(%rax),%xmm3
    53e2:	movss  %xmm7,0x8(%rsp)
    53e8:	movss  0xc(%rax),%xmm13
    53ee:	movss  0x20(%rax),%xmm7
    53f3:	movss  %xmm5,0x4(%rsp)
    53f9:	movss  0x14(%rax),%xmm8
    53ff:	movss  0x28(%rax),%xmm5
    5404:	movss  0x24(%rax),%xmm14
    540a:	mov    (%r8,%rbx,4),%r12d
    540e:	movss  %xmm7,0xc(%rsp)
    5414:	movd   %xmm5,%r14d
    5419:	movss  (%rdi,%rbx,4),%xmm12
    541f:	mov    (%r9,%rbx,4),%r13d
    5423:	movss  (%rsi,%rbx,4),%xmm10
    5429:	movss  (%rdx,%rbx,4),%xmm15
    542f:	add    $0x1,%r12d
    5433:	mov    0x80(%rsp),%rax
    543b:	movss  (%rcx,%rbx,4),%xmm5
    5440:	movss  (%rax,%rbx,4),%xmm9
    5446:	cmp    $0x1,%r10
    544a:	je     5454 <cartpole_step+0xf4>
    544c:	xorps  0xbec(%rip),%xmm8        # 6040 <_fini+0x328>
    5454:	movss  0xba8(%rip),%xmm1        # 6004 <_fini+0x2ec>
    545c:	movss  0xbcc(%rip),%xmm7        # 6030 <_fini+0x318>
    5464:	movaps %xmm15,%xmm0
    5468:	andps  %xmm7,%xmm0
    546b:	comiss %xmm0,%xmm1
    546e:	jb     57f0 <cartpole_step+0x490>
    5474:	movaps %xmm15,%xmm1
    5478:	movss  0xb88(%rip),%xmm0        # 6008 <_fini+0x2f0>
    5480:	movss  0xb8c(%rip),%xmm2        # 6014 <_fini+0x2fc>
    5488:	mulss  %xmm15,%xmm1
    548d:	mulss  %xmm1,%xmm0
    5491:	mulss  %xmm1,%xmm2
    5495:	addss  0xb6f(%rip),%xmm0        # 600c <_fini+0x2f4>
    549d:	subss  0xb73(%rip),%xmm2        # 6018 <_fini+0x300>
    54a5:	mulss  %xmm1,%xmm0
    54a9:	mulss  %xmm1,%xmm2
    54ad:	subss  0xb5b(%rip),%xmm0        # 6010 <_fini+0x2f8>
    54b5:	addss  0xb5f(%rip),%xmm2        # 601c <_fini+0x304>
    54bd:	mulss  %xmm1,%xmm0
    54c1:	mulss  %xmm1,%xmm2
    54c5:	mulss  %xmm15,%xmm0
    54ca:	mulss  %xmm1,%xmm2
    54ce:	mulss  0xb4a(%rip),%xmm1        # 6020 <_fini+0x308>
    54d6:	addss  %xmm15,%xmm0
    54db:	subss  %xmm1,%xmm2
    54df:	addss  0xb19(%rip),%xmm2        # 6000 <_fini+0x2e8>
    54e7:	movaps %xmm5,%xmm1
    54ea:	mov    0xd8(%rsp),%rsi
    54f2:	mov    %rbx,%rdx
    54f5:	mov    0xe0(%rsp),%rax
    54fd:	mulss  %xmm4,%xmm1
    5501:	shl    $0x4,%rdx
    5505:	mulss  %xmm2,%xmm11
    550a:	add    %rbx,%rsi
    550d:	add    %rbx,%rax
    5510:	cmp    0x118(%rsp),%r12d
    5518:	setge  %cl
    551b:	mulss  %xmm5,%xmm1
    551f:	mulss  %xmm0,%xmm1
    5523:	mulss  0x8(%rsp),%xmm0
    5529:	addss  %xmm8,%xmm1
    552e:	movaps %xmm2,%xmm8
    5532:	mulss  %xmm6,%xmm1
    5536:	mulss  %xmm1,%xmm8
    553b:	subss  %xmm8,%xmm0
    5540:	movaps %xmm11,%xmm8
    5544:	mulss  %xmm2,%xmm8
    5549:	mulss  %xmm6,%xmm8
    554e:	subss  %xmm8,%xmm14
    5553:	movaps %xmm10,%xmm8
    5557:	mulss  %xmm3,%xmm8
    555c:	mulss  %xmm13,%xmm14
    5561:	addss  %xmm12,%xmm8
    5566:	movaps %xmm5,%xmm12
    556a:	mulss  %xmm3,%xmm12
    556f:	divss  %xmm14,%xmm0
    5574:	addss  %xmm15,%xmm12
    5579:	mulss  %xmm0,%xmm4
    557d:	mulss  %xmm2,%xmm4
    5581:	movaps %xmm12,%xmm2
    5585:	mulss  %xmm6,%xmm4
    5589:	subss  %xmm4,%xmm1
    558d:	mulss  %xmm3,%xmm1
    5591:	mulss  %xmm0,%xmm3
    5595:	movaps %xmm8,%xmm0
    5599:	andps  %xmm7,%xmm8
    559d:	comiss 0x4(%rsp),%xmm8
    55a3:	addss  %xmm10,%xmm1
    55a8:	addss  %xmm5,%xmm3
    55ac:	unpcklps %xmm1,%xmm0
    55af:	unpcklps %xmm3,%xmm2
    55b2:	movlhps %xmm2,%xmm0
    55b5:	ja     55c7 <cartpole_step+0x267>
    55b7:	andps  %xmm7,%xmm12
    55bb:	comiss 0xc(%rsp),%xmm12
    55c1:	jbe    58c0 <cartpole_step+0x560>
    55c7:	movb   $0x1,(%rsi)
    55ca:	mov    %cl,(%rax)
    55cc:	mov    0x100(%rsp),%ecx
    55d3:	movd   %ebp,%xmm7
    55d7:	add    $0x1,%r13d
    55db:	mov    0xd0(%rsp),%rax
    55e3:	pshufd $0x0,%xmm7,%xmm1
    55e8:	por    0xa60(%rip),%xmm1        # 6050 <_fini+0x338>
    55f0:	pxor   0xa68(%rip),%xmm1        # 6060 <_fini+0x348>
    55f8:	xor    $0x85ebca6b,%ecx
    55fe:	movups %xmm0,(%rax,%rdx,1)
    5602:	movdqa 0xa66(%rip),%xmm3        # 6070 <_fini+0x358>
    560a:	pxor   %xmm0,%xmm0
    560e:	mov    %ecx,%eax
    5610:	cvtsi2ss %r12d,%xmm0
    5615:	movdqa %xmm1,%xmm2
    5619:	xor    %r12d,%r12d
    561c:	shr    $0x10,%eax
    561f:	psrld  $0x10,%xmm2
    5624:	xor    %ecx,%eax
    5626:	pxor   %xmm2,%xmm1
    562a:	imul   $0x7feb352d,%eax,%eax
    5630:	movdqa %xmm1,%xmm2
    5634:	psrlq  $0x20,%xmm1
    5639:	pmuludq %xmm3,%xmm2
    563d:	addss  %xmm0,%xmm9
    5642:	pmuludq %xmm3,%xmm1
    5646:	mov    %eax,%ecx
    5648:	shr    $0xf,%ecx
    564b:	xor    %ecx,%eax
    564d:	mov    0xf8(%rsp),%ecx
    5654:	imul   $0x846ca68b,%eax,%eax
    565a:	pshufd $0x8,%xmm2,%xmm2
    565f:	pshufd $0x8,%xmm1,%xmm1
    5664:	punpckldq %xmm1,%xmm2
    5668:	xor    %eax,%ecx
    566a:	shr    $0x10,%eax
    566d:	movdqa %xmm2,%xmm1
    5671:	xor    %eax,%ecx
    5673:	psrld  $0xf,%xmm1
    5678:	mov    %ecx,%eax
    567a:	pxor   %xmm2,%xmm1
    567e:	movdqa 0x9fa(%rip),%xmm2        # 6080 <_fini+0x368>
    5686:	shr    $0x10,%eax
    5689:	movdqa %xmm1,%xmm4
    568d:	psrlq  $0x20,%xmm1
    5692:	pmuludq %xmm2,%xmm4
    5696:	xor    %ecx,%eax
    5698:	imul   $0x7feb352d,%eax,%eax
    569e:	pmuludq %xmm2,%xmm1
    56a2:	mov    %eax,%ecx
    56a4:	shr    $0xf,%ecx
    56a7:	pshufd $0x8,%xmm4,%xmm4
    56ac:	xor    %ecx,%eax
    56ae:	pshufd $0x8,%xmm1,%xmm1
    56b3:	imul   $0x846ca68b,%eax,%eax
    56b9:	punpckldq %xmm1,%xmm4
    56bd:	movdqa %xmm4,%xmm1
    56c1:	psrld  $0x10,%xmm1
    56c6:	mov    %eax,%ecx
    56c8:	pxor   %xmm4,%xmm1
    56cc:	shr    $0x10,%ecx
    56cf:	xor    %ecx,%eax
    56d1:	movd   %eax,%xmm5
    56d5:	pshufd $0x0,%xmm5,%xmm0
    56da:	pxor   %xmm0,%xmm1
    56de:	movdqa %xmm1,%xmm0
    56e2:	psrld  $0x10,%xmm0
    56e7:	pxor   %xmm1,%xmm0
    56eb:	movdqa %xmm0,%xmm1
    56ef:	psrlq  $0x20,%xmm0
    56f4:	pmuludq %xmm3,%xmm1
    56f8:	pmuludq %xmm3,%xmm0
    56fc:	pshufd $0x8,%xmm1,%xmm1
    5701:	pshufd $0x8,%xmm0,%xmm0
    5706:	punpckldq %xmm0,%xmm1
    570a:	movdqa %xmm1,%xmm0
    570e:	psrld  $0xf,%xmm0
    5713:	pxor   %xmm1,%xmm0
    5717:	movdqa %xmm0,%xmm1
    571b:	psrlq  $0x20,%xmm0
    5720:	pmuludq %xmm2,%xmm1
    5724:	pmuludq %xmm2,%xmm0
    5728:	pshufd $0x8,%xmm1,%xmm1
    572d:	pshufd $0x8,%xmm0,%xmm0
    5732:	punpckldq %xmm0,%xmm1
    5736:	movdqa %xmm1,%xmm0
    573a:	psrld  $0x10,%xmm0
    573f:	pxor   %xmm1,%xmm0
    5743:	movd   %r14d,%xmm1
    5748:	psrld  $0x8,%xmm0
    574d:	paddd  0x93b(%rip),%xmm0        # 6090 <_fini+0x378>
    5755:	shufps $0x0,%xmm1,%xmm1
    5759:	cvtdq2ps %xmm0,%xmm0
    575c:	mulps  %xmm1,%xmm0
    575f:	mov    0x88(%rsp),%rax
    5767:	movaps %xmm0,%xmm1
    576a:	shufps $0x55,%xmm0,%xmm1
    576e:	movss  %xmm0,(%rax,%rbx,4)
    5773:	mov    0x90(%rsp),%rax
    577b:	movss  %xmm1,(%rax,%rbx,4)
    5780:	mov    0x98(%rsp),%rax
    5788:	movaps %xmm0,%xmm1
    578b:	unpckhps %xmm0,%xmm1
    578e:	movss  %xmm1,(%rax,%rbx,4)
    5793:	mov    0xa0(%rsp),%rax
    579b:	movaps %xmm0,%xmm1
    579e:	shufps $0xff,%xmm0,%xmm1
    57a2:	movss  %xmm1,(%rax,%rbx,4)
    57a7:	mov    0xc8(%rsp),%rax
    57af:	movups %xmm0,(%rax,%rdx,1)
    57b3:	mov    0xa8(%rsp),%rax
    57bb:	mov    %r12d,(%rax,%rbx,4)
    57bf:	mov    0xb0(%rsp),%rax
    57c7:	mov    %r13d,(%rax,%rbx,4)
    57cb:	mov    0xb8(%rsp),%rax
    57d3:	movss  %xmm9,(%rax,%rbx,4)
    57d9:	add    $0x50,%rsp
    57dd:	pop    %rbx
    57de:	pop    %rbp
    57df:	pop    %r12
    57e1:	pop    %r13
    57e3:	pop    %r14
    57e5:	ret
    57e6:	cs nopw 0x0(%rax,%rax,1)
    57f0:	movaps %xmm15,%xmm0
    57f4:	lea    0x4c(%rsp),%rsi
    57f9:	lea    0x48(%rsp),%rdi
    57fe:	movss  %xmm11,0x3c(%rsp)
    5805:	movss  %xmm6,0x38(%rsp)
    580b:	movss  %xmm13,0x34(%rsp)
    5812:	movss  %xmm4,0x30(%rsp)
    5818:	movss  %xmm3,0x2c(%rsp)
    581e:	movss  %xmm14,0x28(%rsp)
    5825:	movss  %xmm8,0x24(%rsp)
    582c:	movss  %xmm9,0x20(%rsp)
    5833:	movss  %xmm5,0x1c(%rsp)
    5839:	movss  %xmm10,0x18(%rsp)
    5840:	movss  %xmm12,0x14(%rsp)
    5847:	movss  %xmm15,0x10(%rsp)
    584e:	call   1030 <sincosf@plt>
    5853:	movss  0x48(%rsp),%xmm0
    5859:	movss  0x4c(%rsp),%xmm2
    585f:	movss  0x7c9(%rip),%xmm7        # 6030 <_fini+0x318>
    5867:	movss  0x3c(%rsp),%xmm11
    586e:	movss  0x38(%rsp),%xmm6
    5874:	movss  0x34(%rsp),%xmm13
    587b:	movss  0x30(%rsp),%xmm4
    5881:	movss  0x2c(%rsp),%xmm3
    5887:	movss  0x28(%rsp),%xmm14
    588e:	movss  0x24(%rsp),%xmm8
    5895:	movss  0x20(%rsp),%xmm9
    589c:	movss  0x1c(%rsp),%xmm5
    58a2:	movss  0x18(%rsp),%xmm10
    58a9:	movss  0x14(%rsp),%xmm12
    58b0:	movss  0x10(%rsp),%xmm15
    58b7:	jmp    54e7 <cartpole_step+0x187>
    58bc:	nopl   0x0(%rax)
    58c0:	movb   $0x0,(%rsi)
    58c3:	mov    %cl,(%rax)
    58c5:	cmp    0x118(%rsp),%r12d
    58cd:	jl     575f <cartpole_step+0x3ff>
    58d3:	jmp    55cc <cartpole_step+0x26c>
    58d8:	nopl   0x0(%rax,%rax,1)

00000000000058e0 <host_rollout>:
    58e0:	push   %r15
    58e2:	push   %r14
    58e4:	push   %r13
    58e6:	push   %r12
    58e8:	push   %rbp
    58e9:	push   %rbx
    58ea:	sub    $0x38,%rsp
    58ee:	movl   $0x100,0x2750(%rip)        # 8048 <_ZL8blockDim>
    58f8:	movslq 0x90(%rsp),%r15
    5900:	mov    %rdi,(%rsp)
    5904:	mov    %rsi,0x8(%rsp)
    5909:	mov    0x78(%rsp),%r13
    590e:	mov    %rdx,0x10(%rsp)
    5913:	mov    %r15,%rbx
    5916:	mov    %rcx,0x18(%rsp)
    591b:	mov    %r8,0x20(%rsp)
    5920:	mov    %r9,0x28(%rsp)
    5925:	test   %r15d,%r15d
    5928:	jle    597b <host_rollout+0x9b>
    592a:	lea    0x2737(%rip),%rbp        # 8068 <_ZL9threadIdx>
    5931:	xor    %r14d,%r14d
    5934:	lea    0x271d(%rip),%r12        # 8058 <_ZL8blockIdx>
    593b:	mov    %rbp,%rax
    593e:	mov    %r14,%rbp
    5941:	mov    %rax,%r14
    5944:	nopl   0x0(%rax)
    5948:	mov    %rbp,%rdx
    594b:	mov    0x80(%rsp),%esi
    5952:	mov    %ebx,%ecx
    5954:	mov    %r13,%rdi
    5957:	sar    $0x8,%rdx
    595b:	mov    %edx,(%r12)
    595f:	movzbl %bpl,%edx
    5963:	add    $0x1,%rbp
    5967:	mov    %edx,(%r14)
    596a:	mov    0x88(%rsp),%edx
    5971:	call   1060 <cartpole_step_keys@plt>
    5976:	cmp    %r15,%rbp
    5979:	jne    5948 <host_rollout+0x68>
    597b:	mov    0x98(%rsp),%eax
    5982:	movslq 0x98(%rsp),%r15
    598a:	movl   $0x100,0x26b4(%rip)        # 8048 <_ZL8blockDim>
    5994:	test   %eax,%eax
    5996:	jle    5a23 <host_rollout+0x143>
    599c:	lea    0x26c5(%rip),%rbp        # 8068 <_ZL9threadIdx>
    59a3:	xor    %r14d,%r14d
    59a6:	lea    0x26ab(%rip),%r12        # 8058 <_ZL8blockIdx>
    59ad:	mov    %rbp,%rax
    59b0:	mov    %r14,%rbp
    59b3:	mov    %rax,%r14
    59b6:	cs nopw 0x0(%rax,%rax,1)
    59c0:	mov    %rbp,%rdx
    59c3:	mov    0xa8(%rsp),%eax
    59ca:	sar    $0x8,%rdx
    59ce:	mov    %edx,(%r12)
    59d2:	movzbl %bpl,%edx
    59d6:	add    $0x1,%rbp
    59da:	mov    %edx,(%r14)
    59dd:	push   %rax
    59de:	push   0xa8(%rsp)
    59e5:	mov    0xa8(%rsp),%eax
    59ec:	push   %rax
    59ed:	push   %rbx
    59ee:	push   %r13
    59f0:	push   0x98(%rsp)
    59f7:	mov    0x58(%rsp),%r9
    59fc:	mov    0x50(%rsp),%r8
    5a01:	mov    0x48(%rsp),%rcx
    5a06:	mov    0x40(%rsp),%rdx
    5a0b:	mov    0x38(%rsp),%rsi
    5a10:	mov    0x30(%rsp),%rdi
    5a15:	call   1090 <cartpole_rollout@plt>
    5a1a:	add    $0x30,%rsp
    5a1e:	cmp    %r15,%rbp
    5a21:	jne    59c0 <host_rollout+0xe0>
    5a23:	add    $0x38,%rsp
    5a27:	pop    %rbx
    5a28:	pop    %rbp
    5a29:	pop    %r12
    5a2b:	pop    %r13
    5a2d:	pop    %r14
    5a2f:	pop    %r15
    5a31:	ret
    5a32:	data16 cs nopw 0x0(%rax,%rax,1)
    5a3d:	nopl   (%rax)

0000000000005a40 <host_step>:
    5a40:	push   %r15
    5a42:	push   %r14
    5a44:	push   %r13
    5a46:	push   %r12
    5a48:	push   %rbp
    5a49:	push   %rbx
    5a4a:	sub    $0x38,%rsp
    5a4e:	movl   $0x100,0x25f0(%rip)        # 8048 <_ZL8blockDim>
    5a58:	mov    0xf8(%rsp),%eax
    5a5f:	movslq 0xf8(%rsp),%r12
    5a67:	test   %eax,%eax
    5a69:	jle    5b8f <host_step+0x14f>
    5a6f:	xor    %ebp,%ebp
    5a71:	mov    %rdi,(%rsp)
    5a75:	mov    0x78(%rsp),%r13
    5a7a:	lea    0x25d7(%rip),%r15        # 8058 <_ZL8blockIdx>
    5a81:	mov    %rsi,0x8(%rsp)
    5a86:	mov    %rbp,%rbx
    5a89:	mov    0x70(%rsp),%rbp
    5a8e:	lea    0x25d3(%rip),%r14        # 8068 <_ZL9threadIdx>
    5a95:	mov    %rdx,0x10(%rsp)
    5a9a:	mov    %rcx,0x18(%rsp)
    5a9f:	mov    %r8,0x20(%rsp)
    5aa4:	mov    %r9,0x28(%rsp)
    5aa9:	nopl   0x0(%rax)
    5ab0:	mov    %rbx,%rdx
    5ab3:	mov    0x108(%rsp),%eax
    5aba:	sar    $0x8,%rdx
    5abe:	mov    %edx,(%r15)
    5ac1:	movzbl %bl,%edx
    5ac4:	add    $0x1,%rbx
    5ac8:	mov    %edx,(%r14)
    5acb:	push   %rax
    5acc:	push   0x108(%rsp)
    5ad3:	mov    0x108(%rsp),%eax
    5ada:	push   %rax
    5adb:	mov    0x108(%rsp),%eax
    5ae2:	push   %rax
    5ae3:	mov    0x108(%rsp),%eax
    5aea:	push   %rax
    5aeb:	mov    0x108(%rsp),%eax
    5af2:	push   %rax
    5af3:	push   0x108(%rsp)
    5afa:	push   0x108(%rsp)
    5b01:	push   0x108(%rsp)
    5b08:	push   0x108(%rsp)
    5b0f:	push   0x108(%rsp)
    5b16:	push   0x108(%rsp)
    5b1d:	push   0x108(%rsp)
    5b24:	push   0x108(%rsp)
    5b2b:	push   0x108(%rsp)
    5b32:	push   0x108(%rsp)
    5b39:	push   0x108(%rsp)
    5b40:	push   0x108(%rsp)
    5b47:	push   %r13
    5b49:	push   %rbp
    5b4a:	mov    0xc8(%rsp),%r9
    5b52:	mov    0xc0(%rsp),%r8
    5b5a:	mov    0xb8(%rsp),%rcx
    5b62:	mov    0xb0(%rsp),%rdx
    5b6a:	mov    0xa8(%rsp),%rsi
    5b72:	mov    0xa0(%rsp),%rdi
    5b7a:	call   1040 <cartpole_step@plt>
    5b7f:	add    $0xa0,%rsp
    5b86:	cmp    %r12,%rbx
    5b89:	jne    5ab0 <host_step+0x70>
    5b8f:	add    $0x38,%rsp
    5b93:	pop    %rbx
    5b94:	pop    %rbp
    5b95:	pop    %r12
    5b97:	pop    %r13
    5b99:	pop    %r14
    5b9b:	pop    %r15
    5b9d:	ret
    5b9e:	xchg   %ax,%ax

0000000000005ba0 <host_policy_rollout>:
    5ba0:	push   %r15
    5ba2:	push   %r14
    5ba4:	push   %r13
    5ba6:	push   %r12
    5ba8:	push   %rbp
    5ba9:	push   %rbx
    5baa:	sub    $0x38,%rsp
    5bae:	movl   $0x100,0x2490(%rip)        # 8048 <_ZL8blockDim>
    5bb8:	movslq 0x90(%rsp),%r15
    5bc0:	mov    %rdi,(%rsp)
    5bc4:	mov    %rsi,0x8(%rsp)
    5bc9:	mov    0x78(%rsp),%r13
    5bce:	mov    %rdx,0x10(%rsp)
    5bd3:	mov    %r15,%rbx
    5bd6:	mov    %rcx,0x18(%rsp)
    5bdb:	mov    %r8,0x20(%rsp)
    5be0:	mov    %r9,0x28(%rsp)
    5be5:	test   %r15d,%r15d
    5be8:	jle    5c3b <host_policy_rollout+0x9b>
    5bea:	lea    0x2477(%rip),%rbp        # 8068 <_ZL9threadIdx>
    5bf1:	xor    %r14d,%r14d
    5bf4:	lea    0x245d(%rip),%r12        # 8058 <_ZL8blockIdx>
    5bfb:	mov    %rbp,%rax
    5bfe:	mov    %r14,%rbp
    5c01:	mov    %rax,%r14
    5c04:	nopl   0x0(%rax)
    5c08:	mov    %rbp,%rdx
    5c0b:	mov    0x80(%rsp),%esi
    5c12:	mov    %ebx,%ecx
    5c14:	mov    %r13,%rdi
    5c17:	sar    $0x8,%rdx
    5c1b:	mov    %edx,(%r12)
    5c1f:	movzbl %bpl,%edx
    5c23:	add    $0x1,%rbp
    5c27:	mov    %edx,(%r14)
    5c2a:	mov    0x88(%rsp),%edx
    5c31:	call   1060 <cartpole_step_keys@plt>
    5c36:	cmp    %r15,%rbp
    5c39:	jne    5c08 <host_policy_rollout+0x68>
    5c3b:	mov    0x98(%rsp),%eax
    5c42:	movslq 0x98(%rsp),%r15
    5c4a:	movl   $0x100,0x23f4(%rip)        # 8048 <_ZL8blockDim>
    5c54:	test   %eax,%eax
    5c56:	jle    5cf2 <host_policy_rollout+0x152>
    5c5c:	lea    0x2405(%rip),%rbp        # 8068 <_ZL9threadIdx>
    5c63:	xor    %r14d,%r14d
    5c66:	lea    0x23eb(%rip),%r12        # 8058 <_ZL8blockIdx>
    5c6d:	mov    %rbp,%rax
    5c70:	mov    %r14,%rbp
    5c73:	mov    %rax,%r14
    5c76:	cs nopw 0x0(%rax,%rax,1)
    5c80:	mov    %rbp,%rdx
    5c83:	mov    0xb8(%rsp),%eax
    5c8a:	sar    $0x8,%rdx
    5c8e:	mov    %edx,(%r12)
    5c92:	movzbl %bpl,%edx
    5c96:	add    $0x1,%rbp
    5c9a:	mov    %edx,(%r14)
    5c9d:	push   %rax
    5c9e:	push   0xb8(%rsp)
    5ca5:	mov    0xb8(%rsp),%eax
    5cac:	push   %rax
    5cad:	push   0xb8(%rsp)
    5cb4:	mov    0xb8(%rsp),%eax
    5cbb:	push   %rax
    5cbc:	push   %rbx
    5cbd:	push   %r13
    5cbf:	push   0xa8(%rsp)
    5cc6:	mov    0x68(%rsp),%r9
    5ccb:	mov    0x60(%rsp),%r8
    5cd0:	mov    0x58(%rsp),%rcx
    5cd5:	mov    0x50(%rsp),%rdx
    5cda:	mov    0x48(%rsp),%rsi
    5cdf:	mov    0x40(%rsp),%rdi
    5ce4:	call   1070 <cartpole_policy_rollout@plt>
    5ce9:	add    $0x40,%rsp
    5ced:	cmp    %r15,%rbp
    5cf0:	jne    5c80 <host_policy_rollout+0xe0>
    5cf2:	add    $0x38,%rsp
    5cf6:	pop    %rbx
    5cf7:	pop    %rbp
    5cf8:	pop    %r12
    5cfa:	pop    %r13
    5cfc:	pop    %r14
    5cfe:	pop    %r15
    5d00:	ret
    5d01:	data16 cs nopw 0x0(%rax,%rax,1)
    5d0c:	nopl   0x0(%rax)

0000000000005d10 <host_policy_words>:
    5d10:	mov    $0x18,%eax
    5d15:	ret

Disassembly of section .fini:

0000000000005d18 <_fini>:
    5d18:	sub    $0x8,%rsp
    5d1c:	add    $0x8,%rsp
    5d20:	ret
