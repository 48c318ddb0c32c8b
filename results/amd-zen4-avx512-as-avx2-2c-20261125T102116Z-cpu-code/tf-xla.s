
/tmp/tmp367689jr/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.__compute_module_wrapped_add.o:     file format elf64-x86-64


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


/tmp/tmp367689jr/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.__compute_module_wrapped_multiply.o:     file format elf64-x86-64


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
  18:	jg     cb <wrapped_multiply+0xcb>
  1e:	mov    0x18(%rdi),%rcx
  22:	mov    (%rcx),%rax
  25:	mov    0x10(%rcx),%rcx
  29:	add    $0x40,%rcx
  2d:	xor    %edx,%edx
  2f:	nop
  30:	mov    %rsp,%rsi
  33:	vmovups (%rax,%rdx,1),%ymm0
  38:	vmovups 0x20(%rax,%rdx,1),%ymm1
  3e:	mov    %rsp,%rdi
  41:	add    $0xffffffffffffffc0,%rdi
  45:	and    $0xffffffffffffffc0,%rdi
  49:	mov    %rdi,%rsp
  4c:	vmulps %ymm0,%ymm0,%ymm0
  50:	vmovaps %ymm0,(%rdi)
  54:	vmulps %ymm1,%ymm1,%ymm0
  58:	vmovaps %ymm0,0x20(%rdi)
  5d:	vmovups 0x20(%rdi),%ymm0
  62:	vmovups %ymm0,-0x20(%rcx,%rdx,1)
  68:	vmovups (%rdi),%ymm0
  6c:	vmovups %ymm0,-0x40(%rcx,%rdx,1)
  72:	mov    %rsi,%rsp
  75:	mov    %rsp,%rsi
  78:	vmovups 0x40(%rax,%rdx,1),%ymm0
  7e:	vmovups 0x60(%rax,%rdx,1),%ymm1
  84:	mov    %rsp,%rdi
  87:	add    $0xffffffffffffffc0,%rdi
  8b:	and    $0xffffffffffffffc0,%rdi
  8f:	mov    %rdi,%rsp
  92:	vmulps %ymm0,%ymm0,%ymm0
  96:	vmovaps %ymm0,(%rdi)
  9a:	vmulps %ymm1,%ymm1,%ymm0
  9e:	vmovaps %ymm0,0x20(%rdi)
  a3:	vmovups 0x20(%rdi),%ymm0
  a8:	vmovups %ymm0,0x20(%rcx,%rdx,1)
  ae:	vmovups (%rdi),%ymm0
  b2:	vmovups %ymm0,(%rcx,%rdx,1)
  b7:	mov    %rsi,%rsp
  ba:	sub    $0xffffffffffffff80,%rdx
  be:	cmp    $0x10000,%rdx
  c5:	jne    30 <wrapped_multiply+0x30>
  cb:	xor    %eax,%eax
  cd:	lea    -0x8(%rbp),%rsp
  d1:	pop    %rbx
  d2:	pop    %rbp
  d3:	vzeroupper
  d6:	ret


/tmp/tmp367689jr/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.add_select_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <add_select_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	push   %r15
   6:	push   %r14
   8:	push   %r13
   a:	push   %r12
   c:	push   %rbx
   d:	and    $0xffffffffffffffe0,%rsp
  11:	sub    $0xc0,%rsp
  18:	mov    0x8(%rdi),%rax
  1c:	mov    (%rax),%rax
  1f:	cmp    $0x1,%rax
  23:	ja     49d <add_select_fusion+0x49d>
  29:	mov    0x18(%rdi),%rcx
  2d:	mov    0xa0(%rcx),%rdx
  34:	mov    %rax,%r14
  37:	shl    $0xd,%r14
  3b:	mov    0xc0(%rcx),%rsi
  42:	mov    0x40(%rcx),%rdi
  46:	mov    0x50(%rcx),%r8
  4a:	mov    0x70(%rcx),%r9
  4e:	mov    0x90(%rcx),%r10
  55:	mov    0xb0(%rcx),%r11
  5c:	vpbroadcastd (%r11),%ymm0
  61:	vpbroadcastd (%r10),%ymm1
  66:	vpbroadcastd (%r9),%ymm2
  6b:	vpbroadcastd (%r8),%ymm3
  70:	vbroadcastss (%rsi),%ymm4
  75:	vmovaps %ymm4,0x60(%rsp)
  7b:	vbroadcastss (%rdi),%ymm5
  80:	shl    $0xf,%rax
  84:	mov    0x130(%rcx),%rsi
  8b:	add    %rax,%rsi
  8e:	mov    %rsi,0x18(%rsp)
  93:	mov    0x140(%rcx),%rsi
  9a:	add    %rax,%rsi
  9d:	mov    %rsi,0x10(%rsp)
  a2:	mov    0x110(%rcx),%rsi
  a9:	add    %rax,%rsi
  ac:	mov    %rsi,0x8(%rsp)
  b1:	mov    0x120(%rcx),%r8
  b8:	add    %rax,%r8
  bb:	mov    0xd0(%rcx),%r9
  c2:	add    %rax,%r9
  c5:	mov    0xe0(%rcx),%r10
  cc:	add    %rax,%r10
  cf:	mov    0xf0(%rcx),%r11
  d6:	add    %rax,%r11
  d9:	mov    0x100(%rcx),%rbx
  e0:	add    %rax,%rbx
  e3:	add    (%rcx),%r14
  e6:	mov    %r14,%rsi
  e9:	mov    0x10(%rcx),%r14
  ed:	add    %rax,%r14
  f0:	movabs $0x0,%r15
  fa:	vbroadcastss (%r15),%ymm4
  ff:	vmovaps %ymm4,0x80(%rsp)
 108:	mov    0x20(%rcx),%r15
 10c:	add    %rax,%r15
 10f:	add    0x30(%rcx),%rax
 113:	mov    0x80(%rcx),%r13
 11a:	mov    0x60(%rcx),%rcx
 11e:	mov    (%rdx),%r12d
 121:	mov    0x0(%r13),%r13d
 125:	mov    (%rcx),%ecx
 127:	vmovd  %r12d,%xmm4
 12c:	vpbroadcastd %xmm4,%ymm7
 131:	vmovd  %r13d,%xmm4
 136:	vpbroadcastd %xmm4,%ymm4
 13b:	vmovdqa %ymm4,0x40(%rsp)
 141:	vmovd  %ecx,%xmm4
 145:	vpbroadcastd %xmm4,%ymm4
 14a:	vmovdqa %ymm4,0x20(%rsp)
 150:	xor    %edx,%edx
 152:	jmp    1e8 <add_select_fusion+0x1e8>
 157:	nopw   0x0(%rax,%rax,1)
 160:	vpxor  %xmm12,%xmm12,%xmm12
 165:	vpaddd %ymm3,%ymm6,%ymm6
 169:	vcvtdq2ps %ymm6,%ymm6
 16d:	vmulps %ymm6,%ymm5,%ymm6
 171:	vpslld $0x1f,%ymm9,%ymm9
 177:	vblendvps %ymm9,%ymm6,%ymm8,%ymm6
 17d:	vpaddd %ymm3,%ymm4,%ymm4
 181:	vcvtdq2ps %ymm4,%ymm4
 185:	vmulps %ymm4,%ymm5,%ymm4
 189:	vblendvps %ymm9,%ymm4,%ymm10,%ymm4
 18f:	vpaddd %ymm3,%ymm11,%ymm8
 193:	vcvtdq2ps %ymm8,%ymm8
 198:	vmulps %ymm5,%ymm8,%ymm8
 19c:	vblendvps %ymm9,%ymm8,%ymm13,%ymm8
 1a2:	vpaddd %ymm3,%ymm12,%ymm10
 1a6:	vcvtdq2ps %ymm10,%ymm10
 1ab:	vmulps %ymm5,%ymm10,%ymm10
 1af:	mov    0x18(%rsp),%rdi
 1b4:	vmovups (%rdi,%rdx,4),%ymm11
 1b9:	vblendvps %ymm9,%ymm10,%ymm11,%ymm9
 1bf:	vmovups %ymm6,(%r14,%rdx,4)
 1c5:	vmovups %ymm4,(%r9,%rdx,4)
 1cb:	vmovups %ymm8,(%r11,%rdx,4)
 1d1:	vmovups %ymm9,(%r15,%rdx,4)
 1d7:	add    $0x8,%rdx
 1db:	cmp    $0x2000,%rdx
 1e2:	je     49d <add_select_fusion+0x49d>
 1e8:	vpxor  (%rax,%rdx,4),%ymm0,%ymm6
 1ed:	cmp    $0x20,%r12d
 1f1:	jb     300 <add_select_fusion+0x300>
 1f7:	vpxor  %xmm13,%xmm13,%xmm13
 1fc:	vpxor  (%rbx,%rdx,4),%ymm0,%ymm11
 201:	jae    310 <add_select_fusion+0x310>
 207:	vpsrlvd %ymm7,%ymm11,%ymm12
 20c:	vpxor  (%r8,%rdx,4),%ymm0,%ymm8
 212:	jae    321 <add_select_fusion+0x321>
 218:	vpsrlvd %ymm7,%ymm8,%ymm10
 21d:	mov    0x10(%rsp),%rdi
 222:	vpxor  (%rdi,%rdx,4),%ymm0,%ymm4
 227:	jae    336 <add_select_fusion+0x336>
 22d:	vpsrlvd %ymm7,%ymm4,%ymm9
 232:	vpxor  %ymm6,%ymm13,%ymm6
 236:	vpmulld %ymm1,%ymm6,%ymm6
 23b:	cmp    $0x20,%r13d
 23f:	jae    34e <add_select_fusion+0x34e>
 245:	vpsrlvd 0x40(%rsp),%ymm6,%ymm15
 24c:	vpxor  %ymm11,%ymm12,%ymm11
 251:	vpmulld %ymm1,%ymm11,%ymm11
 256:	jae    363 <add_select_fusion+0x363>
 25c:	vpsrlvd 0x40(%rsp),%ymm11,%ymm13
 263:	vpxor  %ymm8,%ymm10,%ymm8
 268:	vpmulld %ymm1,%ymm8,%ymm12
 26d:	jae    378 <add_select_fusion+0x378>
 273:	vpsrlvd 0x40(%rsp),%ymm12,%ymm10
 27a:	vpxor  %ymm4,%ymm9,%ymm4
 27e:	vpmulld %ymm1,%ymm4,%ymm14
 283:	jae    38c <add_select_fusion+0x38c>
 289:	vpsrlvd 0x40(%rsp),%ymm14,%ymm9
 290:	vpxor  %ymm6,%ymm15,%ymm4
 294:	vpmulld %ymm2,%ymm4,%ymm6
 299:	cmp    $0x20,%r12d
 29d:	jae    3a4 <add_select_fusion+0x3a4>
 2a3:	vpsrlvd %ymm7,%ymm6,%ymm8
 2a8:	vpxor  %ymm11,%ymm13,%ymm4
 2ad:	vpmulld %ymm2,%ymm4,%ymm15
 2b2:	jae    3b9 <add_select_fusion+0x3b9>
 2b8:	vpsrlvd %ymm7,%ymm15,%ymm4
 2bd:	vpxor  %ymm12,%ymm10,%ymm10
 2c2:	vpmulld %ymm2,%ymm10,%ymm11
 2c7:	jae    3cd <add_select_fusion+0x3cd>
 2cd:	vpsrlvd %ymm7,%ymm11,%ymm13
 2d2:	vpxor  %ymm14,%ymm9,%ymm9
 2d7:	vpmulld %ymm2,%ymm9,%ymm12
 2dc:	jae    3e2 <add_select_fusion+0x3e2>
 2e2:	vpsrlvd %ymm7,%ymm12,%ymm14
 2e7:	cmp    $0x20,%ecx
 2ea:	jae    3f0 <add_select_fusion+0x3f0>
 2f0:	vpxor  %ymm6,%ymm8,%ymm6
 2f4:	vpsrlvd 0x20(%rsp),%ymm6,%ymm6
 2fb:	jmp    3f4 <add_select_fusion+0x3f4>
 300:	vpsrlvd %ymm7,%ymm6,%ymm13
 305:	vpxor  (%rbx,%rdx,4),%ymm0,%ymm11
 30a:	jb     207 <add_select_fusion+0x207>
 310:	vpxor  %xmm12,%xmm12,%xmm12
 315:	vpxor  (%r8,%rdx,4),%ymm0,%ymm8
 31b:	jb     218 <add_select_fusion+0x218>
 321:	vpxor  %xmm10,%xmm10,%xmm10
 326:	mov    0x10(%rsp),%rdi
 32b:	vpxor  (%rdi,%rdx,4),%ymm0,%ymm4
 330:	jb     22d <add_select_fusion+0x22d>
 336:	vpxor  %xmm9,%xmm9,%xmm9
 33b:	vpxor  %ymm6,%ymm13,%ymm6
 33f:	vpmulld %ymm1,%ymm6,%ymm6
 344:	cmp    $0x20,%r13d
 348:	jb     245 <add_select_fusion+0x245>
 34e:	vpxor  %xmm15,%xmm15,%xmm15
 353:	vpxor  %ymm11,%ymm12,%ymm11
 358:	vpmulld %ymm1,%ymm11,%ymm11
 35d:	jb     25c <add_select_fusion+0x25c>
 363:	vpxor  %xmm13,%xmm13,%xmm13
 368:	vpxor  %ymm8,%ymm10,%ymm8
 36d:	vpmulld %ymm1,%ymm8,%ymm12
 372:	jb     273 <add_select_fusion+0x273>
 378:	vpxor  %xmm10,%xmm10,%xmm10
 37d:	vpxor  %ymm4,%ymm9,%ymm4
 381:	vpmulld %ymm1,%ymm4,%ymm14
 386:	jb     289 <add_select_fusion+0x289>
 38c:	vpxor  %xmm9,%xmm9,%xmm9
 391:	vpxor  %ymm6,%ymm15,%ymm4
 395:	vpmulld %ymm2,%ymm4,%ymm6
 39a:	cmp    $0x20,%r12d
 39e:	jb     2a3 <add_select_fusion+0x2a3>
 3a4:	vpxor  %xmm8,%xmm8,%xmm8
 3a9:	vpxor  %ymm11,%ymm13,%ymm4
 3ae:	vpmulld %ymm2,%ymm4,%ymm15
 3b3:	jb     2b8 <add_select_fusion+0x2b8>
 3b9:	vpxor  %xmm4,%xmm4,%xmm4
 3bd:	vpxor  %ymm12,%ymm10,%ymm10
 3c2:	vpmulld %ymm2,%ymm10,%ymm11
 3c7:	jb     2cd <add_select_fusion+0x2cd>
 3cd:	vpxor  %xmm13,%xmm13,%xmm13
 3d2:	vpxor  %ymm14,%ymm9,%ymm9
 3d7:	vpmulld %ymm2,%ymm9,%ymm12
 3dc:	jb     2e2 <add_select_fusion+0x2e2>
 3e2:	vpxor  %xmm14,%xmm14,%xmm14
 3e7:	cmp    $0x20,%ecx
 3ea:	jb     2f0 <add_select_fusion+0x2f0>
 3f0:	vpxor  %xmm6,%xmm6,%xmm6
 3f4:	vmovups (%r15,%rdx,4),%ymm10
 3fa:	vmovups (%r14,%rdx,4),%ymm8
 400:	vfmadd231ps 0x60(%rsp),%ymm10,%ymm8
 407:	vpmovzxbd (%rsi,%rdx,1),%ymm9
 40d:	jb     420 <add_select_fusion+0x420>
 40f:	vpxor  %xmm4,%xmm4,%xmm4
 413:	jmp    42b <add_select_fusion+0x42b>
 415:	data16 cs nopw 0x0(%rax,%rax,1)
 420:	vpxor  %ymm4,%ymm15,%ymm4
 424:	vpsrlvd 0x20(%rsp),%ymm4,%ymm4
 42b:	vmulps 0x80(%rsp),%ymm10,%ymm15
 434:	vmovups (%r11,%rdx,4),%ymm10
 43a:	vfmadd213ps (%r10,%rdx,4),%ymm15,%ymm10
 440:	vmovaps 0x60(%rsp),%ymm15
 446:	vfmadd213ps (%r9,%rdx,4),%ymm15,%ymm10
 44c:	jb     470 <add_select_fusion+0x470>
 44e:	vpxor  %xmm11,%xmm11,%xmm11
 453:	mov    0x8(%rsp),%rdi
 458:	vmovups (%rdi,%rdx,4),%ymm13
 45d:	jae    160 <add_select_fusion+0x160>
 463:	jmp    48c <add_select_fusion+0x48c>
 465:	data16 cs nopw 0x0(%rax,%rax,1)
 470:	vpxor  %ymm11,%ymm13,%ymm11
 475:	vpsrlvd 0x20(%rsp),%ymm11,%ymm11
 47c:	mov    0x8(%rsp),%rdi
 481:	vmovups (%rdi,%rdx,4),%ymm13
 486:	jae    160 <add_select_fusion+0x160>
 48c:	vpxor  %ymm12,%ymm14,%ymm12
 491:	vpsrlvd 0x20(%rsp),%ymm12,%ymm12
 498:	jmp    165 <add_select_fusion+0x165>
 49d:	xor    %eax,%eax
 49f:	lea    -0x28(%rbp),%rsp
 4a3:	pop    %rbx
 4a4:	pop    %r12
 4a6:	pop    %r13
 4a8:	pop    %r14
 4aa:	pop    %r15
 4ac:	pop    %rbp
 4ad:	vzeroupper
 4b0:	ret


/tmp/tmp367689jr/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.broadcast_add_fusion.1_kernel_module.o:     file format elf64-x86-64


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
  96:	add    $0x40,%rcx
  9a:	cmp    $0x4000,%rcx
  a1:	jne    20 <broadcast_add_fusion.1+0x20>
  a7:	xor    %eax,%eax
  a9:	pop    %rbp
  aa:	vzeroupper
  ad:	ret


/tmp/tmp367689jr/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.broadcast_add_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <broadcast_add_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rdi
   8:	mov    (%rdi),%rax
   b:	mov    0x10(%rdi),%r8
   f:	mov    0x20(%rdi),%rcx
  13:	mov    0x30(%rdi),%rdx
  17:	mov    0x60(%rdi),%rsi
  1b:	mov    0x40(%rdi),%rdi
  1f:	vbroadcastss (%r8),%ymm0
  24:	vbroadcastss (%rdi),%ymm1
  29:	xor    %edi,%edi
  2b:	movabs $0x0,%r8
  35:	vbroadcastss (%r8),%ymm2
  3a:	movabs $0x0,%r8
  44:	vbroadcastss (%r8),%ymm3
  49:	movabs $0x0,%r8
  53:	vbroadcastss (%r8),%ymm4
  58:	movabs $0x0,%r8
  62:	vbroadcastss (%r8),%ymm5
  67:	movabs $0x0,%r8
  71:	vbroadcastss (%r8),%ymm6
  76:	movabs $0x0,%r8
  80:	vbroadcastss (%r8),%ymm7
  85:	movabs $0x0,%r8
  8f:	vbroadcastss (%r8),%ymm8
  94:	data16 data16 cs nopw 0x0(%rax,%rax,1)
  a0:	vmovups (%rax,%rdi,4),%ymm9
  a5:	vmovaps %ymm2,%ymm10
  a9:	vfmadd213ps %ymm3,%ymm9,%ymm10
  ae:	vfmadd213ps %ymm4,%ymm9,%ymm10
  b3:	vmulps %ymm10,%ymm9,%ymm10
  b8:	vmulps %ymm0,%ymm9,%ymm11
  bc:	vfmsub231ps %ymm10,%ymm9,%ymm11
  c1:	vaddps %ymm5,%ymm11,%ymm10
  c5:	vmovaps %ymm6,%ymm11
  c9:	vfmadd213ps %ymm7,%ymm9,%ymm11
  ce:	vfmadd213ps %ymm8,%ymm9,%ymm11
  d3:	vmulps %ymm11,%ymm9,%ymm9
  d8:	vmovups (%rcx,%rdi,4),%ymm11
  dd:	vfmadd132ps %ymm11,%ymm11,%ymm9
  e2:	vfmadd231ps (%rdx,%rdi,4),%ymm1,%ymm11
  e8:	vmovups %ymm10,(%rcx,%rdi,4)
  ed:	vmovups %ymm9,(%rsi,%rdi,4)
  f2:	vmovups %ymm11,(%rax,%rdi,4)
  f7:	add    $0x8,%rdi
  fb:	cmp    $0x4000,%rdi
 102:	jne    a0 <broadcast_add_fusion+0xa0>
 104:	xor    %eax,%eax
 106:	pop    %rbp
 107:	vzeroupper
 10a:	ret


/tmp/tmp367689jr/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.broadcast_multiply_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <broadcast_multiply_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	push   %r14
   6:	push   %rbx
   7:	mov    0x8(%rdi),%rax
   b:	mov    (%rax),%r8
   e:	cmp    $0x1,%r8
  12:	ja     489 <broadcast_multiply_fusion+0x489>
  18:	mov    0x18(%rdi),%rdi
  1c:	mov    (%rdi),%rdx
  1f:	mov    0x10(%rdi),%rcx
  23:	mov    0x20(%rdi),%rax
  27:	mov    0x80(%rdi),%rsi
  2e:	mov    0x70(%rdi),%r9
  32:	mov    0x60(%rdi),%r10
  36:	mov    0x50(%rdi),%r11
  3a:	mov    0x30(%rdi),%r14
  3e:	mov    0x40(%rdi),%rdi
  42:	mov    (%r9),%r9d
  45:	mov    (%r10),%ebx
  48:	mov    (%r11),%r10d
  4b:	mov    (%rdi),%r11d
  4e:	mov    (%r14),%edi
  51:	cmp    $0x1f,%ebx
  54:	ja     153 <broadcast_multiply_fusion+0x153>
  5a:	cmp    $0x1f,%r11d
  5e:	ja     282 <broadcast_multiply_fusion+0x282>
  64:	vmovd  %r9d,%xmm0
  69:	vpbroadcastd %xmm0,%ymm0
  6e:	vmovd  %ebx,%xmm1
  72:	vpbroadcastd %xmm1,%ymm1
  77:	vmovd  %r10d,%xmm2
  7c:	vpbroadcastd %xmm2,%ymm2
  81:	vmovd  %r11d,%xmm3
  86:	vpbroadcastd %xmm3,%ymm3
  8b:	vmovd  %edi,%xmm4
  8f:	vpbroadcastd %xmm4,%ymm4
  94:	shl    $0xf,%r8
  98:	add    %r8,%rsi
  9b:	add    %r8,%rdx
  9e:	add    %r8,%rcx
  a1:	add    %r8,%rax
  a4:	xor    %edi,%edi
  a6:	movabs $0x0,%r8
  b0:	vbroadcastss (%r8),%ymm5
  b5:	movabs $0x0,%r8
  bf:	vbroadcastss (%r8),%ymm6
  c4:	movabs $0x0,%r8
  ce:	vbroadcastss (%r8),%ymm7
  d3:	movabs $0x0,%r8
  dd:	vbroadcastss (%r8),%ymm8
  e2:	data16 data16 data16 data16 cs nopw 0x0(%rax,%rax,1)
  f0:	vpxor  (%rax,%rdi,4),%ymm0,%ymm9
  f5:	vpsrlvd %ymm1,%ymm9,%ymm10
  fa:	vpxor  %ymm9,%ymm10,%ymm9
  ff:	vpmulld %ymm2,%ymm9,%ymm9
 104:	vpsrlvd %ymm3,%ymm9,%ymm10
 109:	vpxor  %ymm9,%ymm10,%ymm9
 10e:	vpmulld %ymm4,%ymm9,%ymm9
 113:	vpsrlvd %ymm1,%ymm9,%ymm10
 118:	vpxor  %ymm9,%ymm10,%ymm9
 11d:	vblendvps %ymm9,%ymm6,%ymm7,%ymm9
 123:	vmovups (%rcx,%rdi,4),%ymm10
 128:	vmulps %ymm5,%ymm10,%ymm11
 12c:	vmulps %ymm11,%ymm10,%ymm10
 131:	vfmadd132ps (%rdx,%rdi,4),%ymm9,%ymm10
 137:	vmulps %ymm8,%ymm10,%ymm9
 13c:	vmovups %ymm9,(%rsi,%rdi,4)
 141:	add    $0x8,%rdi
 145:	cmp    $0x2000,%rdi
 14c:	jne    f0 <broadcast_multiply_fusion+0xf0>
 14e:	jmp    489 <broadcast_multiply_fusion+0x489>
 153:	cmp    $0x1f,%r11d
 157:	ja     3a8 <broadcast_multiply_fusion+0x3a8>
 15d:	vmovd  %r9d,%xmm0
 162:	vpbroadcastd %xmm0,%ymm0
 167:	vmovd  %r10d,%xmm1
 16c:	vpbroadcastd %xmm1,%ymm1
 171:	vmovd  %r11d,%xmm2
 176:	vpbroadcastd %xmm2,%ymm2
 17b:	vmovd  %edi,%xmm3
 17f:	vpbroadcastd %xmm3,%ymm3
 184:	shl    $0xf,%r8
 188:	add    %r8,%rsi
 18b:	add    $0x20,%rsi
 18f:	add    %r8,%rdx
 192:	add    $0x20,%rdx
 196:	add    %r8,%rcx
 199:	add    $0x20,%rcx
 19d:	add    %r8,%rax
 1a0:	add    $0x20,%rax
 1a4:	xor    %edi,%edi
 1a6:	movabs $0x0,%r8
 1b0:	vbroadcastss (%r8),%ymm4
 1b5:	movabs $0x0,%r8
 1bf:	vbroadcastss (%r8),%ymm5
 1c4:	movabs $0x0,%r8
 1ce:	vbroadcastss (%r8),%ymm6
 1d3:	movabs $0x0,%r8
 1dd:	vbroadcastss (%r8),%ymm7
 1e2:	data16 data16 data16 data16 cs nopw 0x0(%rax,%rax,1)
 1f0:	vpxor  -0x20(%rax,%rdi,1),%ymm0,%ymm8
 1f6:	vpmulld %ymm1,%ymm8,%ymm8
 1fb:	vpsrlvd %ymm2,%ymm8,%ymm9
 200:	vpxor  %ymm8,%ymm9,%ymm8
 205:	vpmulld %ymm3,%ymm8,%ymm8
 20a:	vmovups -0x20(%rcx,%rdi,1),%ymm9
 210:	vmulps %ymm4,%ymm9,%ymm10
 214:	vmulps %ymm10,%ymm9,%ymm9
 219:	vblendvps %ymm8,%ymm5,%ymm6,%ymm8
 21f:	vfmadd231ps -0x20(%rdx,%rdi,1),%ymm9,%ymm8
 226:	vmovups (%rcx,%rdi,1),%ymm9
 22b:	vmulps %ymm7,%ymm8,%ymm8
 22f:	vmovups %ymm8,-0x20(%rsi,%rdi,1)
 235:	vpxor  (%rax,%rdi,1),%ymm0,%ymm8
 23a:	vpmulld %ymm1,%ymm8,%ymm8
 23f:	vpsrlvd %ymm2,%ymm8,%ymm10
 244:	vpxor  %ymm8,%ymm10,%ymm8
 249:	vpmulld %ymm3,%ymm8,%ymm8
 24e:	vmulps %ymm4,%ymm9,%ymm10
 252:	vblendvps %ymm8,%ymm5,%ymm6,%ymm8
 258:	vmulps %ymm10,%ymm9,%ymm9
 25d:	vfmadd231ps (%rdx,%rdi,1),%ymm9,%ymm8
 263:	vmulps %ymm7,%ymm8,%ymm8
 267:	vmovups %ymm8,(%rsi,%rdi,1)
 26c:	add    $0x40,%rdi
 270:	cmp    $0x8000,%rdi
 277:	jne    1f0 <broadcast_multiply_fusion+0x1f0>
 27d:	jmp    489 <broadcast_multiply_fusion+0x489>
 282:	imul   %edi,%r10d
 286:	vmovd  %r10d,%xmm0
 28b:	vpbroadcastd %xmm0,%ymm0
 290:	vmovd  %r9d,%xmm1
 295:	vpbroadcastd %xmm1,%ymm1
 29a:	vmovd  %ebx,%xmm2
 29e:	vpbroadcastd %xmm2,%ymm2
 2a3:	shl    $0xf,%r8
 2a7:	add    %r8,%rsi
 2aa:	add    $0x20,%rsi
 2ae:	add    %r8,%rdx
 2b1:	add    $0x20,%rdx
 2b5:	add    %r8,%rcx
 2b8:	add    $0x20,%rcx
 2bc:	add    %r8,%rax
 2bf:	add    $0x20,%rax
 2c3:	xor    %edi,%edi
 2c5:	movabs $0x0,%r8
 2cf:	vbroadcastss (%r8),%ymm3
 2d4:	movabs $0x0,%r8
 2de:	vbroadcastss (%r8),%ymm4
 2e3:	movabs $0x0,%r8
 2ed:	vbroadcastss (%r8),%ymm5
 2f2:	movabs $0x0,%r8
 2fc:	vbroadcastss (%r8),%ymm6
 301:	data16 data16 data16 data16 data16 cs nopw 0x0(%rax,%rax,1)
 310:	vpxor  -0x20(%rax,%rdi,1),%ymm1,%ymm7
 316:	vpsrlvd %ymm2,%ymm7,%ymm8
 31b:	vpxor  %ymm7,%ymm8,%ymm7
 31f:	vpmulld %ymm0,%ymm7,%ymm7
 324:	vpsrlvd %ymm2,%ymm7,%ymm8
 329:	vpxor  %ymm7,%ymm8,%ymm7
 32d:	vmovups -0x20(%rcx,%rdi,1),%ymm8
 333:	vmovups (%rcx,%rdi,1),%ymm9
 338:	vmulps %ymm3,%ymm8,%ymm10
 33c:	vblendvps %ymm7,%ymm4,%ymm5,%ymm7
 342:	vmulps %ymm10,%ymm8,%ymm8
 347:	vfmadd231ps -0x20(%rdx,%rdi,1),%ymm8,%ymm7
 34e:	vmulps %ymm6,%ymm7,%ymm7
 352:	vmovups %ymm7,-0x20(%rsi,%rdi,1)
 358:	vpxor  (%rax,%rdi,1),%ymm1,%ymm7
 35d:	vpsrlvd %ymm2,%ymm7,%ymm8
 362:	vpxor  %ymm7,%ymm8,%ymm7
 366:	vpmulld %ymm0,%ymm7,%ymm7
 36b:	vpsrlvd %ymm2,%ymm7,%ymm8
 370:	vpxor  %ymm7,%ymm8,%ymm7
 374:	vmulps %ymm3,%ymm9,%ymm8
 378:	vblendvps %ymm7,%ymm4,%ymm5,%ymm7
 37e:	vmulps %ymm8,%ymm9,%ymm8
 383:	vfmadd231ps (%rdx,%rdi,1),%ymm8,%ymm7
 389:	vmulps %ymm6,%ymm7,%ymm7
 38d:	vmovups %ymm7,(%rsi,%rdi,1)
 392:	add    $0x40,%rdi
 396:	cmp    $0x8000,%rdi
 39d:	jne    310 <broadcast_multiply_fusion+0x310>
 3a3:	jmp    489 <broadcast_multiply_fusion+0x489>
 3a8:	imul   %edi,%r10d
 3ac:	vmovd  %r10d,%xmm0
 3b1:	vpbroadcastd %xmm0,%ymm0
 3b6:	vmovd  %r9d,%xmm1
 3bb:	vpbroadcastd %xmm1,%ymm1
 3c0:	shl    $0xf,%r8
 3c4:	add    %r8,%rsi
 3c7:	add    $0x20,%rsi
 3cb:	add    %r8,%rdx
 3ce:	add    $0x20,%rdx
 3d2:	add    %r8,%rcx
 3d5:	add    $0x20,%rcx
 3d9:	add    %r8,%rax
 3dc:	add    $0x20,%rax
 3e0:	xor    %edi,%edi
 3e2:	movabs $0x0,%r8
 3ec:	vbroadcastss (%r8),%ymm2
 3f1:	movabs $0x0,%r8
 3fb:	vbroadcastss (%r8),%ymm3
 400:	movabs $0x0,%r8
 40a:	vbroadcastss (%r8),%ymm4
 40f:	movabs $0x0,%r8
 419:	vbroadcastss (%r8),%ymm5
 41e:	xchg   %ax,%ax
 420:	vpxor  -0x20(%rax,%rdi,1),%ymm1,%ymm6
 426:	vpmulld %ymm0,%ymm6,%ymm6
 42b:	vmovups -0x20(%rcx,%rdi,1),%ymm7
 431:	vmulps %ymm2,%ymm7,%ymm8
 435:	vmulps %ymm7,%ymm8,%ymm7
 439:	vblendvps %ymm6,%ymm3,%ymm4,%ymm6
 43f:	vfmadd231ps -0x20(%rdx,%rdi,1),%ymm7,%ymm6
 446:	vmovups (%rcx,%rdi,1),%ymm7
 44b:	vmulps %ymm5,%ymm6,%ymm6
 44f:	vmovups %ymm6,-0x20(%rsi,%rdi,1)
 455:	vpxor  (%rax,%rdi,1),%ymm1,%ymm6
 45a:	vpmulld %ymm0,%ymm6,%ymm6
 45f:	vmulps %ymm2,%ymm7,%ymm8
 463:	vblendvps %ymm6,%ymm3,%ymm4,%ymm6
 469:	vmulps %ymm7,%ymm8,%ymm7
 46d:	vfmadd231ps (%rdx,%rdi,1),%ymm7,%ymm6
 473:	vmulps %ymm5,%ymm6,%ymm6
 477:	vmovups %ymm6,(%rsi,%rdi,1)
 47c:	add    $0x40,%rdi
 480:	cmp    $0x8000,%rdi
 487:	jne    420 <broadcast_multiply_fusion+0x420>
 489:	xor    %eax,%eax
 48b:	pop    %rbx
 48c:	pop    %r14
 48e:	pop    %rbp
 48f:	vzeroupper
 492:	ret


/tmp/tmp367689jr/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.compare_or_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <compare_or_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rsi
   8:	mov    (%rsi),%rax
   b:	mov    0x10(%rsi),%rcx
   f:	mov    0x20(%rsi),%rdx
  13:	mov    0x30(%rsi),%rsi
  17:	xor    %edi,%edi
  19:	movabs $0x0,%r8
  23:	vbroadcastss (%r8),%ymm0
  28:	movabs $0x0,%r8
  32:	vbroadcastss (%r8),%ymm1
  37:	movabs $0x0,%r8
  41:	vbroadcastss (%r8),%ymm2
  46:	movabs $0x0,%r8
  50:	vpbroadcastd (%r8),%ymm3
  55:	data16 cs nopw 0x0(%rax,%rax,1)
  60:	vandps (%rdx,%rdi,4),%ymm0,%ymm4
  65:	vandps 0x20(%rdx,%rdi,4),%ymm0,%ymm5
  6b:	vandps 0x40(%rdx,%rdi,4),%ymm0,%ymm6
  71:	vandps 0x60(%rdx,%rdi,4),%ymm0,%ymm7
  77:	vandps (%rcx,%rdi,4),%ymm0,%ymm8
  7c:	vandps 0x20(%rcx,%rdi,4),%ymm0,%ymm9
  82:	vandps 0x40(%rcx,%rdi,4),%ymm0,%ymm10
  88:	vandps 0x60(%rcx,%rdi,4),%ymm0,%ymm11
  8e:	vcmpltps %ymm4,%ymm1,%ymm4
  93:	vcmpltps %ymm5,%ymm1,%ymm5
  98:	vcmpltps %ymm6,%ymm1,%ymm6
  9d:	vcmpltps %ymm7,%ymm1,%ymm7
  a2:	vcmpltps %ymm8,%ymm2,%ymm8
  a8:	vorps  %ymm4,%ymm8,%ymm4
  ac:	vcmpltps %ymm9,%ymm2,%ymm8
  b2:	vorps  %ymm5,%ymm8,%ymm5
  b6:	vcmpltps %ymm10,%ymm2,%ymm8
  bc:	vorps  %ymm6,%ymm8,%ymm6
  c0:	vcmpltps %ymm11,%ymm2,%ymm8
  c6:	vorps  %ymm7,%ymm8,%ymm7
  ca:	vmovdqu (%rax,%rdi,4),%ymm8
  cf:	vmovdqu 0x20(%rax,%rdi,4),%ymm9
  d5:	vmovdqu 0x40(%rax,%rdi,4),%ymm10
  db:	vmovdqu 0x60(%rax,%rdi,4),%ymm11
  e1:	vpcmpgtd %ymm3,%ymm8,%ymm8
  e5:	vpor   %ymm4,%ymm8,%ymm4
  e9:	vpcmpgtd %ymm3,%ymm9,%ymm8
  ed:	vpor   %ymm5,%ymm8,%ymm5
  f1:	vpackssdw %ymm5,%ymm4,%ymm4
  f5:	vpcmpgtd %ymm3,%ymm10,%ymm5
  f9:	vpor   %ymm6,%ymm5,%ymm5
  fd:	vpcmpgtd %ymm3,%ymm11,%ymm6
 101:	vpor   %ymm7,%ymm6,%ymm6
 105:	vpackssdw %ymm6,%ymm5,%ymm5
 109:	vpermq $0xd8,%ymm5,%ymm5
 10f:	vpsrlw $0xf,%ymm5,%ymm5
 114:	vpermq $0xd8,%ymm4,%ymm4
 11a:	vpsrlw $0xf,%ymm4,%ymm4
 11f:	vpackuswb %ymm5,%ymm4,%ymm4
 123:	vpermq $0xd8,%ymm4,%ymm4
 129:	vmovdqu %ymm4,(%rsi,%rdi,1)
 12e:	add    $0x20,%rdi
 132:	cmp    $0x4000,%rdi
 139:	jne    60 <compare_or_fusion+0x60>
 13f:	xor    %eax,%eax
 141:	pop    %rbp
 142:	vzeroupper
 145:	ret


/tmp/tmp367689jr/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.convert_add_fusion.1_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <convert_add_fusion.1>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rsi
   8:	mov    (%rsi),%rax
   b:	mov    0x10(%rsi),%rcx
   f:	mov    0x20(%rsi),%rdx
  13:	mov    0x30(%rsi),%rsi
  17:	vbroadcastss (%rsi),%ymm0
  1c:	xor    %esi,%esi
  1e:	xchg   %ax,%ax
  20:	vmovq  (%rcx,%rsi,1),%xmm1
  25:	vmovq  0x8(%rcx,%rsi,1),%xmm2
  2b:	vpmovsxbd %xmm1,%ymm3
  30:	vpmovsxbd %xmm2,%ymm4
  35:	vpaddd (%rax,%rsi,4),%ymm3,%ymm3
  3a:	vpaddd 0x20(%rax,%rsi,4),%ymm4,%ymm4
  40:	vmovups (%rdx,%rsi,4),%ymm5
  45:	vmovups 0x20(%rdx,%rsi,4),%ymm6
  4b:	vpmovzxbd %xmm1,%ymm1
  50:	vpslld $0x1f,%ymm1,%ymm1
  55:	vpmovzxbd %xmm2,%ymm2
  5a:	vpslld $0x1f,%ymm2,%ymm2
  5f:	vblendvps %ymm1,%ymm0,%ymm5,%ymm1
  65:	vblendvps %ymm2,%ymm0,%ymm6,%ymm2
  6b:	vmovdqu %ymm3,(%rax,%rsi,4)
  70:	vmovdqu %ymm4,0x20(%rax,%rsi,4)
  76:	vmovups %ymm1,(%rdx,%rsi,4)
  7b:	vmovups %ymm2,0x20(%rdx,%rsi,4)
  81:	vmovq  0x10(%rcx,%rsi,1),%xmm1
  87:	vmovq  0x18(%rcx,%rsi,1),%xmm2
  8d:	vpmovsxbd %xmm1,%ymm3
  92:	vpmovsxbd %xmm2,%ymm4
  97:	vpaddd 0x40(%rax,%rsi,4),%ymm3,%ymm3
  9d:	vpaddd 0x60(%rax,%rsi,4),%ymm4,%ymm4
  a3:	vmovups 0x40(%rdx,%rsi,4),%ymm5
  a9:	vmovups 0x60(%rdx,%rsi,4),%ymm6
  af:	vpmovzxbd %xmm1,%ymm1
  b4:	vpslld $0x1f,%ymm1,%ymm1
  b9:	vpmovzxbd %xmm2,%ymm2
  be:	vpslld $0x1f,%ymm2,%ymm2
  c3:	vblendvps %ymm1,%ymm0,%ymm5,%ymm1
  c9:	vblendvps %ymm2,%ymm0,%ymm6,%ymm2
  cf:	vmovdqu %ymm3,0x40(%rax,%rsi,4)
  d5:	vmovdqu %ymm4,0x60(%rax,%rsi,4)
  db:	vmovups %ymm1,0x40(%rdx,%rsi,4)
  e1:	vmovups %ymm2,0x60(%rdx,%rsi,4)
  e7:	add    $0x20,%rsi
  eb:	cmp    $0x4000,%rsi
  f2:	jne    20 <convert_add_fusion.1+0x20>
  f8:	xor    %eax,%eax
  fa:	pop    %rbp
  fb:	vzeroupper
  fe:	ret


/tmp/tmp367689jr/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.convert_add_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <convert_add_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rsi
   8:	mov    (%rsi),%rax
   b:	mov    0x10(%rsi),%rcx
   f:	mov    0x20(%rsi),%rdx
  13:	mov    0x30(%rsi),%rsi
  17:	vbroadcastss (%rsi),%ymm0
  1c:	xor    %esi,%esi
  1e:	xchg   %ax,%ax
  20:	vpmovzxbd (%rcx,%rsi,1),%ymm1
  26:	vpmovzxbd 0x8(%rcx,%rsi,1),%ymm2
  2d:	vpmovzxbd 0x10(%rcx,%rsi,1),%ymm3
  34:	vpmovzxbd 0x18(%rcx,%rsi,1),%ymm4
  3b:	vpslld $0x1f,%ymm1,%ymm1
  40:	vblendvps %ymm1,(%rdx,%rsi,4),%ymm0,%ymm1
  47:	vpslld $0x1f,%ymm2,%ymm2
  4c:	vblendvps %ymm2,0x20(%rdx,%rsi,4),%ymm0,%ymm2
  54:	vpslld $0x1f,%ymm3,%ymm3
  59:	vblendvps %ymm3,0x40(%rdx,%rsi,4),%ymm0,%ymm3
  61:	vpslld $0x1f,%ymm4,%ymm4
  66:	vblendvps %ymm4,0x60(%rdx,%rsi,4),%ymm0,%ymm4
  6e:	vcvtdq2ps %ymm1,%ymm1
  72:	vcvtdq2ps %ymm2,%ymm2
  76:	vcvtdq2ps %ymm3,%ymm3
  7a:	vcvtdq2ps %ymm4,%ymm4
  7e:	vaddps (%rax,%rsi,4),%ymm1,%ymm1
  83:	vaddps 0x20(%rax,%rsi,4),%ymm2,%ymm2
  89:	vaddps 0x40(%rax,%rsi,4),%ymm3,%ymm3
  8f:	vaddps 0x60(%rax,%rsi,4),%ymm4,%ymm4
  95:	vmovups %ymm1,(%rax,%rsi,4)
  9a:	vmovups %ymm2,0x20(%rax,%rsi,4)
  a0:	vmovups %ymm3,0x40(%rax,%rsi,4)
  a6:	vmovups %ymm4,0x60(%rax,%rsi,4)
  ac:	add    $0x20,%rsi
  b0:	cmp    $0x4000,%rsi
  b7:	jne    20 <convert_add_fusion+0x20>
  bd:	xor    %eax,%eax
  bf:	pop    %rbp
  c0:	vzeroupper
  c3:	ret


/tmp/tmp367689jr/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.multiply_add_fusion.2_kernel_module.o:     file format elf64-x86-64


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
  d9:	add    $0x40,%rsi
  dd:	cmp    $0x4000,%rsi
  e4:	jne    20 <multiply_add_fusion.2+0x20>
  ea:	xor    %eax,%eax
  ec:	pop    %rbp
  ed:	vzeroupper
  f0:	ret


/tmp/tmp367689jr/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.multiply_divide_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <multiply_divide_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rsi
   8:	mov    (%rsi),%rax
   b:	mov    0x10(%rsi),%rcx
   f:	mov    0x30(%rsi),%rdx
  13:	mov    0x20(%rsi),%rsi
  17:	vbroadcastss (%rsi),%ymm0
  1c:	xor    %esi,%esi
  1e:	movabs $0x0,%rdi
  28:	vbroadcastss (%rdi),%ymm1
  2d:	movabs $0x0,%rdi
  37:	vbroadcastss (%rdi),%ymm2
  3c:	movabs $0x0,%rdi
  46:	vbroadcastss (%rdi),%ymm3
  4b:	nopl   0x0(%rax,%rax,1)
  50:	vmovups (%rax,%rsi,4),%ymm4
  55:	vmovups 0x20(%rax,%rsi,4),%ymm5
  5b:	vmulps (%rcx,%rsi,4),%ymm4,%ymm6
  60:	vmulps %ymm1,%ymm4,%ymm7
  64:	vfnmadd213ps %ymm3,%ymm4,%ymm7
  69:	vfmsub231ps (%rdx,%rsi,4),%ymm2,%ymm6
  6f:	vmulps %ymm7,%ymm0,%ymm4
  73:	vdivps %ymm4,%ymm6,%ymm4
  77:	vmovups %ymm4,(%rdx,%rsi,4)
  7c:	vmulps 0x20(%rcx,%rsi,4),%ymm5,%ymm4
  82:	vmulps %ymm1,%ymm5,%ymm6
  86:	vfnmadd213ps %ymm3,%ymm5,%ymm6
  8b:	vfmsub231ps 0x20(%rdx,%rsi,4),%ymm2,%ymm4
  92:	vmulps %ymm6,%ymm0,%ymm5
  96:	vdivps %ymm5,%ymm4,%ymm4
  9a:	vmovups %ymm4,0x20(%rdx,%rsi,4)
  a0:	add    $0x10,%rsi
  a4:	cmp    $0x4000,%rsi
  ab:	jne    50 <multiply_divide_fusion+0x50>
  ad:	xor    %eax,%eax
  af:	pop    %rbp
  b0:	vzeroupper
  b3:	ret


/tmp/tmp367689jr/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.shift-right-logical_xor_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <shift-right-logical_xor_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rax
   8:	mov    (%rax),%rcx
   b:	mov    0x20(%rax),%rdi
   f:	mov    0x30(%rax),%rsi
  13:	mov    0x50(%rax),%rdx
  17:	mov    0x60(%rax),%r8
  1b:	mov    0x70(%rax),%r9
  1f:	mov    (%r8),%r8d
  22:	add    (%r9),%r8d
  25:	xor    (%rdx),%r8d
  28:	mov    (%rcx),%ecx
  2a:	shrx   %ecx,%r8d,%r9d
  2f:	xor    %edx,%edx
  31:	cmp    $0x20,%ecx
  34:	cmovae %edx,%r9d
  38:	xor    %r8d,%r9d
  3b:	mov    (%rsi),%esi
  3d:	imul   %esi,%r9d
  41:	mov    (%rdi),%edi
  43:	shrx   %edi,%r9d,%r8d
  48:	cmp    $0x20,%edi
  4b:	cmovae %edx,%r8d
  4f:	mov    0x10(%rax),%r10
  53:	xor    %r9d,%r8d
  56:	mov    (%r10),%r9d
  59:	imul   %r9d,%r8d
  5d:	cmp    $0x20,%ecx
  60:	shrx   %ecx,%r8d,%r10d
  65:	cmovae %edx,%r10d
  69:	mov    0x40(%rax),%r11
  6d:	xor    (%r11),%r10d
  70:	xor    %r8d,%r10d
  73:	cmp    $0x20,%ecx
  76:	shrx   %ecx,%r10d,%r8d
  7b:	cmovae %edx,%r8d
  7f:	xor    %r10d,%r8d
  82:	imul   %esi,%r8d
  86:	cmp    $0x20,%edi
  89:	shrx   %edi,%r8d,%esi
  8e:	cmovae %edx,%esi
  91:	xor    %r8d,%esi
  94:	imul   %r9d,%esi
  98:	cmp    $0x20,%ecx
  9b:	shrx   %ecx,%esi,%ecx
  a0:	cmovae %edx,%ecx
  a3:	mov    0x80(%rax),%rax
  aa:	xor    %esi,%ecx
  ac:	mov    %ecx,(%rax)
  ae:	xor    %eax,%eax
  b0:	pop    %rbp
  b1:	ret
