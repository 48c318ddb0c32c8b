
	.file	"<string>"
	.section	.rodata.cst32,"aM",@progbits,32
	.p2align	5, 0x0
.LCPI0_0:
	.quad	1
	.quad	8
	.quad	1
	.quad	8
.LCPI0_1:
	.quad	1
	.quad	8
	.quad	0
	.quad	0
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_2:
	.long	2146121005
.LCPI0_3:
	.long	2221713035
.LCPI0_4:
	.long	0xb94ca1f9
.LCPI0_5:
	.long	0x3c08839e
.LCPI0_6:
	.long	0xbe2aaaa3
.LCPI0_7:
	.long	0x37ccf5ce
.LCPI0_8:
	.long	0xbab6061a
.LCPI0_9:
	.long	0x3d2aaaa5
.LCPI0_10:
	.long	0xbf000000
.LCPI0_11:
	.long	0x3f800000
.LCPI0_12:
	.long	0x7fffffff
.LCPI0_13:
	.long	498
.LCPI0_15:
	.long	0x3f22f983
.LCPI0_16:
	.long	0x3f000000
.LCPI0_17:
	.long	0xbfc90fdb
.LCPI0_18:
	.long	0x333bbd2e
.LCPI0_19:
	.long	1
.LCPI0_20:
	.long	0x80000000
.LCPI0_21:
	.long	0x31cccccc
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI0_14:
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.byte	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.section	.ltext,"axl",@progbits
	.globl	_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.p2align	4
	.type	_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@function
_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	pushq	%r15
	.cfi_def_cfa_offset 24
	pushq	%r14
	.cfi_def_cfa_offset 32
	pushq	%r13
	.cfi_def_cfa_offset 40
	pushq	%r12
	.cfi_def_cfa_offset 48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	subq	$1080, %rsp
	.cfi_def_cfa_offset 1136
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdi, 568(%rsp)
	movq	1192(%rsp), %rdi
	movq	1456(%rsp), %r13
	movq	1392(%rsp), %rbp
	movq	1336(%rsp), %r15
	movq	1264(%rsp), %r14
	movabsq	$NRT_incref, %rbx
	vmovaps	%xmm7, 512(%rsp)
	vmovaps	%xmm6, 544(%rsp)
	vmovaps	%xmm5, 528(%rsp)
	vmovdqa	%xmm4, 496(%rsp)
	vmovdqa	%xmm3, 480(%rsp)
	vmovdqa	%xmm2, 464(%rsp)
	vmovdqa	%xmm1, 448(%rsp)
	vmovdqa	%xmm0, 432(%rsp)
	movq	%rsi, 240(%rsp)
	movb	$0, 126(%rsp)
	movq	$0, 424(%rsp)
	movq	%rdi, %r12
	callq	*%rbx
	movq	%r14, %rdi
	callq	*%rbx
	movq	%r15, %rdi
	callq	*%rbx
	movq	%rbp, %rdi
	callq	*%rbx
	movq	%r13, %rdi
	callq	*%rbx
	movq	1512(%rsp), %rdi
	callq	*%rbx
	movq	1568(%rsp), %rdi
	callq	*%rbx
	movq	1624(%rsp), %rdi
	callq	*%rbx
	movq	1680(%rsp), %rdi
	callq	*%rbx
	movq	1736(%rsp), %rdi
	callq	*%rbx
	movq	1136(%rsp), %rcx
	movabsq	$9223372036854775800, %rdx
	movq	(%rcx), %rax
	movq	8(%rcx), %rcx
	subq	%rax, %rcx
	movq	%rax, 376(%rsp)
	leaq	7(%rdx), %rax
	movq	%rcx, 248(%rsp)
	cmpq	%rax, %rcx
	jae	.LBB0_21
	movq	1312(%rsp), %rbp
	movq	1296(%rsp), %rdx
	movq	1216(%rsp), %rcx
	incq	248(%rsp)
	movq	1240(%rsp), %rsi
	vmovss	1176(%rsp), %xmm0
	vbroadcastss	528(%rsp), %ymm4
	movq	1224(%rsp), %rdi
	movq	1184(%rsp), %r8
	vbroadcastss	496(%rsp), %ymm5
	movq	1712(%rsp), %r11
	movq	1368(%rsp), %r13
	movq	1656(%rsp), %rbx
	movq	1600(%rsp), %r15
	vmovd	1160(%rsp), %xmm2
	vmovd	1168(%rsp), %xmm1
	vpbroadcastd	544(%rsp), %ymm3
	leaq	(%rbp,%rbp,2), %rax
	leaq	(%rdx,%rax,4), %rax
	vbroadcastss	%xmm0, %ymm0
	vmovups	%ymm4, 976(%rsp)
	vbroadcastss	464(%rsp), %ymm4
	vmovups	%ymm5, 944(%rsp)
	vbroadcastss	432(%rsp), %ymm5
	vmovdqu	%ymm3, 1008(%rsp)
	movq	%rax, 656(%rsp)
	movq	%rbp, %rax
	shlq	$4, %rax
	addq	%rdx, %rax
	cmpq	%rcx, 1256(%rsp)
	vmovups	%ymm0, 816(%rsp)
	vbroadcastss	480(%rsp), %ymm0
	movq	%rax, 648(%rsp)
	sete	%al
	cmpq	$2, %rsi
	setb	%r9b
	vmovups	%ymm4, 912(%rsp)
	vpbroadcastd	448(%rsp), %ymm4
	vmovups	%ymm5, 880(%rsp)
	orb	%al, %r9b
	movq	%rsi, %rax
	imulq	%rcx, %rax
	movq	376(%rsp), %rcx
	movb	%r9b, 127(%rsp)
	vmovups	%ymm0, 784(%rsp)
	vbroadcastss	512(%rsp), %ymm0
	movq	%rax, 560(%rsp)
	movq	%rcx, %r10
	imulq	%rsi, %r10
	leaq	1(%rcx), %r9
	movq	%rcx, %rax
	imulq	%r8, %rax
	movq	%r9, 592(%rsp)
	vmovdqu	%ymm4, 848(%rsp)
	addq	%rdi, %r10
	leaq	(,%rax,4), %r14
	leaq	(%r11,%rax,4), %r11
	movq	%r10, 328(%rsp)
	movq	%r8, %r10
	imulq	%r9, %r10
	movq	1768(%rsp), %r9
	vmovups	%ymm0, 1040(%rsp)
	vpbroadcastd	%xmm2, %ymm0
	movq	%r14, 576(%rsp)
	leaq	(%r13,%rax,4), %r14
	movq	%r11, 280(%rsp)
	movq	%rax, %r11
	negq	%r11
	leaq	(%r15,%rax,4), %r13
	movq	%r11, 392(%rsp)
	movq	%rcx, %r11
	vmovdqu	%ymm0, 720(%rsp)
	vpbroadcastd	%xmm1, %ymm0
	movq	%r14, 312(%rsp)
	leaq	(%rbx,%rax,4), %r14
	movq	%rcx, %rbx
	vmovdqu	%ymm0, 752(%rsp)
	leaq	(%r9,%rax,4), %r9
	movq	%r9, 272(%rsp)
	leaq	(%rdx,%rax,4), %r9
	movq	%rsi, %rax
	subq	%r8, %rsi
	imulq	%rsi, %r11
	movq	%rsi, 584(%rsp)
	xorl	%esi, %esi
	addq	%rdi, %r11
	leaq	(%rdx,%rbp,4), %rdi
	leaq	(%rdx,%rbp,8), %rdx
	movq	%rdx, 632(%rsp)
	leaq	(,%r8,4), %rdx
	movq	%rdi, 640(%rsp)
	movq	%rdx, 384(%rsp)
	jmp	.LBB0_23
	.p2align	4
.LBB0_22:
	movq	608(%rsp), %rbx
	movq	248(%rsp), %r15
	movq	600(%rsp), %rdi
	movabsq	$NRT_decref, %r14
	leaq	-1(%r15), %rbp
	incq	%rbx
	vzeroupper
	callq	*%r14
	movq	1192(%rsp), %rdi
	movq	%rdi, %r12
	callq	*%r14
	movq	384(%rsp), %rcx
	movq	1240(%rsp), %rax
	movq	1184(%rsp), %r8
	movq	400(%rsp), %rsi
	movq	616(%rsp), %r10
	movq	296(%rsp), %r14
	movq	288(%rsp), %r13
	movq	320(%rsp), %r9
	movq	232(%rsp), %r11
	movq	%rbp, 248(%rsp)
	addq	584(%rsp), %r11
	addq	%rax, 328(%rsp)
	subq	%r8, 392(%rsp)
	addq	%rcx, 312(%rsp)
	addq	%rcx, 280(%rsp)
	addq	%rcx, 272(%rsp)
	incq	%rsi
	addq	%r8, %r10
	addq	%rcx, %r14
	addq	%rcx, %r13
	addq	%rcx, %r9
	cmpq	$1, %r15
	jle	.LBB0_21
.LBB0_23:
	movq	1448(%rsp), %rdx
	movq	592(%rsp), %rcx
	movq	%rsi, 400(%rsp)
	movq	%r14, 296(%rsp)
	movq	%r10, %r14
	movq	%rbx, %r15
	movabsq	$NRT_incref, %rbp
	movq	%r13, 288(%rsp)
	movq	%r11, 232(%rsp)
	movq	%r9, 320(%rsp)
	movq	%r10, 616(%rsp)
	movq	%r12, %rdi
	movq	%rax, %r13
	cmpq	%r10, %rdx
	leaq	(%rcx,%rsi), %rsi
	cmovlq	%rdx, %r14
	imulq	%r8, %rsi
	cmpq	%rsi, %rdx
	movq	%rsi, %rcx
	cmovlq	%rdx, %rsi
	cmovlq	%rdx, %rcx
	movq	%rsi, 200(%rsp)
	movq	%rbx, %rsi
	imulq	%r8, %rsi
	movq	%rcx, 208(%rsp)
	leaq	(%rsi,%r8), %rcx
	movq	%rsi, 160(%rsp)
	cmpq	%rcx, %rdx
	cmovlq	%rdx, %rcx
	imulq	%rax, %r15
	addq	1224(%rsp), %r15
	movq	%rcx, 224(%rsp)
	vzeroupper
	callq	*%rbp
	movq	%r12, %rdi
	callq	*%rbp
	movq	1216(%rsp), %rcx
	movq	1200(%rsp), %rax
	movq	1256(%rsp), %rdx
	movq	%r15, 696(%rsp)
	movq	%rcx, 688(%rsp)
	movq	%r12, 664(%rsp)
	movq	%r13, 680(%rsp)
	movq	%rax, 672(%rsp)
	movq	%r13, 704(%rsp)
	movq	%rdx, 712(%rsp)
	cmpq	$8, %rcx
	je	.LBB0_34
	cmpb	$0, 127(%rsp)
	je	.LBB0_25
	cmpq	$8, %rcx
	jle	.LBB0_29
	testb	$7, %cl
	je	.LBB0_34
	jmp	.LBB0_27
	.p2align	4
.LBB0_29:
	testb	$7, 560(%rsp)
	jne	.LBB0_30
.LBB0_34:
	movabsq	$.LCPI0_0, %rax
	movabsq	$.LCPI0_1, %rdx
	movb	$0, 126(%rsp)
	movl	$1, %r9d
	leaq	126(%rsp), %rdi
	leaq	424(%rsp), %rsi
	xorl	%ecx, %ecx
	xorl	%r8d, %r8d
	vmovaps	(%rax), %ymm0
	leaq	712(%rsp), %rax
	vmovups	%ymm0, 72(%rsp)
	vmovaps	(%rdx), %ymm0
	movq	%rax, 64(%rsp)
	leaq	704(%rsp), %rax
	movl	$1, %edx
	vmovups	%ymm0, 16(%rsp)
	movq	%rax, 8(%rsp)
	movabsq	$_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa, %rax
	movl	$67, 104(%rsp)
	movq	$8, 56(%rsp)
	movq	$1, 48(%rsp)
	movq	$8, (%rsp)
	vzeroupper
	callq	*%rax
	movq	424(%rsp), %rcx
	cmpb	$0, 126(%rsp)
	je	.LBB0_38
	testl	%eax, %eax
	jne	.LBB0_31
	movq	704(%rsp), %rax
	movq	%rbx, 608(%rsp)
	movq	%rax, 680(%rsp)
	movq	$8, 688(%rsp)
	movq	696(%rsp), %rax
	movq	664(%rsp), %rdi
	movq	%rax, 624(%rsp)
	movabsq	$NRT_incref, %rax
	movq	%rdi, 600(%rsp)
	callq	*%rax
	movq	1192(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
	vmovaps	512(%rsp), %xmm8
	vmovaps	496(%rsp), %xmm11
	vmovaps	480(%rsp), %xmm12
	vmovaps	464(%rsp), %xmm13
	vmovaps	448(%rsp), %xmm14
	vmovaps	432(%rsp), %xmm9
	vmovss	1176(%rsp), %xmm15
	vmovss	1168(%rsp), %xmm6
	vmovups	1040(%rsp), %ymm7
	vmovups	720(%rsp), %ymm10
	cmpq	$0, 1552(%rsp)
	movq	1768(%rsp), %rbx
	movq	1368(%rsp), %r8
	movq	1600(%rsp), %r9
	jle	.LBB0_22
	addq	392(%rsp), %r14
	movq	400(%rsp), %rsi
	movq	208(%rsp), %rdi
	movq	384(%rsp), %r10
	movq	%r14, %rax
	sarq	$63, %rax
	imulq	%rsi, %r10
	addq	576(%rsp), %r10
	andnq	%r14, %rax, %rcx
	movabsq	$9223372036854775800, %rax
	andq	%rax, %rcx
	movq	376(%rsp), %rax
	movq	%rcx, 408(%rsp)
	leaq	(%rbx,%r10), %rbp
	addq	%r10, %r8
	movq	%r8, 184(%rsp)
	leaq	(%rax,%rsi), %r11
	leaq	(%r9,%r10), %rsi
	movq	%r11, %rax
	imulq	1184(%rsp), %rax
	imulq	1240(%rsp), %r11
	movq	%rsi, 168(%rsp)
	addq	1224(%rsp), %r11
	subq	%rax, %rdi
	movq	%rdi, %rcx
	sarq	$63, %rcx
	movq	%rdi, 208(%rsp)
	movq	%r11, 128(%rsp)
	andnq	%rdi, %rcx, %rdx
	movq	1712(%rsp), %rcx
	leaq	(%rbp,%rdx,4), %rdi
	leaq	(%r11,%rdx), %r14
	movq	%rdx, 192(%rsp)
	movq	%rdi, 136(%rsp)
	leaq	(%rcx,%r10), %r13
	movq	1656(%rsp), %rcx
	leaq	(%r13,%rdx,4), %r12
	leaq	(%rcx,%r10), %r9
	movq	200(%rsp), %rcx
	addq	1296(%rsp), %r10
	leaq	(%r9,%rdx,4), %rbx
	movq	%r9, 336(%rsp)
	movq	%rbx, 152(%rsp)
	subq	%rax, %rcx
	movq	%rcx, %rax
	sarq	$63, %rax
	movq	%rcx, 200(%rsp)
	andnq	%rcx, %rax, %rax
	movq	224(%rsp), %rcx
	subq	160(%rsp), %rcx
	movq	%rax, 176(%rsp)
	movq	%rcx, %rax
	sarq	$63, %rax
	movq	%rcx, 224(%rsp)
	andnq	%rcx, %rax, %rax
	movq	%rax, 216(%rsp)
	leaq	63(%rcx), %rax
	sarq	$6, %rax
	cmpq	%rdi, %r13
	movq	%rax, 416(%rsp)
	setb	%al
	cmpq	%r12, %rbp
	setb	%dil
	andb	%al, %dil
	leaq	(%rsi,%rdx,4), %rax
	cmpq	%rax, %r13
	movq	%rax, 304(%rsp)
	setb	%al
	cmpq	%r12, %rsi
	movq	%r9, %rsi
	setb	%r15b
	andb	%al, %r15b
	orb	%dil, %r15b
	cmpq	%rbx, %r13
	setb	%al
	cmpq	%r12, %r9
	leaq	(%r8,%rdx,4), %r9
	setb	%dil
	andb	%al, %dil
	cmpq	%r9, %r13
	movq	%r9, 144(%rsp)
	setb	%cl
	cmpq	%r12, %r8
	movq	%rbp, %r8
	movq	304(%rsp), %rbp
	movq	%r8, 256(%rsp)
	setb	%al
	andb	%cl, %al
	orb	%dil, %al
	orb	%r15b, %al
	cmpq	%r14, %r13
	movq	136(%rsp), %r15
	setb	%cl
	cmpq	%r12, %r11
	movq	168(%rsp), %r11
	setb	%dil
	andb	%cl, %dil
	leaq	(%r10,%rdx,4), %rcx
	cmpq	%rcx, %r13
	movq	%rcx, 264(%rsp)
	setb	%cl
	cmpq	%r12, %r10
	movq	128(%rsp), %r12
	setb	%dl
	andb	%cl, %dl
	orb	%dil, %dl
	cmpq	%rbp, %r8
	setb	%dil
	cmpq	%r15, %r11
	setb	%cl
	andb	%dil, %cl
	orb	%dl, %cl
	orb	%al, %cl
	cmpq	%rbx, %r8
	movq	184(%rsp), %rbx
	setb	%al
	cmpq	%r15, %rsi
	movq	%r9, %rsi
	setb	%dl
	andb	%al, %dl
	cmpq	%r9, %r8
	movq	%r8, %r9
	setb	%al
	cmpq	%r15, %rbx
	setb	%dil
	andb	%al, %dil
	orb	%dl, %dil
	cmpq	%r14, %r8
	movq	264(%rsp), %r8
	movq	%r15, %rdx
	setb	%al
	cmpq	%r15, %r12
	setb	%r15b
	andb	%al, %r15b
	orb	%dil, %r15b
	movq	%r11, %rdi
	movq	152(%rsp), %r11
	cmpq	%r8, %r9
	movq	336(%rsp), %r9
	setb	%al
	cmpq	%rdx, %r10
	setb	%dl
	andb	%al, %dl
	orb	%r15b, %dl
	movq	%rbp, %r15
	orb	%cl, %dl
	cmpq	%r11, %rdi
	setb	%al
	cmpq	%rbp, %r9
	movq	%rbx, %rbp
	setb	%cl
	andb	%al, %cl
	cmpq	%rsi, %rdi
	movq	%rdi, %rax
	setb	%sil
	cmpq	%r15, %rbx
	movq	%r12, %rbx
	setb	%dil
	andb	%sil, %dil
	orb	%cl, %dil
	cmpq	%r14, %rax
	setb	%sil
	cmpq	%r15, %r12
	setb	%cl
	andb	%sil, %cl
	movq	144(%rsp), %rsi
	orb	%dil, %cl
	cmpq	%r8, %rax
	setb	%al
	cmpq	%r15, %r10
	setb	%dil
	andb	%al, %dil
	orb	%cl, %dil
	cmpq	%rsi, %r9
	setb	%cl
	cmpq	%r11, %rbp
	setb	%al
	andb	%cl, %al
	orb	%dil, %al
	orb	%dl, %al
	cmpq	%r14, %r9
	setb	%cl
	cmpq	%r11, %r12
	movq	%r8, %r12
	setb	%dl
	andb	%cl, %dl
	cmpq	%r8, %r9
	movq	176(%rsp), %r9
	setb	%cl
	cmpq	%r11, %r10
	setb	%dil
	andb	%cl, %dil
	orb	%dl, %dil
	cmpq	%r14, %rbp
	setb	%cl
	cmpq	%rsi, %rbx
	setb	%dl
	andb	%cl, %dl
	orb	%dil, %dl
	cmpq	%r12, %rbp
	setb	%cl
	cmpq	%rsi, %r10
	movq	336(%rsp), %rsi
	setb	%dil
	andb	%cl, %dil
	orb	%dl, %dil
	cmpq	%r12, %rbx
	movq	256(%rsp), %r12
	setb	%cl
	cmpq	%r14, %r10
	setb	%dl
	andb	%cl, %dl
	movq	192(%rsp), %rcx
	orb	%dil, %dl
	orb	%al, %dl
	movabsq	$9223372036854775800, %rax
	leaq	(%r12,%r9,4), %r11
	movb	%dl, 304(%rsp)
	movq	%r9, %rdx
	leaq	(%rbp,%rdx,4), %r8
	andq	%rax, %rcx
	movq	216(%rsp), %rax
	movq	%r8, 144(%rsp)
	movq	%rcx, 192(%rsp)
	subq	%rcx, %rax
	leaq	(%r13,%r9,4), %rcx
	movq	168(%rsp), %r9
	cmpq	%r11, %r13
	movq	%rax, 264(%rsp)
	setb	%al
	cmpq	%rcx, %r12
	setb	%dil
	andb	%al, %dil
	leaq	(%r9,%rdx,4), %r14
	cmpq	%r14, %r13
	setb	%al
	cmpq	%rcx, %r9
	setb	%r15b
	andb	%al, %r15b
	leaq	(%rsi,%rdx,4), %rax
	orb	%dil, %r15b
	cmpq	%rax, %r13
	movq	%rax, 136(%rsp)
	setb	%al
	cmpq	%rcx, %rsi
	movq	%rdx, %rsi
	leaq	(%r10,%rsi,4), %rbx
	setb	%dil
	andb	%al, %dil
	cmpq	%r8, %r13
	setb	%dl
	cmpq	%rcx, %rbp
	movq	128(%rsp), %rbp
	setb	%al
	andb	%dl, %al
	orb	%dil, %al
	orb	%r15b, %al
	movq	1768(%rsp), %r15
	leaq	(%rbp,%rsi), %rdx
	cmpq	%rdx, %r13
	movq	%rdx, 152(%rsp)
	setb	%dl
	cmpq	%rcx, %rbp
	setb	%dil
	andb	%dl, %dil
	cmpq	%rbx, %r13
	movq	152(%rsp), %r13
	setb	%dl
	cmpq	%rcx, %r10
	setb	%cl
	andb	%dl, %cl
	orb	%dil, %cl
	cmpq	%r14, %r12
	movq	%r12, %rdi
	movq	136(%rsp), %r12
	setb	%dl
	cmpq	%r11, %r9
	movq	184(%rsp), %r9
	setb	%sil
	andb	%dl, %sil
	orb	%cl, %sil
	orb	%al, %sil
	movq	336(%rsp), %rax
	cmpq	%r12, %rdi
	setb	%dl
	cmpq	%r11, %rax
	setb	%cl
	andb	%dl, %cl
	cmpq	%r8, %rdi
	setb	%r8b
	cmpq	%r11, %r9
	setb	%dl
	andb	%r8b, %dl
	orb	%cl, %dl
	cmpq	%r13, %rdi
	movq	%rdi, %rcx
	setb	%r8b
	cmpq	%r11, %rbp
	setb	%dil
	andb	%r8b, %dil
	movq	1368(%rsp), %r8
	orb	%dl, %dil
	cmpq	%rbx, %rcx
	setb	%dl
	cmpq	%r11, %r10
	movq	168(%rsp), %r11
	setb	%cl
	andb	%dl, %cl
	orb	%dil, %cl
	movq	144(%rsp), %rdi
	orb	%sil, %cl
	cmpq	%r12, %r11
	movq	%r9, %r12
	setb	%sil
	cmpq	%r14, %rax
	setb	%dl
	andb	%sil, %dl
	cmpq	%rdi, %r11
	setb	%al
	cmpq	%r14, %r9
	movq	336(%rsp), %r9
	setb	%sil
	andb	%al, %sil
	orb	%dl, %sil
	cmpq	%r13, %r11
	setb	%al
	cmpq	%r14, %rbp
	setb	%dl
	andb	%al, %dl
	orb	%sil, %dl
	cmpq	%rbx, %r11
	movq	136(%rsp), %r11
	setb	%al
	cmpq	%r14, %r10
	setb	%sil
	andb	%al, %sil
	orb	%dl, %sil
	cmpq	%rdi, %r9
	setb	%dl
	cmpq	%r11, %r12
	setb	%al
	andb	%dl, %al
	orb	%sil, %al
	orb	%cl, %al
	cmpq	%r13, %r9
	setb	%cl
	cmpq	%r11, %rbp
	setb	%dl
	andb	%cl, %dl
	cmpq	%rbx, %r9
	setb	%cl
	cmpq	%r11, %r10
	setb	%sil
	andb	%cl, %sil
	orb	%dl, %sil
	cmpq	%r13, %r12
	setb	%cl
	cmpq	%rdi, %rbp
	setb	%dl
	andb	%cl, %dl
	orb	%sil, %dl
	cmpq	%rbx, %r12
	setb	%cl
	cmpq	%rdi, %r10
	movq	160(%rsp), %rdi
	setb	%sil
	andb	%cl, %sil
	movq	192(%rsp), %rcx
	orb	%dl, %sil
	cmpq	%rbx, %rbp
	leaq	(%rdi,%rcx), %rcx
	movq	%rcx, 256(%rsp)
	setb	%cl
	cmpq	%r13, %r10
	movq	216(%rsp), %r13
	movq	1656(%rsp), %r10
	setb	%dl
	andb	%cl, %dl
	movq	176(%rsp), %rcx
	orb	%sil, %dl
	orb	%al, %dl
	movabsq	$9223372036854775800, %rax
	movb	%dl, 184(%rsp)
	andq	%rax, %rcx
	subq	%rcx, %r13
	leaq	(%rdi,%rcx), %rax
	movq	%rcx, 176(%rsp)
	xorl	%ecx, %ecx
	movq	%r13, 152(%rsp)
	movq	%rax, 144(%rsp)
	jmp	.LBB0_3
	.p2align	4
.LBB0_2:
	movq	136(%rsp), %rcx
	movq	1368(%rsp), %r8
	incq	%rcx
	cmpq	%rcx, 1552(%rsp)
	je	.LBB0_22
.LBB0_3:
	movq	1544(%rsp), %rax
	movabsq	$.LCPI0_16, %rsi
	movq	%rcx, 136(%rsp)
	movl	(%rax,%rcx,4), %eax
	movl	%eax, 128(%rsp)
	testq	%rcx, %rcx
	je	.LBB0_4
	cmpq	$0, 224(%rsp)
	movq	1712(%rsp), %r14
	movabsq	$.LCPI0_4, %r9
	movabsq	$.LCPI0_6, %r12
	movabsq	$.LCPI0_8, %rbp
	movabsq	$.LCPI0_9, %r13
	movabsq	$.LCPI0_11, %r11
	movabsq	$.LCPI0_12, %rdi
	jle	.LBB0_47
	cmpq	$8, 208(%rsp)
	movq	216(%rsp), %rbx
	movq	160(%rsp), %rdx
	setl	%al
	orb	304(%rsp), %al
	testb	$1, %al
	jne	.LBB0_45
	vmovss	128(%rsp), %xmm0
	vmovaps	%ymm7, %ymm13
	vmovups	1008(%rsp), %ymm9
	vmovups	976(%rsp), %ymm10
	vmovups	944(%rsp), %ymm12
	vmovups	912(%rsp), %ymm14
	vmovups	880(%rsp), %ymm15
	vmovups	848(%rsp), %ymm7
	vmovups	816(%rsp), %ymm11
	vmovups	784(%rsp), %ymm8
	movq	312(%rsp), %rdx
	movq	280(%rsp), %rsi
	movq	272(%rsp), %r8
	movq	408(%rsp), %r13
	movq	296(%rsp), %r12
	movq	288(%rsp), %rbx
	movq	320(%rsp), %rdi
	movabsq	$.LCPI0_3, %r9
	movabsq	$.LCPI0_13, %rax
	movabsq	$.LCPI0_14, %rbp
	movabsq	$.LCPI0_10, %r14
	xorl	%ecx, %ecx
	vbroadcastss	%xmm0, %ymm0
	vmovups	%ymm0, 336(%rsp)
	vmovups	752(%rsp), %ymm0
	.p2align	4
.LBB0_43:
	vmovdqu	336(%rsp), %ymm1
	movabsq	$.LCPI0_2, %r11
	vpxor	(%rdi,%rcx,4), %ymm1, %ymm1
	vpsrld	$16, %ymm1, %ymm2
	vpxor	%ymm1, %ymm2, %ymm1
	vpbroadcastd	(%r11), %ymm2
	movabsq	$.LCPI0_4, %r11
	vbroadcastss	(%r11), %ymm3
	movabsq	$.LCPI0_5, %r11
	vbroadcastss	(%r11), %ymm5
	movabsq	$.LCPI0_6, %r11
	vbroadcastss	(%r11), %ymm6
	movabsq	$.LCPI0_7, %r11
	vpmulld	%ymm2, %ymm1, %ymm1
	vpsrld	$15, %ymm1, %ymm2
	vpxor	%ymm1, %ymm2, %ymm1
	vpbroadcastd	(%r9), %ymm2
	vpmulld	%ymm2, %ymm1, %ymm1
	vpsrld	$31, %ymm1, %ymm1
	vcvtdq2ps	%ymm1, %ymm2
	vmovups	(%rbx,%rcx,4), %ymm1
	vfmsub213ps	%ymm10, %ymm9, %ymm2
	vmulps	%ymm1, %ymm1, %ymm4
	vfmadd231ps	%ymm3, %ymm4, %ymm5
	vbroadcastss	(%r11), %ymm3
	movabsq	$.LCPI0_8, %r11
	vfmadd231ps	%ymm5, %ymm4, %ymm6
	vbroadcastss	(%r11), %ymm5
	movabsq	$.LCPI0_9, %r11
	vfmadd231ps	%ymm3, %ymm4, %ymm5
	vbroadcastss	(%r11), %ymm3
	movabsq	$.LCPI0_11, %r11
	vfmadd231ps	%ymm5, %ymm4, %ymm3
	vbroadcastss	(%r14), %ymm5
	vmulps	%ymm3, %ymm4, %ymm3
	vmulps	%ymm5, %ymm4, %ymm5
	vfmadd231ps	%ymm3, %ymm4, %ymm5
	vmulps	%ymm6, %ymm4, %ymm4
	vbroadcastss	(%r11), %ymm6
	vmovups	(%r12,%rcx,4), %ymm3
	movabsq	$.LCPI0_12, %r11
	vfmadd132ps	%ymm1, %ymm1, %ymm4
	vaddps	%ymm6, %ymm5, %ymm5
	vmulps	%ymm3, %ymm12, %ymm6
	vfmadd231ps	%ymm3, %ymm13, %ymm1
	vmulps	%ymm6, %ymm3, %ymm6
	vfmadd213ps	%ymm2, %ymm4, %ymm6
	vmulps	%ymm6, %ymm14, %ymm2
	vmulps	%ymm2, %ymm5, %ymm6
	vfmsub231ps	%ymm4, %ymm15, %ymm6
	vmulps	%ymm5, %ymm7, %ymm4
	vmulps	%ymm4, %ymm5, %ymm4
	vfnmadd213ps	%ymm11, %ymm14, %ymm4
	vmulps	%ymm4, %ymm8, %ymm4
	vdivps	%ymm4, %ymm6, %ymm4
	vmulps	%ymm4, %ymm12, %ymm6
	vfmadd213ps	%ymm3, %ymm13, %ymm4
	vmulps	%ymm6, %ymm5, %ymm5
	vbroadcastss	(%r11), %ymm6
	movq	328(%rsp), %r11
	vfnmadd213ps	%ymm2, %ymm14, %ymm5
	vmovups	(%r8,%rcx,4), %ymm2
	vfmadd213ps	%ymm2, %ymm13, %ymm5
	vfmadd213ps	(%rsi,%rcx,4), %ymm13, %ymm2
	vmovups	%ymm2, (%rsi,%rcx,4)
	vmovups	%ymm5, (%r8,%rcx,4)
	vmovups	720(%rsp), %ymm5
	vmovups	%ymm1, (%rbx,%rcx,4)
	vandps	%ymm6, %ymm2, %ymm2
	vandps	%ymm6, %ymm1, %ymm1
	vmovups	%ymm4, (%r12,%rcx,4)
	vpcmpeqd	%ymm4, %ymm4, %ymm4
	vcmpltps	%ymm1, %ymm0, %ymm1
	vmovdqu	(%rdx,%rcx,4), %ymm3
	vcmpltps	%ymm2, %ymm5, %ymm2
	vorps	%ymm2, %ymm1, %ymm1
	vpsubd	%ymm4, %ymm3, %ymm4
	vextractf128	$1, %ymm1, %xmm2
	vmovdqu	%ymm4, (%rdx,%rcx,4)
	vpackssdw	%xmm2, %xmm1, %xmm1
	vpbroadcastd	(%rax), %ymm2
	vpsrlw	$15, %xmm1, %xmm1
	vpackuswb	%xmm1, %xmm1, %xmm1
	vpcmpgtd	%ymm2, %ymm3, %ymm2
	vextracti128	$1, %ymm2, %xmm3
	vpackssdw	%xmm3, %xmm2, %xmm2
	vpacksswb	%xmm2, %xmm2, %xmm2
	vpand	(%rbp), %xmm2, %xmm2
	vpaddb	%xmm2, %xmm2, %xmm2
	vpor	%xmm1, %xmm2, %xmm1
	vmovq	%xmm1, (%r11,%rcx)
	addq	$8, %rcx
	cmpq	%rcx, %r13
	jne	.LBB0_43
	vmovaps	%ymm13, %ymm7
	vmovss	1168(%rsp), %xmm6
	vmovups	720(%rsp), %ymm10
	vmovaps	512(%rsp), %xmm8
	vmovaps	496(%rsp), %xmm11
	vmovaps	480(%rsp), %xmm12
	vmovaps	464(%rsp), %xmm13
	vmovaps	448(%rsp), %xmm14
	vmovaps	432(%rsp), %xmm9
	vmovss	1176(%rsp), %xmm15
	movq	264(%rsp), %rbx
	movq	256(%rsp), %rdx
	movq	192(%rsp), %rax
	movq	1368(%rsp), %r8
	movq	1712(%rsp), %r14
	movabsq	$.LCPI0_6, %r12
	movabsq	$.LCPI0_8, %rbp
	movabsq	$.LCPI0_9, %r13
	movabsq	$.LCPI0_11, %r11
	movabsq	$.LCPI0_12, %rdi
	movabsq	$.LCPI0_4, %r9
	cmpq	%rax, 208(%rsp)
	je	.LBB0_47
.LBB0_45:
	incq	%rbx
	.p2align	4
.LBB0_46:
	movq	1296(%rsp), %rax
	vmovss	(%r10,%rdx,4), %xmm1
	movq	%r14, %rcx
	movl	(%rax,%rdx,4), %eax
	xorl	128(%rsp), %eax
	movl	%eax, %esi
	shrl	$16, %esi
	xorl	%eax, %esi
	imull	$2146121005, %esi, %eax
	movl	%eax, %esi
	shrl	$15, %esi
	xorl	%eax, %esi
	imull	$-2073254261, %esi, %eax
	movq	1600(%rsp), %rsi
	shrl	$31, %eax
	vxorps	%xmm5, %xmm5, %xmm5
	vcvtsi2ss	%eax, %xmm5, %xmm2
	vmovaps	528(%rsp), %xmm0
	movabsq	$.LCPI0_7, %rax
	vfmsub132ss	544(%rsp), %xmm0, %xmm2
	vmovss	(%rsi,%rdx,4), %xmm0
	vmovss	(%rax), %xmm4
	movabsq	$.LCPI0_10, %rax
	vmulss	%xmm0, %xmm0, %xmm3
	vfmadd213ss	(%rbp), %xmm3, %xmm4
	vmulss	(%rax), %xmm3, %xmm5
	movabsq	$.LCPI0_5, %rax
	vfmadd213ss	(%r13), %xmm3, %xmm4
	vmulss	%xmm4, %xmm3, %xmm4
	vfmadd231ss	%xmm4, %xmm3, %xmm5
	vmovss	(%r9), %xmm4
	vfmadd213ss	(%rax), %xmm3, %xmm4
	vfmadd213ss	(%r12), %xmm3, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vaddss	(%r11), %xmm5, %xmm4
	vmulss	%xmm1, %xmm11, %xmm5
	vfmadd132ss	%xmm0, %xmm0, %xmm3
	vmulss	%xmm5, %xmm1, %xmm5
	vfmadd231ss	%xmm1, %xmm8, %xmm0
	vfmadd213ss	%xmm2, %xmm3, %xmm5
	vmulss	%xmm5, %xmm13, %xmm2
	vmulss	%xmm2, %xmm4, %xmm5
	vfmsub231ss	%xmm3, %xmm9, %xmm5
	vmulss	%xmm4, %xmm14, %xmm3
	vmulss	%xmm3, %xmm4, %xmm3
	vfnmadd213ss	%xmm15, %xmm13, %xmm3
	vmulss	%xmm3, %xmm12, %xmm3
	vdivss	%xmm3, %xmm5, %xmm3
	vmulss	%xmm3, %xmm11, %xmm5
	vfmadd213ss	%xmm1, %xmm8, %xmm3
	vbroadcastss	(%rdi), %xmm1
	vmulss	%xmm5, %xmm4, %xmm4
	vfnmadd213ss	%xmm2, %xmm13, %xmm4
	vmovss	(%r15,%rdx,4), %xmm2
	vfmadd213ss	%xmm2, %xmm8, %xmm4
	vfmadd213ss	(%r14,%rdx,4), %xmm8, %xmm2
	vmovss	%xmm2, (%r14,%rdx,4)
	vmovss	%xmm4, (%r15,%rdx,4)
	vmovss	%xmm0, (%rsi,%rdx,4)
	vandps	%xmm1, %xmm0, %xmm0
	vmovss	%xmm3, (%r10,%rdx,4)
	vandps	%xmm1, %xmm2, %xmm2
	vmovss	1160(%rsp), %xmm1
	movq	%rbp, %r14
	movq	%r12, %rbp
	movq	%rdi, %r12
	movq	%r11, %rdi
	movq	%r9, %r11
	movq	%r13, %r9
	movq	1368(%rsp), %r13
	movl	(%r8,%rdx,4), %esi
	vcmpltss	%xmm0, %xmm6, %xmm0
	leal	1(%rsi), %r8d
	cmpl	$499, %esi
	movl	%r8d, (%r13,%rdx,4)
	movq	%r9, %r13
	movq	%r11, %r9
	movq	%rdi, %r11
	movq	%r12, %rdi
	movq	%rbp, %r12
	movq	%r14, %rbp
	movq	%rcx, %r14
	movq	232(%rsp), %rcx
	movq	1368(%rsp), %r8
	setge	%sil
	decq	%rbx
	vcmpltss	%xmm2, %xmm1, %xmm1
	addb	%sil, %sil
	vorps	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %eax
	subb	%al, %sil
	movb	%sil, (%rcx,%rdx)
	incq	%rdx
	cmpq	$1, %rbx
	jg	.LBB0_46
	jmp	.LBB0_47
	.p2align	4
.LBB0_4:
	cmpq	$0, 224(%rsp)
	movq	1600(%rsp), %rbp
	movabsq	$.LCPI0_4, %r9
	movabsq	$.LCPI0_5, %r14
	movabsq	$.LCPI0_6, %r12
	movabsq	$.LCPI0_7, %r11
	movabsq	$.LCPI0_8, %rdi
	movabsq	$.LCPI0_9, %r13
	movabsq	$.LCPI0_11, %rbx
	jle	.LBB0_47
	cmpq	$8, 200(%rsp)
	movq	216(%rsp), %rcx
	movq	160(%rsp), %rdx
	setl	%al
	orb	184(%rsp), %al
	testb	$1, %al
	jne	.LBB0_9
	vmovss	128(%rsp), %xmm0
	vmovups	944(%rsp), %ymm12
	vmovups	912(%rsp), %ymm14
	vmovups	880(%rsp), %ymm13
	vmovups	816(%rsp), %ymm11
	vmovups	784(%rsp), %ymm9
	vmovups	752(%rsp), %ymm8
	movq	280(%rsp), %rsi
	movq	272(%rsp), %r8
	movq	296(%rsp), %rbp
	movq	288(%rsp), %rax
	vmovaps	%ymm10, %ymm15
	xorl	%ecx, %ecx
	vmovaps	%ymm7, %ymm10
	vbroadcastss	%xmm0, %ymm0
	vmovups	%ymm0, 336(%rsp)
	vmovups	848(%rsp), %ymm0
	.p2align	4
.LBB0_7:
	movabsq	$.LCPI0_15, %rdx
	vmovups	(%rax,%rcx,4), %ymm1
	vbroadcastss	(%r9), %ymm6
	vbroadcastss	(%r14), %ymm7
	vbroadcastss	(%rdx), %ymm2
	movabsq	$.LCPI0_16, %rdx
	vbroadcastss	(%rdx), %ymm3
	movabsq	$.LCPI0_17, %rdx
	vbroadcastss	(%rdx), %ymm4
	movabsq	$.LCPI0_18, %rdx
	vbroadcastss	(%rdx), %ymm5
	movabsq	$.LCPI0_19, %rdx
	vfmadd213ps	%ymm3, %ymm1, %ymm2
	vroundps	$9, %ymm2, %ymm2
	vfmadd213ps	%ymm1, %ymm2, %ymm4
	vfmadd213ps	%ymm4, %ymm2, %ymm5
	vcvttps2dq	%ymm2, %ymm2
	vmulps	%ymm5, %ymm5, %ymm4
	vfmadd231ps	%ymm6, %ymm4, %ymm7
	vbroadcastss	(%r12), %ymm6
	vmulps	%ymm3, %ymm4, %ymm3
	vfmadd231ps	%ymm7, %ymm4, %ymm6
	vbroadcastss	(%rdi), %ymm7
	vmulps	%ymm6, %ymm4, %ymm6
	vfmadd132ps	%ymm5, %ymm5, %ymm6
	vbroadcastss	(%r11), %ymm5
	vfmadd231ps	%ymm5, %ymm4, %ymm7
	vbroadcastss	(%r13), %ymm5
	vfmadd231ps	%ymm7, %ymm4, %ymm5
	vpslld	$30, %ymm2, %ymm7
	vmulps	%ymm5, %ymm4, %ymm5
	vfmsub231ps	%ymm5, %ymm4, %ymm3
	vbroadcastss	(%rbx), %ymm4
	vxorps	%xmm5, %xmm5, %xmm5
	vaddps	%ymm4, %ymm3, %ymm3
	vpbroadcastd	(%rdx), %ymm4
	movabsq	$.LCPI0_20, %rdx
	vpand	%ymm4, %ymm2, %ymm4
	vpcmpeqd	%ymm5, %ymm4, %ymm4
	vblendvps	%ymm4, %ymm6, %ymm3, %ymm5
	vblendvps	%ymm4, %ymm3, %ymm6, %ymm3
	vbroadcastss	(%rdx), %ymm4
	movq	320(%rsp), %rdx
	vxorps	%ymm4, %ymm5, %ymm6
	vxorps	%ymm4, %ymm3, %ymm4
	vblendvps	%ymm7, %ymm6, %ymm5, %ymm5
	vmovdqu	336(%rsp), %ymm6
	vpxor	(%rdx,%rcx,4), %ymm6, %ymm6
	movabsq	$.LCPI0_2, %rdx
	vpsrld	$16, %ymm6, %ymm7
	vpxor	%ymm6, %ymm7, %ymm6
	vpbroadcastd	(%rdx), %ymm7
	movabsq	$.LCPI0_3, %rdx
	vpmulld	%ymm7, %ymm6, %ymm6
	vpsrld	$15, %ymm6, %ymm7
	vpxor	%ymm6, %ymm7, %ymm6
	vpbroadcastd	(%rdx), %ymm7
	movq	312(%rsp), %rdx
	vpmulld	%ymm7, %ymm6, %ymm6
	vmovups	976(%rsp), %ymm7
	vpsrld	$31, %ymm6, %ymm6
	vcvtdq2ps	%ymm6, %ymm6
	vfmsub132ps	1008(%rsp), %ymm7, %ymm6
	vpcmpeqd	%ymm7, %ymm7, %ymm7
	vpsubd	%ymm7, %ymm2, %ymm2
	vpslld	$30, %ymm2, %ymm2
	vblendvps	%ymm2, %ymm4, %ymm3, %ymm2
	vmovups	(%rbp,%rcx,4), %ymm3
	vmulps	%ymm3, %ymm12, %ymm4
	vfmadd231ps	%ymm3, %ymm10, %ymm1
	vmulps	%ymm4, %ymm3, %ymm4
	vfmadd213ps	%ymm6, %ymm5, %ymm4
	vmulps	%ymm4, %ymm14, %ymm4
	vmulps	%ymm4, %ymm2, %ymm6
	vfmsub231ps	%ymm5, %ymm13, %ymm6
	vmulps	%ymm2, %ymm0, %ymm5
	vmulps	%ymm5, %ymm2, %ymm5
	vfnmadd213ps	%ymm11, %ymm14, %ymm5
	vmulps	%ymm5, %ymm9, %ymm5
	vdivps	%ymm5, %ymm6, %ymm5
	vmulps	%ymm5, %ymm12, %ymm6
	vfmadd213ps	%ymm3, %ymm10, %ymm5
	vmulps	%ymm6, %ymm2, %ymm2
	vfnmadd213ps	%ymm4, %ymm14, %ymm2
	vmovups	(%r8,%rcx,4), %ymm4
	vfmadd213ps	%ymm4, %ymm10, %ymm2
	vfmadd213ps	(%rsi,%rcx,4), %ymm10, %ymm4
	vmovups	%ymm4, (%rsi,%rcx,4)
	vmovups	%ymm2, (%r8,%rcx,4)
	vmovups	%ymm1, (%rax,%rcx,4)
	vmovups	%ymm5, (%rbp,%rcx,4)
	vmovdqu	(%rdx,%rcx,4), %ymm2
	vpsubd	%ymm7, %ymm2, %ymm3
	vmovdqu	%ymm3, (%rdx,%rcx,4)
	movabsq	$.LCPI0_12, %rdx
	vbroadcastss	(%rdx), %ymm3
	movabsq	$.LCPI0_13, %rdx
	vandps	%ymm3, %ymm1, %ymm1
	vandps	%ymm3, %ymm4, %ymm4
	vcmpltps	%ymm4, %ymm15, %ymm3
	vcmpltps	%ymm1, %ymm8, %ymm1
	vorps	%ymm3, %ymm1, %ymm1
	vextractf128	$1, %ymm1, %xmm3
	vpackssdw	%xmm3, %xmm1, %xmm1
	vpbroadcastd	(%rdx), %ymm3
	movabsq	$.LCPI0_14, %rdx
	vpsrlw	$15, %xmm1, %xmm1
	vpackuswb	%xmm1, %xmm1, %xmm1
	vpcmpgtd	%ymm3, %ymm2, %ymm2
	vextracti128	$1, %ymm2, %xmm3
	vpackssdw	%xmm3, %xmm2, %xmm2
	vpacksswb	%xmm2, %xmm2, %xmm2
	vpand	(%rdx), %xmm2, %xmm2
	movq	328(%rsp), %rdx
	vpaddb	%xmm2, %xmm2, %xmm2
	vpor	%xmm1, %xmm2, %xmm1
	vmovq	%xmm1, (%rdx,%rcx)
	addq	$8, %rcx
	cmpq	%rcx, 408(%rsp)
	jne	.LBB0_7
	vmovss	1176(%rsp), %xmm0
	vmovss	1168(%rsp), %xmm6
	vmovaps	512(%rsp), %xmm8
	vmovaps	496(%rsp), %xmm11
	vmovaps	480(%rsp), %xmm12
	vmovaps	464(%rsp), %xmm13
	vmovaps	448(%rsp), %xmm14
	vmovaps	432(%rsp), %xmm9
	movq	152(%rsp), %rcx
	movq	144(%rsp), %rdx
	movq	176(%rsp), %rax
	movq	1600(%rsp), %rbp
	movabsq	$.LCPI0_16, %rsi
	vmovaps	%ymm10, %ymm7
	vmovaps	%ymm15, %ymm10
	vmovaps	%xmm0, %xmm15
	cmpq	%rax, 200(%rsp)
	jne	.LBB0_9
	.p2align	4
.LBB0_47:
	cmpq	$0, 416(%rsp)
	jle	.LBB0_2
	xorl	%eax, %eax
	jmp	.LBB0_49
	.p2align	4
.LBB0_20:
	movq	168(%rsp), %rax
	incq	%rax
	cmpq	%rax, 416(%rsp)
	je	.LBB0_2
.LBB0_49:
	movq	624(%rsp), %r9
	movq	%rax, %r11
	shlq	$6, %r11
	movq	%rax, 168(%rsp)
	movabsq	$72340172838076673, %rdx
	movabsq	$72624976668147840, %rcx
	movq	1600(%rsp), %r13
	movq	1776(%rsp), %rbp
	movq	1432(%rsp), %r14
	movq	1424(%rsp), %r12
	movq	%r11, 336(%rsp)
	movq	(%r9,%r11), %rax
	movq	8(%r9,%r11), %rsi
	movq	24(%r9,%r11), %rbx
	movq	40(%r9,%r11), %r8
	movq	%rax, %rdi
	shrq	%rdi
	orq	%rax, %rdi
	movq	%rsi, %rax
	shrq	%rax
	orq	%rsi, %rax
	andq	%rdx, %rdi
	andq	%rdx, %rax
	imulq	%rcx, %rdi
	imulq	%rcx, %rax
	shrq	$56, %rdi
	shrq	$48, %rax
	andl	$65280, %eax
	orq	%rdi, %rax
	movq	16(%r9,%r11), %rdi
	movq	%rdi, %rsi
	shrq	%rsi
	orq	%rdi, %rsi
	movq	%rbx, %rdi
	shrq	%rdi
	andq	%rdx, %rsi
	orq	%rbx, %rdi
	movq	1664(%rsp), %rbx
	imulq	%rcx, %rsi
	andq	%rdx, %rdi
	imulq	%rcx, %rdi
	shrq	$40, %rsi
	andl	$16711680, %esi
	shrq	$32, %rdi
	orq	%rax, %rsi
	movq	32(%r9,%r11), %rax
	andl	$-16777216, %edi
	orq	%rsi, %rdi
	movq	%rax, %rsi
	shrq	%rsi
	orq	%rax, %rsi
	movabsq	$1095216660480, %rax
	andq	%rdx, %rsi
	imulq	%rcx, %rsi
	shrq	$24, %rsi
	andq	%rax, %rsi
	movabsq	$280375465082880, %rax
	orq	%rdi, %rsi
	movq	%r8, %rdi
	shrq	%rdi
	orq	%r8, %rdi
	andq	%rdx, %rdi
	imulq	%rcx, %rdi
	shrq	$16, %rdi
	andq	%rax, %rdi
	movabsq	$71776119061217280, %rax
	orq	%rsi, %rdi
	movq	48(%r9,%r11), %rsi
	movq	%rsi, %r8
	shrq	%r8
	orq	%rsi, %r8
	andq	%rdx, %r8
	imulq	%rcx, %r8
	shrq	$8, %r8
	andq	%rax, %r8
	movabsq	$-72057594037927936, %rax
	orq	%rdi, %r8
	movq	56(%r9,%r11), %rdi
	movq	1488(%rsp), %r9
	movq	%rdi, %rsi
	shrq	%rsi
	orq	%rdi, %rsi
	andq	%rdx, %rsi
	movq	1496(%rsp), %rdx
	imulq	%rcx, %rsi
	movl	128(%rsp), %ecx
	andq	%rax, %rsi
	orq	%r8, %rsi
	je	.LBB0_20
	movq	336(%rsp), %rax
	addq	160(%rsp), %rax
	movq	%rax, 336(%rsp)
	.p2align	4
.LBB0_19:
	tzcntq	%rsi, %rdi
	addq	336(%rsp), %rdi
	movq	1368(%rsp), %r15
	movq	%rdi, %r11
	sarq	$63, %r11
	leaq	(%r12,%rdi,4), %r10
	leaq	(%r15,%rdi,4), %r15
	movq	%r11, %r8
	andq	1376(%rsp), %r8
	movq	%r11, %rax
	andq	%r14, %rax
	incl	(%r10,%rax,4)
	leaq	(%r9,%rdi,4), %r10
	movq	%r11, %rax
	andq	%rdx, %rax
	vcvtsi2ssl	(%r15,%r8,4), %xmm5, %xmm0
	vaddss	(%r10,%rax,4), %xmm0, %xmm0
	vmovss	%xmm0, (%r10,%rax,4)
	movq	%r11, %rax
	andq	1312(%rsp), %rax
	movl	$0, (%r15,%r8,4)
	movq	640(%rsp), %r8
	movq	1768(%rsp), %r15
	addq	%rdi, %rax
	movl	(%r8,%rax,4), %r8d
	xorl	%ecx, %r8d
	movl	%r8d, %r10d
	shrl	$16, %r10d
	xorl	%r8d, %r10d
	imull	$2146121005, %r10d, %r8d
	movl	%r8d, %r10d
	shrl	$15, %r10d
	xorl	%r8d, %r10d
	imull	$-2073254261, %r10d, %r8d
	movl	%r8d, %r10d
	shrl	$24, %r10d
	shrl	$8, %r8d
	xorl	%r10d, %r8d
	movq	1712(%rsp), %r10
	addl	$-8388608, %r8d
	vcvtsi2ss	%r8d, %xmm15, %xmm1
	movabsq	$.LCPI0_21, %r8
	vmovss	(%r8), %xmm0
	movq	%r11, %r8
	andq	1720(%rsp), %r8
	leaq	(%r10,%rdi,4), %r10
	vmulss	%xmm0, %xmm1, %xmm1
	vmovss	%xmm1, (%r10,%r8,4)
	movq	632(%rsp), %r8
	movl	(%r8,%rax,4), %r8d
	xorl	%ecx, %r8d
	movl	%r8d, %r10d
	shrl	$16, %r10d
	xorl	%r8d, %r10d
	imull	$2146121005, %r10d, %r8d
	movl	%r8d, %r10d
	shrl	$15, %r10d
	xorl	%r8d, %r10d
	imull	$-2073254261, %r10d, %r8d
	movl	%r8d, %r10d
	shrl	$24, %r10d
	shrl	$8, %r8d
	xorl	%r10d, %r8d
	leaq	(%r15,%rdi,4), %r10
	addl	$-8388608, %r8d
	vcvtsi2ss	%r8d, %xmm15, %xmm1
	movq	%r11, %r8
	andq	%rbp, %r8
	vmulss	%xmm0, %xmm1, %xmm1
	vmovss	%xmm1, (%r10,%r8,4)
	movq	656(%rsp), %r8
	movl	(%r8,%rax,4), %r8d
	xorl	%ecx, %r8d
	movl	%r8d, %r10d
	shrl	$16, %r10d
	xorl	%r8d, %r10d
	imull	$2146121005, %r10d, %r8d
	movl	%r8d, %r10d
	shrl	$15, %r10d
	xorl	%r8d, %r10d
	imull	$-2073254261, %r10d, %r8d
	movl	%r8d, %r10d
	shrl	$24, %r10d
	shrl	$8, %r8d
	xorl	%r10d, %r8d
	leaq	(%r13,%rdi,4), %r10
	addl	$-8388608, %r8d
	vcvtsi2ss	%r8d, %xmm15, %xmm1
	movq	%r11, %r8
	andq	1608(%rsp), %r8
	andq	%rbx, %r11
	vmulss	%xmm0, %xmm1, %xmm1
	vmovss	%xmm1, (%r10,%r8,4)
	movq	648(%rsp), %r8
	movq	1656(%rsp), %r10
	movl	(%r8,%rax,4), %eax
	xorl	%ecx, %eax
	movl	%eax, %r8d
	shrl	$16, %r8d
	xorl	%eax, %r8d
	imull	$2146121005, %r8d, %eax
	movl	%eax, %r8d
	shrl	$15, %r8d
	xorl	%eax, %r8d
	imull	$-2073254261, %r8d, %eax
	movl	%eax, %r8d
	shrl	$24, %r8d
	shrl	$8, %eax
	xorl	%r8d, %eax
	addl	$-8388608, %eax
	blsrq	%rsi, %rsi
	vcvtsi2ss	%eax, %xmm15, %xmm1
	leaq	(%r10,%rdi,4), %rax
	vmulss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm0, (%rax,%r11,4)
	jne	.LBB0_19
	jmp	.LBB0_20
.LBB0_9:
	incq	%rcx
	jmp	.LBB0_10
	.p2align	4
.LBB0_17:
	vmovss	(%r10,%rdx,4), %xmm5
	vmovss	(%r15,%rdx,4), %xmm3
	movq	1712(%rsp), %rax
	movq	1368(%rsp), %r8
	movabsq	$.LCPI0_4, %r9
	movabsq	$.LCPI0_5, %r14
	movabsq	$.LCPI0_6, %r12
	movabsq	$.LCPI0_9, %r13
	movabsq	$.LCPI0_11, %rbx
	vmulss	%xmm5, %xmm11, %xmm6
	vfmadd231ss	%xmm5, %xmm8, %xmm0
	vmulss	%xmm6, %xmm5, %xmm6
	vfmadd213ss	%xmm4, %xmm2, %xmm6
	vmulss	%xmm6, %xmm13, %xmm4
	vmulss	%xmm4, %xmm1, %xmm6
	vfmsub231ss	%xmm2, %xmm9, %xmm6
	vmulss	%xmm1, %xmm14, %xmm2
	vmulss	%xmm2, %xmm1, %xmm2
	vfnmadd213ss	%xmm15, %xmm13, %xmm2
	vmulss	%xmm2, %xmm12, %xmm2
	vdivss	%xmm2, %xmm6, %xmm2
	vmulss	%xmm2, %xmm11, %xmm6
	vfmadd213ss	%xmm5, %xmm8, %xmm2
	vmulss	%xmm6, %xmm1, %xmm1
	vmovss	1168(%rsp), %xmm6
	vfnmadd213ss	%xmm4, %xmm13, %xmm1
	vfmadd213ss	%xmm3, %xmm8, %xmm1
	vfmadd213ss	(%rax,%rdx,4), %xmm8, %xmm3
	vmovss	%xmm3, (%rax,%rdx,4)
	vmovss	%xmm1, (%r15,%rdx,4)
	vbroadcastss	(%rdi), %xmm1
	vmovss	%xmm0, (%rbp,%rdx,4)
	vmovss	%xmm2, (%r10,%rdx,4)
	movabsq	$.LCPI0_8, %rdi
	movl	(%r8,%rdx,4), %eax
	cmpl	$499, %eax
	leal	1(%rax), %esi
	setge	%al
	movl	%esi, (%r8,%rdx,4)
	decq	%rcx
	vandps	%xmm1, %xmm0, %xmm0
	vandps	%xmm1, %xmm3, %xmm2
	vmovss	1160(%rsp), %xmm1
	addb	%al, %al
	vcmpltss	%xmm0, %xmm6, %xmm0
	vcmpltss	%xmm2, %xmm1, %xmm1
	vorps	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	subb	%sil, %al
	movabsq	$.LCPI0_16, %rsi
	movb	%al, (%r11,%rdx)
	incq	%rdx
	movabsq	$.LCPI0_7, %r11
	cmpq	$1, %rcx
	jle	.LBB0_47
.LBB0_10:
	movabsq	$.LCPI0_15, %rax
	vmovss	(%rbp,%rdx,4), %xmm0
	vmovss	(%rsi), %xmm2
	vmovss	(%rax), %xmm1
	movabsq	$.LCPI0_17, %rax
	vmovss	(%rax), %xmm3
	movabsq	$.LCPI0_18, %rax
	vfmadd213ss	%xmm2, %xmm0, %xmm1
	vroundss	$9, %xmm1, %xmm1, %xmm4
	vmovss	(%r9), %xmm1
	vfmadd213ss	%xmm0, %xmm4, %xmm3
	vfmadd231ss	(%rax), %xmm4, %xmm3
	vcvttss2si	%xmm4, %eax
	vmulss	%xmm3, %xmm3, %xmm5
	vfmadd213ss	(%r14), %xmm5, %xmm1
	vmulss	%xmm2, %xmm5, %xmm2
	vfmadd213ss	(%r12), %xmm5, %xmm1
	vmulss	%xmm1, %xmm5, %xmm1
	vfmadd132ss	%xmm3, %xmm3, %xmm1
	vmovss	(%r11), %xmm3
	vfmadd213ss	(%rdi), %xmm5, %xmm3
	vfmadd213ss	(%r13), %xmm5, %xmm3
	vmulss	%xmm3, %xmm5, %xmm3
	vfmsub231ss	%xmm3, %xmm5, %xmm2
	vaddss	(%rbx), %xmm2, %xmm3
	testb	$1, %al
	je	.LBB0_11
	vmovaps	%xmm3, %xmm2
	jmp	.LBB0_13
	.p2align	4
.LBB0_11:
	vmovaps	%xmm1, %xmm2
	vmovaps	%xmm3, %xmm1
.LBB0_13:
	movabsq	$.LCPI0_20, %rsi
	movl	128(%rsp), %r8d
	movabsq	$.LCPI0_12, %rdi
	vbroadcastss	(%rsi), %xmm3
	testb	$2, %al
	je	.LBB0_15
	vxorps	%xmm3, %xmm2, %xmm2
.LBB0_15:
	movq	1296(%rsp), %rsi
	vmovaps	528(%rsp), %xmm5
	movq	232(%rsp), %r11
	incl	%eax
	movl	(%rsi,%rdx,4), %esi
	xorl	%r8d, %esi
	movl	%esi, %r8d
	shrl	$16, %r8d
	xorl	%esi, %r8d
	imull	$2146121005, %r8d, %esi
	movl	%esi, %r8d
	shrl	$15, %r8d
	xorl	%esi, %r8d
	imull	$-2073254261, %r8d, %esi
	shrl	$31, %esi
	vxorps	%xmm6, %xmm6, %xmm6
	vcvtsi2ss	%esi, %xmm6, %xmm4
	vfmsub132ss	544(%rsp), %xmm5, %xmm4
	testb	$2, %al
	je	.LBB0_17
	vxorps	%xmm3, %xmm1, %xmm1
	jmp	.LBB0_17
.LBB0_21:
	movq	1736(%rsp), %rdi
	movabsq	$NRT_decref, %rbx
	callq	*%rbx
	movq	1680(%rsp), %rdi
	callq	*%rbx
	movq	1624(%rsp), %rdi
	callq	*%rbx
	movq	1568(%rsp), %rdi
	callq	*%rbx
	movq	1512(%rsp), %rdi
	callq	*%rbx
	movq	1456(%rsp), %rdi
	callq	*%rbx
	movq	1392(%rsp), %rdi
	callq	*%rbx
	movq	1336(%rsp), %rdi
	callq	*%rbx
	movq	1264(%rsp), %rdi
	callq	*%rbx
	movq	%r12, %rdi
	callq	*%rbx
	movq	568(%rsp), %rax
	movq	$0, (%rax)
	xorl	%eax, %eax
	jmp	.LBB0_33
.LBB0_38:
	testl	%eax, %eax
	jne	.LBB0_31
	movq	240(%rsp), %rcx
	movabsq	$.const.picklebuf.f20fda2a98106956ead94673057a4b1d37fc0adc, %rax
	movq	%rax, (%rcx)
	jmp	.LBB0_32
.LBB0_25:
	movabsq	$.const.picklebuf.7a5c4b27ba321ff4b04e24e952e026042290412b, %rcx
	jmp	.LBB0_31
.LBB0_30:
	movabsq	$.const.picklebuf.b5796885b513211cde7c8a6189dce39ee64e014e, %rcx
	jmp	.LBB0_31
.LBB0_27:
	movabsq	$.const.picklebuf.976fbb1e47bfdac8a219f91ac89dee4d8e92b58e, %rcx
.LBB0_31:
	movq	240(%rsp), %rax
	movq	%rcx, (%rax)
.LBB0_32:
	movl	$1, %eax
.LBB0_33:
	addq	$1080, %rsp
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%r12
	.cfi_def_cfa_offset 40
	popq	%r13
	.cfi_def_cfa_offset 32
	popq	%r14
	.cfi_def_cfa_offset 24
	popq	%r15
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end0:
	.size	_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, .Lfunc_end0-_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.cfi_endproc

	.globl	_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.p2align	4
	.type	_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@function
_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	pushq	%r15
	.cfi_def_cfa_offset 24
	pushq	%r14
	.cfi_def_cfa_offset 32
	pushq	%r13
	.cfi_def_cfa_offset 40
	pushq	%r12
	.cfi_def_cfa_offset 48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	subq	$1256, %rsp
	.cfi_def_cfa_offset 1312
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	leaq	336(%rsp), %r14
	movq	%rsi, %rdi
	xorl	%ebx, %ebx
	movl	$24, %edx
	movl	$24, %ecx
	leaq	432(%rsp), %r11
	leaq	440(%rsp), %rbp
	leaq	448(%rsp), %r10
	leaq	456(%rsp), %r13
	leaq	464(%rsp), %r12
	leaq	472(%rsp), %r15
	movabsq	$.const.__numba_parfor_gufunc_0x7fef34b26e90, %rsi
	leaq	520(%rsp), %r8
	leaq	512(%rsp), %r9
	xorl	%eax, %eax
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	leaq	352(%rsp), %r14
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	leaq	368(%rsp), %r14
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	leaq	384(%rsp), %r14
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	leaq	400(%rsp), %r14
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	leaq	416(%rsp), %r14
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	leaq	432(%rsp), %r14
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	leaq	448(%rsp), %r14
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	leaq	464(%rsp), %r14
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	leaq	480(%rsp), %r14
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	leaq	496(%rsp), %r14
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	leaq	512(%rsp), %r14
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	pushq	%r11
	.cfi_adjust_cfa_offset 8
	pushq	%rbp
	.cfi_adjust_cfa_offset 8
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	pushq	%r13
	.cfi_adjust_cfa_offset 8
	pushq	%r12
	.cfi_adjust_cfa_offset 8
	pushq	%r15
	.cfi_adjust_cfa_offset 8
	leaq	624(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	640(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	656(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	672(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	movabsq	$PyArg_UnpackTuple, %r10
	callq	*%r10
	addq	$176, %rsp
	.cfi_adjust_cfa_offset -176
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 992(%rsp)
	vmovups	%ymm0, 928(%rsp)
	vmovups	%ymm0, 864(%rsp)
	vmovups	%ymm0, 800(%rsp)
	vmovups	%ymm0, 760(%rsp)
	vmovups	%ymm0, 696(%rsp)
	vmovups	%ymm0, 632(%rsp)
	vmovups	%ymm0, 1136(%rsp)
	vmovups	%ymm0, 528(%rsp)
	vmovups	%ymm0, 560(%rsp)
	movq	$0, 592(%rsp)
	vmovups	%ymm0, 1056(%rsp)
	vmovups	%ymm0, 1088(%rsp)
	movq	$0, 1120(%rsp)
	vmovups	%ymm0, 1016(%rsp)
	vmovups	%ymm0, 952(%rsp)
	vmovups	%ymm0, 888(%rsp)
	vmovups	%ymm0, 824(%rsp)
	vmovups	%ymm0, 736(%rsp)
	vmovups	%ymm0, 672(%rsp)
	vmovups	%ymm0, 608(%rsp)
	vmovups	%ymm0, 1160(%rsp)
	movq	$0, 328(%rsp)
	movq	$0, 104(%rsp)
	testl	%eax, %eax
	je	.LBB1_75
	movabsq	$_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, %rax
	cmpq	$0, (%rax)
	je	.LBB1_2
	movq	520(%rsp), %rdi
	movabsq	$NRT_adapt_ndarray_from_python, %r12
	leaq	1200(%rsp), %rsi
	vmovups	%ymm0, 1200(%rsp)
	vmovups	%ymm0, 1224(%rsp)
	vzeroupper
	callq	*%r12
	testl	%eax, %eax
	jne	.LBB1_6
	cmpq	$8, 1224(%rsp)
	jne	.LBB1_6
	movq	1200(%rsp), %rax
	movq	1232(%rsp), %rcx
	movq	512(%rsp), %rdi
	movabsq	$PyNumber_Float, %r13
	movq	%rax, 96(%rsp)
	movq	%rcx, 32(%rsp)
	callq	*%r13
	movabsq	$PyFloat_AsDouble, %rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movabsq	$Py_DecRef, %r15
	movq	%rbx, %rdi
	vmovsd	%xmm0, 24(%rsp)
	callq	*%r15
	movabsq	$PyErr_Occurred, %r14
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	504(%rsp), %rdi
	callq	*%r13
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 16(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	496(%rsp), %rdi
	callq	*%r13
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 8(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	488(%rsp), %rdi
	callq	*%r13
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 320(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	480(%rsp), %rdi
	callq	*%r13
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 312(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	472(%rsp), %rdi
	callq	*%r13
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 304(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	464(%rsp), %rdi
	callq	*%r13
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 296(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	456(%rsp), %rdi
	callq	*%r13
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 288(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	448(%rsp), %rdi
	callq	*%r13
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 280(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	440(%rsp), %rdi
	callq	*%r13
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 272(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	432(%rsp), %rdi
	callq	*%r13
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 264(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	424(%rsp), %rdi
	movabsq	$PyNumber_Long, %rbp
	callq	*%rbp
	movabsq	$PyLong_AsLongLong, %r13
	testq	%rax, %rax
	je	.LBB1_20
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	movq	%rax, 64(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
.LBB1_23:
	movq	416(%rsp), %rdi
	leaq	528(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 528(%rsp)
	vmovups	%ymm0, 560(%rsp)
	movq	$0, 592(%rsp)
	vzeroupper
	callq	*%r12
	cmpq	$1, 552(%rsp)
	setne	%cl
	testl	%eax, %eax
	setne	%bl
	orb	%cl, %bl
	cmpb	$1, %bl
	je	.LBB1_24
	testb	%bl, %bl
	jne	.LBB1_8
.LBB1_26:
	movq	528(%rsp), %rax
	movq	536(%rsp), %rcx
	movq	560(%rsp), %rdx
	movq	408(%rsp), %rdi
	leaq	1056(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1056(%rsp)
	vmovups	%ymm0, 1088(%rsp)
	movq	$0, 1120(%rsp)
	movq	%rax, 88(%rsp)
	movq	%rcx, 256(%rsp)
	movq	576(%rsp), %rcx
	movq	592(%rsp), %rax
	movq	%rdx, 248(%rsp)
	movq	%rcx, 240(%rsp)
	movq	%rax, 232(%rsp)
	vzeroupper
	callq	*%r12
	cmpq	$4, 1080(%rsp)
	setne	%cl
	testl	%eax, %eax
	setne	%bl
	orb	%cl, %bl
	jne	.LBB1_27
	testb	%bl, %bl
	jne	.LBB1_33
.LBB1_29:
	movq	1056(%rsp), %rax
	movq	1088(%rsp), %rcx
	movq	400(%rsp), %rdi
	leaq	992(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 992(%rsp)
	vmovups	%ymm0, 1016(%rsp)
	movq	%r12, %rbx
	movq	%rax, (%rsp)
	movq	1104(%rsp), %rax
	movq	%rcx, 224(%rsp)
	movq	%rax, 216(%rsp)
	vzeroupper
	callq	*%r12
	testl	%eax, %eax
	jne	.LBB1_31
	cmpq	$4, 1016(%rsp)
	jne	.LBB1_31
	movq	992(%rsp), %rax
	movq	1024(%rsp), %rcx
	movq	392(%rsp), %rdi
	leaq	928(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 928(%rsp)
	vmovups	%ymm0, 952(%rsp)
	movq	%rax, 80(%rsp)
	movq	1032(%rsp), %rax
	movq	%rcx, 208(%rsp)
	movq	%rax, 200(%rsp)
	vzeroupper
	callq	*%rbx
	testl	%eax, %eax
	jne	.LBB1_36
	cmpq	$4, 952(%rsp)
	jne	.LBB1_36
	movq	928(%rsp), %rax
	movq	960(%rsp), %rdx
	movq	968(%rsp), %rcx
	movq	384(%rsp), %rdi
	movq	%rax, 72(%rsp)
	movq	%rdx, 192(%rsp)
	movq	%rcx, 184(%rsp)
	callq	*%rbp
	testq	%rax, %rax
	je	.LBB1_38
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	movq	%rax, %rbp
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_39
.LBB1_43:
	movq	376(%rsp), %rdi
	leaq	864(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 864(%rsp)
	movq	%r12, %rbx
	vmovups	%ymm0, 888(%rsp)
	vzeroupper
	callq	*%r12
	testl	%eax, %eax
	jne	.LBB1_45
	cmpq	$4, 888(%rsp)
	jne	.LBB1_45
	movq	368(%rsp), %rdi
	movq	864(%rsp), %r14
	movq	896(%rsp), %r15
	movq	904(%rsp), %r12
	leaq	800(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 800(%rsp)
	vmovups	%ymm0, 824(%rsp)
	vzeroupper
	callq	*%rbx
	testl	%eax, %eax
	jne	.LBB1_48
	cmpq	$4, 824(%rsp)
	jne	.LBB1_48
	movq	832(%rsp), %rax
	movq	360(%rsp), %rdi
	movq	800(%rsp), %r13
	leaq	736(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 736(%rsp)
	vmovups	%ymm0, 760(%rsp)
	movq	%rax, 176(%rsp)
	movq	840(%rsp), %rax
	movq	%rax, 168(%rsp)
	vzeroupper
	callq	*%rbx
	testl	%eax, %eax
	jne	.LBB1_51
	cmpq	$4, 760(%rsp)
	jne	.LBB1_51
	movq	768(%rsp), %rax
	movq	352(%rsp), %rdi
	movq	%rbp, 160(%rsp)
	movq	736(%rsp), %rbp
	leaq	672(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 672(%rsp)
	vmovups	%ymm0, 696(%rsp)
	movq	%rax, 152(%rsp)
	movq	776(%rsp), %rax
	movq	%rax, 144(%rsp)
	vzeroupper
	callq	*%rbx
	testl	%eax, %eax
	jne	.LBB1_56
	cmpq	$4, 696(%rsp)
	jne	.LBB1_56
	movq	704(%rsp), %rax
	movq	344(%rsp), %rdi
	movq	%r12, 128(%rsp)
	movq	%r15, 136(%rsp)
	movq	672(%rsp), %r15
	movq	712(%rsp), %r12
	leaq	608(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 608(%rsp)
	vmovups	%ymm0, 632(%rsp)
	movq	%rax, 120(%rsp)
	vzeroupper
	callq	*%rbx
	testl	%eax, %eax
	jne	.LBB1_59
	cmpq	$4, 632(%rsp)
	jne	.LBB1_59
	movq	336(%rsp), %rdi
	movq	%rbp, 40(%rsp)
	movq	%r13, 48(%rsp)
	movq	%r14, 56(%rsp)
	movq	608(%rsp), %r14
	movq	640(%rsp), %rbp
	movq	648(%rsp), %r13
	leaq	1136(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1136(%rsp)
	vmovups	%ymm0, 1160(%rsp)
	vzeroupper
	callq	*%rbx
	testl	%eax, %eax
	jne	.LBB1_64
	cmpq	$4, 1160(%rsp)
	jne	.LBB1_64
	vmovsd	24(%rsp), %xmm0
	vmovsd	16(%rsp), %xmm1
	vmovsd	8(%rsp), %xmm2
	vmovsd	320(%rsp), %xmm3
	vmovsd	312(%rsp), %xmm4
	vmovsd	304(%rsp), %xmm5
	vmovsd	296(%rsp), %xmm6
	vmovsd	288(%rsp), %xmm7
	vmovsd	280(%rsp), %xmm8
	vmovsd	272(%rsp), %xmm9
	vmovsd	264(%rsp), %xmm10
	vmovaps	1168(%rsp), %xmm11
	movq	1136(%rsp), %rcx
	movq	%rcx, 24(%rsp)
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vcvtsd2ss	%xmm1, %xmm1, %xmm1
	vcvtsd2ss	%xmm2, %xmm2, %xmm2
	vcvtsd2ss	%xmm3, %xmm3, %xmm3
	vcvtsd2ss	%xmm4, %xmm4, %xmm4
	vcvtsd2ss	%xmm5, %xmm5, %xmm5
	vcvtsd2ss	%xmm6, %xmm6, %xmm6
	vcvtsd2ss	%xmm7, %xmm7, %xmm7
	vcvtsd2ss	%xmm8, %xmm8, %xmm8
	vcvtsd2ss	%xmm9, %xmm9, %xmm9
	vcvtsd2ss	%xmm10, %xmm10, %xmm10
	subq	$656, %rsp
	.cfi_adjust_cfa_offset 656
	vmovups	%xmm11, 632(%rsp)
	movq	%r13, 584(%rsp)
	movq	%rbp, 576(%rsp)
	movq	%r12, 528(%rsp)
	movq	%r15, 768(%rsp)
	movq	%r15, 488(%rsp)
	movq	%rcx, 600(%rsp)
	movq	%r14, 544(%rsp)
	vmovss	%xmm10, 40(%rsp)
	vmovss	%xmm9, 32(%rsp)
	vmovss	%xmm8, 24(%rsp)
	movq	$1, 80(%rsp)
	movq	800(%rsp), %rsi
	movq	808(%rsp), %rdi
	movq	776(%rsp), %rax
	movq	712(%rsp), %r12
	movq	728(%rsp), %rbx
	movq	736(%rsp), %rbp
	movq	656(%rsp), %r13
	movq	744(%rsp), %r15
	movq	%rsi, 472(%rsp)
	movq	824(%rsp), %rsi
	movq	%rdi, 464(%rsp)
	movq	832(%rsp), %rdi
	movq	%rax, 520(%rsp)
	movabsq	$_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, %rax
	movq	%r12, 320(%rsp)
	movq	%rbx, 256(%rsp)
	movq	%rbp, 200(%rsp)
	movq	%r13, 128(%rsp)
	movq	%r15, 56(%rsp)
	movq	%rsi, 416(%rsp)
	movq	784(%rsp), %rsi
	movq	%rdi, 408(%rsp)
	movq	792(%rsp), %rdi
	movq	%rsi, 360(%rsp)
	movq	816(%rsp), %rsi
	movq	%rdi, 352(%rsp)
	movq	840(%rsp), %rdi
	movq	%rsi, 312(%rsp)
	movq	848(%rsp), %rsi
	movq	%rdi, 296(%rsp)
	movq	856(%rsp), %rdi
	movq	%rsi, 288(%rsp)
	movq	864(%rsp), %rsi
	movq	%rdi, 240(%rsp)
	movq	872(%rsp), %rdi
	movq	%rsi, 232(%rsp)
	movq	880(%rsp), %rsi
	movq	%rdi, 176(%rsp)
	movq	888(%rsp), %rdi
	movq	%rsi, 160(%rsp)
	movq	896(%rsp), %rsi
	movq	%rdi, 120(%rsp)
	movq	904(%rsp), %rdi
	movq	%rsi, 104(%rsp)
	movq	696(%rsp), %rsi
	movq	%rdi, 88(%rsp)
	movq	704(%rsp), %rdi
	movq	%rsi, 432(%rsp)
	movq	912(%rsp), %rsi
	movq	%rdi, 376(%rsp)
	movq	720(%rsp), %rdi
	movq	%rsi, 64(%rsp)
	movq	688(%rsp), %rsi
	movq	%rdi, 48(%rsp)
	leaq	984(%rsp), %rdi
	movq	%rsi, (%rsp)
	leaq	760(%rsp), %rsi
	callq	*%rax
	addq	$656, %rsp
	.cfi_adjust_cfa_offset -656
	movq	104(%rsp), %rcx
	movq	96(%rsp), %rdi
	movq	%r14, 16(%rsp)
	movabsq	$NRT_decref, %r14
	movl	%eax, 32(%rsp)
	movq	%rcx, 8(%rsp)
	callq	*%r14
	movq	%r15, %rdi
	callq	*%r14
	movq	%r13, %rdi
	callq	*%r14
	movq	%rbp, %rdi
	callq	*%r14
	movq	%rbx, %rdi
	callq	*%r14
	movq	%r12, %rdi
	callq	*%r14
	movq	48(%rsp), %rdi
	callq	*%r14
	movq	40(%rsp), %rdi
	callq	*%r14
	movq	112(%rsp), %rdi
	callq	*%r14
	movq	16(%rsp), %rdi
	callq	*%r14
	movq	24(%rsp), %rdi
	callq	*%r14
	cmpl	$0, 32(%rsp)
	jne	.LBB1_67
	movabsq	$_Py_NoneStruct, %rbx
	movabsq	$Py_IncRef, %rax
	movq	%rbx, %rdi
	callq	*%rax
	jmp	.LBB1_75
.LBB1_67:
	movabsq	$PyErr_Clear, %rax
	callq	*%rax
	movq	8(%rsp), %r14
	movl	8(%r14), %esi
	movq	(%r14), %rdi
	cmpl	$0, 32(%r14)
	jle	.LBB1_70
	movslq	%esi, %rsi
	movabsq	$PyBytes_FromStringAndSize, %rax
	callq	*%rax
	movq	16(%r14), %rdi
	movq	%rax, %rbx
	callq	*24(%r14)
	testq	%rax, %rax
	je	.LBB1_69
	movabsq	$numba_runtime_build_excinfo_struct, %rcx
	movq	%rbx, %rdi
	movq	%rax, %rsi
	callq	*%rcx
	movabsq	$NRT_Free, %r15
	movq	%r14, %rdi
	movq	%rax, %rbx
	callq	*%r15
	jmp	.LBB1_71
.LBB1_2:
	movabsq	$PyExc_RuntimeError, %rdi
	movabsq	$".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", %rsi
	jmp	.LBB1_3
.LBB1_6:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
.LBB1_3:
	movabsq	$PyErr_SetString, %rax
	vzeroupper
	callq	*%rax
	jmp	.LBB1_74
.LBB1_20:
	movq	$0, 64(%rsp)
	callq	*%r14
	testq	%rax, %rax
	je	.LBB1_23
	jmp	.LBB1_8
.LBB1_24:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	testb	%bl, %bl
	je	.LBB1_26
	jmp	.LBB1_8
.LBB1_27:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	testb	%bl, %bl
	je	.LBB1_29
	jmp	.LBB1_33
.LBB1_31:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	jmp	.LBB1_32
.LBB1_36:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	jmp	.LBB1_40
.LBB1_38:
	xorl	%ebp, %ebp
	callq	*%r14
	testq	%rax, %rax
	je	.LBB1_43
	jmp	.LBB1_39
.LBB1_45:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	jmp	.LBB1_39
.LBB1_48:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	jmp	.LBB1_53
.LBB1_51:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	jmp	.LBB1_52
.LBB1_56:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	jmp	.LBB1_61
.LBB1_59:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	jmp	.LBB1_60
.LBB1_64:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	movabsq	$NRT_decref, %rax
	movq	%r14, %rdi
	callq	*%rax
	movq	56(%rsp), %r14
	movq	48(%rsp), %r13
	movq	40(%rsp), %rbp
.LBB1_60:
	movabsq	$NRT_decref, %rax
	movq	%r15, %rdi
	callq	*%rax
.LBB1_61:
	movabsq	$NRT_decref, %rax
	movq	%rbp, %rdi
	callq	*%rax
.LBB1_52:
	movabsq	$NRT_decref, %rax
	movq	%r13, %rdi
	callq	*%rax
.LBB1_53:
	movabsq	$NRT_decref, %rax
	movq	%r14, %rdi
	callq	*%rax
.LBB1_39:
	movq	72(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_40:
	movq	80(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_32:
	movq	(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_33:
	movq	88(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_8:
	movq	96(%rsp), %rdi
	movabsq	$NRT_decref, %rax
.LBB1_73:
	callq	*%rax
.LBB1_74:
	xorl	%ebx, %ebx
.LBB1_75:
	movq	%rbx, %rax
	addq	$1256, %rsp
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%r12
	.cfi_def_cfa_offset 40
	popq	%r13
	.cfi_def_cfa_offset 32
	popq	%r14
	.cfi_def_cfa_offset 24
	popq	%r15
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	vzeroupper
	retq
.LBB1_70:
	.cfi_def_cfa_offset 1312
	movq	16(%r14), %rdx
	movabsq	$numba_unpickle, %rax
	callq	*%rax
	movq	%rax, %rbx
.LBB1_71:
	testq	%rbx, %rbx
	je	.LBB1_74
	movabsq	$numba_do_raise, %rax
	movq	%rbx, %rdi
	jmp	.LBB1_73
.LBB1_69:
	movabsq	$PyExc_RuntimeError, %rdi
	movabsq	$".const.Error creating Python tuple from runtime exception arguments", %rsi
	jmp	.LBB1_3
.Lfunc_end1:
	.size	_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, .Lfunc_end1-_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.cfi_endproc

	.globl	cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.p2align	4
	.type	cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@function
cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	subq	$688, %rsp
	.cfi_def_cfa_offset 720
	.cfi_offset %rbx, -32
	.cfi_offset %r14, -24
	.cfi_offset %r15, -16
	vmovaps	%xmm7, %xmm14
	vmovaps	%xmm0, %xmm7
	vmovups	1336(%rsp), %xmm0
	vmovaps	%xmm6, %xmm13
	vmovaps	%xmm5, %xmm12
	vmovaps	%xmm4, %xmm11
	vmovaps	%xmm3, %xmm10
	vmovaps	%xmm2, %xmm9
	vmovaps	%xmm1, %xmm8
	vmovaps	992(%rsp), %xmm15
	movq	$0, 680(%rsp)
	movq	$0, 672(%rsp)
	vmovups	1016(%rsp), %xmm6
	vmovaps	1056(%rsp), %xmm5
	vmovups	1112(%rsp), %xmm4
	vmovaps	1168(%rsp), %xmm3
	vmovups	1224(%rsp), %xmm2
	vmovaps	1280(%rsp), %xmm1
	movq	960(%rsp), %r9
	movq	1080(%rsp), %r10
	movq	1136(%rsp), %r11
	movq	1192(%rsp), %rbx
	movq	1248(%rsp), %r14
	movq	1304(%rsp), %r15
	movq	864(%rsp), %rdx
	movq	880(%rsp), %rsi
	movq	904(%rsp), %rdi
	movq	808(%rsp), %rcx
	movq	768(%rsp), %rax
	vmovups	%xmm0, 632(%rsp)
	vmovups	936(%rsp), %xmm0
	movq	%r15, 600(%rsp)
	vmovups	%xmm1, 576(%rsp)
	movq	%r14, 544(%rsp)
	vmovups	%xmm2, 520(%rsp)
	movq	%rbx, 488(%rsp)
	vmovups	%xmm3, 464(%rsp)
	movq	%r11, 432(%rsp)
	vmovups	%xmm4, 408(%rsp)
	movq	%r10, 376(%rsp)
	vmovups	%xmm5, 352(%rsp)
	vmovups	%xmm6, 312(%rsp)
	vmovups	%xmm15, 288(%rsp)
	movq	%r9, 256(%rsp)
	vmovaps	%xmm8, %xmm1
	vmovaps	%xmm9, %xmm2
	vmovaps	%xmm10, %xmm3
	vmovaps	%xmm11, %xmm4
	vmovaps	%xmm12, %xmm5
	vmovaps	%xmm13, %xmm6
	vmovups	%xmm0, 232(%rsp)
	vmovups	824(%rsp), %xmm0
	movq	%rdi, 200(%rsp)
	movq	%rsi, 176(%rsp)
	movq	%rdx, 160(%rsp)
	leaq	680(%rsp), %rdi
	leaq	672(%rsp), %rsi
	vmovups	%xmm0, 120(%rsp)
	vmovaps	784(%rsp), %xmm0
	movq	%rcx, 104(%rsp)
	vmovups	%xmm0, 80(%rsp)
	vmovaps	752(%rsp), %xmm0
	movq	%rax, 64(%rsp)
	movabsq	$_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, %rax
	vmovups	%xmm0, 48(%rsp)
	vmovss	744(%rsp), %xmm0
	movq	%r8, (%rsp)
	vmovss	%xmm0, 40(%rsp)
	vmovss	736(%rsp), %xmm0
	vmovss	%xmm0, 32(%rsp)
	vmovss	728(%rsp), %xmm0
	vmovss	%xmm0, 24(%rsp)
	vmovaps	%xmm7, %xmm0
	vmovaps	%xmm14, %xmm7
	callq	*%rax
	movl	%eax, %ecx
	movq	672(%rsp), %rbx
	movq	680(%rsp), %rax
	movl	$0, 668(%rsp)
	testl	%ecx, %ecx
	jne	.LBB2_1
.LBB2_7:
	addq	$688, %rsp
	.cfi_def_cfa_offset 32
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	retq
.LBB2_1:
	.cfi_def_cfa_offset 720
	movabsq	$numba_gil_ensure, %r14
	leaq	668(%rsp), %rdi
	movq	%rax, %r15
	callq	*%r14
	movabsq	$PyErr_Clear, %rax
	callq	*%rax
	movl	8(%rbx), %esi
	movq	(%rbx), %rdi
	cmpl	$0, 32(%rbx)
	jle	.LBB2_4
	movslq	%esi, %rsi
	movabsq	$PyBytes_FromStringAndSize, %rax
	callq	*%rax
	movq	16(%rbx), %rdi
	movq	%rax, %r14
	callq	*24(%rbx)
	testq	%rax, %rax
	je	.LBB2_3
	movabsq	$numba_runtime_build_excinfo_struct, %rcx
	movq	%r14, %rdi
	movq	%rax, %rsi
	callq	*%rcx
	movq	%rax, %r14
	movabsq	$NRT_Free, %rax
	movq	%rbx, %rdi
	callq	*%rax
	jmp	.LBB2_5
.LBB2_4:
	movq	16(%rbx), %rdx
	movabsq	$numba_unpickle, %rax
	callq	*%rax
	movq	%rax, %r14
.LBB2_5:
	testq	%r14, %r14
	je	.LBB2_6
	movabsq	$numba_do_raise, %rax
	movq	%r14, %rdi
	callq	*%rax
.LBB2_6:
	movabsq	$".const.<numba.core.cpu.CPUContext>", %rdi
	movabsq	$PyUnicode_FromString, %rax
	callq	*%rax
	movabsq	$PyErr_WriteUnraisable, %r14
	movq	%rax, %rbx
	movq	%rbx, %rdi
	callq	*%r14
	movabsq	$Py_DecRef, %rax
	movq	%rbx, %rdi
	callq	*%rax
	movabsq	$numba_gil_release, %rax
	leaq	668(%rsp), %rdi
	callq	*%rax
	movq	%r15, %rax
	jmp	.LBB2_7
.LBB2_3:
	movabsq	$PyExc_RuntimeError, %rdi
	movabsq	$".const.Error creating Python tuple from runtime exception arguments.1", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	xorl	%eax, %eax
	jmp	.LBB2_7
.Lfunc_end2:
	.size	cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, .Lfunc_end2-cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.cfi_endproc

	.weak	_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa
	.p2align	4
	.type	_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa,@function
_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	pushq	%r15
	.cfi_def_cfa_offset 24
	pushq	%r14
	.cfi_def_cfa_offset 32
	pushq	%r13
	.cfi_def_cfa_offset 40
	pushq	%r12
	.cfi_def_cfa_offset 48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movzbl	184(%rsp), %ebx
	movq	168(%rsp), %r12
	movq	144(%rsp), %r15
	movq	112(%rsp), %r13
	movabsq	$NRT_incref, %r14
	movq	%rdi, 8(%rsp)
	movq	%rcx, %rdi
	movq	%rdx, %rbp
	movq	%rsi, 16(%rsp)
	movq	%rcx, (%rsp)
	callq	*%r14
	movq	%r13, %rdi
	callq	*%r14
	cmpb	$65, %bl
	jne	.LBB3_3
	movq	152(%rsp), %rax
	movb	$67, %bl
	cmpq	%r12, -8(%r15,%rax,8)
	je	.LBB3_3
	xorl	%eax, %eax
	cmpq	%r12, (%r15)
	sete	%al
	leal	65(%rax,%rax,4), %ebx
.LBB3_3:
	movq	176(%rsp), %r9
	cmpq	%r9, %r12
	je	.LBB3_9
	cmpb	$65, %bl
	je	.LBB3_6
	testq	%rbp, %rbp
	je	.LBB3_6
.LBB3_9:
	movq	96(%rsp), %rcx
	movq	88(%rsp), %rsi
	decq	%rbp
	xorl	%r14d, %r14d
	cmpb	$67, %bl
	cmoveq	%rbp, %r14
	cmpq	%r12, %r9
	jge	.LBB3_12
	testq	%r9, %r9
	je	.LBB3_11
	movq	%r9, %rax
	orq	%r12, %rax
	shrq	$32, %rax
	testq	%rax, %rax
	je	.LBB3_22
	je	.LBB3_22
	je	.LBB3_22
	movq	%r12, %rax
	cqto
	idivq	%r9
	jmp	.LBB3_26
.LBB3_12:
	jle	.LBB3_19
	testq	%r9, %r9
	je	.LBB3_11
	movq	%r14, %r13
	sarq	$63, %r13
	leaq	(%rsi,%r14,8), %rsi
	andq	%r13, %rcx
	imulq	(%rsi,%rcx,8), %r12
	cmpq	$-1, %r9
	jne	.LBB3_28
	movq	%r12, %rax
	negq	%rax
	jo	.LBB3_16
.LBB3_28:
	movq	%r12, %rax
	orq	%r9, %rax
	shrq	$32, %rax
	testq	%rax, %rax
	je	.LBB3_29
	je	.LBB3_29
	je	.LBB3_29
	movq	%r12, %rax
	cqto
	idivq	%r9
	jmp	.LBB3_33
.LBB3_22:
	movl	%r12d, %eax
	xorl	%edx, %edx
	divl	%r9d
.LBB3_26:
	movq	%rdx, %rdi
	xorq	%r9, %rdi
	sets	%r8b
	testq	%rdx, %rdx
	setne	%dil
	xorl	%r12d, %r12d
	andb	%r8b, %dil
	movl	$0, %r8d
	cmovneq	%r9, %r8
	addq	%rdx, %r8
	jne	.LBB3_34
	movq	%r14, %rbx
	sarq	$63, %rbx
	leaq	(%rsi,%r14,8), %rsi
	movzbl	%dil, %edx
	movq	(%rsp), %rdi
	movq	%r9, %r12
	andq	%rbx, %rcx
	subq	%rdx, %rax
	imulq	(%rsi,%rcx,8), %rax
	movq	%rax, (%rsi,%rcx,8)
	movabsq	$NRT_decref, %rax
	callq	*%rax
	andq	152(%rsp), %rbx
	leaq	(%r15,%r14,8), %rax
	movq	%r12, (%rax,%rbx,8)
	jmp	.LBB3_18
.LBB3_6:
	movq	112(%rsp), %rdi
	movabsq	$NRT_decref, %rbx
	callq	*%rbx
	movq	(%rsp), %rdi
	callq	*%rbx
	movq	8(%rsp), %rax
	movb	$0, (%rax)
	jmp	.LBB3_7
.LBB3_19:
	movq	112(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
	movq	(%rsp), %rdi
	movq	8(%rsp), %rbx
	jmp	.LBB3_20
.LBB3_29:
	movl	%r12d, %eax
	xorl	%edx, %edx
	divl	%r9d
.LBB3_33:
	movq	%rdx, %rdi
	xorq	%r9, %rdi
	sets	%r8b
	testq	%rdx, %rdx
	setne	%dil
	xorl	%r12d, %r12d
	andb	%r8b, %dil
	movl	$0, %r8d
	cmovneq	%r9, %r8
	addq	%rdx, %r8
	jne	.LBB3_34
	movzbl	%dil, %edx
	subq	%rdx, %rax
.LBB3_17:
	movq	(%rsp), %rdi
	movq	%rax, (%rsi,%rcx,8)
	movabsq	$NRT_decref, %rax
	callq	*%rax
	andq	152(%rsp), %r13
	movq	176(%rsp), %rcx
	leaq	(%r15,%r14,8), %rax
	movq	%rcx, (%rax,%r13,8)
.LBB3_18:
	movq	8(%rsp), %rbx
	movq	112(%rsp), %rdi
.LBB3_20:
	movabsq	$NRT_decref, %rax
	callq	*%rax
	movb	$1, (%rbx)
.LBB3_7:
	xorl	%r12d, %r12d
	jmp	.LBB3_8
.LBB3_34:
	movq	112(%rsp), %rdi
	movabsq	$NRT_decref, %rbx
	callq	*%rbx
	movq	(%rsp), %rdi
	callq	*%rbx
	movq	8(%rsp), %rax
	movb	$0, (%rax)
.LBB3_8:
	movl	%r12d, %eax
	addq	$24, %rsp
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%r12
	.cfi_def_cfa_offset 40
	popq	%r13
	.cfi_def_cfa_offset 32
	popq	%r14
	.cfi_def_cfa_offset 24
	popq	%r15
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	retq
.LBB3_11:
	.cfi_def_cfa_offset 80
	movq	16(%rsp), %rcx
	movabsq	$.const.picklebuf.ffb24196e71d4d5274d7295bceca009ea25a5f9d, %rax
	movl	$1, %r12d
	movq	%rax, (%rcx)
	jmp	.LBB3_8
.LBB3_16:
	xorl	%eax, %eax
	jmp	.LBB3_17
.Lfunc_end3:
	.size	_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa, .Lfunc_end3-_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa
	.cfi_endproc

	.weak	NRT_incref
	.p2align	4
	.type	NRT_incref,@function
NRT_incref:
	testq	%rdi, %rdi
	je	.LBB4_2
	lock		incq	(%rdi)
.LBB4_2:
	retq
.Lfunc_end4:
	.size	NRT_incref, .Lfunc_end4-NRT_incref

	.weak	NRT_decref
	.p2align	4
	.type	NRT_decref,@function
NRT_decref:
	.cfi_startproc
	testq	%rdi, %rdi
	je	.LBB5_2
	#MEMBARRIER
	lock		decq	(%rdi)
	je	.LBB5_3
.LBB5_2:
	retq
.LBB5_3:
	movabsq	$NRT_MemInfo_call_dtor, %rax
	#MEMBARRIER
	jmpq	*%rax
.Lfunc_end5:
	.size	NRT_decref, .Lfunc_end5-NRT_decref
	.cfi_endproc

	.type	.const.pickledata.f20fda2a98106956ead94673057a4b1d37fc0adc,@object
	.section	.lrodata,"al",@progbits
	.p2align	4, 0x0
.const.pickledata.f20fda2a98106956ead94673057a4b1d37fc0adc:
	.ascii	"\200\004\225E\000\000\000\000\000\000\000\214\bbuiltins\224\214\nValueError\224\223\224\214\"new type not compatible with array\224\205\224N\207\224."
	.size	.const.pickledata.f20fda2a98106956ead94673057a4b1d37fc0adc, 80

	.type	.const.pickledata.f20fda2a98106956ead94673057a4b1d37fc0adc.sha1,@object
	.p2align	4, 0x0
.const.pickledata.f20fda2a98106956ead94673057a4b1d37fc0adc.sha1:
	.ascii	"\362\017\332*\230\020iV\352\331Fs\005zK\0357\374\n\334"
	.size	.const.pickledata.f20fda2a98106956ead94673057a4b1d37fc0adc.sha1, 20

	.type	.const.picklebuf.f20fda2a98106956ead94673057a4b1d37fc0adc,@object
	.p2align	4, 0x0
.const.picklebuf.f20fda2a98106956ead94673057a4b1d37fc0adc:
	.quad	.const.pickledata.f20fda2a98106956ead94673057a4b1d37fc0adc
	.long	80
	.zero	4
	.quad	.const.pickledata.f20fda2a98106956ead94673057a4b1d37fc0adc.sha1
	.quad	0
	.long	0
	.zero	4
	.size	.const.picklebuf.f20fda2a98106956ead94673057a4b1d37fc0adc, 40

	.type	.const.__numba_parfor_gufunc_0x7fef34b26e90,@object
	.p2align	4, 0x0
.const.__numba_parfor_gufunc_0x7fef34b26e90:
	.asciz	"__numba_parfor_gufunc_0x7fef34b26e90"
	.size	.const.__numba_parfor_gufunc_0x7fef34b26e90, 37

	.type	_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@object
	.comm	_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,8,8
	.type	".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE",@object
	.p2align	4, 0x0
".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE":
	.asciz	"missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE"
	.size	".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7fef34b26e90B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", 596

	.type	".const.can't unbox array from PyObject into native value.  The object maybe of a different type",@object
	.p2align	4, 0x0
".const.can't unbox array from PyObject into native value.  The object maybe of a different type":
	.asciz	"can't unbox array from PyObject into native value.  The object maybe of a different type"
	.size	".const.can't unbox array from PyObject into native value.  The object maybe of a different type", 89

	.type	".const.Error creating Python tuple from runtime exception arguments",@object
	.p2align	4, 0x0
".const.Error creating Python tuple from runtime exception arguments":
	.asciz	"Error creating Python tuple from runtime exception arguments"
	.size	".const.Error creating Python tuple from runtime exception arguments", 61

	.type	".const.Error creating Python tuple from runtime exception arguments.1",@object
	.p2align	4, 0x0
".const.Error creating Python tuple from runtime exception arguments.1":
	.asciz	"Error creating Python tuple from runtime exception arguments"
	.size	".const.Error creating Python tuple from runtime exception arguments.1", 61

	.type	".const.<numba.core.cpu.CPUContext>",@object
	.p2align	4, 0x0
".const.<numba.core.cpu.CPUContext>":
	.asciz	"<numba.core.cpu.CPUContext>"
	.size	".const.<numba.core.cpu.CPUContext>", 28

	.type	_ZN08NumbaEnv5numba7cpython8builtins6ol_min12_3clocals_3e4implB3v24B86c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsCAgXrKFt1X1erJ_2bXklRYnJJeq1msDAxYh_2bqJnA4AOzNAE_3dE15StarArgUniTupleIxLi2EE,@object
	.comm	_ZN08NumbaEnv5numba7cpython8builtins6ol_min12_3clocals_3e4implB3v24B86c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsCAgXrKFt1X1erJ_2bXklRYnJJeq1msDAxYh_2bqJnA4AOzNAE_3dE15StarArgUniTupleIxLi2EE,8,8
	.type	_ZN08NumbaEnv5numba2np8arrayobj18ol_compatible_view12_3clocals_3e4implB3v25B86c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsCAgXrKFt1X1erJ_2bXklRYnJJeq1msDAxYh_2bqJnA4AOzNAE_3dE5ArrayIhLi1E1C7mutable7alignedE17class_28uint64_29,@object
	.comm	_ZN08NumbaEnv5numba2np8arrayobj18ol_compatible_view12_3clocals_3e4implB3v25B86c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsCAgXrKFt1X1erJ_2bXklRYnJJeq1msDAxYh_2bqJnA4AOzNAE_3dE5ArrayIhLi1E1C7mutable7alignedE17class_28uint64_29,8,8
	.type	.const.pickledata.7a5c4b27ba321ff4b04e24e952e026042290412b,@object
	.p2align	4, 0x0
.const.pickledata.7a5c4b27ba321ff4b04e24e952e026042290412b:
	.ascii	"\200\004\225\275\000\000\000\000\000\000\000\214\bbuiltins\224\214\nValueError\224\223\224\214JTo change to a dtype of a different size, the last axis must be contiguous\224\205\224\214\004impl\224\214B/work/main/.venv/lib/python3.11/site-packages/numba/np/arrayobj.py\224MC\f\207\224\207\224."
	.size	.const.pickledata.7a5c4b27ba321ff4b04e24e952e026042290412b, 200

	.type	.const.pickledata.7a5c4b27ba321ff4b04e24e952e026042290412b.sha1,@object
	.p2align	4, 0x0
.const.pickledata.7a5c4b27ba321ff4b04e24e952e026042290412b.sha1:
	.ascii	"z\\K'\2722\037\364\260N$\351R\340&\004\"\220A+"
	.size	.const.pickledata.7a5c4b27ba321ff4b04e24e952e026042290412b.sha1, 20

	.type	.const.picklebuf.7a5c4b27ba321ff4b04e24e952e026042290412b,@object
	.p2align	4, 0x0
.const.picklebuf.7a5c4b27ba321ff4b04e24e952e026042290412b:
	.quad	.const.pickledata.7a5c4b27ba321ff4b04e24e952e026042290412b
	.long	200
	.zero	4
	.quad	.const.pickledata.7a5c4b27ba321ff4b04e24e952e026042290412b.sha1
	.quad	0
	.long	0
	.zero	4
	.size	.const.picklebuf.7a5c4b27ba321ff4b04e24e952e026042290412b, 40

	.type	.const.pickledata.976fbb1e47bfdac8a219f91ac89dee4d8e92b58e,@object
	.p2align	4, 0x0
.const.pickledata.976fbb1e47bfdac8a219f91ac89dee4d8e92b58e:
	.ascii	"\200\004\225\315\000\000\000\000\000\000\000\214\bbuiltins\224\214\nValueError\224\223\224\214ZWhen changing to a smaller dtype, its size must be a divisor of the size of original dtype\224\205\224\214\004impl\224\214B/work/main/.venv/lib/python3.11/site-packages/numba/np/arrayobj.py\224MI\f\207\224\207\224."
	.size	.const.pickledata.976fbb1e47bfdac8a219f91ac89dee4d8e92b58e, 216

	.type	.const.pickledata.976fbb1e47bfdac8a219f91ac89dee4d8e92b58e.sha1,@object
	.p2align	4, 0x0
.const.pickledata.976fbb1e47bfdac8a219f91ac89dee4d8e92b58e.sha1:
	.ascii	"\227o\273\036G\277\332\310\242\031\371\032\310\235\356M\216\222\265\216"
	.size	.const.pickledata.976fbb1e47bfdac8a219f91ac89dee4d8e92b58e.sha1, 20

	.type	.const.picklebuf.976fbb1e47bfdac8a219f91ac89dee4d8e92b58e,@object
	.p2align	4, 0x0
.const.picklebuf.976fbb1e47bfdac8a219f91ac89dee4d8e92b58e:
	.quad	.const.pickledata.976fbb1e47bfdac8a219f91ac89dee4d8e92b58e
	.long	216
	.zero	4
	.quad	.const.pickledata.976fbb1e47bfdac8a219f91ac89dee4d8e92b58e.sha1
	.quad	0
	.long	0
	.zero	4
	.size	.const.picklebuf.976fbb1e47bfdac8a219f91ac89dee4d8e92b58e, 40

	.type	.const.pickledata.b5796885b513211cde7c8a6189dce39ee64e014e,@object
	.p2align	4, 0x0
.const.pickledata.b5796885b513211cde7c8a6189dce39ee64e014e:
	.ascii	"\200\004\225\350\000\000\000\000\000\000\000\214\bbuiltins\224\214\nValueError\224\223\224\214uWhen changing to a larger dtype, its size must be a divisor of the total size in bytes of the last axis of the array.\224\205\224\214\004impl\224\214B/work/main/.venv/lib/python3.11/site-packages/numba/np/arrayobj.py\224MP\f\207\224\207\224."
	.size	.const.pickledata.b5796885b513211cde7c8a6189dce39ee64e014e, 243

	.type	.const.pickledata.b5796885b513211cde7c8a6189dce39ee64e014e.sha1,@object
	.p2align	4, 0x0
.const.pickledata.b5796885b513211cde7c8a6189dce39ee64e014e.sha1:
	.ascii	"\265yh\205\265\023!\034\336|\212a\211\334\343\236\346N\001N"
	.size	.const.pickledata.b5796885b513211cde7c8a6189dce39ee64e014e.sha1, 20

	.type	.const.picklebuf.b5796885b513211cde7c8a6189dce39ee64e014e,@object
	.p2align	4, 0x0
.const.picklebuf.b5796885b513211cde7c8a6189dce39ee64e014e:
	.quad	.const.pickledata.b5796885b513211cde7c8a6189dce39ee64e014e
	.long	243
	.zero	4
	.quad	.const.pickledata.b5796885b513211cde7c8a6189dce39ee64e014e.sha1
	.quad	0
	.long	0
	.zero	4
	.size	.const.picklebuf.b5796885b513211cde7c8a6189dce39ee64e014e, 40

	.type	_ZN08NumbaEnv5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa,@object
	.comm	_ZN08NumbaEnv5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa,8,8
	.type	.const.pickledata.ffb24196e71d4d5274d7295bceca009ea25a5f9d,@object
	.p2align	4, 0x0
.const.pickledata.ffb24196e71d4d5274d7295bceca009ea25a5f9d:
	.ascii	"\200\004\225@\000\000\000\000\000\000\000\214\bbuiltins\224\214\021ZeroDivisionError\224\223\224\214\026integer modulo by zero\224\205\224N\207\224."
	.size	.const.pickledata.ffb24196e71d4d5274d7295bceca009ea25a5f9d, 75

	.type	.const.pickledata.ffb24196e71d4d5274d7295bceca009ea25a5f9d.sha1,@object
	.p2align	4, 0x0
.const.pickledata.ffb24196e71d4d5274d7295bceca009ea25a5f9d.sha1:
	.ascii	"\377\262A\226\347\035MRt\327)[\316\312\000\236\242Z_\235"
	.size	.const.pickledata.ffb24196e71d4d5274d7295bceca009ea25a5f9d.sha1, 20

	.type	.const.picklebuf.ffb24196e71d4d5274d7295bceca009ea25a5f9d,@object
	.p2align	4, 0x0
.const.picklebuf.ffb24196e71d4d5274d7295bceca009ea25a5f9d:
	.quad	.const.pickledata.ffb24196e71d4d5274d7295bceca009ea25a5f9d
	.long	75
	.zero	4
	.quad	.const.pickledata.ffb24196e71d4d5274d7295bceca009ea25a5f9d.sha1
	.quad	0
	.long	0
	.zero	4
	.size	.const.picklebuf.ffb24196e71d4d5274d7295bceca009ea25a5f9d, 40

	.section	".note.GNU-stack","",@progbits

================================================================================
================================================================================
