
/work/main/build/cartpole_host_8b81b2b7e07618fc.so:     file format elf64-x86-64


Disassembly of section .init:

0000000000001000 <_init>:
    1000:	sub    $0x8,%rsp
    1004:	mov    0x4fbd(%rip),%rax        # 5fc8 <__gmon_start__@Base>
    100b:	test   %rax,%rax
    100e:	je     1012 <_init+0x12>
    1010:	call   *%rax
    1012:	add    $0x8,%rsp
    1016:	ret

Disassembly of section .plt:

0000000000001020 <sincosf@plt-0x10>:
    1020:	push   0x4fca(%rip)        # 5ff0 <_GLOBAL_OFFSET_TABLE_+0x8>
    1026:	jmp    *0x4fcc(%rip)        # 5ff8 <_GLOBAL_OFFSET_TABLE_+0x10>
    102c:	nopl   0x0(%rax)

0000000000001030 <sincosf@plt>:
    1030:	jmp    *0x4fca(%rip)        # 6000 <sincosf@GLIBC_2.2.5>
    1036:	push   $0x0
    103b:	jmp    1020 <_init+0x20>

0000000000001040 <cartpole_step@plt>:
    1040:	jmp    *0x4fc2(%rip)        # 6008 <cartpole_step@@Base+0x3138>
    1046:	push   $0x1
    104b:	jmp    1020 <_init+0x20>

0000000000001050 <cartpole_step_keys@plt>:
    1050:	jmp    *0x4fba(%rip)        # 6010 <cartpole_step_keys@@Base+0x4ed0>
    1056:	push   $0x2
    105b:	jmp    1020 <_init+0x20>

0000000000001060 <cartpole_rollout@plt>:
    1060:	jmp    *0x4fb2(%rip)        # 6018 <cartpole_rollout@@Base+0x4e68>
    1066:	push   $0x3
    106b:	jmp    1020 <_init+0x20>

Disassembly of section .plt.got:

0000000000001070 <__cxa_finalize@plt>:
    1070:	jmp    *0x4f62(%rip)        # 5fd8 <__cxa_finalize@Base>
    1076:	xchg   %ax,%ax

Disassembly of section .text:

0000000000001080 <deregister_tm_clones>:
    1080:	lea    0x4fa1(%rip),%rdi        # 6028 <completed.0>
    1087:	lea    0x4f9a(%rip),%rax        # 6028 <completed.0>
    108e:	cmp    %rdi,%rax
    1091:	je     10a8 <deregister_tm_clones+0x28>
    1093:	mov    0x4f36(%rip),%rax        # 5fd0 <_ITM_deregisterTMCloneTable@Base>
    109a:	test   %rax,%rax
    109d:	je     10a8 <deregister_tm_clones+0x28>
    109f:	jmp    *%rax
    10a1:	nopl   0x0(%rax)
    10a8:	ret
    10a9:	nopl   0x0(%rax)

00000000000010b0 <register_tm_clones>:
    10b0:	lea    0x4f71(%rip),%rdi        # 6028 <completed.0>
    10b7:	lea    0x4f6a(%rip),%rsi        # 6028 <completed.0>
    10be:	sub    %rdi,%rsi
    10c1:	mov    %rsi,%rax
    10c4:	shr    $0x3f,%rsi
    10c8:	sar    $0x3,%rax
    10cc:	add    %rax,%rsi
    10cf:	sar    %rsi
    10d2:	je     10e8 <register_tm_clones+0x38>
    10d4:	mov    0x4f05(%rip),%rax        # 5fe0 <_ITM_registerTMCloneTable@Base>
    10db:	test   %rax,%rax
    10de:	je     10e8 <register_tm_clones+0x38>
    10e0:	jmp    *%rax
    10e2:	nopw   0x0(%rax,%rax,1)
    10e8:	ret
    10e9:	nopl   0x0(%rax)

00000000000010f0 <__do_global_dtors_aux>:
    10f0:	endbr64
    10f4:	cmpb   $0x0,0x4f2d(%rip)        # 6028 <completed.0>
    10fb:	jne    1128 <__do_global_dtors_aux+0x38>
    10fd:	push   %rbp
    10fe:	cmpq   $0x0,0x4ed2(%rip)        # 5fd8 <__cxa_finalize@Base>
    1106:	mov    %rsp,%rbp
    1109:	je     1117 <__do_global_dtors_aux+0x27>
    110b:	mov    0x4f0e(%rip),%rdi        # 6020 <__dso_handle>
    1112:	call   1070 <__cxa_finalize@plt>
    1117:	call   1080 <deregister_tm_clones>
    111c:	movb   $0x1,0x4f05(%rip)        # 6028 <completed.0>
    1123:	pop    %rbp
    1124:	ret
    1125:	nopl   (%rax)
    1128:	ret
    1129:	nopl   0x0(%rax)

0000000000001130 <frame_dummy>:
    1130:	endbr64
    1134:	jmp    10b0 <register_tm_clones>
    1139:	nopl   0x0(%rax)

0000000000001140 <cartpole_step_keys>:
    1140:	mov    0x4efa(%rip),%eax        # 6040 <_ZL8blockIdx>
    1146:	imul   0x4ee3(%rip),%eax        # 6030 <_ZL8blockDim>
    114d:	add    0x4efd(%rip),%eax        # 6050 <_ZL9threadIdx>
    1153:	cmp    %ecx,%eax
    1155:	jge    11a9 <cartpole_step_keys+0x69>
    1157:	lea    (%rax,%rdx,1),%ecx
    115a:	cltq
    115c:	xor    $0x85ebca6b,%ecx
    1162:	mov    %ecx,%edx
    1164:	shr    $0x10,%edx
    1167:	xor    %ecx,%edx
    1169:	imul   $0x7feb352d,%edx,%edx
    116f:	mov    %edx,%ecx
    1171:	shr    $0xf,%ecx
    1174:	xor    %ecx,%edx
    1176:	imul   $0x846ca68b,%edx,%edx
    117c:	mov    %edx,%ecx
    117e:	xor    %edx,%esi
    1180:	shr    $0x10,%ecx
    1183:	xor    %ecx,%esi
    1185:	mov    %esi,%edx
    1187:	shr    $0x10,%edx
    118a:	xor    %esi,%edx
    118c:	imul   $0x7feb352d,%edx,%edx
    1192:	mov    %edx,%ecx
    1194:	shr    $0xf,%ecx
    1197:	xor    %ecx,%edx
    1199:	imul   $0x846ca68b,%edx,%edx
    119f:	mov    %edx,%ecx
    11a1:	shr    $0x10,%ecx
    11a4:	xor    %ecx,%edx
    11a6:	mov    %edx,(%rdi,%rax,4)
    11a9:	ret
    11aa:	nopw   0x0(%rax,%rax,1)

00000000000011b0 <cartpole_rollout>:
    11b0:	push   %r15
    11b2:	mov    %rdi,%r10
    11b5:	mov    %rsi,%r11
    11b8:	push   %r14
    11ba:	push   %r13
    11bc:	push   %r12
    11be:	push   %rbp
    11bf:	push   %rbx
    11c0:	sub    $0xc8,%rsp
    11c7:	mov    0x4e72(%rip),%r12d        # 6040 <_ZL8blockIdx>
    11ce:	imul   0x4e5a(%rip),%r12d        # 6030 <_ZL8blockDim>
    11d6:	movslq 0x110(%rsp),%rdi
    11de:	mov    0x120(%rsp),%rsi
    11e6:	add    0x4e63(%rip),%r12d        # 6050 <_ZL9threadIdx>
    11ed:	cmp    0x118(%rsp),%r12d
    11f5:	jge    21fd <cartpole_rollout+0x104d>
    11fb:	mov    %rdx,%rbx
    11fe:	mov    %r12d,%edx
    1201:	mov    %r12d,%ebp
    1204:	movss  (%rsi),%xmm6
    1208:	xor    $0xc2b2ae35,%edx
    120e:	or     $0x20000000,%ebp
    1214:	movss  0x10(%rsi),%xmm5
    1219:	movss  0x14(%rsi),%xmm11
    121f:	mov    %edx,%eax
    1221:	xor    $0xc2b2ae35,%ebp
    1227:	movss  %xmm6,0x30(%rsp)
    122d:	movss  0x4(%rsi),%xmm6
    1232:	shr    $0x10,%eax
    1235:	movss  %xmm5,0x1c(%rsp)
    123b:	movss  0x24(%rsi),%xmm5
    1240:	movss  0x18(%rsi),%xmm8
    1246:	xor    %edx,%eax
    1248:	movss  %xmm6,0x2c(%rsp)
    124e:	movss  0x2daa(%rip),%xmm6        # 4000 <_fini+0x8f0>
    1256:	divss  0x8(%rsi),%xmm6
    125b:	imul   $0x7feb352d,%eax,%eax
    1261:	movss  %xmm6,0x18(%rsp)
    1267:	movss  0xc(%rsi),%xmm6
    126c:	movss  0x1c(%rsi),%xmm9
    1272:	movss  %xmm5,0x20(%rsp)
    1278:	movss  0x28(%rsi),%xmm5
    127d:	movss  %xmm6,0x28(%rsp)
    1283:	movaps %xmm11,%xmm6
    1287:	mov    %eax,%edx
    1289:	addss  %xmm11,%xmm6
    128e:	shr    $0xf,%edx
    1291:	xor    %edx,%eax
    1293:	imul   $0x846ca68b,%eax,%eax
    1299:	movss  %xmm6,0x24(%rsp)
    129f:	movss  0x20(%rsi),%xmm6
    12a4:	movss  %xmm6,0xc(%rsp)
    12aa:	mov    %eax,%edx
    12ac:	shr    $0x10,%edx
    12af:	xor    %edx,%eax
    12b1:	mov    %eax,0x34(%rsp)
    12b5:	mov    %r12d,%eax
    12b8:	or     $0x10000000,%eax
    12bd:	xor    $0xc2b2ae35,%eax
    12c2:	mov    %eax,%edx
    12c4:	shr    $0x10,%edx
    12c7:	xor    %eax,%edx
    12c9:	imul   $0x7feb352d,%edx,%edx
    12cf:	mov    %edx,%eax
    12d1:	shr    $0xf,%eax
    12d4:	xor    %eax,%edx
    12d6:	imul   $0x846ca68b,%edx,%edx
    12dc:	mov    %edx,%eax
    12de:	shr    $0x10,%eax
    12e1:	xor    %eax,%edx
    12e3:	mov    %ebp,%eax
    12e5:	shr    $0x10,%eax
    12e8:	xor    %ebp,%eax
    12ea:	imul   $0x7feb352d,%eax,%eax
    12f0:	mov    %eax,%ebp
    12f2:	shr    $0xf,%ebp
    12f5:	xor    %ebp,%eax
    12f7:	imul   $0x846ca68b,%eax,%eax
    12fd:	mov    %eax,%ebp
    12ff:	shr    $0x10,%ebp
    1302:	xor    %ebp,%eax
    1304:	mov    %r12d,%ebp
    1307:	or     $0x30000000,%ebp
    130d:	xor    $0xc2b2ae35,%ebp
    1313:	mov    %ebp,%r14d
    1316:	shr    $0x10,%r14d
    131a:	xor    %ebp,%r14d
    131d:	imul   $0x7feb352d,%r14d,%r14d
    1324:	mov    %r14d,%ebp
    1327:	shr    $0xf,%ebp
    132a:	xor    %ebp,%r14d
    132d:	imul   $0x846ca68b,%r14d,%r14d
    1334:	mov    %r14d,%ebp
    1337:	shr    $0x10,%ebp
    133a:	xor    %ebp,%r14d
    133d:	mov    %r12d,%ebp
    1340:	movslq %r12d,%r12
    1343:	or     $0x40000000,%ebp
    1349:	shl    $0x2,%r12
    134d:	xor    $0xc2b2ae35,%ebp
    1353:	lea    (%r10,%r12,1),%r15
    1357:	add    %r12,%rbx
    135a:	add    %r12,%r11
    135d:	mov    %ebp,%r13d
    1360:	add    %r12,%rcx
    1363:	add    %r12,%r8
    1366:	add    %r12,%r9
    1369:	shr    $0x10,%r13d
    136d:	mov    %r15,0x38(%rsp)
    1372:	movss  (%r15),%xmm2
    1377:	xor    %ebp,%r13d
    137a:	add    0x100(%rsp),%r12
    1382:	mov    %rbx,0x40(%rsp)
    1387:	imul   $0x7feb352d,%r13d,%r13d
    138e:	movss  (%r11),%xmm3
    1393:	movss  (%rbx),%xmm12
    1398:	movss  (%rcx),%xmm4
    139c:	mov    (%r9),%r15d
    139f:	movss  (%r12),%xmm7
    13a5:	mov    %r13d,%ebp
    13a8:	shr    $0xf,%ebp
    13ab:	xor    %ebp,%r13d
    13ae:	imul   $0x846ca68b,%r13d,%r13d
    13b5:	mov    %r13d,%ebp
    13b8:	shr    $0x10,%ebp
    13bb:	xor    %ebp,%r13d
    13be:	mov    (%r8),%ebp
    13c1:	test   %edi,%edi
    13c3:	jle    21d5 <cartpole_rollout+0x1025>
    13c9:	mov    0x108(%rsp),%r10
    13d1:	lea    -0x4(,%rdi,4),%rsi
    13d9:	movss  0x2c22(%rip),%xmm10        # 4004 <_fini+0x8f4>
    13e2:	movss  0x2c46(%rip),%xmm6        # 4030 <_fini+0x920>
    13ea:	shr    $0x2,%rsi
    13ee:	lea    (%r10,%rdi,4),%rbx
    13f2:	add    $0x1,%rsi
    13f6:	mov    %rbx,0x10(%rsp)
    13fb:	and    $0x3,%esi
    13fe:	je     19df <cartpole_rollout+0x82f>
    1404:	cmp    $0x1,%rsi
    1408:	je     17f1 <cartpole_rollout+0x641>
    140e:	cmp    $0x2,%rsi
    1412:	je     1603 <cartpole_rollout+0x453>
    1418:	movaps %xmm12,%xmm0
    141c:	mov    (%r10),%ebx
    141f:	andps  %xmm6,%xmm0
    1422:	comiss %xmm0,%xmm10
    1426:	jb     2dbe <cartpole_rollout+0x1c0e>
    142c:	movaps %xmm12,%xmm13
    1430:	movss  0x2bdc(%rip),%xmm0        # 4014 <_fini+0x904>
    1438:	movss  0x2bd7(%rip),%xmm14        # 4018 <_fini+0x908>
    1441:	mulss  %xmm12,%xmm13
    1446:	movss  0x2bba(%rip),%xmm1        # 4008 <_fini+0x8f8>
    144e:	mulss  %xmm13,%xmm0
    1453:	mulss  %xmm13,%xmm1
    1458:	addss  0x2bac(%rip),%xmm1        # 400c <_fini+0x8fc>
    1460:	subss  %xmm14,%xmm0
    1465:	mulss  %xmm13,%xmm1
    146a:	movss  0x2ba9(%rip),%xmm14        # 401c <_fini+0x90c>
    1473:	subss  0x2b95(%rip),%xmm1        # 4010 <_fini+0x900>
    147b:	mulss  %xmm13,%xmm0
    1480:	mulss  %xmm13,%xmm1
    1485:	addss  %xmm14,%xmm0
    148a:	movss  0x2b8d(%rip),%xmm14        # 4020 <_fini+0x910>
    1493:	mulss  %xmm12,%xmm1
    1498:	mulss  %xmm13,%xmm0
    149d:	addss  %xmm12,%xmm1
    14a2:	mulss  %xmm13,%xmm0
    14a7:	mulss  %xmm14,%xmm13
    14ac:	subss  %xmm13,%xmm0
    14b1:	addss  0x2b47(%rip),%xmm0        # 4000 <_fini+0x8f0>
    14b9:	movaps %xmm8,%xmm13
    14bd:	add    $0x1,%ebp
    14c0:	mulss  %xmm3,%xmm13
    14c5:	addss  %xmm13,%xmm2
    14ca:	movaps %xmm2,%xmm13
    14ce:	andps  %xmm6,%xmm13
    14d2:	comiss %xmm9,%xmm13
    14d6:	ja     14fa <cartpole_rollout+0x34a>
    14d8:	movaps %xmm4,%xmm13
    14dc:	mulss  %xmm8,%xmm13
    14e1:	addss  %xmm13,%xmm12
    14e6:	movaps %xmm12,%xmm13
    14ea:	andps  %xmm6,%xmm13
    14ee:	comiss 0xc(%rsp),%xmm13
    14f4:	jbe    2bfb <cartpole_rollout+0x1a4b>
    14fa:	mov    %ebx,%edi
    14fc:	pxor   %xmm2,%xmm2
    1500:	pxor   %xmm3,%xmm3
    1504:	add    $0x1,%r15d
    1508:	pxor   %xmm12,%xmm12
    150d:	pxor   %xmm4,%xmm4
    1511:	pxor   %xmm0,%xmm0
    1515:	xor    %edx,%edi
    1517:	mov    %edi,%esi
    1519:	cvtsi2ss %ebp,%xmm0
    151d:	shr    $0x10,%esi
    1520:	xor    %edi,%esi
    1522:	imul   $0x7feb352d,%esi,%esi
    1528:	addss  %xmm0,%xmm7
    152c:	mov    %esi,%edi
    152e:	shr    $0xf,%edi
    1531:	xor    %edi,%esi
    1533:	imul   $0x846ca68b,%esi,%esi
    1539:	mov    %esi,%edi
    153b:	shr    $0x10,%edi
    153e:	xor    %edi,%esi
    1540:	mov    %ebx,%edi
    1542:	shr    $0x8,%esi
    1545:	xor    %eax,%edi
    1547:	sub    $0x800000,%esi
    154d:	cvtsi2ss %esi,%xmm2
    1551:	mov    %edi,%esi
    1553:	shr    $0x10,%esi
    1556:	xor    %edi,%esi
    1558:	imul   $0x7feb352d,%esi,%esi
    155e:	mulss  %xmm5,%xmm2
    1562:	mov    %esi,%edi
    1564:	shr    $0xf,%edi
    1567:	xor    %edi,%esi
    1569:	imul   $0x846ca68b,%esi,%esi
    156f:	mov    %esi,%edi
    1571:	shr    $0x10,%edi
    1574:	xor    %edi,%esi
    1576:	mov    %ebx,%edi
    1578:	shr    $0x8,%esi
    157b:	xor    %r14d,%edi
    157e:	sub    $0x800000,%esi
    1584:	cvtsi2ss %esi,%xmm3
    1588:	mov    %edi,%esi
    158a:	shr    $0x10,%esi
    158d:	xor    %edi,%esi
    158f:	imul   $0x7feb352d,%esi,%esi
    1595:	mulss  %xmm5,%xmm3
    1599:	mov    %esi,%edi
    159b:	shr    $0xf,%edi
    159e:	xor    %edi,%esi
    15a0:	imul   $0x846ca68b,%esi,%esi
    15a6:	mov    %esi,%edi
    15a8:	shr    $0x10,%edi
    15ab:	xor    %edi,%esi
    15ad:	shr    $0x8,%esi
    15b0:	xor    %r13d,%ebx
    15b3:	xor    %ebp,%ebp
    15b5:	sub    $0x800000,%esi
    15bb:	cvtsi2ss %esi,%xmm12
    15c0:	mov    %ebx,%esi
    15c2:	shr    $0x10,%esi
    15c5:	xor    %ebx,%esi
    15c7:	imul   $0x7feb352d,%esi,%esi
    15cd:	mulss  %xmm5,%xmm12
    15d2:	mov    %esi,%edi
    15d4:	shr    $0xf,%edi
    15d7:	xor    %edi,%esi
    15d9:	imul   $0x846ca68b,%esi,%esi
    15df:	mov    %esi,%edi
    15e1:	shr    $0x10,%edi
    15e4:	xor    %edi,%esi
    15e6:	shr    $0x8,%esi
    15e9:	sub    $0x800000,%esi
    15ef:	cvtsi2ss %esi,%xmm4
    15f3:	mulss  %xmm5,%xmm4
    15f7:	mov    0x108(%rsp),%rbx
    15ff:	lea    0x4(%rbx),%r10
    1603:	movaps %xmm12,%xmm0
    1607:	mov    (%r10),%ebx
    160a:	andps  %xmm6,%xmm0
    160d:	comiss %xmm0,%xmm10
    1611:	jb     29c0 <cartpole_rollout+0x1810>
    1617:	movaps %xmm12,%xmm13
    161b:	movss  0x29f1(%rip),%xmm0        # 4014 <_fini+0x904>
    1623:	movss  0x29ec(%rip),%xmm14        # 4018 <_fini+0x908>
    162c:	mulss  %xmm12,%xmm13
    1631:	movss  0x29cf(%rip),%xmm1        # 4008 <_fini+0x8f8>
    1639:	mulss  %xmm13,%xmm0
    163e:	mulss  %xmm13,%xmm1
    1643:	addss  0x29c1(%rip),%xmm1        # 400c <_fini+0x8fc>
    164b:	subss  %xmm14,%xmm0
    1650:	mulss  %xmm13,%xmm1
    1655:	movss  0x29be(%rip),%xmm14        # 401c <_fini+0x90c>
    165e:	subss  0x29aa(%rip),%xmm1        # 4010 <_fini+0x900>
    1666:	mulss  %xmm13,%xmm0
    166b:	mulss  %xmm13,%xmm1
    1670:	addss  %xmm14,%xmm0
    1675:	movss  0x29a2(%rip),%xmm14        # 4020 <_fini+0x910>
    167e:	mulss  %xmm12,%xmm1
    1683:	mulss  %xmm13,%xmm0
    1688:	addss  %xmm12,%xmm1
    168d:	mulss  %xmm13,%xmm0
    1692:	mulss  %xmm14,%xmm13
    1697:	subss  %xmm13,%xmm0
    169c:	addss  0x295c(%rip),%xmm0        # 4000 <_fini+0x8f0>
    16a4:	movaps %xmm8,%xmm13
    16a8:	add    $0x1,%ebp
    16ab:	mulss  %xmm3,%xmm13
    16b0:	addss  %xmm13,%xmm2
    16b5:	movaps %xmm2,%xmm13
    16b9:	andps  %xmm6,%xmm13
    16bd:	comiss %xmm9,%xmm13
    16c1:	ja     16f0 <cartpole_rollout+0x540>
    16c3:	movaps %xmm4,%xmm13
    16c7:	mulss  %xmm8,%xmm13
    16cc:	addss  %xmm13,%xmm12
    16d1:	movaps %xmm12,%xmm13
    16d5:	andps  %xmm6,%xmm13
    16d9:	comiss 0xc(%rsp),%xmm13
    16df:	ja     16f0 <cartpole_rollout+0x540>
    16e1:	cmp    0x128(%rsp),%ebp
    16e8:	jl     2ce3 <cartpole_rollout+0x1b33>
    16ee:	xchg   %ax,%ax
    16f0:	mov    %ebx,%edi
    16f2:	pxor   %xmm2,%xmm2
    16f6:	pxor   %xmm3,%xmm3
    16fa:	add    $0x1,%r15d
    16fe:	pxor   %xmm12,%xmm12
    1703:	pxor   %xmm4,%xmm4
    1707:	pxor   %xmm0,%xmm0
    170b:	xor    %edx,%edi
    170d:	mov    %edi,%esi
    170f:	cvtsi2ss %ebp,%xmm0
    1713:	shr    $0x10,%esi
    1716:	xor    %edi,%esi
    1718:	imul   $0x7feb352d,%esi,%esi
    171e:	addss  %xmm0,%xmm7
    1722:	mov    %esi,%edi
    1724:	shr    $0xf,%edi
    1727:	xor    %edi,%esi
    1729:	imul   $0x846ca68b,%esi,%esi
    172f:	mov    %esi,%edi
    1731:	shr    $0x10,%edi
    1734:	xor    %edi,%esi
    1736:	mov    %ebx,%edi
    1738:	shr    $0x8,%esi
    173b:	xor    %eax,%edi
    173d:	sub    $0x800000,%esi
    1743:	cvtsi2ss %esi,%xmm2
    1747:	mov    %edi,%esi
    1749:	shr    $0x10,%esi
    174c:	xor    %edi,%esi
    174e:	imul   $0x7feb352d,%esi,%esi
    1754:	mulss  %xmm5,%xmm2
    1758:	mov    %esi,%edi
    175a:	shr    $0xf,%edi
    175d:	xor    %edi,%esi
    175f:	imul   $0x846ca68b,%esi,%esi
    1765:	mov    %esi,%edi
    1767:	shr    $0x10,%edi
    176a:	xor    %edi,%esi
    176c:	mov    %ebx,%edi
    176e:	shr    $0x8,%esi
    1771:	xor    %r14d,%edi
    1774:	sub    $0x800000,%esi
    177a:	cvtsi2ss %esi,%xmm3
    177e:	mov    %edi,%esi
    1780:	shr    $0x10,%esi
    1783:	xor    %edi,%esi
    1785:	imul   $0x7feb352d,%esi,%esi
    178b:	mulss  %xmm5,%xmm3
    178f:	mov    %esi,%edi
    1791:	shr    $0xf,%edi
    1794:	xor    %edi,%esi
    1796:	imul   $0x846ca68b,%esi,%esi
    179c:	mov    %esi,%edi
    179e:	shr    $0x10,%edi
    17a1:	xor    %edi,%esi
    17a3:	shr    $0x8,%esi
    17a6:	xor    %r13d,%ebx
    17a9:	xor    %ebp,%ebp
    17ab:	sub    $0x800000,%esi
    17b1:	cvtsi2ss %esi,%xmm12
    17b6:	mov    %ebx,%esi
    17b8:	shr    $0x10,%esi
    17bb:	xor    %ebx,%esi
    17bd:	imul   $0x7feb352d,%esi,%esi
    17c3:	mulss  %xmm5,%xmm12
    17c8:	mov    %esi,%edi
    17ca:	shr    $0xf,%edi
    17cd:	xor    %edi,%esi
    17cf:	imul   $0x846ca68b,%esi,%esi
    17d5:	mov    %esi,%edi
    17d7:	shr    $0x10,%edi
    17da:	xor    %edi,%esi
    17dc:	shr    $0x8,%esi
    17df:	sub    $0x800000,%esi
    17e5:	cvtsi2ss %esi,%xmm4
    17e9:	mulss  %xmm5,%xmm4
    17ed:	add    $0x4,%r10
    17f1:	movaps %xmm12,%xmm0
    17f5:	mov    (%r10),%ebx
    17f8:	andps  %xmm6,%xmm0
    17fb:	comiss %xmm0,%xmm10
    17ff:	jb     2ae0 <cartpole_rollout+0x1930>
    1805:	movaps %xmm12,%xmm13
    1809:	movss  0x2803(%rip),%xmm0        # 4014 <_fini+0x904>
    1811:	movss  0x27fe(%rip),%xmm14        # 4018 <_fini+0x908>
    181a:	mulss  %xmm12,%xmm13
    181f:	movss  0x27e1(%rip),%xmm1        # 4008 <_fini+0x8f8>
    1827:	mulss  %xmm13,%xmm0
    182c:	mulss  %xmm13,%xmm1
    1831:	addss  0x27d3(%rip),%xmm1        # 400c <_fini+0x8fc>
    1839:	subss  %xmm14,%xmm0
    183e:	mulss  %xmm13,%xmm1
    1843:	movss  0x27d0(%rip),%xmm14        # 401c <_fini+0x90c>
    184c:	subss  0x27bc(%rip),%xmm1        # 4010 <_fini+0x900>
    1854:	mulss  %xmm13,%xmm0
    1859:	mulss  %xmm13,%xmm1
    185e:	addss  %xmm14,%xmm0
    1863:	movss  0x27b4(%rip),%xmm14        # 4020 <_fini+0x910>
    186c:	mulss  %xmm12,%xmm1
    1871:	mulss  %xmm13,%xmm0
    1876:	addss  %xmm12,%xmm1
    187b:	mulss  %xmm13,%xmm0
    1880:	mulss  %xmm14,%xmm13
    1885:	subss  %xmm13,%xmm0
    188a:	addss  0x276e(%rip),%xmm0        # 4000 <_fini+0x8f0>
    1892:	movaps %xmm8,%xmm13
    1896:	add    $0x1,%ebp
    1899:	mulss  %xmm3,%xmm13
    189e:	addss  %xmm13,%xmm2
    18a3:	movaps %xmm2,%xmm13
    18a7:	andps  %xmm6,%xmm13
    18ab:	comiss %xmm9,%xmm13
    18af:	ja     18d3 <cartpole_rollout+0x723>
    18b1:	movaps %xmm4,%xmm13
    18b5:	mulss  %xmm8,%xmm13
    18ba:	addss  %xmm13,%xmm12
    18bf:	movaps %xmm12,%xmm13
    18c3:	andps  %xmm6,%xmm13
    18c7:	comiss 0xc(%rsp),%xmm13
    18cd:	jbe    28d0 <cartpole_rollout+0x1720>
    18d3:	mov    %ebx,%edi
    18d5:	pxor   %xmm2,%xmm2
    18d9:	pxor   %xmm3,%xmm3
    18dd:	add    $0x1,%r15d
    18e1:	pxor   %xmm12,%xmm12
    18e6:	pxor   %xmm4,%xmm4
    18ea:	pxor   %xmm0,%xmm0
    18ee:	xor    %edx,%edi
    18f0:	mov    %edi,%esi
    18f2:	cvtsi2ss %ebp,%xmm0
    18f6:	shr    $0x10,%esi
    18f9:	xor    %edi,%esi
    18fb:	imul   $0x7feb352d,%esi,%esi
    1901:	addss  %xmm0,%xmm7
    1905:	mov    %esi,%edi
    1907:	shr    $0xf,%edi
    190a:	xor    %edi,%esi
    190c:	imul   $0x846ca68b,%esi,%esi
    1912:	mov    %esi,%edi
    1914:	shr    $0x10,%edi
    1917:	xor    %edi,%esi
    1919:	mov    %ebx,%edi
    191b:	shr    $0x8,%esi
    191e:	xor    %eax,%edi
    1920:	sub    $0x800000,%esi
    1926:	cvtsi2ss %esi,%xmm2
    192a:	mov    %edi,%esi
    192c:	shr    $0x10,%esi
    192f:	xor    %edi,%esi
    1931:	imul   $0x7feb352d,%esi,%esi
    1937:	mulss  %xmm5,%xmm2
    193b:	mov    %esi,%edi
    193d:	shr    $0xf,%edi
    1940:	xor    %edi,%esi
    1942:	imul   $0x846ca68b,%esi,%esi
    1948:	mov    %esi,%edi
    194a:	shr    $0x10,%edi
    194d:	xor    %edi,%esi
    194f:	mov    %ebx,%edi
    1951:	shr    $0x8,%esi
    1954:	xor    %r14d,%edi
    1957:	sub    $0x800000,%esi
    195d:	cvtsi2ss %esi,%xmm3
    1961:	mov    %edi,%esi
    1963:	shr    $0x10,%esi
    1966:	xor    %edi,%esi
    1968:	imul   $0x7feb352d,%esi,%esi
    196e:	mulss  %xmm5,%xmm3
    1972:	mov    %esi,%edi
    1974:	shr    $0xf,%edi
    1977:	xor    %edi,%esi
    1979:	imul   $0x846ca68b,%esi,%esi
    197f:	mov    %esi,%edi
    1981:	shr    $0x10,%edi
    1984:	xor    %edi,%esi
    1986:	shr    $0x8,%esi
    1989:	xor    %r13d,%ebx
    198c:	xor    %ebp,%ebp
    198e:	sub    $0x800000,%esi
    1994:	cvtsi2ss %esi,%xmm12
    1999:	mov    %ebx,%esi
    199b:	shr    $0x10,%esi
    199e:	xor    %ebx,%esi
    19a0:	imul   $0x7feb352d,%esi,%esi
    19a6:	mulss  %xmm5,%xmm12
    19ab:	mov    %esi,%edi
    19ad:	shr    $0xf,%edi
    19b0:	xor    %edi,%esi
    19b2:	imul   $0x846ca68b,%esi,%esi
    19b8:	mov    %esi,%edi
    19ba:	shr    $0x10,%edi
    19bd:	xor    %edi,%esi
    19bf:	shr    $0x8,%esi
    19c2:	sub    $0x800000,%esi
    19c8:	cvtsi2ss %esi,%xmm4
    19cc:	mulss  %xmm5,%xmm4
    19d0:	add    $0x4,%r10
    19d4:	cmp    %r10,0x10(%rsp)
    19d9:	je     21d5 <cartpole_rollout+0x1025>
    19df:	mov    %r11,0x88(%rsp)
    19e7:	mov    %rcx,0x90(%rsp)
    19ef:	mov    %r8,0x98(%rsp)
    19f7:	mov    %r9,0xa0(%rsp)
    19ff:	mov    %r12,0xa8(%rsp)
    1a07:	mov    %r15d,%r12d
    1a0a:	mov    %eax,%r15d
    1a0d:	movss  %xmm11,0x68(%rsp)
    1a14:	movaps %xmm12,%xmm0
    1a18:	mov    (%r10),%ebx
    1a1b:	andps  %xmm6,%xmm0
    1a1e:	comiss %xmm0,%xmm10
    1a22:	jb     2810 <cartpole_rollout+0x1660>
    1a28:	movaps %xmm12,%xmm11
    1a2c:	movss  0x25e0(%rip),%xmm0        # 4014 <_fini+0x904>
    1a34:	movss  0x25db(%rip),%xmm13        # 4018 <_fini+0x908>
    1a3d:	mulss  %xmm12,%xmm11
    1a42:	movss  0x25be(%rip),%xmm1        # 4008 <_fini+0x8f8>
    1a4a:	mulss  %xmm11,%xmm0
    1a4f:	mulss  %xmm11,%xmm1
    1a54:	addss  0x25b0(%rip),%xmm1        # 400c <_fini+0x8fc>
    1a5c:	subss  %xmm13,%xmm0
    1a61:	mulss  %xmm11,%xmm1
    1a66:	movss  0x25ad(%rip),%xmm13        # 401c <_fini+0x90c>
    1a6f:	subss  0x2599(%rip),%xmm1        # 4010 <_fini+0x900>
    1a77:	mulss  %xmm11,%xmm0
    1a7c:	mulss  %xmm11,%xmm1
    1a81:	addss  %xmm13,%xmm0
    1a86:	movss  0x2591(%rip),%xmm13        # 4020 <_fini+0x910>
    1a8f:	mulss  %xmm12,%xmm1
    1a94:	mulss  %xmm11,%xmm0
    1a99:	addss  %xmm12,%xmm1
    1a9e:	mulss  %xmm11,%xmm0
    1aa3:	mulss  %xmm13,%xmm11
    1aa8:	subss  %xmm11,%xmm0
    1aad:	addss  0x254b(%rip),%xmm0        # 4000 <_fini+0x8f0>
    1ab5:	movaps %xmm8,%xmm11
    1ab9:	add    $0x1,%ebp
    1abc:	mulss  %xmm3,%xmm11
    1ac1:	addss  %xmm11,%xmm2
    1ac6:	movaps %xmm2,%xmm11
    1aca:	andps  %xmm6,%xmm11
    1ace:	comiss %xmm9,%xmm11
    1ad2:	ja     1af6 <cartpole_rollout+0x946>
    1ad4:	movaps %xmm4,%xmm11
    1ad8:	mulss  %xmm8,%xmm11
    1add:	addss  %xmm11,%xmm12
    1ae2:	movaps %xmm12,%xmm11
    1ae6:	andps  %xmm6,%xmm11
    1aea:	comiss 0xc(%rsp),%xmm11
    1af0:	jbe    23f0 <cartpole_rollout+0x1240>
    1af6:	mov    %ebx,%edi
    1af8:	pxor   %xmm2,%xmm2
    1afc:	pxor   %xmm3,%xmm3
    1b00:	add    $0x1,%r12d
    1b04:	pxor   %xmm12,%xmm12
    1b09:	pxor   %xmm4,%xmm4
    1b0d:	pxor   %xmm0,%xmm0
    1b11:	xor    %edx,%edi
    1b13:	mov    %edi,%esi
    1b15:	cvtsi2ss %ebp,%xmm0
    1b19:	shr    $0x10,%esi
    1b1c:	xor    %edi,%esi
    1b1e:	imul   $0x7feb352d,%esi,%esi
    1b24:	addss  %xmm0,%xmm7
    1b28:	mov    %esi,%edi
    1b2a:	shr    $0xf,%edi
    1b2d:	xor    %edi,%esi
    1b2f:	imul   $0x846ca68b,%esi,%esi
    1b35:	mov    %esi,%edi
    1b37:	shr    $0x10,%edi
    1b3a:	xor    %edi,%esi
    1b3c:	mov    %ebx,%edi
    1b3e:	shr    $0x8,%esi
    1b41:	xor    %r15d,%edi
    1b44:	sub    $0x800000,%esi
    1b4a:	cvtsi2ss %esi,%xmm2
    1b4e:	mov    %edi,%esi
    1b50:	shr    $0x10,%esi
    1b53:	xor    %edi,%esi
    1b55:	imul   $0x7feb352d,%esi,%esi
    1b5b:	mulss  %xmm5,%xmm2
    1b5f:	mov    %esi,%edi
    1b61:	shr    $0xf,%edi
    1b64:	xor    %edi,%esi
    1b66:	imul   $0x846ca68b,%esi,%esi
    1b6c:	mov    %esi,%edi
    1b6e:	shr    $0x10,%edi
    1b71:	xor    %edi,%esi
    1b73:	mov    %ebx,%edi
    1b75:	shr    $0x8,%esi
    1b78:	xor    %r14d,%edi
    1b7b:	sub    $0x800000,%esi
    1b81:	cvtsi2ss %esi,%xmm3
    1b85:	mov    %edi,%esi
    1b87:	shr    $0x10,%esi
    1b8a:	xor    %edi,%esi
    1b8c:	imul   $0x7feb352d,%esi,%esi
    1b92:	mulss  %xmm5,%xmm3
    1b96:	mov    %esi,%edi
    1b98:	shr    $0xf,%edi
    1b9b:	xor    %edi,%esi
    1b9d:	imul   $0x846ca68b,%esi,%esi
    1ba3:	mov    %esi,%edi
    1ba5:	shr    $0x10,%edi
    1ba8:	xor    %edi,%esi
    1baa:	shr    $0x8,%esi
    1bad:	xor    %r13d,%ebx
    1bb0:	xor    %ebp,%ebp
    1bb2:	sub    $0x800000,%esi
    1bb8:	cvtsi2ss %esi,%xmm12
    1bbd:	mov    %ebx,%esi
    1bbf:	shr    $0x10,%ebx
    1bc2:	xor    %esi,%ebx
    1bc4:	imul   $0x7feb352d,%ebx,%ebx
    1bca:	mulss  %xmm5,%xmm12
    1bcf:	mov    %ebx,%esi
    1bd1:	shr    $0xf,%esi
    1bd4:	xor    %esi,%ebx
    1bd6:	imul   $0x846ca68b,%ebx,%ebx
    1bdc:	mov    %ebx,%esi
    1bde:	shr    $0x10,%esi
    1be1:	xor    %esi,%ebx
    1be3:	shr    $0x8,%ebx
    1be6:	sub    $0x800000,%ebx
    1bec:	cvtsi2ss %ebx,%xmm4
    1bf0:	mulss  %xmm5,%xmm4
    1bf4:	movaps %xmm12,%xmm0
    1bf8:	mov    0x4(%r10),%ebx
    1bfc:	lea    0x4(%r10),%r8
    1c00:	andps  %xmm6,%xmm0
    1c03:	comiss %xmm0,%xmm10
    1c07:	jb     2750 <cartpole_rollout+0x15a0>
    1c0d:	movaps %xmm12,%xmm11
    1c11:	movss  0x23fb(%rip),%xmm0        # 4014 <_fini+0x904>
    1c19:	movss  0x23f6(%rip),%xmm13        # 4018 <_fini+0x908>
    1c22:	mulss  %xmm12,%xmm11
    1c27:	movss  0x23d9(%rip),%xmm1        # 4008 <_fini+0x8f8>
    1c2f:	mulss  %xmm11,%xmm0
    1c34:	mulss  %xmm11,%xmm1
    1c39:	addss  0x23cb(%rip),%xmm1        # 400c <_fini+0x8fc>
    1c41:	subss  %xmm13,%xmm0
    1c46:	mulss  %xmm11,%xmm1
    1c4b:	movss  0x23c8(%rip),%xmm13        # 401c <_fini+0x90c>
    1c54:	subss  0x23b4(%rip),%xmm1        # 4010 <_fini+0x900>
    1c5c:	mulss  %xmm11,%xmm0
    1c61:	mulss  %xmm11,%xmm1
    1c66:	addss  %xmm13,%xmm0
    1c6b:	movss  0x23ac(%rip),%xmm13        # 4020 <_fini+0x910>
    1c74:	mulss  %xmm12,%xmm1
    1c79:	mulss  %xmm11,%xmm0
    1c7e:	addss  %xmm12,%xmm1
    1c83:	mulss  %xmm11,%xmm0
    1c88:	mulss  %xmm13,%xmm11
    1c8d:	subss  %xmm11,%xmm0
    1c92:	addss  0x2366(%rip),%xmm0        # 4000 <_fini+0x8f0>
    1c9a:	movaps %xmm8,%xmm11
    1c9e:	add    $0x1,%ebp
    1ca1:	mulss  %xmm3,%xmm11
    1ca6:	addss  %xmm11,%xmm2
    1cab:	movaps %xmm2,%xmm11
    1caf:	andps  %xmm6,%xmm11
    1cb3:	comiss %xmm9,%xmm11
    1cb7:	ja     1cdb <cartpole_rollout+0xb2b>
    1cb9:	movaps %xmm4,%xmm11
    1cbd:	mulss  %xmm8,%xmm11
    1cc2:	addss  %xmm11,%xmm12
    1cc7:	movaps %xmm12,%xmm11
    1ccb:	andps  %xmm6,%xmm11
    1ccf:	comiss 0xc(%rsp),%xmm11
    1cd5:	jbe    2300 <cartpole_rollout+0x1150>
    1cdb:	mov    %ebx,%edi
    1cdd:	pxor   %xmm2,%xmm2
    1ce1:	pxor   %xmm3,%xmm3
    1ce5:	add    $0x1,%r12d
    1ce9:	pxor   %xmm12,%xmm12
    1cee:	pxor   %xmm4,%xmm4
    1cf2:	pxor   %xmm0,%xmm0
    1cf6:	xor    %edx,%edi
    1cf8:	mov    %edi,%esi
    1cfa:	cvtsi2ss %ebp,%xmm0
    1cfe:	shr    $0x10,%esi
    1d01:	xor    %edi,%esi
    1d03:	imul   $0x7feb352d,%esi,%esi
    1d09:	addss  %xmm0,%xmm7
    1d0d:	mov    %esi,%edi
    1d0f:	shr    $0xf,%edi
    1d12:	xor    %edi,%esi
    1d14:	imul   $0x846ca68b,%esi,%esi
    1d1a:	mov    %esi,%edi
    1d1c:	shr    $0x10,%edi
    1d1f:	xor    %edi,%esi
    1d21:	mov    %ebx,%edi
    1d23:	shr    $0x8,%esi
    1d26:	xor    %r15d,%edi
    1d29:	sub    $0x800000,%esi
    1d2f:	cvtsi2ss %esi,%xmm2
    1d33:	mov    %edi,%esi
    1d35:	shr    $0x10,%esi
    1d38:	xor    %edi,%esi
    1d3a:	imul   $0x7feb352d,%esi,%esi
    1d40:	mulss  %xmm5,%xmm2
    1d44:	mov    %esi,%edi
    1d46:	shr    $0xf,%edi
    1d49:	xor    %edi,%esi
    1d4b:	imul   $0x846ca68b,%esi,%esi
    1d51:	mov    %esi,%edi
    1d53:	shr    $0x10,%edi
    1d56:	xor    %edi,%esi
    1d58:	mov    %ebx,%edi
    1d5a:	shr    $0x8,%esi
    1d5d:	xor    %r14d,%edi
    1d60:	sub    $0x800000,%esi
    1d66:	cvtsi2ss %esi,%xmm3
    1d6a:	mov    %edi,%esi
    1d6c:	shr    $0x10,%esi
    1d6f:	xor    %edi,%esi
    1d71:	imul   $0x7feb352d,%esi,%esi
    1d77:	mulss  %xmm5,%xmm3
    1d7b:	mov    %esi,%edi
    1d7d:	shr    $0xf,%edi
    1d80:	xor    %edi,%esi
    1d82:	imul   $0x846ca68b,%esi,%esi
    1d88:	mov    %esi,%edi
    1d8a:	shr    $0x10,%edi
    1d8d:	xor    %edi,%esi
    1d8f:	shr    $0x8,%esi
    1d92:	xor    %r13d,%ebx
    1d95:	xor    %ebp,%ebp
    1d97:	sub    $0x800000,%esi
    1d9d:	cvtsi2ss %esi,%xmm12
    1da2:	mov    %ebx,%esi
    1da4:	shr    $0x10,%ebx
    1da7:	xor    %esi,%ebx
    1da9:	imul   $0x7feb352d,%ebx,%ebx
    1daf:	mulss  %xmm5,%xmm12
    1db4:	mov    %ebx,%esi
    1db6:	shr    $0xf,%esi
    1db9:	xor    %esi,%ebx
    1dbb:	imul   $0x846ca68b,%ebx,%ebx
    1dc1:	mov    %ebx,%esi
    1dc3:	shr    $0x10,%esi
    1dc6:	xor    %esi,%ebx
    1dc8:	shr    $0x8,%ebx
    1dcb:	sub    $0x800000,%ebx
    1dd1:	cvtsi2ss %ebx,%xmm4
    1dd5:	mulss  %xmm5,%xmm4
    1dd9:	movaps %xmm12,%xmm0
    1ddd:	mov    0x4(%r8),%ebx
    1de1:	andps  %xmm6,%xmm0
    1de4:	comiss %xmm0,%xmm10
    1de8:	jb     2690 <cartpole_rollout+0x14e0>
    1dee:	movaps %xmm12,%xmm11
    1df2:	movss  0x221a(%rip),%xmm0        # 4014 <_fini+0x904>
    1dfa:	movss  0x2215(%rip),%xmm13        # 4018 <_fini+0x908>
    1e03:	mulss  %xmm12,%xmm11
    1e08:	movss  0x21f8(%rip),%xmm1        # 4008 <_fini+0x8f8>
    1e10:	mulss  %xmm11,%xmm0
    1e15:	mulss  %xmm11,%xmm1
    1e1a:	addss  0x21ea(%rip),%xmm1        # 400c <_fini+0x8fc>
    1e22:	subss  %xmm13,%xmm0
    1e27:	mulss  %xmm11,%xmm1
    1e2c:	movss  0x21e7(%rip),%xmm13        # 401c <_fini+0x90c>
    1e35:	subss  0x21d3(%rip),%xmm1        # 4010 <_fini+0x900>
    1e3d:	mulss  %xmm11,%xmm0
    1e42:	mulss  %xmm11,%xmm1
    1e47:	addss  %xmm13,%xmm0
    1e4c:	movss  0x21cb(%rip),%xmm13        # 4020 <_fini+0x910>
    1e55:	mulss  %xmm12,%xmm1
    1e5a:	mulss  %xmm11,%xmm0
    1e5f:	addss  %xmm12,%xmm1
    1e64:	mulss  %xmm11,%xmm0
    1e69:	mulss  %xmm13,%xmm11
    1e6e:	subss  %xmm11,%xmm0
    1e73:	addss  0x2185(%rip),%xmm0        # 4000 <_fini+0x8f0>
    1e7b:	movaps %xmm8,%xmm11
    1e7f:	add    $0x1,%ebp
    1e82:	mulss  %xmm3,%xmm11
    1e87:	addss  %xmm11,%xmm2
    1e8c:	movaps %xmm2,%xmm11
    1e90:	andps  %xmm6,%xmm11
    1e94:	comiss %xmm9,%xmm11
    1e98:	ja     1ebc <cartpole_rollout+0xd0c>
    1e9a:	movaps %xmm4,%xmm11
    1e9e:	mulss  %xmm8,%xmm11
    1ea3:	addss  %xmm11,%xmm12
    1ea8:	movaps %xmm12,%xmm11
    1eac:	andps  %xmm6,%xmm11
    1eb0:	comiss 0xc(%rsp),%xmm11
    1eb6:	jbe    24e0 <cartpole_rollout+0x1330>
    1ebc:	mov    %ebx,%edi
    1ebe:	pxor   %xmm2,%xmm2
    1ec2:	pxor   %xmm3,%xmm3
    1ec6:	add    $0x1,%r12d
    1eca:	pxor   %xmm12,%xmm12
    1ecf:	pxor   %xmm4,%xmm4
    1ed3:	pxor   %xmm0,%xmm0
    1ed7:	xor    %edx,%edi
    1ed9:	mov    %edi,%esi
    1edb:	cvtsi2ss %ebp,%xmm0
    1edf:	shr    $0x10,%esi
    1ee2:	xor    %edi,%esi
    1ee4:	imul   $0x7feb352d,%esi,%esi
    1eea:	addss  %xmm0,%xmm7
    1eee:	mov    %esi,%edi
    1ef0:	shr    $0xf,%edi
    1ef3:	xor    %edi,%esi
    1ef5:	imul   $0x846ca68b,%esi,%esi
    1efb:	mov    %esi,%edi
    1efd:	shr    $0x10,%edi
    1f00:	xor    %edi,%esi
    1f02:	mov    %ebx,%edi
    1f04:	shr    $0x8,%esi
    1f07:	xor    %r15d,%edi
    1f0a:	sub    $0x800000,%esi
    1f10:	cvtsi2ss %esi,%xmm2
    1f14:	mov    %edi,%esi
    1f16:	shr    $0x10,%esi
    1f19:	xor    %edi,%esi
    1f1b:	imul   $0x7feb352d,%esi,%esi
    1f21:	mulss  %xmm5,%xmm2
    1f25:	mov    %esi,%edi
    1f27:	shr    $0xf,%edi
    1f2a:	xor    %edi,%esi
    1f2c:	imul   $0x846ca68b,%esi,%esi
    1f32:	mov    %esi,%edi
    1f34:	shr    $0x10,%edi
    1f37:	xor    %edi,%esi
    1f39:	mov    %ebx,%edi
    1f3b:	shr    $0x8,%esi
    1f3e:	xor    %r14d,%edi
    1f41:	sub    $0x800000,%esi
    1f47:	cvtsi2ss %esi,%xmm3
    1f4b:	mov    %edi,%esi
    1f4d:	shr    $0x10,%esi
    1f50:	xor    %edi,%esi
    1f52:	imul   $0x7feb352d,%esi,%esi
    1f58:	mulss  %xmm5,%xmm3
    1f5c:	mov    %esi,%edi
    1f5e:	shr    $0xf,%edi
    1f61:	xor    %edi,%esi
    1f63:	imul   $0x846ca68b,%esi,%esi
    1f69:	mov    %esi,%edi
    1f6b:	shr    $0x10,%edi
    1f6e:	xor    %edi,%esi
    1f70:	shr    $0x8,%esi
    1f73:	xor    %r13d,%ebx
    1f76:	xor    %ebp,%ebp
    1f78:	sub    $0x800000,%esi
    1f7e:	cvtsi2ss %esi,%xmm12
    1f83:	mov    %ebx,%esi
    1f85:	shr    $0x10,%ebx
    1f88:	xor    %esi,%ebx
    1f8a:	imul   $0x7feb352d,%ebx,%ebx
    1f90:	mulss  %xmm5,%xmm12
    1f95:	mov    %ebx,%esi
    1f97:	shr    $0xf,%esi
    1f9a:	xor    %esi,%ebx
    1f9c:	imul   $0x846ca68b,%ebx,%ebx
    1fa2:	mov    %ebx,%esi
    1fa4:	shr    $0x10,%esi
    1fa7:	xor    %esi,%ebx
    1fa9:	shr    $0x8,%ebx
    1fac:	sub    $0x800000,%ebx
    1fb2:	cvtsi2ss %ebx,%xmm4
    1fb6:	mulss  %xmm5,%xmm4
    1fba:	movaps %xmm12,%xmm0
    1fbe:	mov    0x8(%r8),%ebx
    1fc2:	andps  %xmm6,%xmm0
    1fc5:	comiss %xmm0,%xmm10
    1fc9:	jb     25d0 <cartpole_rollout+0x1420>
    1fcf:	movaps %xmm12,%xmm11
    1fd3:	movss  0x2039(%rip),%xmm0        # 4014 <_fini+0x904>
    1fdb:	movss  0x2034(%rip),%xmm13        # 4018 <_fini+0x908>
    1fe4:	mulss  %xmm12,%xmm11
    1fe9:	movss  0x2017(%rip),%xmm1        # 4008 <_fini+0x8f8>
    1ff1:	mulss  %xmm11,%xmm0
    1ff6:	mulss  %xmm11,%xmm1
    1ffb:	addss  0x2009(%rip),%xmm1        # 400c <_fini+0x8fc>
    2003:	subss  %xmm13,%xmm0
    2008:	mulss  %xmm11,%xmm1
    200d:	movss  0x2006(%rip),%xmm13        # 401c <_fini+0x90c>
    2016:	subss  0x1ff2(%rip),%xmm1        # 4010 <_fini+0x900>
    201e:	mulss  %xmm11,%xmm0
    2023:	mulss  %xmm11,%xmm1
    2028:	addss  %xmm13,%xmm0
    202d:	movss  0x1fea(%rip),%xmm13        # 4020 <_fini+0x910>
    2036:	mulss  %xmm12,%xmm1
    203b:	mulss  %xmm11,%xmm0
    2040:	addss  %xmm12,%xmm1
    2045:	mulss  %xmm11,%xmm0
    204a:	mulss  %xmm13,%xmm11
    204f:	subss  %xmm11,%xmm0
    2054:	addss  0x1fa4(%rip),%xmm0        # 4000 <_fini+0x8f0>
    205c:	movaps %xmm8,%xmm11
    2060:	add    $0x1,%ebp
    2063:	mulss  %xmm3,%xmm11
    2068:	addss  %xmm11,%xmm2
    206d:	movaps %xmm2,%xmm11
    2071:	andps  %xmm6,%xmm11
    2075:	comiss %xmm9,%xmm11
    2079:	ja     209d <cartpole_rollout+0xeed>
    207b:	movaps %xmm4,%xmm11
    207f:	mulss  %xmm8,%xmm11
    2084:	addss  %xmm11,%xmm12
    2089:	movaps %xmm12,%xmm11
    208d:	andps  %xmm6,%xmm11
    2091:	comiss 0xc(%rsp),%xmm11
    2097:	jbe    2210 <cartpole_rollout+0x1060>
    209d:	mov    %ebx,%edi
    209f:	pxor   %xmm2,%xmm2
    20a3:	pxor   %xmm3,%xmm3
    20a7:	add    $0x1,%r12d
    20ab:	pxor   %xmm12,%xmm12
    20b0:	pxor   %xmm4,%xmm4
    20b4:	pxor   %xmm0,%xmm0
    20b8:	xor    %edx,%edi
    20ba:	mov    %edi,%esi
    20bc:	cvtsi2ss %ebp,%xmm0
    20c0:	shr    $0x10,%esi
    20c3:	xor    %edi,%esi
    20c5:	imul   $0x7feb352d,%esi,%esi
    20cb:	addss  %xmm0,%xmm7
    20cf:	mov    %esi,%edi
    20d1:	shr    $0xf,%edi
    20d4:	xor    %edi,%esi
    20d6:	imul   $0x846ca68b,%esi,%esi
    20dc:	mov    %esi,%edi
    20de:	shr    $0x10,%edi
    20e1:	xor    %edi,%esi
    20e3:	mov    %ebx,%edi
    20e5:	shr    $0x8,%esi
    20e8:	xor    %r15d,%edi
    20eb:	sub    $0x800000,%esi
    20f1:	cvtsi2ss %esi,%xmm2
    20f5:	mov    %edi,%esi
    20f7:	shr    $0x10,%esi
    20fa:	xor    %edi,%esi
    20fc:	imul   $0x7feb352d,%esi,%esi
    2102:	mulss  %xmm5,%xmm2
    2106:	mov    %esi,%edi
    2108:	shr    $0xf,%edi
    210b:	xor    %edi,%esi
    210d:	imul   $0x846ca68b,%esi,%esi
    2113:	mov    %esi,%edi
    2115:	shr    $0x10,%edi
    2118:	xor    %edi,%esi
    211a:	mov    %ebx,%edi
    211c:	shr    $0x8,%esi
    211f:	xor    %r14d,%edi
    2122:	sub    $0x800000,%esi
    2128:	cvtsi2ss %esi,%xmm3
    212c:	mov    %edi,%esi
    212e:	shr    $0x10,%esi
    2131:	xor    %edi,%esi
    2133:	imul   $0x7feb352d,%esi,%esi
    2139:	mulss  %xmm5,%xmm3
    213d:	mov    %esi,%edi
    213f:	shr    $0xf,%edi
    2142:	xor    %edi,%esi
    2144:	imul   $0x846ca68b,%esi,%esi
    214a:	mov    %esi,%edi
    214c:	shr    $0x10,%edi
    214f:	xor    %edi,%esi
    2151:	shr    $0x8,%esi
    2154:	xor    %r13d,%ebx
    2157:	xor    %ebp,%ebp
    2159:	sub    $0x800000,%esi
    215f:	cvtsi2ss %esi,%xmm12
    2164:	mov    %ebx,%esi
    2166:	shr    $0x10,%ebx
    2169:	xor    %esi,%ebx
    216b:	imul   $0x7feb352d,%ebx,%ebx
    2171:	mulss  %xmm5,%xmm12
    2176:	mov    %ebx,%esi
    2178:	shr    $0xf,%esi
    217b:	xor    %esi,%ebx
    217d:	imul   $0x846ca68b,%ebx,%ebx
    2183:	mov    %ebx,%esi
    2185:	shr    $0x10,%esi
    2188:	xor    %esi,%ebx
    218a:	shr    $0x8,%ebx
    218d:	sub    $0x800000,%ebx
    2193:	cvtsi2ss %ebx,%xmm4
    2197:	mulss  %xmm5,%xmm4
    219b:	lea    0xc(%r8),%r10
    219f:	cmp    %r10,0x10(%rsp)
    21a4:	jne    1a14 <cartpole_rollout+0x864>
    21aa:	mov    %r12d,%r15d
    21ad:	mov    0x88(%rsp),%r11
    21b5:	mov    0x90(%rsp),%rcx
    21bd:	mov    0x98(%rsp),%r8
    21c5:	mov    0xa0(%rsp),%r9
    21cd:	mov    0xa8(%rsp),%r12
    21d5:	mov    0x38(%rsp),%rax
    21da:	mov    %ebp,(%r8)
    21dd:	mov    %r15d,(%r9)
    21e0:	movss  %xmm2,(%rax)
    21e4:	mov    0x40(%rsp),%rax
    21e9:	movss  %xmm3,(%r11)
    21ee:	movss  %xmm12,(%rax)
    21f3:	movss  %xmm4,(%rcx)
    21f7:	movss  %xmm7,(%r12)
    21fd:	add    $0xc8,%rsp
    2204:	pop    %rbx
    2205:	pop    %rbp
    2206:	pop    %r12
    2208:	pop    %r13
    220a:	pop    %r14
    220c:	pop    %r15
    220e:	ret
    220f:	nop
    2210:	cmp    0x128(%rsp),%ebp
    2217:	jge    209d <cartpole_rollout+0xeed>
    221d:	mov    0x34(%rsp),%eax
    2221:	movss  0x1c(%rsp),%xmm15
    2228:	pxor   %xmm11,%xmm11
    222d:	movss  0x18(%rsp),%xmm14
    2234:	xor    %eax,%ebx
    2236:	movaps %xmm15,%xmm13
    223a:	mulss  %xmm4,%xmm13
    223f:	mov    %ebx,%esi
    2241:	shr    $0x10,%esi
    2244:	xor    %ebx,%esi
    2246:	imul   $0x7feb352d,%esi,%esi
    224c:	mulss  %xmm4,%xmm13
    2251:	mov    %esi,%edi
    2253:	shr    $0xf,%edi
    2256:	xor    %edi,%esi
    2258:	imul   $0x846ca68b,%esi,%esi
    225e:	mulss  %xmm1,%xmm13
    2263:	mulss  0x30(%rsp),%xmm1
    2269:	shr    $0x1f,%esi
    226c:	cvtsi2ss %esi,%xmm11
    2271:	mulss  0x24(%rsp),%xmm11
    2278:	subss  0x68(%rsp),%xmm11
    227f:	addss  %xmm13,%xmm11
    2284:	mulss  %xmm14,%xmm11
    2289:	movaps %xmm11,%xmm13
    228d:	mulss  %xmm0,%xmm13
    2292:	subss  %xmm13,%xmm1
    2297:	movss  0x2c(%rsp),%xmm13
    229e:	mulss  %xmm0,%xmm13
    22a3:	mulss  %xmm0,%xmm13
    22a8:	mulss  %xmm14,%xmm13
    22ad:	movss  0x20(%rsp),%xmm14
    22b4:	subss  %xmm13,%xmm14
    22b9:	movss  0x28(%rsp),%xmm13
    22c0:	mulss  %xmm14,%xmm13
    22c5:	divss  %xmm13,%xmm1
    22ca:	mulss  %xmm1,%xmm15
    22cf:	mulss  %xmm8,%xmm1
    22d4:	mulss  %xmm15,%xmm0
    22d9:	mulss  0x18(%rsp),%xmm0
    22df:	addss  %xmm1,%xmm4
    22e3:	subss  %xmm0,%xmm11
    22e8:	mulss  %xmm8,%xmm11
    22ed:	addss  %xmm11,%xmm3
    22f2:	jmp    219b <cartpole_rollout+0xfeb>
    22f7:	nopw   0x0(%rax,%rax,1)
    2300:	cmp    0x128(%rsp),%ebp
    2307:	jge    1cdb <cartpole_rollout+0xb2b>
    230d:	mov    0x34(%rsp),%eax
    2311:	movss  0x1c(%rsp),%xmm15
    2318:	pxor   %xmm11,%xmm11
    231d:	movss  0x18(%rsp),%xmm14
    2324:	xor    %eax,%ebx
    2326:	movaps %xmm15,%xmm13
    232a:	mulss  %xmm4,%xmm13
    232f:	mov    %ebx,%esi
    2331:	shr    $0x10,%esi
    2334:	xor    %ebx,%esi
    2336:	imul   $0x7feb352d,%esi,%esi
    233c:	mulss  %xmm4,%xmm13
    2341:	mov    %esi,%edi
    2343:	shr    $0xf,%edi
    2346:	xor    %edi,%esi
    2348:	imul   $0x846ca68b,%esi,%esi
    234e:	mulss  %xmm1,%xmm13
    2353:	mulss  0x30(%rsp),%xmm1
    2359:	shr    $0x1f,%esi
    235c:	cvtsi2ss %esi,%xmm11
    2361:	mulss  0x24(%rsp),%xmm11
    2368:	subss  0x68(%rsp),%xmm11
    236f:	addss  %xmm13,%xmm11
    2374:	mulss  %xmm14,%xmm11
    2379:	movaps %xmm11,%xmm13
    237d:	mulss  %xmm0,%xmm13
    2382:	subss  %xmm13,%xmm1
    2387:	movss  0x2c(%rsp),%xmm13
    238e:	mulss  %xmm0,%xmm13
    2393:	mulss  %xmm0,%xmm13
    2398:	mulss  %xmm14,%xmm13
    239d:	movss  0x20(%rsp),%xmm14
    23a4:	subss  %xmm13,%xmm14
    23a9:	movss  0x28(%rsp),%xmm13
    23b0:	mulss  %xmm14,%xmm13
    23b5:	divss  %xmm13,%xmm1
    23ba:	mulss  %xmm1,%xmm15
    23bf:	mulss  %xmm8,%xmm1
    23c4:	mulss  %xmm15,%xmm0
    23c9:	mulss  0x18(%rsp),%xmm0
    23cf:	addss  %xmm1,%xmm4
    23d3:	subss  %xmm0,%xmm11
    23d8:	mulss  %xmm8,%xmm11
    23dd:	addss  %xmm11,%xmm3
    23e2:	jmp    1dd9 <cartpole_rollout+0xc29>
    23e7:	nopw   0x0(%rax,%rax,1)
    23f0:	cmp    0x128(%rsp),%ebp
    23f7:	jge    1af6 <cartpole_rollout+0x946>
    23fd:	mov    0x34(%rsp),%eax
    2401:	movss  0x1c(%rsp),%xmm15
    2408:	pxor   %xmm11,%xmm11
    240d:	movss  0x18(%rsp),%xmm14
    2414:	xor    %eax,%ebx
    2416:	movaps %xmm15,%xmm13
    241a:	mulss  %xmm4,%xmm13
    241f:	mov    %ebx,%esi
    2421:	shr    $0x10,%esi
    2424:	xor    %ebx,%esi
    2426:	imul   $0x7feb352d,%esi,%esi
    242c:	mulss  %xmm4,%xmm13
    2431:	mov    %esi,%edi
    2433:	shr    $0xf,%edi
    2436:	xor    %edi,%esi
    2438:	imul   $0x846ca68b,%esi,%esi
    243e:	mulss  %xmm1,%xmm13
    2443:	mulss  0x30(%rsp),%xmm1
    2449:	shr    $0x1f,%esi
    244c:	cvtsi2ss %esi,%xmm11
    2451:	mulss  0x24(%rsp),%xmm11
    2458:	subss  0x68(%rsp),%xmm11
    245f:	addss  %xmm13,%xmm11
    2464:	mulss  %xmm14,%xmm11
    2469:	movaps %xmm11,%xmm13
    246d:	mulss  %xmm0,%xmm13
    2472:	subss  %xmm13,%xmm1
    2477:	movss  0x2c(%rsp),%xmm13
    247e:	mulss  %xmm0,%xmm13
    2483:	mulss  %xmm0,%xmm13
    2488:	mulss  %xmm14,%xmm13
    248d:	movss  0x20(%rsp),%xmm14
    2494:	subss  %xmm13,%xmm14
    2499:	movss  0x28(%rsp),%xmm13
    24a0:	mulss  %xmm14,%xmm13
    24a5:	divss  %xmm13,%xmm1
    24aa:	mulss  %xmm1,%xmm15
    24af:	mulss  %xmm8,%xmm1
    24b4:	mulss  %xmm15,%xmm0
    24b9:	mulss  0x18(%rsp),%xmm0
    24bf:	addss  %xmm1,%xmm4
    24c3:	subss  %xmm0,%xmm11
    24c8:	mulss  %xmm8,%xmm11
    24cd:	addss  %xmm11,%xmm3
    24d2:	jmp    1bf4 <cartpole_rollout+0xa44>
    24d7:	nopw   0x0(%rax,%rax,1)
    24e0:	cmp    0x128(%rsp),%ebp
    24e7:	jge    1ebc <cartpole_rollout+0xd0c>
    24ed:	mov    0x34(%rsp),%eax
    24f1:	movss  0x1c(%rsp),%xmm15
    24f8:	pxor   %xmm11,%xmm11
    24fd:	movss  0x18(%rsp),%xmm14
    2504:	xor    %eax,%ebx
    2506:	movaps %xmm15,%xmm13
    250a:	mulss  %xmm4,%xmm13
    250f:	mov    %ebx,%esi
    2511:	shr    $0x10,%esi
    2514:	xor    %ebx,%esi
    2516:	imul   $0x7feb352d,%esi,%esi
    251c:	mulss  %xmm4,%xmm13
    2521:	mov    %esi,%edi
    2523:	shr    $0xf,%edi
    2526:	xor    %edi,%esi
    2528:	imul   $0x846ca68b,%esi,%esi
    252e:	mulss  %xmm1,%xmm13
    2533:	mulss  0x30(%rsp),%xmm1
    2539:	shr    $0x1f,%esi
    253c:	cvtsi2ss %esi,%xmm11
    2541:	mulss  0x24(%rsp),%xmm11
    2548:	subss  0x68(%rsp),%xmm11
    254f:	addss  %xmm13,%xmm11
    2554:	mulss  %xmm14,%xmm11
    2559:	movaps %xmm11,%xmm13
    255d:	mulss  %xmm0,%xmm13
    2562:	subss  %xmm13,%xmm1
    2567:	movss  0x2c(%rsp),%xmm13
    256e:	mulss  %xmm0,%xmm13
    2573:	mulss  %xmm0,%xmm13
    2578:	mulss  %xmm14,%xmm13
    257d:	movss  0x20(%rsp),%xmm14
    2584:	subss  %xmm13,%xmm14
    2589:	movss  0x28(%rsp),%xmm13
    2590:	mulss  %xmm14,%xmm13
    2595:	divss  %xmm13,%xmm1
    259a:	mulss  %xmm1,%xmm15
    259f:	mulss  %xmm8,%xmm1
    25a4:	mulss  %xmm15,%xmm0
    25a9:	mulss  0x18(%rsp),%xmm0
    25af:	addss  %xmm1,%xmm4
    25b3:	subss  %xmm0,%xmm11
    25b8:	mulss  %xmm8,%xmm11
    25bd:	addss  %xmm11,%xmm3
    25c2:	jmp    1fba <cartpole_rollout+0xe0a>
    25c7:	nopw   0x0(%rax,%rax,1)
    25d0:	movaps %xmm12,%xmm0
    25d4:	lea    0xbc(%rsp),%rsi
    25dc:	mov    %edx,0x78(%rsp)
    25e0:	lea    0xb8(%rsp),%rdi
    25e8:	mov    %r8,0x50(%rsp)
    25ed:	movss  %xmm3,0x80(%rsp)
    25f6:	movss  %xmm2,0x7c(%rsp)
    25fc:	movss  %xmm8,0x74(%rsp)
    2603:	movss  %xmm9,0x70(%rsp)
    260a:	movss  %xmm5,0x6c(%rsp)
    2610:	movss  %xmm7,0x60(%rsp)
    2616:	movss  %xmm4,0x58(%rsp)
    261c:	movss  %xmm12,0x48(%rsp)
    2623:	call   1030 <sincosf@plt>
    2628:	movss  0x48(%rsp),%xmm12
    262f:	mov    0x50(%rsp),%r8
    2634:	movss  0x19f4(%rip),%xmm6        # 4030 <_fini+0x920>
    263c:	movss  0xb8(%rsp),%xmm1
    2645:	movss  0x58(%rsp),%xmm4
    264b:	movss  0xbc(%rsp),%xmm0
    2654:	movss  0x60(%rsp),%xmm7
    265a:	movss  0x19a1(%rip),%xmm10        # 4004 <_fini+0x8f4>
    2663:	movss  0x6c(%rsp),%xmm5
    2669:	movss  0x70(%rsp),%xmm9
    2670:	movss  0x74(%rsp),%xmm8
    2677:	mov    0x78(%rsp),%edx
    267b:	movss  0x7c(%rsp),%xmm2
    2681:	movss  0x80(%rsp),%xmm3
    268a:	jmp    205c <cartpole_rollout+0xeac>
    268f:	nop
    2690:	movaps %xmm12,%xmm0
    2694:	lea    0xbc(%rsp),%rsi
    269c:	mov    %edx,0x78(%rsp)
    26a0:	lea    0xb8(%rsp),%rdi
    26a8:	mov    %r8,0x50(%rsp)
    26ad:	movss  %xmm3,0x80(%rsp)
    26b6:	movss  %xmm2,0x7c(%rsp)
    26bc:	movss  %xmm8,0x74(%rsp)
    26c3:	movss  %xmm9,0x70(%rsp)
    26ca:	movss  %xmm5,0x6c(%rsp)
    26d0:	movss  %xmm7,0x60(%rsp)
    26d6:	movss  %xmm4,0x58(%rsp)
    26dc:	movss  %xmm12,0x48(%rsp)
    26e3:	call   1030 <sincosf@plt>
    26e8:	movss  0x48(%rsp),%xmm12
    26ef:	mov    0x50(%rsp),%r8
    26f4:	movss  0x1934(%rip),%xmm6        # 4030 <_fini+0x920>
    26fc:	movss  0xb8(%rsp),%xmm1
    2705:	movss  0x58(%rsp),%xmm4
    270b:	movss  0xbc(%rsp),%xmm0
    2714:	movss  0x60(%rsp),%xmm7
    271a:	movss  0x18e1(%rip),%xmm10        # 4004 <_fini+0x8f4>
    2723:	movss  0x6c(%rsp),%xmm5
    2729:	movss  0x70(%rsp),%xmm9
    2730:	movss  0x74(%rsp),%xmm8
    2737:	mov    0x78(%rsp),%edx
    273b:	movss  0x7c(%rsp),%xmm2
    2741:	movss  0x80(%rsp),%xmm3
    274a:	jmp    1e7b <cartpole_rollout+0xccb>
    274f:	nop
    2750:	movaps %xmm12,%xmm0
    2754:	lea    0xbc(%rsp),%rsi
    275c:	mov    %edx,0x78(%rsp)
    2760:	lea    0xb8(%rsp),%rdi
    2768:	mov    %r8,0x50(%rsp)
    276d:	movss  %xmm3,0x80(%rsp)
    2776:	movss  %xmm2,0x7c(%rsp)
    277c:	movss  %xmm8,0x74(%rsp)
    2783:	movss  %xmm9,0x70(%rsp)
    278a:	movss  %xmm5,0x6c(%rsp)
    2790:	movss  %xmm7,0x60(%rsp)
    2796:	movss  %xmm4,0x58(%rsp)
    279c:	movss  %xmm12,0x48(%rsp)
    27a3:	call   1030 <sincosf@plt>
    27a8:	movss  0x48(%rsp),%xmm12
    27af:	mov    0x50(%rsp),%r8
    27b4:	movss  0x1874(%rip),%xmm6        # 4030 <_fini+0x920>
    27bc:	movss  0xb8(%rsp),%xmm1
    27c5:	movss  0x58(%rsp),%xmm4
    27cb:	movss  0xbc(%rsp),%xmm0
    27d4:	movss  0x60(%rsp),%xmm7
    27da:	movss  0x1821(%rip),%xmm10        # 4004 <_fini+0x8f4>
    27e3:	movss  0x6c(%rsp),%xmm5
    27e9:	movss  0x70(%rsp),%xmm9
    27f0:	movss  0x74(%rsp),%xmm8
    27f7:	mov    0x78(%rsp),%edx
    27fb:	movss  0x7c(%rsp),%xmm2
    2801:	movss  0x80(%rsp),%xmm3
    280a:	jmp    1c9a <cartpole_rollout+0xaea>
    280f:	nop
    2810:	movaps %xmm12,%xmm0
    2814:	lea    0xbc(%rsp),%rsi
    281c:	mov    %edx,0x74(%rsp)
    2820:	lea    0xb8(%rsp),%rdi
    2828:	mov    %r10,0x80(%rsp)
    2830:	movss  %xmm3,0x7c(%rsp)
    2836:	movss  %xmm2,0x78(%rsp)
    283c:	movss  %xmm8,0x70(%rsp)
    2843:	movss  %xmm9,0x6c(%rsp)
    284a:	movss  %xmm5,0x60(%rsp)
    2850:	movss  %xmm7,0x58(%rsp)
    2856:	movss  %xmm4,0x50(%rsp)
    285c:	movss  %xmm12,0x48(%rsp)
    2863:	call   1030 <sincosf@plt>
    2868:	movss  0x7c(%rsp),%xmm3
    286e:	movss  0x78(%rsp),%xmm2
    2874:	movss  0x17b4(%rip),%xmm6        # 4030 <_fini+0x920>
    287c:	movss  0xb8(%rsp),%xmm1
    2885:	mov    0x80(%rsp),%r10
    288d:	movss  0xbc(%rsp),%xmm0
    2896:	mov    0x74(%rsp),%edx
    289a:	movss  0x70(%rsp),%xmm8
    28a1:	movss  0x6c(%rsp),%xmm9
    28a8:	movss  0x60(%rsp),%xmm5
    28ae:	movss  0x58(%rsp),%xmm7
    28b4:	movss  0x50(%rsp),%xmm4
    28ba:	movss  0x48(%rsp),%xmm12
    28c1:	movss  0x173a(%rip),%xmm10        # 4004 <_fini+0x8f4>
    28ca:	jmp    1ab5 <cartpole_rollout+0x905>
    28cf:	nop
    28d0:	cmp    0x128(%rsp),%ebp
    28d7:	jge    18d3 <cartpole_rollout+0x723>
    28dd:	mov    0x34(%rsp),%edi
    28e1:	movss  0x1c(%rsp),%xmm14
    28e8:	pxor   %xmm13,%xmm13
    28ed:	movss  0x18(%rsp),%xmm15
    28f4:	mulss  %xmm4,%xmm14
    28f9:	xor    %edi,%ebx
    28fb:	mov    %ebx,%esi
    28fd:	shr    $0x10,%esi
    2900:	xor    %ebx,%esi
    2902:	imul   $0x7feb352d,%esi,%esi
    2908:	mulss  %xmm4,%xmm14
    290d:	mov    %esi,%edi
    290f:	shr    $0xf,%edi
    2912:	xor    %edi,%esi
    2914:	imul   $0x846ca68b,%esi,%esi
    291a:	mulss  %xmm1,%xmm14
    291f:	mulss  0x30(%rsp),%xmm1
    2925:	shr    $0x1f,%esi
    2928:	cvtsi2ss %esi,%xmm13
    292d:	mulss  0x24(%rsp),%xmm13
    2934:	subss  %xmm11,%xmm13
    2939:	addss  %xmm14,%xmm13
    293e:	mulss  %xmm15,%xmm13
    2943:	movaps %xmm13,%xmm14
    2947:	mulss  %xmm0,%xmm14
    294c:	subss  %xmm14,%xmm1
    2951:	movss  0x2c(%rsp),%xmm14
    2958:	mulss  %xmm0,%xmm14
    295d:	mulss  %xmm0,%xmm14
    2962:	mulss  %xmm15,%xmm14
    2967:	movss  0x20(%rsp),%xmm15
    296e:	subss  %xmm14,%xmm15
    2973:	movss  0x28(%rsp),%xmm14
    297a:	mulss  %xmm15,%xmm14
    297f:	divss  %xmm14,%xmm1
    2984:	movss  0x1c(%rsp),%xmm14
    298b:	mulss  %xmm1,%xmm14
    2990:	mulss  %xmm8,%xmm1
    2995:	mulss  %xmm14,%xmm0
    299a:	mulss  0x18(%rsp),%xmm0
    29a0:	addss  %xmm1,%xmm4
    29a4:	subss  %xmm0,%xmm13
    29a9:	mulss  %xmm8,%xmm13
    29ae:	addss  %xmm13,%xmm3
    29b3:	jmp    19d0 <cartpole_rollout+0x820>
    29b8:	nopl   0x0(%rax,%rax,1)
    29c0:	movaps %xmm12,%xmm0
    29c4:	lea    0xbc(%rsp),%rsi
    29cc:	lea    0xb8(%rsp),%rdi
    29d4:	mov    %r10,0xa8(%rsp)
    29dc:	mov    %edx,0x90(%rsp)
    29e3:	mov    %eax,0x88(%rsp)
    29ea:	mov    %r9,0x60(%rsp)
    29ef:	mov    %r8,0x58(%rsp)
    29f4:	mov    %rcx,0x50(%rsp)
    29f9:	mov    %r11,0x48(%rsp)
    29fe:	movss  %xmm3,0xa0(%rsp)
    2a07:	movss  %xmm2,0x98(%rsp)
    2a10:	movss  %xmm11,0x80(%rsp)
    2a1a:	movss  %xmm8,0x7c(%rsp)
    2a21:	movss  %xmm9,0x78(%rsp)
    2a28:	movss  %xmm5,0x74(%rsp)
    2a2e:	movss  %xmm7,0x70(%rsp)
    2a34:	movss  %xmm4,0x6c(%rsp)
    2a3a:	movss  %xmm12,0x68(%rsp)
    2a41:	call   1030 <sincosf@plt>
    2a46:	mov    0x48(%rsp),%r11
    2a4b:	mov    0x50(%rsp),%rcx
    2a50:	movss  0x15d8(%rip),%xmm6        # 4030 <_fini+0x920>
    2a58:	movss  0xb8(%rsp),%xmm1
    2a61:	movss  0x68(%rsp),%xmm12
    2a68:	movss  0xbc(%rsp),%xmm0
    2a71:	mov    0x58(%rsp),%r8
    2a76:	mov    0x60(%rsp),%r9
    2a7b:	movss  0x6c(%rsp),%xmm4
    2a81:	movss  0x70(%rsp),%xmm7
    2a87:	movss  0x74(%rsp),%xmm5
    2a8d:	movss  0x78(%rsp),%xmm9
    2a94:	movss  0x7c(%rsp),%xmm8
    2a9b:	mov    0x88(%rsp),%eax
    2aa2:	mov    0x90(%rsp),%edx
    2aa9:	movss  0x80(%rsp),%xmm11
    2ab3:	mov    0xa8(%rsp),%r10
    2abb:	movss  0x98(%rsp),%xmm2
    2ac4:	movss  0xa0(%rsp),%xmm3
    2acd:	movss  0x152e(%rip),%xmm10        # 4004 <_fini+0x8f4>
    2ad6:	jmp    16a4 <cartpole_rollout+0x4f4>
    2adb:	nopl   0x0(%rax,%rax,1)
    2ae0:	movaps %xmm12,%xmm0
    2ae4:	lea    0xbc(%rsp),%rsi
    2aec:	lea    0xb8(%rsp),%rdi
    2af4:	mov    %r10,0xa8(%rsp)
    2afc:	mov    %edx,0x90(%rsp)
    2b03:	mov    %eax,0x88(%rsp)
    2b0a:	mov    %r9,0x60(%rsp)
    2b0f:	mov    %r8,0x58(%rsp)
    2b14:	mov    %rcx,0x50(%rsp)
    2b19:	mov    %r11,0x48(%rsp)
    2b1e:	movss  %xmm3,0xa0(%rsp)
    2b27:	movss  %xmm2,0x98(%rsp)
    2b30:	movss  %xmm11,0x80(%rsp)
    2b3a:	movss  %xmm8,0x7c(%rsp)
    2b41:	movss  %xmm9,0x78(%rsp)
    2b48:	movss  %xmm5,0x74(%rsp)
    2b4e:	movss  %xmm7,0x70(%rsp)
    2b54:	movss  %xmm4,0x6c(%rsp)
    2b5a:	movss  %xmm12,0x68(%rsp)
    2b61:	call   1030 <sincosf@plt>
    2b66:	mov    0x48(%rsp),%r11
    2b6b:	mov    0x50(%rsp),%rcx
    2b70:	movss  0x14b8(%rip),%xmm6        # 4030 <_fini+0x920>
    2b78:	movss  0xb8(%rsp),%xmm1
    2b81:	movss  0x68(%rsp),%xmm12
    2b88:	movss  0xbc(%rsp),%xmm0
    2b91:	mov    0x58(%rsp),%r8
    2b96:	mov    0x60(%rsp),%r9
    2b9b:	movss  0x6c(%rsp),%xmm4
    2ba1:	movss  0x70(%rsp),%xmm7
    2ba7:	movss  0x74(%rsp),%xmm5
    2bad:	movss  0x78(%rsp),%xmm9
    2bb4:	movss  0x7c(%rsp),%xmm8
    2bbb:	mov    0x88(%rsp),%eax
    2bc2:	mov    0x90(%rsp),%edx
    2bc9:	movss  0x80(%rsp),%xmm11
    2bd3:	mov    0xa8(%rsp),%r10
    2bdb:	movss  0x98(%rsp),%xmm2
    2be4:	movss  0xa0(%rsp),%xmm3
    2bed:	movss  0x140e(%rip),%xmm10        # 4004 <_fini+0x8f4>
    2bf6:	jmp    1892 <cartpole_rollout+0x6e2>
    2bfb:	cmp    0x128(%rsp),%ebp
    2c02:	jge    14fa <cartpole_rollout+0x34a>
    2c08:	mov    0x34(%rsp),%edi
    2c0c:	movss  0x1c(%rsp),%xmm14
    2c13:	pxor   %xmm13,%xmm13
    2c18:	movss  0x18(%rsp),%xmm15
    2c1f:	mulss  %xmm4,%xmm14
    2c24:	xor    %edi,%ebx
    2c26:	mov    %ebx,%esi
    2c28:	shr    $0x10,%esi
    2c2b:	xor    %ebx,%esi
    2c2d:	imul   $0x7feb352d,%esi,%esi
    2c33:	mulss  %xmm4,%xmm14
    2c38:	mov    %esi,%edi
    2c3a:	shr    $0xf,%edi
    2c3d:	xor    %edi,%esi
    2c3f:	imul   $0x846ca68b,%esi,%esi
    2c45:	mulss  %xmm1,%xmm14
    2c4a:	mulss  0x30(%rsp),%xmm1
    2c50:	shr    $0x1f,%esi
    2c53:	cvtsi2ss %esi,%xmm13
    2c58:	mulss  0x24(%rsp),%xmm13
    2c5f:	subss  %xmm11,%xmm13
    2c64:	addss  %xmm14,%xmm13
    2c69:	mulss  %xmm15,%xmm13
    2c6e:	movaps %xmm13,%xmm14
    2c72:	mulss  %xmm0,%xmm14
    2c77:	subss  %xmm14,%xmm1
    2c7c:	movss  0x2c(%rsp),%xmm14
    2c83:	mulss  %xmm0,%xmm14
    2c88:	mulss  %xmm0,%xmm14
    2c8d:	mulss  %xmm15,%xmm14
    2c92:	movss  0x20(%rsp),%xmm15
    2c99:	subss  %xmm14,%xmm15
    2c9e:	movss  0x28(%rsp),%xmm14
    2ca5:	mulss  %xmm15,%xmm14
    2caa:	divss  %xmm14,%xmm1
    2caf:	movss  0x1c(%rsp),%xmm14
    2cb6:	mulss  %xmm1,%xmm14
    2cbb:	mulss  %xmm8,%xmm1
    2cc0:	mulss  %xmm14,%xmm0
    2cc5:	mulss  0x18(%rsp),%xmm0
    2ccb:	addss  %xmm1,%xmm4
    2ccf:	subss  %xmm0,%xmm13
    2cd4:	mulss  %xmm8,%xmm13
    2cd9:	addss  %xmm13,%xmm3
    2cde:	jmp    15f7 <cartpole_rollout+0x447>
    2ce3:	mov    0x34(%rsp),%edi
    2ce7:	movss  0x1c(%rsp),%xmm14
    2cee:	pxor   %xmm13,%xmm13
    2cf3:	movss  0x18(%rsp),%xmm15
    2cfa:	mulss  %xmm4,%xmm14
    2cff:	xor    %edi,%ebx
    2d01:	mov    %ebx,%esi
    2d03:	shr    $0x10,%esi
    2d06:	xor    %ebx,%esi
    2d08:	imul   $0x7feb352d,%esi,%esi
    2d0e:	mulss  %xmm4,%xmm14
    2d13:	mov    %esi,%edi
    2d15:	shr    $0xf,%edi
    2d18:	xor    %edi,%esi
    2d1a:	imul   $0x846ca68b,%esi,%esi
    2d20:	mulss  %xmm1,%xmm14
    2d25:	mulss  0x30(%rsp),%xmm1
    2d2b:	shr    $0x1f,%esi
    2d2e:	cvtsi2ss %esi,%xmm13
    2d33:	mulss  0x24(%rsp),%xmm13
    2d3a:	subss  %xmm11,%xmm13
    2d3f:	addss  %xmm14,%xmm13
    2d44:	mulss  %xmm15,%xmm13
    2d49:	movaps %xmm13,%xmm14
    2d4d:	mulss  %xmm0,%xmm14
    2d52:	subss  %xmm14,%xmm1
    2d57:	movss  0x2c(%rsp),%xmm14
    2d5e:	mulss  %xmm0,%xmm14
    2d63:	mulss  %xmm0,%xmm14
    2d68:	mulss  %xmm15,%xmm14
    2d6d:	movss  0x20(%rsp),%xmm15
    2d74:	subss  %xmm14,%xmm15
    2d79:	movss  0x28(%rsp),%xmm14
    2d80:	mulss  %xmm15,%xmm14
    2d85:	divss  %xmm14,%xmm1
    2d8a:	movss  0x1c(%rsp),%xmm14
    2d91:	mulss  %xmm1,%xmm14
    2d96:	mulss  %xmm8,%xmm1
    2d9b:	mulss  %xmm14,%xmm0
    2da0:	mulss  0x18(%rsp),%xmm0
    2da6:	addss  %xmm1,%xmm4
    2daa:	subss  %xmm0,%xmm13
    2daf:	mulss  %xmm8,%xmm13
    2db4:	addss  %xmm13,%xmm3
    2db9:	jmp    17ed <cartpole_rollout+0x63d>
    2dbe:	movaps %xmm12,%xmm0
    2dc2:	lea    0xbc(%rsp),%rsi
    2dca:	lea    0xb8(%rsp),%rdi
    2dd2:	mov    %edx,0x90(%rsp)
    2dd9:	mov    %eax,0x88(%rsp)
    2de0:	mov    %r9,0x60(%rsp)
    2de5:	mov    %r8,0x58(%rsp)
    2dea:	mov    %rcx,0x50(%rsp)
    2def:	mov    %r11,0x48(%rsp)
    2df4:	movss  %xmm3,0xa0(%rsp)
    2dfd:	movss  %xmm2,0x98(%rsp)
    2e06:	movss  %xmm11,0x80(%rsp)
    2e10:	movss  %xmm8,0x7c(%rsp)
    2e17:	movss  %xmm9,0x78(%rsp)
    2e1e:	movss  %xmm5,0x74(%rsp)
    2e24:	movss  %xmm7,0x70(%rsp)
    2e2a:	movss  %xmm4,0x6c(%rsp)
    2e30:	movss  %xmm12,0x68(%rsp)
    2e37:	call   1030 <sincosf@plt>
    2e3c:	mov    0x48(%rsp),%r11
    2e41:	mov    0x50(%rsp),%rcx
    2e46:	movss  0x11e2(%rip),%xmm6        # 4030 <_fini+0x920>
    2e4e:	movss  0xb8(%rsp),%xmm1
    2e57:	movss  0x68(%rsp),%xmm12
    2e5e:	movss  0xbc(%rsp),%xmm0
    2e67:	mov    0x58(%rsp),%r8
    2e6c:	mov    0x60(%rsp),%r9
    2e71:	movss  0x6c(%rsp),%xmm4
    2e77:	movss  0x70(%rsp),%xmm7
    2e7d:	movss  0x74(%rsp),%xmm5
    2e83:	movss  0x78(%rsp),%xmm9
    2e8a:	movss  0x7c(%rsp),%xmm8
    2e91:	mov    0x88(%rsp),%eax
    2e98:	mov    0x90(%rsp),%edx
    2e9f:	movss  0x80(%rsp),%xmm11
    2ea9:	movss  0x98(%rsp),%xmm2
    2eb2:	movss  0xa0(%rsp),%xmm3
    2ebb:	movss  0x1140(%rip),%xmm10        # 4004 <_fini+0x8f4>
    2ec4:	jmp    14b9 <cartpole_rollout+0x309>
    2ec9:	nopl   0x0(%rax)

0000000000002ed0 <cartpole_step>:
    2ed0:	push   %r14
    2ed2:	push   %r13
    2ed4:	push   %r12
    2ed6:	push   %rbp
    2ed7:	push   %rbx
    2ed8:	sub    $0x50,%rsp
    2edc:	mov    0x315e(%rip),%ebp        # 6040 <_ZL8blockIdx>
    2ee2:	imul   0x3147(%rip),%ebp        # 6030 <_ZL8blockDim>
    2ee9:	mov    0x110(%rsp),%rax
    2ef1:	add    0x3159(%rip),%ebp        # 6050 <_ZL9threadIdx>
    2ef7:	cmp    0x108(%rsp),%ebp
    2efe:	jge    3349 <cartpole_step+0x479>
    2f04:	mov    0xc0(%rsp),%r10
    2f0c:	movslq %ebp,%rbx
    2f0f:	mov    (%r10,%rbx,8),%r10
    2f13:	cmp    $0x1,%r10
    2f17:	jbe    2f2c <cartpole_step+0x5c>
    2f19:	mov    0xe8(%rsp),%r11
    2f21:	mov    0xf0(%rsp),%r12d
    2f29:	mov    %r12d,(%r11)
    2f2c:	movss  (%rax),%xmm7
    2f30:	movss  0x1c(%rax),%xmm5
    2f35:	movss  0x4(%rax),%xmm11
    2f3b:	movss  0x10bd(%rip),%xmm6        # 4000 <_fini+0x8f0>
    2f43:	divss  0x8(%rax),%xmm6
    2f48:	movss  0x10(%rax),%xmm4
    2f4d:	movss  0x18(%rax),%xmm3
    2f52:	movss  %xmm7,0x8(%rsp)
    2f58:	movss  0xc(%rax),%xmm13
    2f5e:	movss  0x20(%rax),%xmm7
    2f63:	movss  %xmm5,0x4(%rsp)
    2f69:	movss  0x14(%rax),%xmm8
    2f6f:	movss  0x28(%rax),%xmm5
    2f74:	movss  0x24(%rax),%xmm14
    2f7a:	mov    (%r8,%rbx,4),%r12d
    2f7e:	movss  %xmm7,0xc(%rsp)
    2f84:	movd   %xmm5,%r14d
    2f89:	movss  (%rdi,%rbx,4),%xmm12
    2f8f:	mov    (%r9,%rbx,4),%r13d
    2f93:	movss  (%rsi,%rbx,4),%xmm10
    2f99:	movss  (%rdx,%rbx,4),%xmm15
    2f9f:	add    $0x1,%r12d
    2fa3:	mov    0x80(%rsp),%rax
    2fab:	movss  (%rcx,%rbx,4),%xmm5
    2fb0:	movss  (%rax,%rbx,4),%xmm9
    2fb6:	cmp    $0x1,%r10
    2fba:	je     2fc4 <cartpole_step+0xf4>
    2fbc:	xorps  0x107c(%rip),%xmm8        # 4040 <_fini+0x930>
    2fc4:	movss  0x1038(%rip),%xmm1        # 4004 <_fini+0x8f4>
    2fcc:	movss  0x105c(%rip),%xmm7        # 4030 <_fini+0x920>
    2fd4:	movaps %xmm15,%xmm0
    2fd8:	andps  %xmm7,%xmm0
    2fdb:	comiss %xmm0,%xmm1
    2fde:	jb     3360 <cartpole_step+0x490>
    2fe4:	movaps %xmm15,%xmm1
    2fe8:	movss  0x1018(%rip),%xmm0        # 4008 <_fini+0x8f8>
    2ff0:	movss  0x101c(%rip),%xmm2        # 4014 <_fini+0x904>
    2ff8:	mulss  %xmm15,%xmm1
    2ffd:	mulss  %xmm1,%xmm0
    3001:	mulss  %xmm1,%xmm2
    3005:	addss  0xfff(%rip),%xmm0        # 400c <_fini+0x8fc>
    300d:	subss  0x1003(%rip),%xmm2        # 4018 <_fini+0x908>
    3015:	mulss  %xmm1,%xmm0
    3019:	mulss  %xmm1,%xmm2
    301d:	subss  0xfeb(%rip),%xmm0        # 4010 <_fini+0x900>
    3025:	addss  0xfef(%rip),%xmm2        # 401c <_fini+0x90c>
    302d:	mulss  %xmm1,%xmm0
    3031:	mulss  %xmm1,%xmm2
    3035:	mulss  %xmm15,%xmm0
    303a:	mulss  %xmm1,%xmm2
    303e:	mulss  0xfda(%rip),%xmm1        # 4020 <_fini+0x910>
    3046:	addss  %xmm15,%xmm0
    304b:	subss  %xmm1,%xmm2
    304f:	addss  0xfa9(%rip),%xmm2        # 4000 <_fini+0x8f0>
    3057:	movaps %xmm5,%xmm1
    305a:	mov    0xd8(%rsp),%rsi
    3062:	mov    %rbx,%rdx
    3065:	mov    0xe0(%rsp),%rax
    306d:	mulss  %xmm4,%xmm1
    3071:	shl    $0x4,%rdx
    3075:	mulss  %xmm2,%xmm11
    307a:	add    %rbx,%rsi
    307d:	add    %rbx,%rax
    3080:	cmp    0x118(%rsp),%r12d
    3088:	setge  %cl
    308b:	mulss  %xmm5,%xmm1
    308f:	mulss  %xmm0,%xmm1
    3093:	mulss  0x8(%rsp),%xmm0
    3099:	addss  %xmm8,%xmm1
    309e:	movaps %xmm2,%xmm8
    30a2:	mulss  %xmm6,%xmm1
    30a6:	mulss  %xmm1,%xmm8
    30ab:	subss  %xmm8,%xmm0
    30b0:	movaps %xmm11,%xmm8
    30b4:	mulss  %xmm2,%xmm8
    30b9:	mulss  %xmm6,%xmm8
    30be:	subss  %xmm8,%xmm14
    30c3:	movaps %xmm10,%xmm8
    30c7:	mulss  %xmm3,%xmm8
    30cc:	mulss  %xmm13,%xmm14
    30d1:	addss  %xmm12,%xmm8
    30d6:	movaps %xmm5,%xmm12
    30da:	mulss  %xmm3,%xmm12
    30df:	divss  %xmm14,%xmm0
    30e4:	addss  %xmm15,%xmm12
    30e9:	mulss  %xmm0,%xmm4
    30ed:	mulss  %xmm2,%xmm4
    30f1:	movaps %xmm12,%xmm2
    30f5:	mulss  %xmm6,%xmm4
    30f9:	subss  %xmm4,%xmm1
    30fd:	mulss  %xmm3,%xmm1
    3101:	mulss  %xmm0,%xmm3
    3105:	movaps %xmm8,%xmm0
    3109:	andps  %xmm7,%xmm8
    310d:	comiss 0x4(%rsp),%xmm8
    3113:	addss  %xmm10,%xmm1
    3118:	addss  %xmm5,%xmm3
    311c:	unpcklps %xmm1,%xmm0
    311f:	unpcklps %xmm3,%xmm2
    3122:	movlhps %xmm2,%xmm0
    3125:	ja     3137 <cartpole_step+0x267>
    3127:	andps  %xmm7,%xmm12
    312b:	comiss 0xc(%rsp),%xmm12
    3131:	jbe    3430 <cartpole_step+0x560>
    3137:	movb   $0x1,(%rsi)
    313a:	mov    %cl,(%rax)
    313c:	mov    0x100(%rsp),%ecx
    3143:	movd   %ebp,%xmm7
    3147:	add    $0x1,%r13d
    314b:	mov    0xd0(%rsp),%rax
    3153:	pshufd $0x0,%xmm7,%xmm1
    3158:	por    0xef0(%rip),%xmm1        # 4050 <_fini+0x940>
    3160:	pxor   0xef8(%rip),%xmm1        # 4060 <_fini+0x950>
    3168:	xor    $0x85ebca6b,%ecx
    316e:	movups %xmm0,(%rax,%rdx,1)
    3172:	movdqa 0xef6(%rip),%xmm3        # 4070 <_fini+0x960>
    317a:	pxor   %xmm0,%xmm0
    317e:	mov    %ecx,%eax
    3180:	cvtsi2ss %r12d,%xmm0
    3185:	movdqa %xmm1,%xmm2
    3189:	xor    %r12d,%r12d
    318c:	shr    $0x10,%eax
    318f:	psrld  $0x10,%xmm2
    3194:	xor    %ecx,%eax
    3196:	pxor   %xmm2,%xmm1
    319a:	imul   $0x7feb352d,%eax,%eax
    31a0:	movdqa %xmm1,%xmm2
    31a4:	psrlq  $0x20,%xmm1
    31a9:	pmuludq %xmm3,%xmm2
    31ad:	addss  %xmm0,%xmm9
    31b2:	pmuludq %xmm3,%xmm1
    31b6:	mov    %eax,%ecx
    31b8:	shr    $0xf,%ecx
    31bb:	xor    %ecx,%eax
    31bd:	mov    0xf8(%rsp),%ecx
    31c4:	imul   $0x846ca68b,%eax,%eax
    31ca:	pshufd $0x8,%xmm2,%xmm2
    31cf:	pshufd $0x8,%xmm1,%xmm1
    31d4:	punpckldq %xmm1,%xmm2
    31d8:	xor    %eax,%ecx
    31da:	shr    $0x10,%eax
    31dd:	movdqa %xmm2,%xmm1
    31e1:	xor    %eax,%ecx
    31e3:	psrld  $0xf,%xmm1
    31e8:	mov    %ecx,%eax
    31ea:	pxor   %xmm2,%xmm1
    31ee:	movdqa 0xe8a(%rip),%xmm2        # 4080 <_fini+0x970>
    31f6:	shr    $0x10,%eax
    31f9:	movdqa %xmm1,%xmm4
    31fd:	psrlq  $0x20,%xmm1
    3202:	pmuludq %xmm2,%xmm4
    3206:	xor    %ecx,%eax
    3208:	imul   $0x7feb352d,%eax,%eax
    320e:	pmuludq %xmm2,%xmm1
    3212:	mov    %eax,%ecx
    3214:	shr    $0xf,%ecx
    3217:	pshufd $0x8,%xmm4,%xmm4
    321c:	xor    %ecx,%eax
    321e:	pshufd $0x8,%xmm1,%xmm1
    3223:	imul   $0x846ca68b,%eax,%eax
    3229:	punpckldq %xmm1,%xmm4
    322d:	movdqa %xmm4,%xmm1
    3231:	psrld  $0x10,%xmm1
    3236:	mov    %eax,%ecx
    3238:	pxor   %xmm4,%xmm1
    323c:	shr    $0x10,%ecx
    323f:	xor    %ecx,%eax
    3241:	movd   %eax,%xmm5
    3245:	pshufd $0x0,%xmm5,%xmm0
    324a:	pxor   %xmm0,%xmm1
    324e:	movdqa %xmm1,%xmm0
    3252:	psrld  $0x10,%xmm0
    3257:	pxor   %xmm1,%xmm0
    325b:	movdqa %xmm0,%xmm1
    325f:	psrlq  $0x20,%xmm0
    3264:	pmuludq %xmm3,%xmm1
    3268:	pmuludq %xmm3,%xmm0
    326c:	pshufd $0x8,%xmm1,%xmm1
    3271:	pshufd $0x8,%xmm0,%xmm0
    3276:	punpckldq %xmm0,%xmm1
    327a:	movdqa %xmm1,%xmm0
    327e:	psrld  $0xf,%xmm0
    3283:	pxor   %xmm1,%xmm0
    3287:	movdqa %xmm0,%xmm1
    328b:	psrlq  $0x20,%xmm0
    3290:	pmuludq %xmm2,%xmm1
    3294:	pmuludq %xmm2,%xmm0
    3298:	pshufd $0x8,%xmm1,%xmm1
    329d:	pshufd $0x8,%xmm0,%xmm0
    32a2:	punpckldq %xmm0,%xmm1
    32a6:	movdqa %xmm1,%xmm0
    32aa:	psrld  $0x10,%xmm0
    32af:	pxor   %xmm1,%xmm0
    32b3:	movd   %r14d,%xmm1
    32b8:	psrld  $0x8,%xmm0
    32bd:	paddd  0xdcb(%rip),%xmm0        # 4090 <_fini+0x980>
    32c5:	shufps $0x0,%xmm1,%xmm1
    32c9:	cvtdq2ps %xmm0,%xmm0
    32cc:	mulps  %xmm1,%xmm0
    32cf:	mov    0x88(%rsp),%rax
    32d7:	movaps %xmm0,%xmm1
    32da:	shufps $0x55,%xmm0,%xmm1
    32de:	movss  %xmm0,(%rax,%rbx,4)
    32e3:	mov    0x90(%rsp),%rax
    32eb:	movss  %xmm1,(%rax,%rbx,4)
    32f0:	mov    0x98(%rsp),%rax
    32f8:	movaps %xmm0,%xmm1
    32fb:	unpckhps %xmm0,%xmm1
    32fe:	movss  %xmm1,(%rax,%rbx,4)
    3303:	mov    0xa0(%rsp),%rax
    330b:	movaps %xmm0,%xmm1
    330e:	shufps $0xff,%xmm0,%xmm1
    3312:	movss  %xmm1,(%rax,%rbx,4)
    3317:	mov    0xc8(%rsp),%rax
    331f:	movups %xmm0,(%rax,%rdx,1)
    3323:	mov    0xa8(%rsp),%rax
    332b:	mov    %r12d,(%rax,%rbx,4)
    332f:	mov    0xb0(%rsp),%rax
    3337:	mov    %r13d,(%rax,%rbx,4)
    333b:	mov    0xb8(%rsp),%rax
    3343:	movss  %xmm9,(%rax,%rbx,4)
    3349:	add    $0x50,%rsp
    334d:	pop    %rbx
    334e:	pop    %rbp
    334f:	pop    %r12
    3351:	pop    %r13
    3353:	pop    %r14
    3355:	ret
    3356:	cs nopw 0x0(%rax,%rax,1)
    3360:	movaps %xmm15,%xmm0
    3364:	lea    0x4c(%rsp),%rsi
    3369:	lea    0x48(%rsp),%rdi
    336e:	movss  %xmm11,0x3c(%rsp)
    3375:	movss  %xmm6,0x38(%rsp)
    337b:	movss  %xmm13,0x34(%rsp)
    3382:	movss  %xmm4,0x30(%rsp)
    3388:	movss  %xmm3,0x2c(%rsp)
    338e:	movss  %xmm14,0x28(%rsp)
    3395:	movss  %xmm8,0x24(%rsp)
    339c:	movss  %xmm9,0x20(%rsp)
    33a3:	movss  %xmm5,0x1c(%rsp)
    33a9:	movss  %xmm10,0x18(%rsp)
    33b0:	movss  %xmm12,0x14(%rsp)
    33b7:	movss  %xmm15,0x10(%rsp)
    33be:	call   1030 <sincosf@plt>
    33c3:	movss  0x48(%rsp),%xmm0
    33c9:	movss  0x4c(%rsp),%xmm2
    33cf:	movss  0xc59(%rip),%xmm7        # 4030 <_fini+0x920>
    33d7:	movss  0x3c(%rsp),%xmm11
    33de:	movss  0x38(%rsp),%xmm6
    33e4:	movss  0x34(%rsp),%xmm13
    33eb:	movss  0x30(%rsp),%xmm4
    33f1:	movss  0x2c(%rsp),%xmm3
    33f7:	movss  0x28(%rsp),%xmm14
    33fe:	movss  0x24(%rsp),%xmm8
    3405:	movss  0x20(%rsp),%xmm9
    340c:	movss  0x1c(%rsp),%xmm5
    3412:	movss  0x18(%rsp),%xmm10
    3419:	movss  0x14(%rsp),%xmm12
    3420:	movss  0x10(%rsp),%xmm15
    3427:	jmp    3057 <cartpole_step+0x187>
    342c:	nopl   0x0(%rax)
    3430:	movb   $0x0,(%rsi)
    3433:	mov    %cl,(%rax)
    3435:	cmp    0x118(%rsp),%r12d
    343d:	jl     32cf <cartpole_step+0x3ff>
    3443:	jmp    313c <cartpole_step+0x26c>
    3448:	nopl   0x0(%rax,%rax,1)

0000000000003450 <host_rollout>:
    3450:	push   %r15
    3452:	push   %r14
    3454:	push   %r13
    3456:	push   %r12
    3458:	push   %rbp
    3459:	push   %rbx
    345a:	sub    $0x38,%rsp
    345e:	movl   $0x100,0x2bc8(%rip)        # 6030 <_ZL8blockDim>
    3468:	movslq 0x90(%rsp),%r15
    3470:	mov    %rdi,(%rsp)
    3474:	mov    %rsi,0x8(%rsp)
    3479:	mov    0x78(%rsp),%r13
    347e:	mov    %rdx,0x10(%rsp)
    3483:	mov    %r15,%rbx
    3486:	mov    %rcx,0x18(%rsp)
    348b:	mov    %r8,0x20(%rsp)
    3490:	mov    %r9,0x28(%rsp)
    3495:	test   %r15d,%r15d
    3498:	jle    34eb <host_rollout+0x9b>
    349a:	lea    0x2baf(%rip),%rbp        # 6050 <_ZL9threadIdx>
    34a1:	xor    %r14d,%r14d
    34a4:	lea    0x2b95(%rip),%r12        # 6040 <_ZL8blockIdx>
    34ab:	mov    %rbp,%rax
    34ae:	mov    %r14,%rbp
    34b1:	mov    %rax,%r14
    34b4:	nopl   0x0(%rax)
    34b8:	mov    %rbp,%rdx
    34bb:	mov    0x80(%rsp),%esi
    34c2:	mov    %ebx,%ecx
    34c4:	mov    %r13,%rdi
    34c7:	sar    $0x8,%rdx
    34cb:	mov    %edx,(%r12)
    34cf:	movzbl %bpl,%edx
    34d3:	add    $0x1,%rbp
    34d7:	mov    %edx,(%r14)
    34da:	mov    0x88(%rsp),%edx
    34e1:	call   1050 <cartpole_step_keys@plt>
    34e6:	cmp    %r15,%rbp
    34e9:	jne    34b8 <host_rollout+0x68>
    34eb:	mov    0x98(%rsp),%eax
    34f2:	movslq 0x98(%rsp),%r15
    34fa:	movl   $0x100,0x2b2c(%rip)        # 6030 <_ZL8blockDim>
    3504:	test   %eax,%eax
    3506:	jle    3593 <host_rollout+0x143>
    350c:	lea    0x2b3d(%rip),%rbp        # 6050 <_ZL9threadIdx>
    3513:	xor    %r14d,%r14d
    3516:	lea    0x2b23(%rip),%r12        # 6040 <_ZL8blockIdx>
    351d:	mov    %rbp,%rax
    3520:	mov    %r14,%rbp
    3523:	mov    %rax,%r14
    3526:	cs nopw 0x0(%rax,%rax,1)
    3530:	mov    %rbp,%rdx
    3533:	mov    0xa8(%rsp),%eax
    353a:	sar    $0x8,%rdx
    353e:	mov    %edx,(%r12)
    3542:	movzbl %bpl,%edx
    3546:	add    $0x1,%rbp
    354a:	mov    %edx,(%r14)
    354d:	push   %rax
    354e:	push   0xa8(%rsp)
    3555:	mov    0xa8(%rsp),%eax
    355c:	push   %rax
    355d:	push   %rbx
    355e:	push   %r13
    3560:	push   0x98(%rsp)
    3567:	mov    0x58(%rsp),%r9
    356c:	mov    0x50(%rsp),%r8
    3571:	mov    0x48(%rsp),%rcx
    3576:	mov    0x40(%rsp),%rdx
    357b:	mov    0x38(%rsp),%rsi
    3580:	mov    0x30(%rsp),%rdi
    3585:	call   1060 <cartpole_rollout@plt>
    358a:	add    $0x30,%rsp
    358e:	cmp    %r15,%rbp
    3591:	jne    3530 <host_rollout+0xe0>
    3593:	add    $0x38,%rsp
    3597:	pop    %rbx
    3598:	pop    %rbp
    3599:	pop    %r12
    359b:	pop    %r13
    359d:	pop    %r14
    359f:	pop    %r15
    35a1:	ret
    35a2:	data16 cs nopw 0x0(%rax,%rax,1)
    35ad:	nopl   (%rax)

00000000000035b0 <host_step>:
    35b0:	push   %r15
    35b2:	push   %r14
    35b4:	push   %r13
    35b6:	push   %r12
    35b8:	push   %rbp
    35b9:	push   %rbx
    35ba:	sub    $0x38,%rsp
    35be:	movl   $0x100,0x2a68(%rip)        # 6030 <_ZL8blockDim>
    35c8:	mov    0xf8(%rsp),%eax
    35cf:	movslq 0xf8(%rsp),%r12
    35d7:	test   %eax,%eax
    35d9:	jle    36ff <host_step+0x14f>
    35df:	xor    %ebp,%ebp
    35e1:	mov    %rdi,(%rsp)
    35e5:	mov    0x78(%rsp),%r13
    35ea:	lea    0x2a4f(%rip),%r15        # 6040 <_ZL8blockIdx>
    35f1:	mov    %rsi,0x8(%rsp)
    35f6:	mov    %rbp,%rbx
    35f9:	mov    0x70(%rsp),%rbp
    35fe:	lea    0x2a4b(%rip),%r14        # 6050 <_ZL9threadIdx>
    3605:	mov    %rdx,0x10(%rsp)
    360a:	mov    %rcx,0x18(%rsp)
    360f:	mov    %r8,0x20(%rsp)
    3614:	mov    %r9,0x28(%rsp)
    3619:	nopl   0x0(%rax)
    3620:	mov    %rbx,%rdx
    3623:	mov    0x108(%rsp),%eax
    362a:	sar    $0x8,%rdx
    362e:	mov    %edx,(%r15)
    3631:	movzbl %bl,%edx
    3634:	add    $0x1,%rbx
    3638:	mov    %edx,(%r14)
    363b:	push   %rax
    363c:	push   0x108(%rsp)
    3643:	mov    0x108(%rsp),%eax
    364a:	push   %rax
    364b:	mov    0x108(%rsp),%eax
    3652:	push   %rax
    3653:	mov    0x108(%rsp),%eax
    365a:	push   %rax
    365b:	mov    0x108(%rsp),%eax
    3662:	push   %rax
    3663:	push   0x108(%rsp)
    366a:	push   0x108(%rsp)
    3671:	push   0x108(%rsp)
    3678:	push   0x108(%rsp)
    367f:	push   0x108(%rsp)
    3686:	push   0x108(%rsp)
    368d:	push   0x108(%rsp)
    3694:	push   0x108(%rsp)
    369b:	push   0x108(%rsp)
    36a2:	push   0x108(%rsp)
    36a9:	push   0x108(%rsp)
    36b0:	push   0x108(%rsp)
    36b7:	push   %r13
    36b9:	push   %rbp
    36ba:	mov    0xc8(%rsp),%r9
    36c2:	mov    0xc0(%rsp),%r8
    36ca:	mov    0xb8(%rsp),%rcx
    36d2:	mov    0xb0(%rsp),%rdx
    36da:	mov    0xa8(%rsp),%rsi
    36e2:	mov    0xa0(%rsp),%rdi
    36ea:	call   1040 <cartpole_step@plt>
    36ef:	add    $0xa0,%rsp
    36f6:	cmp    %r12,%rbx
    36f9:	jne    3620 <host_step+0x70>
    36ff:	add    $0x38,%rsp
    3703:	pop    %rbx
    3704:	pop    %rbp
    3705:	pop    %r12
    3707:	pop    %r13
    3709:	pop    %r14
    370b:	pop    %r15
    370d:	ret

Disassembly of section .fini:

0000000000003710 <_fini>:
    3710:	sub    $0x8,%rsp
    3714:	add    $0x8,%rsp
    3718:	ret
