
/tmp/tmprbh4cuv8/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.__compute_module_wrapped_add.o:     file format elf64-x86-64


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


/tmp/tmprbh4cuv8/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.__compute_module_wrapped_multiply.o:     file format elf64-x86-64


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
  18:	jg     17c <wrapped_multiply+0x17c>
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
  60:	vmovaps %ymm0,(%rdi)
  64:	vmulps %ymm1,%ymm1,%ymm0
  68:	vmovaps %ymm0,0x20(%rdi)
  6d:	vmovups 0x20(%rdi),%ymm0
  72:	vmovups %ymm0,-0xa0(%rcx,%rdx,1)
  7b:	vmovups (%rdi),%ymm0
  7f:	vmovups %ymm0,-0xc0(%rcx,%rdx,1)
  88:	mov    %rsi,%rsp
  8b:	vmovups 0x40(%rax,%rdx,1),%ymm0
  91:	vmovups 0x60(%rax,%rdx,1),%ymm1
  97:	mov    %rsp,%rdi
  9a:	add    $0xffffffffffffffc0,%rdi
  9e:	mov    %rsp,%rsi
  a1:	and    $0xffffffffffffffc0,%rdi
  a5:	mov    %rdi,%rsp
  a8:	vmulps %ymm0,%ymm0,%ymm0
  ac:	vmovaps %ymm0,(%rdi)
  b0:	vmulps %ymm1,%ymm1,%ymm0
  b4:	vmovaps %ymm0,0x20(%rdi)
  b9:	vmovups 0x20(%rdi),%ymm0
  be:	vmovups %ymm0,-0x60(%rcx,%rdx,1)
  c4:	vmovups (%rdi),%ymm0
  c8:	vmovups %ymm0,-0x80(%rcx,%rdx,1)
  ce:	mov    %rsi,%rsp
  d1:	vmovups 0x80(%rax,%rdx,1),%ymm0
  da:	vmovups 0xa0(%rax,%rdx,1),%ymm1
  e3:	mov    %rsp,%rdi
  e6:	add    $0xffffffffffffffc0,%rdi
  ea:	mov    %rsp,%rsi
  ed:	and    $0xffffffffffffffc0,%rdi
  f1:	mov    %rdi,%rsp
  f4:	vmulps %ymm0,%ymm0,%ymm0
  f8:	vmovaps %ymm0,(%rdi)
  fc:	vmulps %ymm1,%ymm1,%ymm0
 100:	vmovaps %ymm0,0x20(%rdi)
 105:	vmovups 0x20(%rdi),%ymm0
 10a:	vmovups %ymm0,-0x20(%rcx,%rdx,1)
 110:	vmovups (%rdi),%ymm0
 114:	vmovups %ymm0,-0x40(%rcx,%rdx,1)
 11a:	mov    %rsi,%rsp
 11d:	vmovups 0xc0(%rax,%rdx,1),%ymm0
 126:	vmovups 0xe0(%rax,%rdx,1),%ymm1
 12f:	mov    %rsp,%rdi
 132:	add    $0xffffffffffffffc0,%rdi
 136:	mov    %rsp,%rsi
 139:	and    $0xffffffffffffffc0,%rdi
 13d:	mov    %rdi,%rsp
 140:	vmulps %ymm0,%ymm0,%ymm0
 144:	vmovaps %ymm0,(%rdi)
 148:	vmulps %ymm1,%ymm1,%ymm0
 14c:	vmovaps %ymm0,0x20(%rdi)
 151:	vmovups 0x20(%rdi),%ymm0
 156:	vmovups %ymm0,0x20(%rcx,%rdx,1)
 15c:	vmovups (%rdi),%ymm0
 160:	vmovups %ymm0,(%rcx,%rdx,1)
 165:	mov    %rsi,%rsp
 168:	add    $0x100,%rdx
 16f:	cmp    $0x10000,%rdx
 176:	jne    40 <wrapped_multiply+0x40>
 17c:	xor    %eax,%eax
 17e:	lea    -0x8(%rbp),%rsp
 182:	pop    %rbx
 183:	pop    %rbp
 184:	vzeroupper
 187:	ret


/tmp/tmprbh4cuv8/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.add_select_fusion_kernel_module.o:     file format elf64-x86-64


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
  2d:	mov    %rax,%r14
  30:	shl    $0xd,%r14
  34:	shl    $0xf,%rax
  38:	movabs $0x0,%r15
  42:	mov    0xc0(%rcx),%rsi
  49:	mov    0x40(%rcx),%rdi
  4d:	mov    0x50(%rcx),%r8
  51:	mov    0x70(%rcx),%r9
  55:	mov    0x90(%rcx),%r10
  5c:	mov    0xb0(%rcx),%r11
  63:	add    (%rcx),%r14
  66:	mov    0x100(%rcx),%rbx
  6d:	mov    0xa0(%rcx),%rdx
  74:	mov    0x80(%rcx),%r13
  7b:	vbroadcastss (%rsi),%ymm4
  80:	vpbroadcastd (%r8),%ymm3
  85:	mov    0x140(%rcx),%r8
  8c:	vbroadcastss (%rdi),%ymm5
  91:	mov    0x130(%rcx),%rdi
  98:	vpbroadcastd (%r11),%ymm0
  9d:	mov    0xf0(%rcx),%r11
  a4:	vpbroadcastd (%r10),%ymm1
  a9:	mov    0xe0(%rcx),%r10
  b0:	vpbroadcastd (%r9),%ymm2
  b5:	mov    0xd0(%rcx),%r9
  bc:	mov    %r14,%rsi
  bf:	mov    0x10(%rcx),%r14
  c3:	add    %rax,%rbx
  c6:	mov    (%rdx),%r12d
  c9:	mov    0x0(%r13),%r13d
  cd:	xor    %edx,%edx
  cf:	add    %rax,%rdi
  d2:	add    %rax,%r8
  d5:	add    %rax,%r9
  d8:	add    %rax,%r10
  db:	add    %rax,%r11
  de:	add    %rax,%r14
  e1:	mov    %rdi,0x18(%rsp)
  e6:	mov    0x110(%rcx),%rdi
  ed:	mov    %r8,0x10(%rsp)
  f2:	mov    0x120(%rcx),%r8
  f9:	vmovaps %ymm4,0x60(%rsp)
  ff:	vbroadcastss (%r15),%ymm4
 104:	mov    0x20(%rcx),%r15
 108:	add    %rax,%rdi
 10b:	add    %rax,%r8
 10e:	mov    %rdi,0x8(%rsp)
 113:	add    %rax,%r15
 116:	add    0x30(%rcx),%rax
 11a:	mov    0x60(%rcx),%rcx
 11e:	vmovaps %ymm4,0x80(%rsp)
 127:	vmovd  %r12d,%xmm4
 12c:	vpbroadcastd %xmm4,%ymm7
 131:	vmovd  %r13d,%xmm4
 136:	mov    (%rcx),%ecx
 138:	vpbroadcastd %xmm4,%ymm4
 13d:	vmovdqa %ymm4,0x40(%rsp)
 143:	vmovd  %ecx,%xmm4
 147:	vpbroadcastd %xmm4,%ymm4
 14c:	vmovdqa %ymm4,0x20(%rsp)
 152:	jmp    1e8 <add_select_fusion+0x1e8>
 157:	nopw   0x0(%rax,%rax,1)
 160:	vpxor  %xmm12,%xmm12,%xmm12
 165:	vpaddd %ymm3,%ymm4,%ymm4
 169:	vpaddd %ymm3,%ymm6,%ymm6
 16d:	mov    0x18(%rsp),%rdi
 172:	vpslld $0x1f,%ymm9,%ymm9
 178:	vcvtdq2ps %ymm4,%ymm4
 17c:	vcvtdq2ps %ymm6,%ymm6
 180:	vmulps %ymm4,%ymm5,%ymm4
 184:	vmulps %ymm6,%ymm5,%ymm6
 188:	vblendvps %ymm9,%ymm4,%ymm10,%ymm4
 18e:	vpaddd %ymm3,%ymm12,%ymm10
 192:	vmovups (%rdi,%rdx,4),%ymm12
 197:	vblendvps %ymm9,%ymm6,%ymm8,%ymm6
 19d:	vpaddd %ymm3,%ymm11,%ymm8
 1a1:	vcvtdq2ps %ymm8,%ymm8
 1a6:	vcvtdq2ps %ymm10,%ymm10
 1ab:	vmovups %ymm6,(%r14,%rdx,4)
 1b1:	vmovups %ymm4,(%r9,%rdx,4)
 1b7:	vmulps %ymm5,%ymm8,%ymm8
 1bb:	vmulps %ymm5,%ymm10,%ymm10
 1bf:	vblendvps %ymm9,%ymm8,%ymm13,%ymm8
 1c5:	vblendvps %ymm9,%ymm10,%ymm12,%ymm9
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
 400:	vpmovzxbd (%rsi,%rdx,1),%ymm9
 406:	vfmadd231ps 0x60(%rsp),%ymm10,%ymm8
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


/tmp/tmprbh4cuv8/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.broadcast_add_fusion.1_kernel_module.o:     file format elf64-x86-64


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


/tmp/tmprbh4cuv8/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.broadcast_add_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <broadcast_add_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rdi
   8:	movabs $0x0,%r9
  12:	movabs $0x0,%r10
  1c:	vbroadcastss (%r9),%ymm2
  21:	movabs $0x0,%r9
  2b:	vbroadcastss (%r10),%ymm3
  30:	movabs $0x0,%r10
  3a:	vbroadcastss (%r9),%ymm4
  3f:	movabs $0x0,%r9
  49:	vbroadcastss (%r10),%ymm5
  4e:	movabs $0x0,%r10
  58:	vbroadcastss (%r9),%ymm6
  5d:	movabs $0x0,%r9
  67:	vbroadcastss (%r10),%ymm7
  6c:	vbroadcastss (%r9),%ymm8
  71:	mov    0x10(%rdi),%r8
  75:	mov    (%rdi),%rax
  78:	mov    0x20(%rdi),%rcx
  7c:	mov    0x30(%rdi),%rdx
  80:	mov    0x60(%rdi),%rsi
  84:	mov    0x40(%rdi),%rdi
  88:	vbroadcastss (%rdi),%ymm1
  8d:	vbroadcastss (%r8),%ymm0
  92:	xor    %edi,%edi
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


/tmp/tmprbh4cuv8/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.broadcast_multiply_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <broadcast_multiply_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	push   %r14
   6:	push   %rbx
   7:	mov    0x8(%rdi),%rax
   b:	mov    (%rax),%rax
   e:	cmp    $0x1,%rax
  12:	ja     63d <broadcast_multiply_fusion+0x63d>
  18:	mov    0x18(%rdi),%r8
  1c:	mov    0x70(%r8),%r9
  20:	mov    0x60(%r8),%r10
  24:	mov    (%r8),%rsi
  27:	mov    0x10(%r8),%rdi
  2b:	mov    0x20(%r8),%rcx
  2f:	mov    0x80(%r8),%rdx
  36:	mov    0x50(%r8),%r11
  3a:	mov    0x30(%r8),%r14
  3e:	mov    0x40(%r8),%r8
  42:	mov    (%r10),%ebx
  45:	mov    (%r11),%r10d
  48:	mov    (%r8),%r11d
  4b:	mov    (%r9),%r9d
  4e:	mov    (%r14),%r8d
  51:	cmp    $0x1f,%ebx
  54:	ja     1ac <broadcast_multiply_fusion+0x1ac>
  5a:	cmp    $0x1f,%r11d
  5e:	ja     352 <broadcast_multiply_fusion+0x352>
  64:	vmovd  %r9d,%xmm0
  69:	vmovd  %r10d,%xmm2
  6e:	movabs $0x0,%r10
  78:	movabs $0x0,%r9
  82:	shl    $0xf,%rax
  86:	vmovd  %ebx,%xmm1
  8a:	vmovd  %r11d,%xmm3
  8f:	vmovd  %r8d,%xmm4
  94:	vbroadcastss (%r10),%ymm5
  99:	vbroadcastss (%r9),%ymm6
  9e:	movabs $0x0,%r10
  a8:	movabs $0x0,%r9
  b2:	vpbroadcastd %xmm0,%ymm0
  b7:	vpbroadcastd %xmm1,%ymm1
  bc:	vpbroadcastd %xmm2,%ymm2
  c1:	vpbroadcastd %xmm3,%ymm3
  c6:	lea    0x20(%rdx,%rax,1),%rdx
  cb:	lea    0x20(%rsi,%rax,1),%rsi
  d0:	lea    0x20(%rdi,%rax,1),%rdi
  d5:	lea    0x20(%rcx,%rax,1),%rax
  da:	vpbroadcastd %xmm4,%ymm4
  df:	xor    %ecx,%ecx
  e1:	vbroadcastss (%r10),%ymm7
  e6:	vbroadcastss (%r9),%ymm8
  eb:	nopl   0x0(%rax,%rax,1)
  f0:	vpxor  -0x20(%rax,%rcx,1),%ymm0,%ymm9
  f6:	vmovups (%rdi,%rcx,1),%ymm11
  fb:	vpsrlvd %ymm1,%ymm9,%ymm10
 100:	vpxor  %ymm9,%ymm10,%ymm9
 105:	vpmulld %ymm2,%ymm9,%ymm9
 10a:	vpsrlvd %ymm3,%ymm9,%ymm10
 10f:	vpxor  %ymm9,%ymm10,%ymm9
 114:	vpmulld %ymm4,%ymm9,%ymm9
 119:	vpsrlvd %ymm1,%ymm9,%ymm10
 11e:	vpxor  %ymm9,%ymm10,%ymm9
 123:	vmovups -0x20(%rdi,%rcx,1),%ymm10
 129:	vblendvps %ymm9,%ymm6,%ymm7,%ymm9
 12f:	vmulps %ymm5,%ymm10,%ymm12
 133:	vmulps %ymm12,%ymm10,%ymm10
 138:	vfmadd231ps -0x20(%rsi,%rcx,1),%ymm10,%ymm9
 13f:	vmulps %ymm8,%ymm9,%ymm9
 144:	vmovups %ymm9,-0x20(%rdx,%rcx,1)
 14a:	vpxor  (%rax,%rcx,1),%ymm0,%ymm9
 14f:	vpsrlvd %ymm1,%ymm9,%ymm10
 154:	vpxor  %ymm9,%ymm10,%ymm9
 159:	vpmulld %ymm2,%ymm9,%ymm9
 15e:	vpsrlvd %ymm3,%ymm9,%ymm10
 163:	vpxor  %ymm9,%ymm10,%ymm9
 168:	vpmulld %ymm4,%ymm9,%ymm9
 16d:	vpsrlvd %ymm1,%ymm9,%ymm10
 172:	vpxor  %ymm9,%ymm10,%ymm9
 177:	vmulps %ymm5,%ymm11,%ymm10
 17b:	vblendvps %ymm9,%ymm6,%ymm7,%ymm9
 181:	vmulps %ymm10,%ymm11,%ymm10
 186:	vfmadd231ps (%rsi,%rcx,1),%ymm10,%ymm9
 18c:	vmulps %ymm8,%ymm9,%ymm9
 191:	vmovups %ymm9,(%rdx,%rcx,1)
 196:	add    $0x40,%rcx
 19a:	cmp    $0x8000,%rcx
 1a1:	jne    f0 <broadcast_multiply_fusion+0xf0>
 1a7:	jmp    63d <broadcast_multiply_fusion+0x63d>
 1ac:	cmp    $0x1f,%r11d
 1b0:	ja     4f3 <broadcast_multiply_fusion+0x4f3>
 1b6:	vmovd  %r9d,%xmm0
 1bb:	vmovd  %r10d,%xmm1
 1c0:	movabs $0x0,%r10
 1ca:	movabs $0x0,%r9
 1d4:	shl    $0xf,%rax
 1d8:	vmovd  %r11d,%xmm2
 1dd:	vmovd  %r8d,%xmm3
 1e2:	vbroadcastss (%r10),%ymm4
 1e7:	vbroadcastss (%r9),%ymm5
 1ec:	movabs $0x0,%r10
 1f6:	movabs $0x0,%r9
 200:	vpbroadcastd %xmm0,%ymm0
 205:	vpbroadcastd %xmm1,%ymm1
 20a:	vpbroadcastd %xmm2,%ymm2
 20f:	lea    0x60(%rdx,%rax,1),%rdx
 214:	lea    0x60(%rsi,%rax,1),%rsi
 219:	lea    0x60(%rdi,%rax,1),%rdi
 21e:	lea    0x60(%rcx,%rax,1),%rax
 223:	vpbroadcastd %xmm3,%ymm3
 228:	xor    %ecx,%ecx
 22a:	vbroadcastss (%r10),%ymm6
 22f:	vbroadcastss (%r9),%ymm7
 234:	data16 data16 cs nopw 0x0(%rax,%rax,1)
 240:	vpxor  -0x60(%rax,%rcx,1),%ymm0,%ymm8
 246:	vmovups -0x60(%rdi,%rcx,1),%ymm10
 24c:	vmovups -0x40(%rdi,%rcx,1),%ymm11
 252:	vmovups -0x20(%rdi,%rcx,1),%ymm12
 258:	vpmulld %ymm1,%ymm8,%ymm8
 25d:	vmulps %ymm4,%ymm10,%ymm13
 261:	vpsrlvd %ymm2,%ymm8,%ymm9
 266:	vmulps %ymm13,%ymm10,%ymm10
 26b:	vpxor  %ymm8,%ymm9,%ymm8
 270:	vpmulld %ymm3,%ymm8,%ymm9
 275:	vmovups (%rdi,%rcx,1),%ymm8
 27a:	vblendvps %ymm9,%ymm5,%ymm6,%ymm9
 280:	vfmadd231ps -0x60(%rsi,%rcx,1),%ymm10,%ymm9
 287:	vmulps %ymm7,%ymm9,%ymm9
 28b:	vmovups %ymm9,-0x60(%rdx,%rcx,1)
 291:	vpxor  -0x40(%rax,%rcx,1),%ymm0,%ymm9
 297:	vpmulld %ymm1,%ymm9,%ymm9
 29c:	vpsrlvd %ymm2,%ymm9,%ymm10
 2a1:	vpxor  %ymm9,%ymm10,%ymm9
 2a6:	vmulps %ymm4,%ymm11,%ymm10
 2aa:	vpmulld %ymm3,%ymm9,%ymm9
 2af:	vmulps %ymm10,%ymm11,%ymm10
 2b4:	vblendvps %ymm9,%ymm5,%ymm6,%ymm9
 2ba:	vfmadd231ps -0x40(%rsi,%rcx,1),%ymm10,%ymm9
 2c1:	vmulps %ymm7,%ymm9,%ymm9
 2c5:	vmovups %ymm9,-0x40(%rdx,%rcx,1)
 2cb:	vpxor  -0x20(%rax,%rcx,1),%ymm0,%ymm9
 2d1:	vpmulld %ymm1,%ymm9,%ymm9
 2d6:	vpsrlvd %ymm2,%ymm9,%ymm10
 2db:	vpxor  %ymm9,%ymm10,%ymm9
 2e0:	vmulps %ymm4,%ymm12,%ymm10
 2e4:	vpmulld %ymm3,%ymm9,%ymm9
 2e9:	vmulps %ymm10,%ymm12,%ymm10
 2ee:	vblendvps %ymm9,%ymm5,%ymm6,%ymm9
 2f4:	vfmadd231ps -0x20(%rsi,%rcx,1),%ymm10,%ymm9
 2fb:	vmulps %ymm7,%ymm9,%ymm9
 2ff:	vmovups %ymm9,-0x20(%rdx,%rcx,1)
 305:	vpxor  (%rax,%rcx,1),%ymm0,%ymm9
 30a:	vpmulld %ymm1,%ymm9,%ymm9
 30f:	vpsrlvd %ymm2,%ymm9,%ymm10
 314:	vpxor  %ymm9,%ymm10,%ymm9
 319:	vmulps %ymm4,%ymm8,%ymm10
 31d:	vpmulld %ymm3,%ymm9,%ymm9
 322:	vmulps %ymm10,%ymm8,%ymm8
 327:	vblendvps %ymm9,%ymm5,%ymm6,%ymm9
 32d:	vfmadd231ps (%rsi,%rcx,1),%ymm8,%ymm9
 333:	vmulps %ymm7,%ymm9,%ymm8
 337:	vmovups %ymm8,(%rdx,%rcx,1)
 33c:	sub    $0xffffffffffffff80,%rcx
 340:	cmp    $0x8000,%rcx
 347:	jne    240 <broadcast_multiply_fusion+0x240>
 34d:	jmp    63d <broadcast_multiply_fusion+0x63d>
 352:	imul   %r8d,%r10d
 356:	vmovd  %r9d,%xmm1
 35b:	movabs $0x0,%r9
 365:	shl    $0xf,%rax
 369:	vmovd  %ebx,%xmm2
 36d:	vbroadcastss (%r9),%ymm4
 372:	movabs $0x0,%r9
 37c:	vpbroadcastd %xmm1,%ymm1
 381:	lea    0x60(%rdx,%rax,1),%rdx
 386:	lea    0x60(%rsi,%rax,1),%rsi
 38b:	lea    0x60(%rdi,%rax,1),%rdi
 390:	lea    0x60(%rcx,%rax,1),%rax
 395:	vpbroadcastd %xmm2,%ymm2
 39a:	xor    %ecx,%ecx
 39c:	vbroadcastss (%r9),%ymm6
 3a1:	vmovd  %r10d,%xmm0
 3a6:	movabs $0x0,%r10
 3b0:	vbroadcastss (%r10),%ymm3
 3b5:	movabs $0x0,%r10
 3bf:	vpbroadcastd %xmm0,%ymm0
 3c4:	vbroadcastss (%r10),%ymm5
 3c9:	nopl   0x0(%rax)
 3d0:	vpxor  -0x60(%rax,%rcx,1),%ymm1,%ymm7
 3d6:	vmovups -0x60(%rdi,%rcx,1),%ymm9
 3dc:	vmovups -0x40(%rdi,%rcx,1),%ymm10
 3e2:	vmovups -0x20(%rdi,%rcx,1),%ymm11
 3e8:	vpsrlvd %ymm2,%ymm7,%ymm8
 3ed:	vmulps %ymm3,%ymm9,%ymm12
 3f1:	vpxor  %ymm7,%ymm8,%ymm7
 3f5:	vpmulld %ymm0,%ymm7,%ymm7
 3fa:	vmulps %ymm12,%ymm9,%ymm9
 3ff:	vpsrlvd %ymm2,%ymm7,%ymm8
 404:	vpxor  %ymm7,%ymm8,%ymm8
 408:	vmovups (%rdi,%rcx,1),%ymm7
 40d:	vblendvps %ymm8,%ymm4,%ymm5,%ymm8
 413:	vfmadd231ps -0x60(%rsi,%rcx,1),%ymm9,%ymm8
 41a:	vmulps %ymm6,%ymm8,%ymm8
 41e:	vmovups %ymm8,-0x60(%rdx,%rcx,1)
 424:	vpxor  -0x40(%rax,%rcx,1),%ymm1,%ymm8
 42a:	vpsrlvd %ymm2,%ymm8,%ymm9
 42f:	vpxor  %ymm8,%ymm9,%ymm8
 434:	vpmulld %ymm0,%ymm8,%ymm8
 439:	vpsrlvd %ymm2,%ymm8,%ymm9
 43e:	vpxor  %ymm8,%ymm9,%ymm8
 443:	vmulps %ymm3,%ymm10,%ymm9
 447:	vblendvps %ymm8,%ymm4,%ymm5,%ymm8
 44d:	vmulps %ymm9,%ymm10,%ymm9
 452:	vfmadd231ps -0x40(%rsi,%rcx,1),%ymm9,%ymm8
 459:	vmulps %ymm3,%ymm7,%ymm10
 45d:	vmulps %ymm7,%ymm10,%ymm7
 461:	vmulps %ymm6,%ymm8,%ymm8
 465:	vmovups %ymm8,-0x40(%rdx,%rcx,1)
 46b:	vpxor  -0x20(%rax,%rcx,1),%ymm1,%ymm8
 471:	vpsrlvd %ymm2,%ymm8,%ymm9
 476:	vpxor  %ymm8,%ymm9,%ymm8
 47b:	vpmulld %ymm0,%ymm8,%ymm8
 480:	vpsrlvd %ymm2,%ymm8,%ymm9
 485:	vpxor  %ymm8,%ymm9,%ymm8
 48a:	vmulps %ymm3,%ymm11,%ymm9
 48e:	vblendvps %ymm8,%ymm4,%ymm5,%ymm8
 494:	vmulps %ymm9,%ymm11,%ymm9
 499:	vfmadd231ps -0x20(%rsi,%rcx,1),%ymm9,%ymm8
 4a0:	vmulps %ymm6,%ymm8,%ymm8
 4a4:	vmovups %ymm8,-0x20(%rdx,%rcx,1)
 4aa:	vpxor  (%rax,%rcx,1),%ymm1,%ymm8
 4af:	vpsrlvd %ymm2,%ymm8,%ymm9
 4b4:	vpxor  %ymm8,%ymm9,%ymm8
 4b9:	vpmulld %ymm0,%ymm8,%ymm8
 4be:	vpsrlvd %ymm2,%ymm8,%ymm9
 4c3:	vpxor  %ymm8,%ymm9,%ymm8
 4c8:	vblendvps %ymm8,%ymm4,%ymm5,%ymm8
 4ce:	vfmadd231ps (%rsi,%rcx,1),%ymm7,%ymm8
 4d4:	vmulps %ymm6,%ymm8,%ymm7
 4d8:	vmovups %ymm7,(%rdx,%rcx,1)
 4dd:	sub    $0xffffffffffffff80,%rcx
 4e1:	cmp    $0x8000,%rcx
 4e8:	jne    3d0 <broadcast_multiply_fusion+0x3d0>
 4ee:	jmp    63d <broadcast_multiply_fusion+0x63d>
 4f3:	imul   %r8d,%r10d
 4f7:	vmovd  %r9d,%xmm1
 4fc:	movabs $0x0,%r9
 506:	shl    $0xf,%rax
 50a:	vbroadcastss (%r9),%ymm3
 50f:	movabs $0x0,%r9
 519:	lea    0x60(%rdx,%rax,1),%rdx
 51e:	lea    0x60(%rsi,%rax,1),%rsi
 523:	lea    0x60(%rdi,%rax,1),%rdi
 528:	lea    0x60(%rcx,%rax,1),%rax
 52d:	vpbroadcastd %xmm1,%ymm1
 532:	xor    %ecx,%ecx
 534:	vbroadcastss (%r9),%ymm5
 539:	vmovd  %r10d,%xmm0
 53e:	movabs $0x0,%r10
 548:	vbroadcastss (%r10),%ymm2
 54d:	movabs $0x0,%r10
 557:	vpbroadcastd %xmm0,%ymm0
 55c:	vbroadcastss (%r10),%ymm4
 561:	data16 data16 data16 data16 data16 cs nopw 0x0(%rax,%rax,1)
 570:	vpxor  -0x60(%rax,%rcx,1),%ymm1,%ymm6
 576:	vmovups -0x60(%rdi,%rcx,1),%ymm7
 57c:	vmovups -0x40(%rdi,%rcx,1),%ymm8
 582:	vmovups -0x20(%rdi,%rcx,1),%ymm9
 588:	vmovups (%rdi,%rcx,1),%ymm10
 58d:	vpmulld %ymm0,%ymm6,%ymm6
 592:	vmulps %ymm2,%ymm7,%ymm11
 596:	vmulps %ymm7,%ymm11,%ymm7
 59a:	vblendvps %ymm6,%ymm3,%ymm4,%ymm6
 5a0:	vfmadd231ps -0x60(%rsi,%rcx,1),%ymm7,%ymm6
 5a7:	vmulps %ymm2,%ymm8,%ymm7
 5ab:	vmulps %ymm7,%ymm8,%ymm7
 5af:	vmulps %ymm5,%ymm6,%ymm6
 5b3:	vmovups %ymm6,-0x60(%rdx,%rcx,1)
 5b9:	vpxor  -0x40(%rax,%rcx,1),%ymm1,%ymm6
 5bf:	vpmulld %ymm0,%ymm6,%ymm6
 5c4:	vblendvps %ymm6,%ymm3,%ymm4,%ymm6
 5ca:	vfmadd231ps -0x40(%rsi,%rcx,1),%ymm7,%ymm6
 5d1:	vmulps %ymm2,%ymm9,%ymm7
 5d5:	vmulps %ymm7,%ymm9,%ymm7
 5d9:	vmulps %ymm5,%ymm6,%ymm6
 5dd:	vmovups %ymm6,-0x40(%rdx,%rcx,1)
 5e3:	vpxor  -0x20(%rax,%rcx,1),%ymm1,%ymm6
 5e9:	vpmulld %ymm0,%ymm6,%ymm6
 5ee:	vblendvps %ymm6,%ymm3,%ymm4,%ymm6
 5f4:	vfmadd231ps -0x20(%rsi,%rcx,1),%ymm7,%ymm6
 5fb:	vmulps %ymm2,%ymm10,%ymm7
 5ff:	vmulps %ymm7,%ymm10,%ymm7
 603:	vmulps %ymm5,%ymm6,%ymm6
 607:	vmovups %ymm6,-0x20(%rdx,%rcx,1)
 60d:	vpxor  (%rax,%rcx,1),%ymm1,%ymm6
 612:	vpmulld %ymm0,%ymm6,%ymm6
 617:	vblendvps %ymm6,%ymm3,%ymm4,%ymm6
 61d:	vfmadd231ps (%rsi,%rcx,1),%ymm7,%ymm6
 623:	vmulps %ymm5,%ymm6,%ymm6
 627:	vmovups %ymm6,(%rdx,%rcx,1)
 62c:	sub    $0xffffffffffffff80,%rcx
 630:	cmp    $0x8000,%rcx
 637:	jne    570 <broadcast_multiply_fusion+0x570>
 63d:	xor    %eax,%eax
 63f:	pop    %rbx
 640:	pop    %r14
 642:	pop    %rbp
 643:	vzeroupper
 646:	ret


/tmp/tmprbh4cuv8/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.compare_or_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <compare_or_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rsi
   8:	movabs $0x0,%r9
  12:	movabs $0x0,%r8
  1c:	movabs $0x0,%r10
  26:	xor    %edi,%edi
  28:	vbroadcastss (%r9),%ymm1
  2d:	movabs $0x0,%r9
  37:	vbroadcastss (%r8),%ymm0
  3c:	vbroadcastss (%r10),%ymm2
  41:	vpbroadcastd (%r9),%ymm3
  46:	mov    (%rsi),%rax
  49:	mov    0x10(%rsi),%rcx
  4d:	mov    0x20(%rsi),%rdx
  51:	mov    0x30(%rsi),%rsi
  55:	data16 cs nopw 0x0(%rax,%rax,1)
  60:	vandps (%rdx,%rdi,4),%ymm0,%ymm4
  65:	vandps (%rcx,%rdi,4),%ymm0,%ymm8
  6a:	vandps 0x20(%rdx,%rdi,4),%ymm0,%ymm5
  70:	vandps 0x20(%rcx,%rdi,4),%ymm0,%ymm9
  76:	vandps 0x40(%rdx,%rdi,4),%ymm0,%ymm6
  7c:	vandps 0x40(%rcx,%rdi,4),%ymm0,%ymm10
  82:	vandps 0x60(%rdx,%rdi,4),%ymm0,%ymm7
  88:	vandps 0x60(%rcx,%rdi,4),%ymm0,%ymm11
  8e:	vcmpltps %ymm4,%ymm1,%ymm4
  93:	vcmpltps %ymm8,%ymm2,%ymm8
  99:	vcmpltps %ymm5,%ymm1,%ymm5
  9e:	vcmpltps %ymm6,%ymm1,%ymm6
  a3:	vcmpltps %ymm7,%ymm1,%ymm7
  a8:	vorps  %ymm4,%ymm8,%ymm4
  ac:	vcmpltps %ymm9,%ymm2,%ymm8
  b2:	vmovdqu 0x20(%rax,%rdi,4),%ymm9
  b8:	vorps  %ymm5,%ymm8,%ymm5
  bc:	vcmpltps %ymm10,%ymm2,%ymm8
  c2:	vmovdqu 0x40(%rax,%rdi,4),%ymm10
  c8:	vorps  %ymm6,%ymm8,%ymm6
  cc:	vcmpltps %ymm11,%ymm2,%ymm8
  d2:	vmovdqu 0x60(%rax,%rdi,4),%ymm11
  d8:	vorps  %ymm7,%ymm8,%ymm7
  dc:	vmovdqu (%rax,%rdi,4),%ymm8
  e1:	vpcmpgtd %ymm3,%ymm9,%ymm9
  e5:	vpor   %ymm5,%ymm9,%ymm5
  e9:	vpcmpgtd %ymm3,%ymm8,%ymm8
  ed:	vpor   %ymm4,%ymm8,%ymm4
  f1:	vpackssdw %ymm5,%ymm4,%ymm4
  f5:	vpcmpgtd %ymm3,%ymm10,%ymm5
  f9:	vpor   %ymm6,%ymm5,%ymm5
  fd:	vpcmpgtd %ymm3,%ymm11,%ymm6
 101:	vpermq $0xd8,%ymm4,%ymm4
 107:	vpor   %ymm7,%ymm6,%ymm6
 10b:	vpackssdw %ymm6,%ymm5,%ymm5
 10f:	vpermq $0xd8,%ymm5,%ymm5
 115:	vpsrlw $0xf,%ymm4,%ymm4
 11a:	vpsrlw $0xf,%ymm5,%ymm5
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


/tmp/tmprbh4cuv8/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.convert_add_fusion.1_kernel_module.o:     file format elf64-x86-64


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
  2b:	vmovups (%rdx,%rsi,4),%ymm5
  30:	vmovups 0x20(%rdx,%rsi,4),%ymm6
  36:	vpmovsxbd %xmm1,%ymm3
  3b:	vpmovsxbd %xmm2,%ymm4
  40:	vpaddd (%rax,%rsi,4),%ymm3,%ymm3
  45:	vpaddd 0x20(%rax,%rsi,4),%ymm4,%ymm4
  4b:	vpmovzxbd %xmm1,%ymm1
  50:	vpmovzxbd %xmm2,%ymm2
  55:	vpslld $0x1f,%ymm1,%ymm1
  5a:	vpslld $0x1f,%ymm2,%ymm2
  5f:	vblendvps %ymm1,%ymm0,%ymm5,%ymm1
  65:	vblendvps %ymm2,%ymm0,%ymm6,%ymm2
  6b:	vmovdqu %ymm3,(%rax,%rsi,4)
  70:	vmovdqu %ymm4,0x20(%rax,%rsi,4)
  76:	vmovups %ymm1,(%rdx,%rsi,4)
  7b:	vmovups %ymm2,0x20(%rdx,%rsi,4)
  81:	vmovq  0x10(%rcx,%rsi,1),%xmm1
  87:	vmovq  0x18(%rcx,%rsi,1),%xmm2
  8d:	vmovups 0x40(%rdx,%rsi,4),%ymm5
  93:	vmovups 0x60(%rdx,%rsi,4),%ymm6
  99:	vpmovsxbd %xmm1,%ymm3
  9e:	vpmovsxbd %xmm2,%ymm4
  a3:	vpaddd 0x40(%rax,%rsi,4),%ymm3,%ymm3
  a9:	vpaddd 0x60(%rax,%rsi,4),%ymm4,%ymm4
  af:	vpmovzxbd %xmm1,%ymm1
  b4:	vpmovzxbd %xmm2,%ymm2
  b9:	vpslld $0x1f,%ymm1,%ymm1
  be:	vpslld $0x1f,%ymm2,%ymm2
  c3:	vblendvps %ymm1,%ymm0,%ymm5,%ymm1
  c9:	vblendvps %ymm2,%ymm0,%ymm6,%ymm2
  cf:	vmovdqu %ymm3,0x40(%rax,%rsi,4)
  d5:	vmovdqu %ymm4,0x60(%rax,%rsi,4)
  db:	vmovups %ymm1,0x40(%rdx,%rsi,4)
  e1:	vmovups %ymm2,0x60(%rdx,%rsi,4)
  e7:	vmovq  0x20(%rcx,%rsi,1),%xmm1
  ed:	vmovq  0x28(%rcx,%rsi,1),%xmm2
  f3:	vmovups 0x80(%rdx,%rsi,4),%ymm5
  fc:	vmovups 0xa0(%rdx,%rsi,4),%ymm6
 105:	vpmovsxbd %xmm1,%ymm3
 10a:	vpmovsxbd %xmm2,%ymm4
 10f:	vpaddd 0x80(%rax,%rsi,4),%ymm3,%ymm3
 118:	vpaddd 0xa0(%rax,%rsi,4),%ymm4,%ymm4
 121:	vpmovzxbd %xmm1,%ymm1
 126:	vpmovzxbd %xmm2,%ymm2
 12b:	vpslld $0x1f,%ymm1,%ymm1
 130:	vpslld $0x1f,%ymm2,%ymm2
 135:	vblendvps %ymm1,%ymm0,%ymm5,%ymm1
 13b:	vblendvps %ymm2,%ymm0,%ymm6,%ymm2
 141:	vmovdqu %ymm3,0x80(%rax,%rsi,4)
 14a:	vmovdqu %ymm4,0xa0(%rax,%rsi,4)
 153:	vmovups %ymm1,0x80(%rdx,%rsi,4)
 15c:	vmovups %ymm2,0xa0(%rdx,%rsi,4)
 165:	vmovq  0x30(%rcx,%rsi,1),%xmm1
 16b:	vmovq  0x38(%rcx,%rsi,1),%xmm2
 171:	vmovups 0xc0(%rdx,%rsi,4),%ymm5
 17a:	vmovups 0xe0(%rdx,%rsi,4),%ymm6
 183:	vpmovsxbd %xmm1,%ymm3
 188:	vpmovsxbd %xmm2,%ymm4
 18d:	vpaddd 0xc0(%rax,%rsi,4),%ymm3,%ymm3
 196:	vpaddd 0xe0(%rax,%rsi,4),%ymm4,%ymm4
 19f:	vpmovzxbd %xmm1,%ymm1
 1a4:	vpmovzxbd %xmm2,%ymm2
 1a9:	vpslld $0x1f,%ymm1,%ymm1
 1ae:	vpslld $0x1f,%ymm2,%ymm2
 1b3:	vblendvps %ymm1,%ymm0,%ymm5,%ymm1
 1b9:	vblendvps %ymm2,%ymm0,%ymm6,%ymm2
 1bf:	vmovdqu %ymm3,0xc0(%rax,%rsi,4)
 1c8:	vmovdqu %ymm4,0xe0(%rax,%rsi,4)
 1d1:	vmovups %ymm1,0xc0(%rdx,%rsi,4)
 1da:	vmovups %ymm2,0xe0(%rdx,%rsi,4)
 1e3:	add    $0x40,%rsi
 1e7:	cmp    $0x4000,%rsi
 1ee:	jne    20 <convert_add_fusion.1+0x20>
 1f4:	xor    %eax,%eax
 1f6:	pop    %rbp
 1f7:	vzeroupper
 1fa:	ret


/tmp/tmprbh4cuv8/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.convert_add_fusion_kernel_module.o:     file format elf64-x86-64


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
  40:	vpslld $0x1f,%ymm2,%ymm2
  45:	vpslld $0x1f,%ymm3,%ymm3
  4a:	vpslld $0x1f,%ymm4,%ymm4
  4f:	vblendvps %ymm1,(%rdx,%rsi,4),%ymm0,%ymm1
  56:	vblendvps %ymm2,0x20(%rdx,%rsi,4),%ymm0,%ymm2
  5e:	vblendvps %ymm3,0x40(%rdx,%rsi,4),%ymm0,%ymm3
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
  ac:	vpmovzxbd 0x20(%rcx,%rsi,1),%ymm1
  b3:	vpmovzxbd 0x28(%rcx,%rsi,1),%ymm2
  ba:	vpmovzxbd 0x30(%rcx,%rsi,1),%ymm3
  c1:	vpmovzxbd 0x38(%rcx,%rsi,1),%ymm4
  c8:	vpslld $0x1f,%ymm1,%ymm1
  cd:	vpslld $0x1f,%ymm2,%ymm2
  d2:	vpslld $0x1f,%ymm3,%ymm3
  d7:	vpslld $0x1f,%ymm4,%ymm4
  dc:	vblendvps %ymm1,0x80(%rdx,%rsi,4),%ymm0,%ymm1
  e7:	vblendvps %ymm2,0xa0(%rdx,%rsi,4),%ymm0,%ymm2
  f2:	vblendvps %ymm3,0xc0(%rdx,%rsi,4),%ymm0,%ymm3
  fd:	vblendvps %ymm4,0xe0(%rdx,%rsi,4),%ymm0,%ymm4
 108:	vcvtdq2ps %ymm1,%ymm1
 10c:	vcvtdq2ps %ymm2,%ymm2
 110:	vcvtdq2ps %ymm3,%ymm3
 114:	vcvtdq2ps %ymm4,%ymm4
 118:	vaddps 0x80(%rax,%rsi,4),%ymm1,%ymm1
 121:	vaddps 0xa0(%rax,%rsi,4),%ymm2,%ymm2
 12a:	vaddps 0xc0(%rax,%rsi,4),%ymm3,%ymm3
 133:	vaddps 0xe0(%rax,%rsi,4),%ymm4,%ymm4
 13c:	vmovups %ymm1,0x80(%rax,%rsi,4)
 145:	vmovups %ymm2,0xa0(%rax,%rsi,4)
 14e:	vmovups %ymm3,0xc0(%rax,%rsi,4)
 157:	vmovups %ymm4,0xe0(%rax,%rsi,4)
 160:	add    $0x40,%rsi
 164:	cmp    $0x4000,%rsi
 16b:	jne    20 <convert_add_fusion+0x20>
 171:	xor    %eax,%eax
 173:	pop    %rbp
 174:	vzeroupper
 177:	ret


/tmp/tmprbh4cuv8/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.multiply_add_fusion.2_kernel_module.o:     file format elf64-x86-64


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


/tmp/tmprbh4cuv8/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.multiply_divide_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <multiply_divide_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rsi
   8:	movabs $0x0,%rdi
  12:	vbroadcastss (%rdi),%ymm1
  17:	movabs $0x0,%rdi
  21:	vbroadcastss (%rdi),%ymm2
  26:	movabs $0x0,%rdi
  30:	vbroadcastss (%rdi),%ymm3
  35:	mov    (%rsi),%rax
  38:	mov    0x10(%rsi),%rcx
  3c:	mov    0x30(%rsi),%rdx
  40:	mov    0x20(%rsi),%rsi
  44:	vbroadcastss (%rsi),%ymm0
  49:	xor    %esi,%esi
  4b:	nopl   0x0(%rax,%rax,1)
  50:	vmovups (%rax,%rsi,4),%ymm4
  55:	vmovups 0x20(%rax,%rsi,4),%ymm5
  5b:	vmovups 0x40(%rax,%rsi,4),%ymm6
  61:	vmovups 0x60(%rax,%rsi,4),%ymm7
  67:	vmulps (%rcx,%rsi,4),%ymm4,%ymm9
  6c:	vfmsub231ps (%rdx,%rsi,4),%ymm2,%ymm9
  72:	vmulps %ymm1,%ymm4,%ymm8
  76:	vfnmadd213ps %ymm3,%ymm4,%ymm8
  7b:	vmulps %ymm0,%ymm8,%ymm4
  7f:	vdivps %ymm4,%ymm9,%ymm4
  83:	vmovups %ymm4,(%rdx,%rsi,4)
  88:	vmulps %ymm1,%ymm5,%ymm4
  8c:	vmulps 0x20(%rcx,%rsi,4),%ymm5,%ymm8
  92:	vfnmadd213ps %ymm3,%ymm5,%ymm4
  97:	vfmsub231ps 0x20(%rdx,%rsi,4),%ymm2,%ymm8
  9e:	vmulps %ymm4,%ymm0,%ymm4
  a2:	vdivps %ymm4,%ymm8,%ymm4
  a6:	vmovups %ymm4,0x20(%rdx,%rsi,4)
  ac:	vmulps %ymm1,%ymm6,%ymm4
  b0:	vmulps 0x40(%rcx,%rsi,4),%ymm6,%ymm5
  b6:	vfnmadd213ps %ymm3,%ymm6,%ymm4
  bb:	vfmsub231ps 0x40(%rdx,%rsi,4),%ymm2,%ymm5
  c2:	vmulps %ymm4,%ymm0,%ymm4
  c6:	vdivps %ymm4,%ymm5,%ymm4
  ca:	vmovups %ymm4,0x40(%rdx,%rsi,4)
  d0:	vmulps %ymm1,%ymm7,%ymm4
  d4:	vmulps 0x60(%rcx,%rsi,4),%ymm7,%ymm5
  da:	vfnmadd213ps %ymm3,%ymm7,%ymm4
  df:	vfmsub231ps 0x60(%rdx,%rsi,4),%ymm2,%ymm5
  e6:	vmulps %ymm4,%ymm0,%ymm4
  ea:	vdivps %ymm4,%ymm5,%ymm4
  ee:	vmovups %ymm4,0x60(%rdx,%rsi,4)
  f4:	add    $0x20,%rsi
  f8:	cmp    $0x4000,%rsi
  ff:	jne    50 <multiply_divide_fusion+0x50>
 105:	xor    %eax,%eax
 107:	pop    %rbp
 108:	vzeroupper
 10b:	ret


/tmp/tmprbh4cuv8/module_0000.a_inference_rollout_429__XlaMustCompile_true_config_proto_13561319589895757934_executor_type_11160318154034397263_.6.obj-file.shift-right-logical_xor_fusion_kernel_module.o:     file format elf64-x86-64


Disassembly of section .ltext:

0000000000000000 <shift-right-logical_xor_fusion>:
   0:	push   %rbp
   1:	mov    %rsp,%rbp
   4:	mov    0x18(%rdi),%rax
   8:	mov    0x60(%rax),%r9
   c:	mov    0x70(%rax),%r10
  10:	mov    (%rax),%rcx
  13:	mov    0x50(%rax),%rdx
  17:	mov    0x30(%rax),%rdi
  1b:	mov    0x20(%rax),%r8
  1f:	mov    0x10(%rax),%rsi
  23:	mov    (%r9),%r9d
  26:	mov    (%rcx),%ecx
  28:	mov    (%rdi),%edi
  2a:	mov    (%r8),%r8d
  2d:	mov    (%rsi),%esi
  2f:	add    (%r10),%r9d
  32:	xor    (%rdx),%r9d
  35:	xor    %edx,%edx
  37:	cmp    $0x20,%ecx
  3a:	shrx   %ecx,%r9d,%r10d
  3f:	cmovae %edx,%r10d
  43:	xor    %r9d,%r10d
  46:	imul   %edi,%r10d
  4a:	cmp    $0x20,%r8d
  4e:	shrx   %r8d,%r10d,%r9d
  53:	cmovae %edx,%r9d
  57:	xor    %r10d,%r9d
  5a:	mov    0x40(%rax),%r10
  5e:	mov    0x80(%rax),%rax
  65:	imul   %esi,%r9d
  69:	cmp    $0x20,%ecx
  6c:	shrx   %ecx,%r9d,%r11d
  71:	cmovae %edx,%r11d
  75:	xor    (%r10),%r11d
  78:	xor    %r9d,%r11d
  7b:	cmp    $0x20,%ecx
  7e:	shrx   %ecx,%r11d,%r9d
  83:	cmovae %edx,%r9d
  87:	xor    %r11d,%r9d
  8a:	imul   %edi,%r9d
  8e:	cmp    $0x20,%r8d
  92:	shrx   %r8d,%r9d,%edi
  97:	cmovae %edx,%edi
  9a:	xor    %r9d,%edi
  9d:	imul   %esi,%edi
  a0:	cmp    $0x20,%ecx
  a3:	shrx   %ecx,%edi,%ecx
  a8:	cmovae %edx,%ecx
  ab:	xor    %edi,%ecx
  ad:	mov    %ecx,(%rax)
  af:	xor    %eax,%eax
  b1:	pop    %rbp
  b2:	ret
