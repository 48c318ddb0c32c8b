
/tmp/tmpkw3oqatr/module_0000.jit_rollout.obj-file.__compute_module_wrapped_add.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <wrapped_add>:
   0:	mov    0x8(%rdi),%rax
   4:	cmpq   $0x0,(%rax)
   8:	jle    d <wrapped_add+0xd>
   a:	xor    %eax,%eax
   c:	ret
   d:	mov    0x18(%rdi),%rax
  11:	mov    0x20(%rax),%rcx
  15:	mov    (%rax),%rdx
  18:	mov    0x10(%rax),%rax
  1c:	mov    (%rax),%eax
  1e:	add    (%rdx),%eax
  20:	mov    %eax,(%rcx)
  22:	xor    %eax,%eax
  24:	ret


/tmp/tmpkw3oqatr/module_0000.jit_rollout.obj-file.__compute_module_wrapped_multiply.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <wrapped_multiply>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	push   %rbx
   5:	and    $0xffffffffffffffc0,%rsp
   9:	sub    $0x40,%rsp
   d:	mov    %rsp,%rbx
  10:	mov    0x8(%rdi),%rax
  14:	cmpq   $0x0,(%rax)
  18:	jg     15a <wrapped_multiply+0x15a>
  1e:	mov    0x18(%rdi),%rcx
  22:	xor    %edx,%edx
  24:	mov    (%rcx),%rax
  27:	mov    0x10(%rcx),%rcx
  2b:	add    $0xc0,%rcx
  32:	data16 data16 data16 data16 cs nopw 0x0(%rax,%rax,1)
  40:	vmovups (%rax,%rdx,1),%ymm0
  45:	vmovups 0x20(%rax,%rdx,1),%ymm1
  4b:	mov    %rsp,%rdi
  4e:	add    $0xffffffffffffffc0,%rdi
  52:	mov    %rsp,%rsi
  55:	and    $0xffffffffffffffc0,%rdi
  59:	mov    %rdi,%rsp
  5c:	vmulps %ymm0,%ymm0,%ymm0
  60:	vmulps %ymm1,%ymm1,%ymm4
  64:	vmovaps %ymm0,(%rdi)
  68:	vmovaps %ymm4,0x20(%rdi)
  6d:	vmovups (%rdi),%zmm0
  73:	vmovups %zmm0,-0xc0(%rcx,%rdx,1)
  7b:	mov    %rsi,%rsp
  7e:	vmovups 0x40(%rax,%rdx,1),%ymm0
  84:	vmovups 0x60(%rax,%rdx,1),%ymm1
  8a:	mov    %rsp,%rdi
  8d:	add    $0xffffffffffffffc0,%rdi
  91:	mov    %rsp,%rsi
  94:	and    $0xffffffffffffffc0,%rdi
  98:	mov    %rdi,%rsp
  9b:	vmulps %ymm0,%ymm0,%ymm0
  9f:	vmulps %ymm1,%ymm1,%ymm3
  a3:	vmovaps %ymm0,(%rdi)
  a7:	vmovaps %ymm3,0x20(%rdi)
  ac:	vmovups (%rdi),%zmm0
  b2:	vmovups %zmm0,-0x80(%rcx,%rdx,1)
  ba:	mov    %rsi,%rsp
  bd:	vmovups 0x80(%rax,%rdx,1),%ymm0
  c6:	vmovups 0xa0(%rax,%rdx,1),%ymm1
  cf:	mov    %rsp,%rdi
  d2:	add    $0xffffffffffffffc0,%rdi
  d6:	mov    %rsp,%rsi
  d9:	and    $0xffffffffffffffc0,%rdi
  dd:	mov    %rdi,%rsp
  e0:	vmulps %ymm0,%ymm0,%ymm0
  e4:	vmulps %ymm1,%ymm1,%ymm2
  e8:	vmovaps %ymm0,(%rdi)
  ec:	vmovaps %ymm2,0x20(%rdi)
  f1:	vmovups (%rdi),%zmm0
  f7:	vmovups %zmm0,-0x40(%rcx,%rdx,1)
  ff:	mov    %rsi,%rsp
 102:	vmovups 0xc0(%rax,%rdx,1),%ymm0
 10b:	vmovups 0xe0(%rax,%rdx,1),%ymm1
 114:	mov    %rsp,%rdi
 117:	add    $0xffffffffffffffc0,%rdi
 11b:	mov    %rsp,%rsi
 11e:	and    $0xffffffffffffffc0,%rdi
 122:	mov    %rdi,%rsp
 125:	vmulps %ymm0,%ymm0,%ymm0
 129:	vmulps %ymm1,%ymm1,%ymm1
 12d:	vmovaps %ymm0,(%rdi)
 131:	vmovaps %ymm1,0x20(%rdi)
 136:	vmovups (%rdi),%zmm0
 13c:	vmovups %zmm0,(%rcx,%rdx,1)
 143:	mov    %rsi,%rsp
 146:	add    $0x100,%rdx
 14d:	cmp    $0x10000,%rdx
 154:	jne    40 <wrapped_multiply+0x40>
 15a:	xor    %eax,%eax
 15c:	lea    -0x8(%rbp),%rsp
 160:	pop    %rbx
 161:	pop    %rbp
 162:	vzeroupper
 165:	ret


/tmp/tmpkw3oqatr/module_0000.jit_rollout.obj-file.add_select_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <add_select_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	push   %r15
   6:	push   %r14
   8:	push   %r13
   a:	push   %r12
   c:	push   %rbx
   d:	mov    0x8(%rdi),%rax
  11:	mov    (%rax),%rax
  14:	cmp    $0x1,%rax
  18:	ja     478 <add_select_fusion+0x478>
  1e:	mov    0x18(%rdi),%rcx
  22:	mov    %rax,%r14
  25:	shl    $0xd,%r14
  29:	shl    $0xf,%rax
  2d:	movabs $0x0,%r15
  37:	vbroadcastss (%r15),%ymm6
  3c:	mov    0x40(%rcx),%rdi
  40:	mov    0x50(%rcx),%r8
  44:	mov    0xc0(%rcx),%rsi
  4b:	mov    0x70(%rcx),%r9
  4f:	mov    0x90(%rcx),%r10
  56:	mov    0xb0(%rcx),%r11
  5d:	add    (%rcx),%r14
  60:	mov    0x100(%rcx),%rbx
  67:	mov    0x20(%rcx),%r15
  6b:	mov    0x80(%rcx),%r13
  72:	mov    0xa0(%rcx),%rdx
  79:	vpbroadcastd (%r8),%ymm3
  7e:	mov    0x140(%rcx),%r8
  85:	vbroadcastss (%rdi),%ymm5
  8a:	mov    0x130(%rcx),%rdi
  91:	vpbroadcastd (%r11),%ymm0
  96:	mov    0xf0(%rcx),%r11
  9d:	vpbroadcastd (%r10),%ymm1
  a2:	mov    0xe0(%rcx),%r10
  a9:	vpbroadcastd (%r9),%ymm2
  ae:	mov    0xd0(%rcx),%r9
  b5:	vbroadcastss (%rsi),%ymm4
  ba:	mov    %r14,%rsi
  bd:	mov    0x10(%rcx),%r14
  c1:	add    %rax,%rbx
  c4:	add    %rax,%r15
  c7:	mov    (%rdx),%r12d
  ca:	mov    0x0(%r13),%r13d
  ce:	add    %rax,%rdi
  d1:	add    %rax,%r8
  d4:	add    %rax,%r9
  d7:	add    %rax,%r10
  da:	add    %rax,%r11
  dd:	add    %rax,%r14
  e0:	vpbroadcastd %r12d,%ymm7
  e6:	vpbroadcastd %r13d,%ymm8
  ec:	mov    %rdi,-0x40(%rbp)
  f0:	mov    0x110(%rcx),%rdi
  f7:	mov    %r8,-0x38(%rbp)
  fb:	mov    0x120(%rcx),%r8
 102:	add    %rax,%rdi
 105:	add    %rax,%r8
 108:	add    0x30(%rcx),%rax
 10c:	mov    0x60(%rcx),%rcx
 110:	mov    %rdi,-0x30(%rbp)
 114:	mov    (%rcx),%edx
 116:	xor    %ecx,%ecx
 118:	vpbroadcastd %edx,%ymm9
 11e:	jmp    1b0 <add_select_fusion+0x1b0>
 123:	data16 data16 data16 cs nopw 0x0(%rax,%rax,1)
 130:	vpaddd %ymm3,%ymm17,%ymm13
 136:	vpsllw $0x7,%xmm19,%xmm15
 13d:	mov    -0x40(%rbp),%rdi
 141:	vpaddd %ymm3,%ymm10,%ymm10
 145:	vcvtdq2ps %ymm13,%ymm13
 14a:	vpmovb2m %xmm15,%k1
 150:	vcvtdq2ps %ymm10,%ymm10
 155:	vmulps %ymm13,%ymm5,%ymm11{%k1}
 15b:	vpaddd %ymm3,%ymm18,%ymm13
 161:	vcvtdq2ps %ymm13,%ymm13
 166:	vmulps %ymm13,%ymm5,%ymm16{%k1}
 16c:	vpaddd %ymm3,%ymm14,%ymm13
 170:	vmovups (%rdi,%rcx,4),%ymm14
 175:	vmovups %ymm11,(%r14,%rcx,4)
 17b:	vcvtdq2ps %ymm13,%ymm13
 180:	vmovups %ymm16,(%r9,%rcx,4)
 187:	vmulps %ymm13,%ymm5,%ymm12{%k1}
 18d:	vmovups %ymm12,(%r11,%rcx,4)
 193:	vmulps %ymm10,%ymm5,%ymm14{%k1}
 199:	vmovups %ymm14,(%r15,%rcx,4)
 19f:	add    $0x8,%rcx
 1a3:	cmp    $0x2000,%rcx
 1aa:	je     478 <add_select_fusion+0x478>
 1b0:	vpxor  (%rax,%rcx,4),%ymm0,%ymm12
 1b5:	vpxor  %xmm10,%xmm10,%xmm10
 1ba:	cmp    $0x20,%r12d
 1be:	jb     2e0 <add_select_fusion+0x2e0>
 1c4:	vpxord %xmm18,%xmm18,%xmm18
 1ca:	vpxor  (%rbx,%rcx,4),%ymm0,%ymm13
 1cf:	jae    2f1 <add_select_fusion+0x2f1>
 1d5:	vpsrlvd %ymm7,%ymm13,%ymm16
 1db:	vpxor  (%r8,%rcx,4),%ymm0,%ymm14
 1e1:	jae    303 <add_select_fusion+0x303>
 1e7:	vpsrlvd %ymm7,%ymm14,%ymm17
 1ed:	mov    -0x38(%rbp),%rdi
 1f1:	vpxor  (%rdi,%rcx,4),%ymm0,%ymm11
 1f6:	jae    318 <add_select_fusion+0x318>
 1fc:	vpsrlvd %ymm7,%ymm11,%ymm15
 201:	vpxord %ymm12,%ymm18,%ymm12
 207:	vpmulld %ymm1,%ymm12,%ymm12
 20c:	cmp    $0x20,%r13d
 210:	jae    332 <add_select_fusion+0x332>
 216:	vpsrlvd %ymm8,%ymm12,%ymm18
 21c:	vpxord %ymm13,%ymm16,%ymm13
 222:	vpmulld %ymm1,%ymm13,%ymm13
 227:	jae    349 <add_select_fusion+0x349>
 22d:	vpsrlvd %ymm8,%ymm13,%ymm16
 233:	vpxord %ymm14,%ymm17,%ymm14
 239:	vpmulld %ymm1,%ymm14,%ymm14
 23e:	jae    360 <add_select_fusion+0x360>
 244:	vpsrlvd %ymm8,%ymm14,%ymm19
 24a:	vpxor  %ymm11,%ymm15,%ymm11
 24f:	vpmulld %ymm1,%ymm11,%ymm15
 254:	jae    376 <add_select_fusion+0x376>
 25a:	vpsrlvd %ymm8,%ymm15,%ymm20
 260:	vpxord %ymm12,%ymm18,%ymm11
 266:	vpmulld %ymm2,%ymm11,%ymm11
 26b:	cmp    $0x20,%r12d
 26f:	jae    391 <add_select_fusion+0x391>
 275:	vpsrlvd %ymm7,%ymm11,%ymm17
 27b:	vpxord %ymm13,%ymm16,%ymm12
 281:	vpmulld %ymm2,%ymm12,%ymm16
 287:	jae    3a9 <add_select_fusion+0x3a9>
 28d:	vpsrlvd %ymm7,%ymm16,%ymm18
 293:	vpxord %ymm14,%ymm19,%ymm12
 299:	vpmulld %ymm2,%ymm12,%ymm12
 29e:	jae    3c0 <add_select_fusion+0x3c0>
 2a4:	vpsrlvd %ymm7,%ymm12,%ymm14
 2a9:	vpxord %ymm15,%ymm20,%ymm13
 2af:	vpmulld %ymm2,%ymm13,%ymm13
 2b4:	jae    3d6 <add_select_fusion+0x3d6>
 2ba:	vpsrlvd %ymm7,%ymm13,%ymm15
 2bf:	cmp    $0x20,%edx
 2c2:	jae    3e4 <add_select_fusion+0x3e4>
 2c8:	vpxord %ymm11,%ymm17,%ymm11
 2ce:	vpsrlvd %ymm9,%ymm11,%ymm17
 2d4:	jmp    3ea <add_select_fusion+0x3ea>
 2d9:	nopl   0x0(%rax)
 2e0:	vpsrlvd %ymm7,%ymm12,%ymm18
 2e6:	vpxor  (%rbx,%rcx,4),%ymm0,%ymm13
 2eb:	jb     1d5 <add_select_fusion+0x1d5>
 2f1:	vpxord %xmm16,%xmm16,%xmm16
 2f7:	vpxor  (%r8,%rcx,4),%ymm0,%ymm14
 2fd:	jb     1e7 <add_select_fusion+0x1e7>
 303:	vpxord %xmm17,%xmm17,%xmm17
 309:	mov    -0x38(%rbp),%rdi
 30d:	vpxor  (%rdi,%rcx,4),%ymm0,%ymm11
 312:	jb     1fc <add_select_fusion+0x1fc>
 318:	vpxor  %xmm15,%xmm15,%xmm15
 31d:	vpxord %ymm12,%ymm18,%ymm12
 323:	vpmulld %ymm1,%ymm12,%ymm12
 328:	cmp    $0x20,%r13d
 32c:	jb     216 <add_select_fusion+0x216>
 332:	vpxord %xmm18,%xmm18,%xmm18
 338:	vpxord %ymm13,%ymm16,%ymm13
 33e:	vpmulld %ymm1,%ymm13,%ymm13
 343:	jb     22d <add_select_fusion+0x22d>
 349:	vpxord %xmm16,%xmm16,%xmm16
 34f:	vpxord %ymm14,%ymm17,%ymm14
 355:	vpmulld %ymm1,%ymm14,%ymm14
 35a:	jb     244 <add_select_fusion+0x244>
 360:	vpxord %xmm19,%xmm19,%xmm19
 366:	vpxor  %ymm11,%ymm15,%ymm11
 36b:	vpmulld %ymm1,%ymm11,%ymm15
 370:	jb     25a <add_select_fusion+0x25a>
 376:	vpxord %xmm20,%xmm20,%xmm20
 37c:	vpxord %ymm12,%ymm18,%ymm11
 382:	vpmulld %ymm2,%ymm11,%ymm11
 387:	cmp    $0x20,%r12d
 38b:	jb     275 <add_select_fusion+0x275>
 391:	vpxord %xmm17,%xmm17,%xmm17
 397:	vpxord %ymm13,%ymm16,%ymm12
 39d:	vpmulld %ymm2,%ymm12,%ymm16
 3a3:	jb     28d <add_select_fusion+0x28d>
 3a9:	vpxord %xmm18,%xmm18,%xmm18
 3af:	vpxord %ymm14,%ymm19,%ymm12
 3b5:	vpmulld %ymm2,%ymm12,%ymm12
 3ba:	jb     2a4 <add_select_fusion+0x2a4>
 3c0:	vpxor  %xmm14,%xmm14,%xmm14
 3c5:	vpxord %ymm15,%ymm20,%ymm13
 3cb:	vpmulld %ymm2,%ymm13,%ymm13
 3d0:	jb     2ba <add_select_fusion+0x2ba>
 3d6:	vpxor  %xmm15,%xmm15,%xmm15
 3db:	cmp    $0x20,%edx
 3de:	jb     2c8 <add_select_fusion+0x2c8>
 3e4:	vpxord %xmm17,%xmm17,%xmm17
 3ea:	vmovups (%r15,%rcx,4),%ymm20
 3f1:	vmovups (%r14,%rcx,4),%ymm11
 3f7:	vmovq  (%rsi,%rcx,1),%xmm19
 3fe:	vfmadd231ps %ymm20,%ymm4,%ymm11
 404:	jb     410 <add_select_fusion+0x410>
 406:	vpxord %xmm18,%xmm18,%xmm18
 40c:	jmp    41c <add_select_fusion+0x41c>
 40e:	xchg   %ax,%ax
 410:	vpxord %ymm16,%ymm18,%ymm16
 416:	vpsrlvd %ymm9,%ymm16,%ymm18
 41c:	vmovups (%r11,%rcx,4),%ymm16
 423:	vmulps %ymm6,%ymm20,%ymm20
 429:	vfmadd213ps (%r10,%rcx,4),%ymm20,%ymm16
 430:	vfmadd213ps (%r9,%rcx,4),%ymm4,%ymm16
 437:	jb     450 <add_select_fusion+0x450>
 439:	vpxor  %xmm14,%xmm14,%xmm14
 43e:	mov    -0x30(%rbp),%rdi
 442:	vmovups (%rdi,%rcx,4),%ymm12
 447:	jae    130 <add_select_fusion+0x130>
 44d:	jmp    469 <add_select_fusion+0x469>
 44f:	nop
 450:	vpxor  %ymm12,%ymm14,%ymm12
 455:	vpsrlvd %ymm9,%ymm12,%ymm14
 45a:	mov    -0x30(%rbp),%rdi
 45e:	vmovups (%rdi,%rcx,4),%ymm12
 463:	jae    130 <add_select_fusion+0x130>
 469:	vpxor  %ymm13,%ymm15,%ymm10
 46e:	vpsrlvd %ymm9,%ymm10,%ymm10
 473:	jmp    130 <add_select_fusion+0x130>
 478:	xor    %eax,%eax
 47a:	pop    %rbx
 47b:	pop    %r12
 47d:	pop    %r13
 47f:	pop    %r14
 481:	pop    %r15
 483:	pop    %rbp
 484:	vzeroupper
 487:	ret


/tmp/tmpkw3oqatr/module_0000.jit_rollout.obj-file.broadcast_add_fusion.1_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <broadcast_add_fusion.1>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rcx
   8:	mov    (%rcx),%rax
   b:	mov    0x10(%rcx),%rcx
   f:	vpbroadcastd (%rcx),%ymm0
  14:	xor    %ecx,%ecx
  16:	cs nopw 0x0(%rax,%rax,1)
  20:	vpaddd (%rax,%rcx,4),%ymm0,%ymm1
  25:	vpaddd 0x20(%rax,%rcx,4),%ymm0,%ymm2
  2b:	vpaddd 0x40(%rax,%rcx,4),%ymm0,%ymm3
  31:	vpaddd 0x60(%rax,%rcx,4),%ymm0,%ymm4
  37:	vmovdqu %ymm1,(%rax,%rcx,4)
  3c:	vmovdqu %ymm2,0x20(%rax,%rcx,4)
  42:	vmovdqu %ymm3,0x40(%rax,%rcx,4)
  48:	vmovdqu %ymm4,0x60(%rax,%rcx,4)
  4e:	vpaddd 0x80(%rax,%rcx,4),%ymm0,%ymm1
  57:	vpaddd 0xa0(%rax,%rcx,4),%ymm0,%ymm2
  60:	vpaddd 0xc0(%rax,%rcx,4),%ymm0,%ymm3
  69:	vpaddd 0xe0(%rax,%rcx,4),%ymm0,%ymm4
  72:	vmovdqu %ymm1,0x80(%rax,%rcx,4)
  7b:	vmovdqu %ymm2,0xa0(%rax,%rcx,4)
  84:	vmovdqu %ymm3,0xc0(%rax,%rcx,4)
  8d:	vmovdqu %ymm4,0xe0(%rax,%rcx,4)
  96:	vpaddd 0x100(%rax,%rcx,4),%ymm0,%ymm1
  9f:	vpaddd 0x120(%rax,%rcx,4),%ymm0,%ymm2
  a8:	vpaddd 0x140(%rax,%rcx,4),%ymm0,%ymm3
  b1:	vpaddd 0x160(%rax,%rcx,4),%ymm0,%ymm4
  ba:	vmovdqu %ymm1,0x100(%rax,%rcx,4)
  c3:	vmovdqu %ymm2,0x120(%rax,%rcx,4)
  cc:	vmovdqu %ymm3,0x140(%rax,%rcx,4)
  d5:	vmovdqu %ymm4,0x160(%rax,%rcx,4)
  de:	vpaddd 0x180(%rax,%rcx,4),%ymm0,%ymm1
  e7:	vpaddd 0x1a0(%rax,%rcx,4),%ymm0,%ymm2
  f0:	vpaddd 0x1c0(%rax,%rcx,4),%ymm0,%ymm3
  f9:	vpaddd 0x1e0(%rax,%rcx,4),%ymm0,%ymm4
 102:	vmovdqu %ymm1,0x180(%rax,%rcx,4)
 10b:	vmovdqu %ymm2,0x1a0(%rax,%rcx,4)
 114:	vmovdqu %ymm3,0x1c0(%rax,%rcx,4)
 11d:	vmovdqu %ymm4,0x1e0(%rax,%rcx,4)
 126:	sub    $0xffffffffffffff80,%rcx
 12a:	cmp    $0x4000,%rcx
 131:	jne    20 <broadcast_add_fusion.1+0x20>
 137:	xor    %eax,%eax
 139:	pop    %rbp
 13a:	vzeroupper
 13d:	ret


/tmp/tmpkw3oqatr/module_0000.jit_rollout.obj-file.broadcast_add_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <broadcast_add_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rsi
   8:	movabs $0x0,%rdx
  12:	movabs $0x0,%rdi
  1c:	movabs $0x0,%r8
  26:	vbroadcastss (%rdx),%ymm2
  2b:	movabs $0x0,%rdx
  35:	vbroadcastss (%rdi),%ymm7
  3a:	vbroadcastss (%r8),%ymm8
  3f:	xor    %edi,%edi
  41:	vbroadcastss (%rdx),%ymm4
  46:	mov    0x40(%rsi),%rcx
  4a:	mov    0x10(%rsi),%rax
  4e:	mov    0x30(%rsi),%rdx
  52:	vbroadcastss (%rcx),%ymm1
  57:	movabs $0x0,%rcx
  61:	vbroadcastss (%rax),%ymm0
  66:	mov    (%rsi),%rax
  69:	vbroadcastss (%rcx),%ymm3
  6e:	movabs $0x0,%rcx
  78:	vbroadcastss (%rcx),%ymm5
  7d:	movabs $0x0,%rcx
  87:	vbroadcastss (%rcx),%ymm6
  8c:	mov    0x20(%rsi),%rcx
  90:	mov    0x60(%rsi),%rsi
  94:	data16 data16 cs nopw 0x0(%rax,%rax,1)
  a0:	vmovups (%rax,%rdi,4),%ymm9
  a5:	vmovaps %ymm2,%ymm10
  a9:	vmovaps %ymm6,%ymm13
  ad:	vfmadd213ps %ymm3,%ymm9,%ymm10
  b2:	vmulps %ymm0,%ymm9,%ymm11
  b6:	vfmadd213ps %ymm4,%ymm9,%ymm10
  bb:	vmulps %ymm10,%ymm9,%ymm10
  c0:	vfmsub231ps %ymm10,%ymm9,%ymm11
  c5:	vaddps %ymm5,%ymm11,%ymm10
  c9:	vmovaps %ymm6,%ymm11
  cd:	vfnmadd213ps %ymm7,%ymm9,%ymm11
  d2:	vfmadd213ps %ymm8,%ymm9,%ymm11
  d7:	vmulps %ymm11,%ymm9,%ymm9
  dc:	vmovups (%rcx,%rdi,4),%ymm11
  e1:	vfmadd132ps %ymm11,%ymm11,%ymm9
  e6:	vfmadd231ps (%rdx,%rdi,4),%ymm1,%ymm11
  ec:	vmovups %ymm10,(%rcx,%rdi,4)
  f1:	vmovaps %ymm2,%ymm10
  f5:	vmovups %ymm9,(%rsi,%rdi,4)
  fa:	vmovups %ymm11,(%rax,%rdi,4)
  ff:	vmovups 0x20(%rax,%rdi,4),%ymm9
 105:	vmovups 0x20(%rcx,%rdi,4),%ymm12
 10b:	vfmadd213ps %ymm3,%ymm9,%ymm10
 110:	vfnmadd213ps %ymm7,%ymm9,%ymm13
 115:	vmulps %ymm0,%ymm9,%ymm11
 119:	vfmadd213ps %ymm4,%ymm9,%ymm10
 11e:	vfmadd213ps %ymm8,%ymm9,%ymm13
 123:	vmulps %ymm10,%ymm9,%ymm10
 128:	vfmsub231ps %ymm10,%ymm9,%ymm11
 12d:	vmulps %ymm13,%ymm9,%ymm9
 132:	vfmadd132ps %ymm12,%ymm12,%ymm9
 137:	vfmadd231ps 0x20(%rdx,%rdi,4),%ymm1,%ymm12
 13e:	vaddps %ymm5,%ymm11,%ymm10
 142:	vmovups %ymm10,0x20(%rcx,%rdi,4)
 148:	vmovups %ymm9,0x20(%rsi,%rdi,4)
 14e:	vmovups %ymm12,0x20(%rax,%rdi,4)
 154:	add    $0x10,%rdi
 158:	cmp    $0x4000,%rdi
 15f:	jne    a0 <broadcast_add_fusion+0xa0>
 165:	xor    %eax,%eax
 167:	pop    %rbp
 168:	vzeroupper
 16b:	ret


/tmp/tmpkw3oqatr/module_0000.jit_rollout.obj-file.broadcast_multiply_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <broadcast_multiply_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	push   %r15
   6:	push   %r14
   8:	push   %rbx
   9:	mov    0x8(%rdi),%rax
   d:	mov    (%rax),%rax
  10:	cmp    $0x1,%rax
  14:	ja     722 <broadcast_multiply_fusion+0x722>
  1a:	mov    0x18(%rdi),%r8
  1e:	mov    0x60(%r8),%r10
  22:	mov    0x70(%r8),%r9
  26:	mov    0x50(%r8),%r11
  2a:	mov    0x30(%r8),%r14
  2e:	mov    0x40(%r8),%r15
  32:	mov    (%r8),%rsi
  35:	mov    0x10(%r8),%rdi
  39:	mov    0x20(%r8),%rcx
  3d:	mov    0x80(%r8),%rdx
  44:	mov    (%r9),%r8d
  47:	mov    (%r10),%ebx
  4a:	mov    (%r11),%r9d
  4d:	mov    (%r15),%r11d
  50:	mov    (%r14),%r10d
  53:	cmp    $0x1f,%ebx
  56:	ja     25e <broadcast_multiply_fusion+0x25e>
  5c:	cmp    $0x1f,%r11d
  60:	ja     40e <broadcast_multiply_fusion+0x40e>
  66:	shl    $0xf,%rax
  6a:	vpbroadcastd %r9d,%ymm2
  70:	movabs $0x0,%r9
  7a:	vpbroadcastd %r10d,%ymm4
  80:	movabs $0x0,%r10
  8a:	vpbroadcastd %r8d,%ymm0
  90:	vpbroadcastd %ebx,%ymm1
  96:	vpbroadcastd %r11d,%ymm3
  9c:	vpcmpeqd %ymm8,%ymm8,%ymm8
  a1:	vbroadcastss (%r9),%ymm5
  a6:	movabs $0x0,%r9
  b0:	lea    0x60(%rdx,%rax,1),%rdx
  b5:	lea    0x60(%rsi,%rax,1),%rsi
  ba:	lea    0x60(%rdi,%rax,1),%rdi
  bf:	lea    0x60(%rcx,%rax,1),%rax
  c4:	movabs $0x0,%rcx
  ce:	vbroadcastss (%r10),%ymm6
  d3:	vbroadcastss (%rcx),%ymm7
  d8:	vbroadcastss (%r9),%ymm9
  dd:	xor    %ecx,%ecx
  df:	nop
  e0:	vpxor  -0x60(%rax,%rcx,1),%ymm0,%ymm10
  e6:	vmovups -0x40(%rdi,%rcx,1),%ymm12
  ec:	vmovups -0x20(%rdi,%rcx,1),%ymm13
  f2:	vmovups (%rdi,%rcx,1),%ymm14
  f7:	vpsrlvd %ymm1,%ymm10,%ymm11
  fc:	vpxor  %ymm10,%ymm11,%ymm10
 101:	vpmulld %ymm2,%ymm10,%ymm10
 106:	vpsrlvd %ymm3,%ymm10,%ymm11
 10b:	vpxor  %ymm10,%ymm11,%ymm10
 110:	vpmulld %ymm4,%ymm10,%ymm10
 115:	vpsrlvd %ymm1,%ymm10,%ymm11
 11a:	vpxor  %ymm10,%ymm11,%ymm10
 11f:	vmovups -0x60(%rdi,%rcx,1),%ymm11
 125:	vpcmpgtd %ymm8,%ymm10,%k1
 12b:	vmulps %ymm5,%ymm11,%ymm15
 12f:	vmulps %ymm15,%ymm11,%ymm10
 134:	vblendmps %ymm6,%ymm7,%ymm11{%k1}
 13a:	vfmadd231ps -0x60(%rsi,%rcx,1),%ymm10,%ymm11
 141:	vmulps %ymm9,%ymm11,%ymm10
 146:	vmovups %ymm10,-0x60(%rdx,%rcx,1)
 14c:	vpxor  -0x40(%rax,%rcx,1),%ymm0,%ymm10
 152:	vpsrlvd %ymm1,%ymm10,%ymm11
 157:	vpxor  %ymm10,%ymm11,%ymm10
 15c:	vpmulld %ymm2,%ymm10,%ymm10
 161:	vpsrlvd %ymm3,%ymm10,%ymm11
 166:	vpxor  %ymm10,%ymm11,%ymm10
 16b:	vpmulld %ymm4,%ymm10,%ymm10
 170:	vpsrlvd %ymm1,%ymm10,%ymm11
 175:	vpxor  %ymm10,%ymm11,%ymm10
 17a:	vmulps %ymm5,%ymm12,%ymm11
 17e:	vpcmpgtd %ymm8,%ymm10,%k1
 184:	vmulps %ymm11,%ymm12,%ymm10
 189:	vblendmps %ymm6,%ymm7,%ymm11{%k1}
 18f:	vfmadd231ps -0x40(%rsi,%rcx,1),%ymm10,%ymm11
 196:	vmulps %ymm9,%ymm11,%ymm10
 19b:	vmovups %ymm10,-0x40(%rdx,%rcx,1)
 1a1:	vpxor  -0x20(%rax,%rcx,1),%ymm0,%ymm10
 1a7:	vpsrlvd %ymm1,%ymm10,%ymm11
 1ac:	vpxor  %ymm10,%ymm11,%ymm10
 1b1:	vpmulld %ymm2,%ymm10,%ymm10
 1b6:	vpsrlvd %ymm3,%ymm10,%ymm11
 1bb:	vpxor  %ymm10,%ymm11,%ymm10
 1c0:	vpmulld %ymm4,%ymm10,%ymm10
 1c5:	vpsrlvd %ymm1,%ymm10,%ymm11
 1ca:	vpxor  %ymm10,%ymm11,%ymm10
 1cf:	vmulps %ymm5,%ymm13,%ymm11
 1d3:	vpcmpgtd %ymm8,%ymm10,%k1
 1d9:	vmulps %ymm11,%ymm13,%ymm10
 1de:	vblendmps %ymm6,%ymm7,%ymm11{%k1}
 1e4:	vfmadd231ps -0x20(%rsi,%rcx,1),%ymm10,%ymm11
 1eb:	vmulps %ymm5,%ymm14,%ymm13
 1ef:	vmulps %ymm9,%ymm11,%ymm10
 1f4:	vmovups %ymm10,-0x20(%rdx,%rcx,1)
 1fa:	vpxor  (%rax,%rcx,1),%ymm0,%ymm10
 1ff:	vpsrlvd %ymm1,%ymm10,%ymm11
 204:	vpxor  %ymm10,%ymm11,%ymm10
 209:	vpmulld %ymm2,%ymm10,%ymm10
 20e:	vpsrlvd %ymm3,%ymm10,%ymm11
 213:	vpxor  %ymm10,%ymm11,%ymm10
 218:	vpmulld %ymm4,%ymm10,%ymm10
 21d:	vpsrlvd %ymm1,%ymm10,%ymm11
 222:	vpxor  %ymm10,%ymm11,%ymm10
 227:	vpcmpgtd %ymm8,%ymm10,%k1
 22d:	vmulps %ymm13,%ymm14,%ymm10
 232:	vblendmps %ymm6,%ymm7,%ymm12{%k1}
 238:	vfmadd231ps (%rsi,%rcx,1),%ymm10,%ymm12
 23e:	vmulps %ymm9,%ymm12,%ymm10
 243:	vmovups %ymm10,(%rdx,%rcx,1)
 248:	sub    $0xffffffffffffff80,%rcx
 24c:	cmp    $0x8000,%rcx
 253:	jne    e0 <broadcast_multiply_fusion+0xe0>
 259:	jmp    722 <broadcast_multiply_fusion+0x722>
 25e:	cmp    $0x1f,%r11d
 262:	ja     5be <broadcast_multiply_fusion+0x5be>
 268:	shl    $0xf,%rax
 26c:	vpbroadcastd %r9d,%ymm1
 272:	movabs $0x0,%r9
 27c:	vpbroadcastd %r10d,%ymm3
 282:	movabs $0x0,%r10
 28c:	vpbroadcastd %r8d,%ymm0
 292:	vpbroadcastd %r11d,%ymm2
 298:	vpcmpeqd %ymm7,%ymm7,%ymm7
 29c:	vbroadcastss (%r9),%ymm4
 2a1:	movabs $0x0,%r9
 2ab:	lea    0x60(%rdx,%rax,1),%rdx
 2b0:	lea    0x60(%rsi,%rax,1),%rsi
 2b5:	lea    0x60(%rdi,%rax,1),%rdi
 2ba:	lea    0x60(%rcx,%rax,1),%rax
 2bf:	movabs $0x0,%rcx
 2c9:	vbroadcastss (%r10),%ymm5
 2ce:	vbroadcastss (%rcx),%ymm6
 2d3:	vbroadcastss (%r9),%ymm8
 2d8:	xor    %ecx,%ecx
 2da:	nopw   0x0(%rax,%rax,1)
 2e0:	vpxor  -0x60(%rax,%rcx,1),%ymm0,%ymm9
 2e6:	vmovups -0x40(%rdi,%rcx,1),%ymm11
 2ec:	vmovups -0x20(%rdi,%rcx,1),%ymm12
 2f2:	vmovups (%rdi,%rcx,1),%ymm13
 2f7:	vpmulld %ymm1,%ymm9,%ymm9
 2fc:	vpsrlvd %ymm2,%ymm9,%ymm10
 301:	vpxor  %ymm9,%ymm10,%ymm9
 306:	vmovups -0x60(%rdi,%rcx,1),%ymm10
 30c:	vpmulld %ymm3,%ymm9,%ymm9
 311:	vpcmpgtd %ymm7,%ymm9,%k1
 317:	vmulps %ymm4,%ymm10,%ymm14
 31b:	vmulps %ymm14,%ymm10,%ymm9
 320:	vblendmps %ymm5,%ymm6,%ymm10{%k1}
 326:	vfmadd231ps -0x60(%rsi,%rcx,1),%ymm9,%ymm10
 32d:	vmulps %ymm8,%ymm10,%ymm9
 332:	vmovups %ymm9,-0x60(%rdx,%rcx,1)
 338:	vpxor  -0x40(%rax,%rcx,1),%ymm0,%ymm9
 33e:	vpmulld %ymm1,%ymm9,%ymm9
 343:	vpsrlvd %ymm2,%ymm9,%ymm10
 348:	vpxor  %ymm9,%ymm10,%ymm9
 34d:	vmulps %ymm4,%ymm11,%ymm10
 351:	vpmulld %ymm3,%ymm9,%ymm9
 356:	vpcmpgtd %ymm7,%ymm9,%k1
 35c:	vmulps %ymm10,%ymm11,%ymm9
 361:	vblendmps %ymm5,%ymm6,%ymm10{%k1}
 367:	vfmadd231ps -0x40(%rsi,%rcx,1),%ymm9,%ymm10
 36e:	vmulps %ymm8,%ymm10,%ymm9
 373:	vmovups %ymm9,-0x40(%rdx,%rcx,1)
 379:	vpxor  -0x20(%rax,%rcx,1),%ymm0,%ymm9
 37f:	vpmulld %ymm1,%ymm9,%ymm9
 384:	vpsrlvd %ymm2,%ymm9,%ymm10
 389:	vpxor  %ymm9,%ymm10,%ymm9
 38e:	vmulps %ymm4,%ymm12,%ymm10
 392:	vpmulld %ymm3,%ymm9,%ymm9
 397:	vpcmpgtd %ymm7,%ymm9,%k1
 39d:	vmulps %ymm10,%ymm12,%ymm9
 3a2:	vblendmps %ymm5,%ymm6,%ymm10{%k1}
 3a8:	vfmadd231ps -0x20(%rsi,%rcx,1),%ymm9,%ymm10
 3af:	vmulps %ymm8,%ymm10,%ymm9
 3b4:	vmovups %ymm9,-0x20(%rdx,%rcx,1)
 3ba:	vpxor  (%rax,%rcx,1),%ymm0,%ymm9
 3bf:	vpmulld %ymm1,%ymm9,%ymm9
 3c4:	vpsrlvd %ymm2,%ymm9,%ymm10
 3c9:	vpxor  %ymm9,%ymm10,%ymm9
 3ce:	vmulps %ymm4,%ymm13,%ymm10
 3d2:	vpmulld %ymm3,%ymm9,%ymm9
 3d7:	vpcmpgtd %ymm7,%ymm9,%k1
 3dd:	vmulps %ymm10,%ymm13,%ymm9
 3e2:	vblendmps %ymm5,%ymm6,%ymm10{%k1}
 3e8:	vfmadd231ps (%rsi,%rcx,1),%ymm9,%ymm10
 3ee:	vmulps %ymm8,%ymm10,%ymm9
 3f3:	vmovups %ymm9,(%rdx,%rcx,1)
 3f8:	sub    $0xffffffffffffff80,%rcx
 3fc:	cmp    $0x8000,%rcx
 403:	jne    2e0 <broadcast_multiply_fusion+0x2e0>
 409:	jmp    722 <broadcast_multiply_fusion+0x722>
 40e:	imul   %r10d,%r9d
 412:	shl    $0xf,%rax
 416:	movabs $0x0,%r10
 420:	vpbroadcastd %r8d,%ymm1
 426:	vpbroadcastd %ebx,%ymm2
 42c:	vpcmpeqd %ymm6,%ymm6,%ymm6
 430:	lea    0x60(%rdx,%rax,1),%rdx
 435:	lea    0x60(%rsi,%rax,1),%rsi
 43a:	lea    0x60(%rdi,%rax,1),%rdi
 43f:	lea    0x60(%rcx,%rax,1),%rax
 444:	movabs $0x0,%rcx
 44e:	vbroadcastss (%r10),%ymm4
 453:	vbroadcastss (%rcx),%ymm5
 458:	xor    %ecx,%ecx
 45a:	vpbroadcastd %r9d,%ymm0
 460:	movabs $0x0,%r9
 46a:	vbroadcastss (%r9),%ymm3
 46f:	movabs $0x0,%r9
 479:	vbroadcastss (%r9),%ymm7
 47e:	xchg   %ax,%ax
 480:	vpxor  -0x60(%rax,%rcx,1),%ymm1,%ymm8
 486:	vmovups -0x40(%rdi,%rcx,1),%ymm10
 48c:	vmovups -0x20(%rdi,%rcx,1),%ymm11
 492:	vmovups (%rdi,%rcx,1),%ymm12
 497:	vpsrlvd %ymm2,%ymm8,%ymm9
 49c:	vpxor  %ymm8,%ymm9,%ymm8
 4a1:	vpmulld %ymm0,%ymm8,%ymm8
 4a6:	vpsrlvd %ymm2,%ymm8,%ymm9
 4ab:	vpxor  %ymm8,%ymm9,%ymm8
 4b0:	vmovups -0x60(%rdi,%rcx,1),%ymm9
 4b6:	vpcmpgtd %ymm6,%ymm8,%k1
 4bc:	vmulps %ymm3,%ymm9,%ymm13
 4c0:	vmulps %ymm13,%ymm9,%ymm8
 4c5:	vblendmps %ymm4,%ymm5,%ymm9{%k1}
 4cb:	vfmadd231ps -0x60(%rsi,%rcx,1),%ymm8,%ymm9
 4d2:	vmulps %ymm7,%ymm9,%ymm8
 4d6:	vmovups %ymm8,-0x60(%rdx,%rcx,1)
 4dc:	vpxor  -0x40(%rax,%rcx,1),%ymm1,%ymm8
 4e2:	vpsrlvd %ymm2,%ymm8,%ymm9
 4e7:	vpxor  %ymm8,%ymm9,%ymm8
 4ec:	vpmulld %ymm0,%ymm8,%ymm8
 4f1:	vpsrlvd %ymm2,%ymm8,%ymm9
 4f6:	vpxor  %ymm8,%ymm9,%ymm8
 4fb:	vmulps %ymm3,%ymm10,%ymm9
 4ff:	vpcmpgtd %ymm6,%ymm8,%k1
 505:	vmulps %ymm9,%ymm10,%ymm8
 50a:	vblendmps %ymm4,%ymm5,%ymm9{%k1}
 510:	vfmadd231ps -0x40(%rsi,%rcx,1),%ymm8,%ymm9
 517:	vmulps %ymm7,%ymm9,%ymm8
 51b:	vmovups %ymm8,-0x40(%rdx,%rcx,1)
 521:	vpxor  -0x20(%rax,%rcx,1),%ymm1,%ymm8
 527:	vpsrlvd %ymm2,%ymm8,%ymm9
 52c:	vpxor  %ymm8,%ymm9,%ymm8
 531:	vpmulld %ymm0,%ymm8,%ymm8
 536:	vpsrlvd %ymm2,%ymm8,%ymm9
 53b:	vpxor  %ymm8,%ymm9,%ymm8
 540:	vmulps %ymm3,%ymm11,%ymm9
 544:	vpcmpgtd %ymm6,%ymm8,%k1
 54a:	vmulps %ymm9,%ymm11,%ymm8
 54f:	vblendmps %ymm4,%ymm5,%ymm9{%k1}
 555:	vfmadd231ps -0x20(%rsi,%rcx,1),%ymm8,%ymm9
 55c:	vmulps %ymm3,%ymm12,%ymm11
 560:	vmulps %ymm7,%ymm9,%ymm8
 564:	vmovups %ymm8,-0x20(%rdx,%rcx,1)
 56a:	vpxor  (%rax,%rcx,1),%ymm1,%ymm8
 56f:	vpsrlvd %ymm2,%ymm8,%ymm9
 574:	vpxor  %ymm8,%ymm9,%ymm8
 579:	vpmulld %ymm0,%ymm8,%ymm8
 57e:	vpsrlvd %ymm2,%ymm8,%ymm9
 583:	vpxor  %ymm8,%ymm9,%ymm8
 588:	vpcmpgtd %ymm6,%ymm8,%k1
 58e:	vmulps %ymm11,%ymm12,%ymm8
 593:	vblendmps %ymm4,%ymm5,%ymm10{%k1}
 599:	vfmadd231ps (%rsi,%rcx,1),%ymm8,%ymm10
 59f:	vmulps %ymm7,%ymm10,%ymm8
 5a3:	vmovups %ymm8,(%rdx,%rcx,1)
 5a8:	sub    $0xffffffffffffff80,%rcx
 5ac:	cmp    $0x8000,%rcx
 5b3:	jne    480 <broadcast_multiply_fusion+0x480>
 5b9:	jmp    722 <broadcast_multiply_fusion+0x722>
 5be:	imul   %r10d,%r9d
 5c2:	shl    $0xf,%rax
 5c6:	movabs $0x0,%r10
 5d0:	vpbroadcastd %r8d,%ymm1
 5d6:	vpcmpeqd %ymm5,%ymm5,%ymm5
 5da:	lea    0x60(%rdx,%rax,1),%rdx
 5df:	lea    0x60(%rsi,%rax,1),%rsi
 5e4:	lea    0x60(%rdi,%rax,1),%rdi
 5e9:	lea    0x60(%rcx,%rax,1),%rax
 5ee:	movabs $0x0,%rcx
 5f8:	vbroadcastss (%r10),%ymm3
 5fd:	vbroadcastss (%rcx),%ymm4
 602:	xor    %ecx,%ecx
 604:	vpbroadcastd %r9d,%ymm0
 60a:	movabs $0x0,%r9
 614:	vbroadcastss (%r9),%ymm2
 619:	movabs $0x0,%r9
 623:	vbroadcastss (%r9),%ymm6
 628:	nopl   0x0(%rax,%rax,1)
 630:	vpxor  -0x60(%rax,%rcx,1),%ymm1,%ymm7
 636:	vpxor  -0x40(%rax,%rcx,1),%ymm1,%ymm8
 63c:	vpxor  -0x20(%rax,%rcx,1),%ymm1,%ymm9
 642:	vpxor  (%rax,%rcx,1),%ymm1,%ymm10
 647:	vmovups -0x60(%rdi,%rcx,1),%ymm11
 64d:	vmovups -0x40(%rdi,%rcx,1),%ymm12
 653:	vmovups -0x20(%rdi,%rcx,1),%ymm13
 659:	vmovups (%rdi,%rcx,1),%ymm14
 65e:	vpmulld %ymm0,%ymm7,%ymm7
 663:	vpmulld %ymm0,%ymm8,%ymm8
 668:	vpmulld %ymm0,%ymm9,%ymm9
 66d:	vpmulld %ymm0,%ymm10,%ymm10
 672:	vmulps %ymm2,%ymm11,%ymm15
 676:	vmulps %ymm2,%ymm12,%ymm16
 67c:	vmulps %ymm2,%ymm13,%ymm17
 682:	vmulps %ymm2,%ymm14,%ymm18
 688:	vpcmpgtd %ymm5,%ymm7,%k1
 68e:	vpcmpgtd %ymm5,%ymm8,%k2
 694:	vpcmpgtd %ymm5,%ymm9,%k3
 69a:	vpcmpgtd %ymm5,%ymm10,%k4
 6a0:	vmulps %ymm15,%ymm11,%ymm7
 6a5:	vmulps %ymm16,%ymm12,%ymm8
 6ab:	vmulps %ymm17,%ymm13,%ymm9
 6b1:	vmulps %ymm18,%ymm14,%ymm10
 6b7:	vblendmps %ymm3,%ymm4,%ymm11{%k1}
 6bd:	vblendmps %ymm3,%ymm4,%ymm12{%k2}
 6c3:	vblendmps %ymm3,%ymm4,%ymm13{%k3}
 6c9:	vblendmps %ymm3,%ymm4,%ymm14{%k4}
 6cf:	vfmadd231ps -0x60(%rsi,%rcx,1),%ymm7,%ymm11
 6d6:	vfmadd231ps -0x40(%rsi,%rcx,1),%ymm8,%ymm12
 6dd:	vfmadd231ps -0x20(%rsi,%rcx,1),%ymm9,%ymm13
 6e4:	vfmadd231ps (%rsi,%rcx,1),%ymm10,%ymm14
 6ea:	vmulps %ymm6,%ymm11,%ymm7
 6ee:	vmulps %ymm6,%ymm12,%ymm8
 6f2:	vmulps %ymm6,%ymm13,%ymm9
 6f6:	vmulps %ymm6,%ymm14,%ymm10
 6fa:	vmovups %ymm7,-0x60(%rdx,%rcx,1)
 700:	vmovups %ymm8,-0x40(%rdx,%rcx,1)
 706:	vmovups %ymm9,-0x20(%rdx,%rcx,1)
 70c:	vmovups %ymm10,(%rdx,%rcx,1)
 711:	sub    $0xffffffffffffff80,%rcx
 715:	cmp    $0x8000,%rcx
 71c:	jne    630 <broadcast_multiply_fusion+0x630>
 722:	xor    %eax,%eax
 724:	pop    %rbx
 725:	pop    %r14
 727:	pop    %r15
 729:	pop    %rbp
 72a:	vzeroupper
 72d:	ret


/tmp/tmpkw3oqatr/module_0000.jit_rollout.obj-file.compare_or_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <compare_or_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rsi
   8:	movabs $0x0,%rdi
  12:	movabs $0x0,%r8
  1c:	movabs $0x0,%r9
  26:	movabs $0x0,%r10
  30:	vbroadcastss (%rdi),%ymm0
  35:	vbroadcastss (%r9),%ymm2
  3a:	movabs $0x0,%r9
  44:	vbroadcastss (%r8),%ymm1
  49:	vpbroadcastd (%r10),%ymm3
  4e:	xor    %edi,%edi
  50:	vmovdqa (%r9),%ymm4
  55:	mov    (%rsi),%rax
  58:	mov    0x10(%rsi),%rcx
  5c:	mov    0x20(%rsi),%rdx
  60:	mov    0x30(%rsi),%rsi
  64:	data16 data16 cs nopw 0x0(%rax,%rax,1)
  70:	vandps (%rdx,%rdi,4),%ymm2,%ymm5
  75:	vandps (%rcx,%rdi,4),%ymm2,%ymm9
  7a:	vandps 0x20(%rdx,%rdi,4),%ymm2,%ymm6
  80:	vandps 0x20(%rcx,%rdi,4),%ymm2,%ymm10
  86:	vandps 0x40(%rdx,%rdi,4),%ymm2,%ymm7
  8c:	vandps 0x40(%rcx,%rdi,4),%ymm2,%ymm11
  92:	vandps 0x60(%rdx,%rdi,4),%ymm2,%ymm8
  98:	vandps 0x60(%rcx,%rdi,4),%ymm2,%ymm12
  9e:	vpcmpltd 0x20(%rax,%rdi,4),%ymm3,%k5
  a7:	vpcmpltd 0x40(%rax,%rdi,4),%ymm3,%k6
  b0:	vpcmpltd 0x60(%rax,%rdi,4),%ymm3,%k7
  b9:	vcmpltps %ymm5,%ymm0,%k0
  c0:	vcmpltps %ymm9,%ymm1,%k4
  c7:	vcmpltps %ymm6,%ymm0,%k1
  ce:	vcmpltps %ymm7,%ymm0,%k2
  d5:	vcmpltps %ymm8,%ymm0,%k3
  dc:	korb   %k4,%k0,%k0
  e0:	vcmpltps %ymm10,%ymm1,%k4
  e7:	korb   %k4,%k1,%k1
  eb:	vcmpltps %ymm11,%ymm1,%k4
  f2:	korb   %k1,%k5,%k1
  f6:	korb   %k4,%k2,%k2
  fa:	vcmpltps %ymm12,%ymm1,%k4
 101:	korb   %k2,%k6,%k2
 105:	korb   %k4,%k3,%k3
 109:	vpcmpltd (%rax,%rdi,4),%ymm3,%k4
 111:	korb   %k3,%k7,%k3
 115:	kunpckwd %k2,%k3,%k2
 119:	vmovdqu8 %ymm4,%ymm5{%k2}{z}
 11f:	korb   %k0,%k4,%k0
 123:	kunpckwd %k0,%k1,%k1
 127:	vmovdqu8 %ymm4,%ymm6{%k1}{z}
 12d:	vpunpcklqdq %ymm5,%ymm6,%ymm5
 131:	vpermq $0xd8,%ymm5,%ymm5
 137:	vmovdqu %ymm5,(%rsi,%rdi,1)
 13c:	add    $0x20,%rdi
 140:	cmp    $0x4000,%rdi
 147:	jne    70 <compare_or_fusion+0x70>
 14d:	xor    %eax,%eax
 14f:	pop    %rbp
 150:	vzeroupper
 153:	ret


/tmp/tmpkw3oqatr/module_0000.jit_rollout.obj-file.convert_add_fusion.1_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <convert_add_fusion.1>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rsi
   8:	mov    (%rsi),%rax
   b:	mov    0x10(%rsi),%rcx
   f:	mov    0x20(%rsi),%rdx
  13:	mov    0x30(%rsi),%rsi
  17:	vpbroadcastd (%rsi),%ymm0
  1c:	xor    %esi,%esi
  1e:	xchg   %ax,%ax
  20:	vmovq  (%rcx,%rsi,1),%xmm1
  25:	vmovq  0x8(%rcx,%rsi,1),%xmm2
  2b:	vmovdqu (%rdx,%rsi,4),%ymm5
  30:	vmovdqu 0x20(%rdx,%rsi,4),%ymm6
  36:	vpmovsxbd %xmm1,%ymm3
  3b:	vpmovsxbd %xmm2,%ymm4
  40:	vpaddd (%rax,%rsi,4),%ymm3,%ymm3
  45:	vpaddd 0x20(%rax,%rsi,4),%ymm4,%ymm4
  4b:	vpsllw $0x7,%xmm1,%xmm1
  50:	vpmovb2m %xmm1,%k1
  56:	vpsllw $0x7,%xmm2,%xmm1
  5b:	vpmovb2m %xmm1,%k2
  61:	vmovdqa32 %ymm0,%ymm5{%k1}
  67:	vmovdqa32 %ymm0,%ymm6{%k2}
  6d:	vmovdqu %ymm3,(%rax,%rsi,4)
  72:	vmovdqu %ymm4,0x20(%rax,%rsi,4)
  78:	vmovdqu %ymm5,(%rdx,%rsi,4)
  7d:	vmovdqu %ymm6,0x20(%rdx,%rsi,4)
  83:	vmovq  0x10(%rcx,%rsi,1),%xmm1
  89:	vmovq  0x18(%rcx,%rsi,1),%xmm2
  8f:	vmovdqu 0x40(%rdx,%rsi,4),%ymm5
  95:	vmovdqu 0x60(%rdx,%rsi,4),%ymm6
  9b:	vpmovsxbd %xmm1,%ymm3
  a0:	vpmovsxbd %xmm2,%ymm4
  a5:	vpaddd 0x40(%rax,%rsi,4),%ymm3,%ymm3
  ab:	vpaddd 0x60(%rax,%rsi,4),%ymm4,%ymm4
  b1:	vpsllw $0x7,%xmm1,%xmm1
  b6:	vpmovb2m %xmm1,%k1
  bc:	vpsllw $0x7,%xmm2,%xmm1
  c1:	vpmovb2m %xmm1,%k2
  c7:	vmovdqa32 %ymm0,%ymm5{%k1}
  cd:	vmovdqa32 %ymm0,%ymm6{%k2}
  d3:	vmovdqu %ymm3,0x40(%rax,%rsi,4)
  d9:	vmovdqu %ymm4,0x60(%rax,%rsi,4)
  df:	vmovdqu %ymm5,0x40(%rdx,%rsi,4)
  e5:	vmovdqu %ymm6,0x60(%rdx,%rsi,4)
  eb:	vmovq  0x20(%rcx,%rsi,1),%xmm1
  f1:	vmovq  0x28(%rcx,%rsi,1),%xmm2
  f7:	vmovdqu 0x80(%rdx,%rsi,4),%ymm5
 100:	vmovdqu 0xa0(%rdx,%rsi,4),%ymm6
 109:	vpmovsxbd %xmm1,%ymm3
 10e:	vpmovsxbd %xmm2,%ymm4
 113:	vpaddd 0x80(%rax,%rsi,4),%ymm3,%ymm3
 11c:	vpaddd 0xa0(%rax,%rsi,4),%ymm4,%ymm4
 125:	vpsllw $0x7,%xmm1,%xmm1
 12a:	vpmovb2m %xmm1,%k1
 130:	vpsllw $0x7,%xmm2,%xmm1
 135:	vpmovb2m %xmm1,%k2
 13b:	vmovdqa32 %ymm0,%ymm5{%k1}
 141:	vmovdqa32 %ymm0,%ymm6{%k2}
 147:	vmovdqu %ymm3,0x80(%rax,%rsi,4)
 150:	vmovdqu %ymm4,0xa0(%rax,%rsi,4)
 159:	vmovdqu %ymm5,0x80(%rdx,%rsi,4)
 162:	vmovdqu %ymm6,0xa0(%rdx,%rsi,4)
 16b:	vmovq  0x30(%rcx,%rsi,1),%xmm1
 171:	vmovq  0x38(%rcx,%rsi,1),%xmm2
 177:	vmovdqu 0xc0(%rdx,%rsi,4),%ymm5
 180:	vmovdqu 0xe0(%rdx,%rsi,4),%ymm6
 189:	vpmovsxbd %xmm1,%ymm3
 18e:	vpmovsxbd %xmm2,%ymm4
 193:	vpaddd 0xc0(%rax,%rsi,4),%ymm3,%ymm3
 19c:	vpaddd 0xe0(%rax,%rsi,4),%ymm4,%ymm4
 1a5:	vpsllw $0x7,%xmm1,%xmm1
 1aa:	vpmovb2m %xmm1,%k1
 1b0:	vpsllw $0x7,%xmm2,%xmm1
 1b5:	vpmovb2m %xmm1,%k2
 1bb:	vmovdqa32 %ymm0,%ymm5{%k1}
 1c1:	vmovdqa32 %ymm0,%ymm6{%k2}
 1c7:	vmovdqu %ymm3,0xc0(%rax,%rsi,4)
 1d0:	vmovdqu %ymm4,0xe0(%rax,%rsi,4)
 1d9:	vmovdqu %ymm5,0xc0(%rdx,%rsi,4)
 1e2:	vmovdqu %ymm6,0xe0(%rdx,%rsi,4)
 1eb:	add    $0x40,%rsi
 1ef:	cmp    $0x4000,%rsi
 1f6:	jne    20 <convert_add_fusion.1+0x20>
 1fc:	xor    %eax,%eax
 1fe:	pop    %rbp
 1ff:	vzeroupper
 202:	ret


/tmp/tmpkw3oqatr/module_0000.jit_rollout.obj-file.convert_add_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <convert_add_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rsi
   8:	mov    (%rsi),%rax
   b:	mov    0x10(%rsi),%rcx
   f:	mov    0x20(%rsi),%rdx
  13:	mov    0x30(%rsi),%rsi
  17:	vpbroadcastd (%rsi),%ymm0
  1c:	xor    %esi,%esi
  1e:	xchg   %ax,%ax
  20:	vmovq  (%rcx,%rsi,1),%xmm1
  25:	vmovq  0x8(%rcx,%rsi,1),%xmm2
  2b:	vmovq  0x10(%rcx,%rsi,1),%xmm3
  31:	vmovq  0x18(%rcx,%rsi,1),%xmm4
  37:	vpsllw $0x7,%xmm1,%xmm1
  3c:	vpmovb2m %xmm1,%k1
  42:	vpsllw $0x7,%xmm2,%xmm1
  47:	vpmovb2m %xmm1,%k2
  4d:	vpsllw $0x7,%xmm3,%xmm1
  52:	vpmovb2m %xmm1,%k3
  58:	vpsllw $0x7,%xmm4,%xmm1
  5d:	vpmovb2m %xmm1,%k4
  63:	vpblendmd (%rdx,%rsi,4),%ymm0,%ymm1{%k1}
  6a:	vpblendmd 0x20(%rdx,%rsi,4),%ymm0,%ymm2{%k2}
  72:	vpblendmd 0x40(%rdx,%rsi,4),%ymm0,%ymm3{%k3}
  7a:	vpblendmd 0x60(%rdx,%rsi,4),%ymm0,%ymm4{%k4}
  82:	vcvtdq2ps %ymm1,%ymm1
  86:	vcvtdq2ps %ymm2,%ymm2
  8a:	vcvtdq2ps %ymm3,%ymm3
  8e:	vcvtdq2ps %ymm4,%ymm4
  92:	vaddps (%rax,%rsi,4),%ymm1,%ymm1
  97:	vaddps 0x20(%rax,%rsi,4),%ymm2,%ymm2
  9d:	vaddps 0x40(%rax,%rsi,4),%ymm3,%ymm3
  a3:	vaddps 0x60(%rax,%rsi,4),%ymm4,%ymm4
  a9:	vmovups %ymm1,(%rax,%rsi,4)
  ae:	vmovups %ymm2,0x20(%rax,%rsi,4)
  b4:	vmovups %ymm3,0x40(%rax,%rsi,4)
  ba:	vmovups %ymm4,0x60(%rax,%rsi,4)
  c0:	vmovq  0x20(%rcx,%rsi,1),%xmm1
  c6:	vmovq  0x28(%rcx,%rsi,1),%xmm2
  cc:	vmovq  0x30(%rcx,%rsi,1),%xmm3
  d2:	vmovq  0x38(%rcx,%rsi,1),%xmm4
  d8:	vpsllw $0x7,%xmm1,%xmm1
  dd:	vpmovb2m %xmm1,%k1
  e3:	vpsllw $0x7,%xmm2,%xmm1
  e8:	vpmovb2m %xmm1,%k2
  ee:	vpsllw $0x7,%xmm3,%xmm1
  f3:	vpmovb2m %xmm1,%k3
  f9:	vpsllw $0x7,%xmm4,%xmm1
  fe:	vpmovb2m %xmm1,%k4
 104:	vpblendmd 0x80(%rdx,%rsi,4),%ymm0,%ymm1{%k1}
 10c:	vpblendmd 0xa0(%rdx,%rsi,4),%ymm0,%ymm2{%k2}
 114:	vpblendmd 0xc0(%rdx,%rsi,4),%ymm0,%ymm3{%k3}
 11c:	vpblendmd 0xe0(%rdx,%rsi,4),%ymm0,%ymm4{%k4}
 124:	vcvtdq2ps %ymm1,%ymm1
 128:	vcvtdq2ps %ymm2,%ymm2
 12c:	vcvtdq2ps %ymm3,%ymm3
 130:	vcvtdq2ps %ymm4,%ymm4
 134:	vaddps 0x80(%rax,%rsi,4),%ymm1,%ymm1
 13d:	vaddps 0xa0(%rax,%rsi,4),%ymm2,%ymm2
 146:	vaddps 0xc0(%rax,%rsi,4),%ymm3,%ymm3
 14f:	vaddps 0xe0(%rax,%rsi,4),%ymm4,%ymm4
 158:	vmovups %ymm1,0x80(%rax,%rsi,4)
 161:	vmovups %ymm2,0xa0(%rax,%rsi,4)
 16a:	vmovups %ymm3,0xc0(%rax,%rsi,4)
 173:	vmovups %ymm4,0xe0(%rax,%rsi,4)
 17c:	add    $0x40,%rsi
 180:	cmp    $0x4000,%rsi
 187:	jne    20 <convert_add_fusion+0x20>
 18d:	xor    %eax,%eax
 18f:	pop    %rbp
 190:	vzeroupper
 193:	ret


/tmp/tmpkw3oqatr/module_0000.jit_rollout.obj-file.multiply_add_fusion.2_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <multiply_add_fusion.2>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rsi
   8:	mov    (%rsi),%rax
   b:	mov    0x10(%rsi),%rcx
   f:	mov    0x30(%rsi),%rdx
  13:	mov    0x20(%rsi),%rsi
  17:	vbroadcastss (%rsi),%ymm0
  1c:	xor    %esi,%esi
  1e:	xchg   %ax,%ax
  20:	vmovups (%rcx,%rsi,4),%ymm1
  25:	vmovups 0x20(%rcx,%rsi,4),%ymm2
  2b:	vmovups 0x40(%rcx,%rsi,4),%ymm3
  31:	vmovups 0x60(%rcx,%rsi,4),%ymm4
  37:	vfmadd213ps (%rax,%rsi,4),%ymm0,%ymm1
  3d:	vfmadd213ps 0x20(%rax,%rsi,4),%ymm0,%ymm2
  44:	vfmadd213ps 0x40(%rax,%rsi,4),%ymm0,%ymm3
  4b:	vfmadd213ps 0x60(%rax,%rsi,4),%ymm0,%ymm4
  52:	vmovups %ymm1,(%rdx,%rsi,4)
  57:	vmovups %ymm2,0x20(%rdx,%rsi,4)
  5d:	vmovups %ymm3,0x40(%rdx,%rsi,4)
  63:	vmovups %ymm4,0x60(%rdx,%rsi,4)
  69:	vmovups 0x80(%rcx,%rsi,4),%ymm1
  72:	vmovups 0xa0(%rcx,%rsi,4),%ymm2
  7b:	vmovups 0xc0(%rcx,%rsi,4),%ymm3
  84:	vmovups 0xe0(%rcx,%rsi,4),%ymm4
  8d:	vfmadd213ps 0x80(%rax,%rsi,4),%ymm0,%ymm1
  97:	vfmadd213ps 0xa0(%rax,%rsi,4),%ymm0,%ymm2
  a1:	vfmadd213ps 0xc0(%rax,%rsi,4),%ymm0,%ymm3
  ab:	vfmadd213ps 0xe0(%rax,%rsi,4),%ymm0,%ymm4
  b5:	vmovups %ymm1,0x80(%rdx,%rsi,4)
  be:	vmovups %ymm2,0xa0(%rdx,%rsi,4)
  c7:	vmovups %ymm3,0xc0(%rdx,%rsi,4)
  d0:	vmovups %ymm4,0xe0(%rdx,%rsi,4)
  d9:	vmovups 0x100(%rcx,%rsi,4),%ymm1
  e2:	vmovups 0x120(%rcx,%rsi,4),%ymm2
  eb:	vmovups 0x140(%rcx,%rsi,4),%ymm3
  f4:	vmovups 0x160(%rcx,%rsi,4),%ymm4
  fd:	vfmadd213ps 0x100(%rax,%rsi,4),%ymm0,%ymm1
 107:	vfmadd213ps 0x120(%rax,%rsi,4),%ymm0,%ymm2
 111:	vfmadd213ps 0x140(%rax,%rsi,4),%ymm0,%ymm3
 11b:	vfmadd213ps 0x160(%rax,%rsi,4),%ymm0,%ymm4
 125:	vmovups %ymm1,0x100(%rdx,%rsi,4)
 12e:	vmovups %ymm2,0x120(%rdx,%rsi,4)
 137:	vmovups %ymm3,0x140(%rdx,%rsi,4)
 140:	vmovups %ymm4,0x160(%rdx,%rsi,4)
 149:	vmovups 0x180(%rcx,%rsi,4),%ymm1
 152:	vmovups 0x1a0(%rcx,%rsi,4),%ymm2
 15b:	vmovups 0x1c0(%rcx,%rsi,4),%ymm3
 164:	vmovups 0x1e0(%rcx,%rsi,4),%ymm4
 16d:	vfmadd213ps 0x180(%rax,%rsi,4),%ymm0,%ymm1
 177:	vfmadd213ps 0x1a0(%rax,%rsi,4),%ymm0,%ymm2
 181:	vfmadd213ps 0x1c0(%rax,%rsi,4),%ymm0,%ymm3
 18b:	vfmadd213ps 0x1e0(%rax,%rsi,4),%ymm0,%ymm4
 195:	vmovups %ymm1,0x180(%rdx,%rsi,4)
 19e:	vmovups %ymm2,0x1a0(%rdx,%rsi,4)
 1a7:	vmovups %ymm3,0x1c0(%rdx,%rsi,4)
 1b0:	vmovups %ymm4,0x1e0(%rdx,%rsi,4)
 1b9:	sub    $0xffffffffffffff80,%rsi
 1bd:	cmp    $0x4000,%rsi
 1c4:	jne    20 <multiply_add_fusion.2+0x20>
 1ca:	xor    %eax,%eax
 1cc:	pop    %rbp
 1cd:	vzeroupper
 1d0:	ret


/tmp/tmpkw3oqatr/module_0000.jit_rollout.obj-file.multiply_divide_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <multiply_divide_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rdx
   8:	movabs $0x0,%rcx
  12:	movabs $0x0,%rsi
  1c:	movabs $0x0,%rdi
  26:	vbroadcastss (%rcx),%ymm1
  2b:	vbroadcastss (%rsi),%ymm2
  30:	vbroadcastss (%rdi),%ymm3
  35:	xor    %esi,%esi
  37:	mov    0x20(%rdx),%rax
  3b:	mov    0x10(%rdx),%rcx
  3f:	vbroadcastss (%rax),%ymm0
  44:	mov    (%rdx),%rax
  47:	mov    0x30(%rdx),%rdx
  4b:	nopl   0x0(%rax,%rax,1)
  50:	vmovups (%rax,%rsi,4),%ymm4
  55:	vmovups 0x20(%rax,%rsi,4),%ymm5
  5b:	vmovups 0x40(%rax,%rsi,4),%ymm6
  61:	vmovups 0x60(%rax,%rsi,4),%ymm7
  67:	vmulps (%rcx,%rsi,4),%ymm4,%ymm12
  6c:	vmulps 0x20(%rcx,%rsi,4),%ymm5,%ymm13
  72:	vmulps 0x40(%rcx,%rsi,4),%ymm6,%ymm14
  78:	vmulps 0x60(%rcx,%rsi,4),%ymm7,%ymm15
  7e:	vfmsub231ps (%rdx,%rsi,4),%ymm2,%ymm12
  84:	vfmsub231ps 0x20(%rdx,%rsi,4),%ymm2,%ymm13
  8b:	vfmsub231ps 0x40(%rdx,%rsi,4),%ymm2,%ymm14
  92:	vfmsub231ps 0x60(%rdx,%rsi,4),%ymm2,%ymm15
  99:	vmulps %ymm1,%ymm4,%ymm8
  9d:	vmulps %ymm1,%ymm5,%ymm9
  a1:	vmulps %ymm1,%ymm6,%ymm10
  a5:	vmulps %ymm1,%ymm7,%ymm11
  a9:	vfnmadd213ps %ymm3,%ymm4,%ymm8
  ae:	vfnmadd213ps %ymm3,%ymm5,%ymm9
  b3:	vfnmadd213ps %ymm3,%ymm6,%ymm10
  b8:	vfnmadd213ps %ymm3,%ymm7,%ymm11
  bd:	vmulps %ymm0,%ymm8,%ymm4
  c1:	vmulps %ymm0,%ymm9,%ymm5
  c5:	vmulps %ymm0,%ymm10,%ymm6
  c9:	vmulps %ymm0,%ymm11,%ymm7
  cd:	vdivps %ymm4,%ymm12,%ymm4
  d1:	vdivps %ymm5,%ymm13,%ymm5
  d5:	vdivps %ymm6,%ymm14,%ymm6
  d9:	vdivps %ymm7,%ymm15,%ymm7
  dd:	vmovups %ymm4,(%rdx,%rsi,4)
  e2:	vmovups %ymm5,0x20(%rdx,%rsi,4)
  e8:	vmovups %ymm6,0x40(%rdx,%rsi,4)
  ee:	vmovups %ymm7,0x60(%rdx,%rsi,4)
  f4:	vmovups 0x80(%rax,%rsi,4),%ymm4
  fd:	vmovups 0xa0(%rax,%rsi,4),%ymm5
 106:	vmovups 0xc0(%rax,%rsi,4),%ymm6
 10f:	vmovups 0xe0(%rax,%rsi,4),%ymm7
 118:	vmulps 0x80(%rcx,%rsi,4),%ymm4,%ymm12
 121:	vmulps 0xa0(%rcx,%rsi,4),%ymm5,%ymm13
 12a:	vmulps 0xc0(%rcx,%rsi,4),%ymm6,%ymm14
 133:	vmulps 0xe0(%rcx,%rsi,4),%ymm7,%ymm15
 13c:	vfmsub231ps 0x80(%rdx,%rsi,4),%ymm2,%ymm12
 146:	vfmsub231ps 0xa0(%rdx,%rsi,4),%ymm2,%ymm13
 150:	vfmsub231ps 0xc0(%rdx,%rsi,4),%ymm2,%ymm14
 15a:	vfmsub231ps 0xe0(%rdx,%rsi,4),%ymm2,%ymm15
 164:	vmulps %ymm1,%ymm4,%ymm8
 168:	vmulps %ymm1,%ymm5,%ymm9
 16c:	vmulps %ymm1,%ymm6,%ymm10
 170:	vmulps %ymm1,%ymm7,%ymm11
 174:	vfnmadd213ps %ymm3,%ymm4,%ymm8
 179:	vfnmadd213ps %ymm3,%ymm5,%ymm9
 17e:	vfnmadd213ps %ymm3,%ymm6,%ymm10
 183:	vfnmadd213ps %ymm3,%ymm7,%ymm11
 188:	vmulps %ymm0,%ymm8,%ymm4
 18c:	vmulps %ymm0,%ymm9,%ymm5
 190:	vmulps %ymm0,%ymm10,%ymm6
 194:	vmulps %ymm0,%ymm11,%ymm7
 198:	vdivps %ymm4,%ymm12,%ymm4
 19c:	vdivps %ymm5,%ymm13,%ymm5
 1a0:	vdivps %ymm6,%ymm14,%ymm6
 1a4:	vdivps %ymm7,%ymm15,%ymm7
 1a8:	vmovups %ymm4,0x80(%rdx,%rsi,4)
 1b1:	vmovups %ymm5,0xa0(%rdx,%rsi,4)
 1ba:	vmovups %ymm6,0xc0(%rdx,%rsi,4)
 1c3:	vmovups %ymm7,0xe0(%rdx,%rsi,4)
 1cc:	add    $0x40,%rsi
 1d0:	cmp    $0x4000,%rsi
 1d7:	jne    50 <multiply_divide_fusion+0x50>
 1dd:	xor    %eax,%eax
 1df:	pop    %rbp
 1e0:	vzeroupper
 1e3:	ret


/tmp/tmpkw3oqatr/module_0000.jit_rollout.obj-file.shift-right-logical_xor_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <shift-right-logical_xor_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rax
   8:	mov    0x60(%rax),%r9
   c:	mov    (%rax),%rcx
   f:	mov    0x50(%rax),%rdx
  13:	mov    0x30(%rax),%rdi
  17:	mov    0x20(%rax),%r8
  1b:	mov    0x10(%rax),%rsi
  1f:	mov    (%r9),%r9d
  22:	mov    (%rcx),%ecx
  24:	mov    (%rdi),%edi
  26:	mov    (%r8),%r8d
  29:	mov    (%rsi),%esi
  2b:	mov    %r9d,%r10d
  2e:	sar    $0x1f,%r10d
  32:	andn   %r9d,%r10d,%r9d
  37:	mov    $0x63,%r10d
  3d:	cmp    $0x63,%r9d
  41:	cmovl  %r9d,%r10d
  45:	mov    $0x85ebca6b,%r9d
  4b:	xor    (%rdx,%r10,4),%r9d
  4f:	xor    %edx,%edx
  51:	cmp    $0x20,%ecx
  54:	shrx   %ecx,%r9d,%r10d
  59:	cmovae %edx,%r10d
  5d:	xor    %r9d,%r10d
  60:	imul   %edi,%r10d
  64:	cmp    $0x20,%r8d
  68:	shrx   %r8d,%r10d,%r9d
  6d:	cmovae %edx,%r9d
  71:	xor    %r10d,%r9d
  74:	mov    0x40(%rax),%r10
  78:	mov    0x70(%rax),%rax
  7c:	imul   %esi,%r9d
  80:	cmp    $0x20,%ecx
  83:	shrx   %ecx,%r9d,%r11d
  88:	cmovae %edx,%r11d
  8c:	xor    (%r10),%r11d
  8f:	xor    %r9d,%r11d
  92:	cmp    $0x20,%ecx
  95:	shrx   %ecx,%r11d,%r9d
  9a:	cmovae %edx,%r9d
  9e:	xor    %r11d,%r9d
  a1:	imul   %edi,%r9d
  a5:	cmp    $0x20,%r8d
  a9:	shrx   %r8d,%r9d,%edi
  ae:	cmovae %edx,%edi
  b1:	xor    %r9d,%edi
  b4:	imul   %esi,%edi
  b7:	cmp    $0x20,%ecx
  ba:	shrx   %ecx,%edi,%ecx
  bf:	cmovae %edx,%ecx
  c2:	xor    %edi,%ecx
  c4:	mov    %ecx,(%rax)
  c6:	xor    %eax,%eax
  c8:	pop    %rbp
  c9:	ret
