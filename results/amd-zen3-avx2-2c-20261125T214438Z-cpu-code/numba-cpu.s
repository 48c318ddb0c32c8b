
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
	.long	0x7fffffff
.LCPI0_3:
	.long	498
.LCPI0_4:
	.long	0x3f22f983
.LCPI0_5:
	.long	0x3f000000
.LCPI0_6:
	.long	0xbfc90fdb
.LCPI0_7:
	.long	0x333bbd2e
.LCPI0_8:
	.long	1
.LCPI0_9:
	.long	0x80000000
.LCPI0_10:
	.long	0x31cccccc
	.section	.ltext,"axl",@progbits
	.globl	_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.p2align	4
	.type	_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@function
_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE:
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
	subq	$1432, %rsp
	.cfi_def_cfa_offset 1488
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdi, 592(%rsp)
	movq	1624(%rsp), %rdi
	movq	1944(%rsp), %rbp
	movq	1888(%rsp), %r13
	movq	1824(%rsp), %r12
	movq	1768(%rsp), %r15
	movq	1696(%rsp), %r14
	movabsq	$NRT_incref, %rbx
	vmovdqa	%xmm7, 448(%rsp)
	vmovaps	%xmm6, 560(%rsp)
	vmovdqa	%xmm5, 544(%rsp)
	vmovdqa	%xmm4, 528(%rsp)
	vmovaps	%xmm3, 512(%rsp)
	vmovaps	%xmm2, 496(%rsp)
	vmovdqa	%xmm1, 480(%rsp)
	vmovaps	%xmm0, 464(%rsp)
	movq	%rsi, 328(%rsp)
	movb	$0, 118(%rsp)
	movq	$0, 440(%rsp)
	callq	*%rbx
	movq	%r14, %rdi
	callq	*%rbx
	movq	%r15, %rdi
	callq	*%rbx
	movq	%r12, %rdi
	callq	*%rbx
	movq	%r13, %rdi
	callq	*%rbx
	movq	%rbp, %rdi
	callq	*%rbx
	movq	2000(%rsp), %rdi
	callq	*%rbx
	movq	2056(%rsp), %rdi
	callq	*%rbx
	movq	2112(%rsp), %rdi
	callq	*%rbx
	movq	2168(%rsp), %rdi
	callq	*%rbx
	movq	1488(%rsp), %rcx
	movabsq	$9223372036854775800, %rdx
	movq	(%rcx), %rax
	movq	8(%rcx), %rcx
	subq	%rax, %rcx
	movq	%rax, 392(%rsp)
	leaq	7(%rdx), %rax
	movq	%rcx, 208(%rsp)
	cmpq	%rax, %rcx
	jae	.LBB0_21
	vbroadcastss	560(%rsp), %ymm12
	vmovss	1552(%rsp), %xmm6
	vmovss	1544(%rsp), %xmm7
	vmovss	1576(%rsp), %xmm3
	vmovss	1568(%rsp), %xmm4
	vmovss	1592(%rsp), %xmm1
	vmovss	1584(%rsp), %xmm2
	movq	1744(%rsp), %r8
	movq	1728(%rsp), %rdx
	movq	1648(%rsp), %rcx
	incq	208(%rsp)
	movq	1672(%rsp), %rsi
	vmovss	1600(%rsp), %xmm0
	vmovss	1528(%rsp), %xmm9
	movq	1616(%rsp), %rdi
	movq	2144(%rsp), %r14
	vmovd	1560(%rsp), %xmm5
	vmovd	1536(%rsp), %xmm8
	vmovd	1520(%rsp), %xmm10
	vmovss	1512(%rsp), %xmm11
	movq	2088(%rsp), %r12
	vbroadcastss	544(%rsp), %ymm13
	movq	2032(%rsp), %r15
	movq	1800(%rsp), %rbx
	movq	1656(%rsp), %r9
	movabsq	$.LCPI0_2, %rbp
	leaq	(%rdx,%r8,4), %rax
	movq	%rdi, %r11
	movq	%rax, 672(%rsp)
	leaq	(%rdx,%r8,8), %rax
	vmovups	%ymm12, 1328(%rsp)
	vbroadcastss	%xmm6, %ymm12
	vbroadcastss	%xmm7, %ymm6
	vbroadcastss	%xmm0, %ymm0
	vpbroadcastd	%xmm8, %ymm7
	vmovups	%ymm13, 1296(%rsp)
	movq	%rax, 664(%rsp)
	leaq	(%r8,%r8,2), %rax
	shlq	$4, %r8
	vmovups	%ymm6, 1232(%rsp)
	vbroadcastss	%xmm3, %ymm6
	vbroadcastss	%xmm4, %ymm3
	addq	%rdx, %r8
	cmpq	%rcx, 1688(%rsp)
	vmovups	%ymm0, 1392(%rsp)
	vmovss	1608(%rsp), %xmm0
	vpbroadcastd	%xmm5, %ymm4
	vmovups	%ymm12, 1264(%rsp)
	vmovdqu	%ymm7, 1200(%rsp)
	leaq	(%rdx,%rax,4), %rax
	movq	%r8, 680(%rsp)
	vmovups	%ymm3, 1136(%rsp)
	vbroadcastss	%xmm2, %ymm3
	vbroadcastss	%xmm1, %ymm2
	vbroadcastss	528(%rsp), %ymm1
	vmovups	%ymm6, 1168(%rsp)
	vmovdqu	%ymm4, 1040(%rsp)
	movq	%rax, 656(%rsp)
	vmovups	%ymm2, 1072(%rsp)
	vbroadcastss	496(%rsp), %ymm2
	vmovups	%ymm3, 1104(%rsp)
	sete	%al
	cmpq	$2, %rsi
	setb	%r8b
	orb	%al, %r8b
	movq	%rsi, %rax
	imulq	%rcx, %rax
	movq	392(%rsp), %rcx
	movb	%r8b, 119(%rsp)
	vbroadcastss	%xmm0, %ymm0
	vmovups	%ymm1, 976(%rsp)
	vbroadcastss	464(%rsp), %ymm1
	movq	%rax, 584(%rsp)
	vmovups	%ymm0, 1360(%rsp)
	vmovups	%ymm2, 944(%rsp)
	vbroadcastss	480(%rsp), %ymm2
	movq	%rcx, %rax
	imulq	%rdi, %rax
	leaq	1(%rcx), %r10
	movq	%rcx, %r8
	imulq	%rsi, %r8
	movq	%r10, 616(%rsp)
	imulq	%r10, %r11
	movq	2200(%rsp), %r10
	leaq	(%rdx,%rax,4), %rdx
	leaq	(%r14,%rax,4), %r14
	leaq	(,%rax,4), %r13
	addq	%r9, %r8
	movq	%rdx, 336(%rsp)
	movq	%rax, %rdx
	negq	%rdx
	movq	%r14, 360(%rsp)
	leaq	(%r12,%rax,4), %r14
	movq	%rcx, %r12
	movq	%r13, 600(%rsp)
	leaq	(%rbx,%rax,4), %r13
	vmovups	%ymm1, 1008(%rsp)
	vbroadcastss	%xmm9, %ymm1
	movq	%rdx, 408(%rsp)
	movq	%rsi, %rdx
	subq	%rdi, %rdx
	leaq	(%r10,%rax,4), %r10
	imulq	%rdx, %r12
	movq	%r14, 352(%rsp)
	leaq	(%r15,%rax,4), %r14
	movq	%rdx, 608(%rsp)
	leaq	(,%rdi,4), %rdx
	movq	%r13, 368(%rsp)
	movq	%rsi, %rax
	xorl	%esi, %esi
	movabsq	$.LCPI0_9, %r13
	vmovups	%ymm2, 912(%rsp)
	vmovups	%ymm1, 880(%rsp)
	vbroadcastss	512(%rsp), %ymm2
	vbroadcastss	448(%rsp), %ymm1
	movq	%r14, 344(%rsp)
	movq	%rdx, 400(%rsp)
	movabsq	$.LCPI0_4, %r14
	addq	%r9, %r12
	movq	%rcx, %r9
	vmovups	%ymm2, 848(%rsp)
	vmovups	%ymm1, 816(%rsp)
	vbroadcastss	%xmm11, %ymm2
	vpbroadcastd	%xmm10, %ymm1
	vmovups	%ymm2, 784(%rsp)
	vmovdqu	%ymm1, 752(%rsp)
	jmp	.LBB0_23
	.p2align	4
.LBB0_22:
	movq	208(%rsp), %rax
	movq	%r14, %r12
	movq	640(%rsp), %r14
	movq	632(%rsp), %rdi
	decq	%rax
	incq	%r14
	movq	%rax, 288(%rsp)
	movabsq	$NRT_decref, %rax
	vzeroupper
	callq	*%rax
	movq	1624(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
	movq	400(%rsp), %rcx
	movq	424(%rsp), %rsi
	movq	376(%rsp), %r10
	movq	1616(%rsp), %rdi
	movq	648(%rsp), %r11
	movq	1672(%rsp), %rax
	movq	384(%rsp), %r8
	movq	%r14, %r9
	movq	%r12, %r14
	movq	272(%rsp), %r12
	addq	608(%rsp), %r12
	incq	%rsi
	addq	%rax, %r8
	addq	%rdi, %r11
	subq	%rdi, 408(%rsp)
	addq	%rcx, 368(%rsp)
	addq	%rcx, 360(%rsp)
	addq	%rcx, %r10
	addq	%rcx, 352(%rsp)
	addq	%rcx, 344(%rsp)
	addq	%rcx, 336(%rsp)
	cmpq	$1, 208(%rsp)
	movq	288(%rsp), %rcx
	movq	%rcx, 208(%rsp)
	jle	.LBB0_21
.LBB0_23:
	movq	1880(%rsp), %rdx
	movq	616(%rsp), %rcx
	movq	%rsi, 424(%rsp)
	movq	%r11, 648(%rsp)
	movq	%r9, 640(%rsp)
	movq	%r10, 376(%rsp)
	movq	%r8, 384(%rsp)
	cmpq	%r11, %rdx
	leaq	(%rcx,%rsi), %rsi
	cmovlq	%rdx, %r11
	imulq	%rdi, %rsi
	movq	%r11, 280(%rsp)
	cmpq	%rsi, %rdx
	movq	%rsi, %rcx
	cmovlq	%rdx, %rsi
	cmovlq	%rdx, %rcx
	movq	%rsi, 240(%rsp)
	movq	%r9, %rsi
	imulq	%rdi, %rsi
	movq	%rcx, 248(%rsp)
	leaq	(%rsi,%rdi), %rcx
	movq	1624(%rsp), %rdi
	movq	%rsi, 192(%rsp)
	cmpq	%rcx, %rdx
	cmovlq	%rdx, %rcx
	imulq	%rax, %r9
	addq	1656(%rsp), %r9
	movabsq	$NRT_incref, %rax
	movq	%rcx, 264(%rsp)
	movq	%r9, 288(%rsp)
	vzeroupper
	callq	*%rax
	movq	1624(%rsp), %rdi
	movabsq	$NRT_incref, %rax
	callq	*%rax
	movq	288(%rsp), %rax
	movq	1648(%rsp), %rcx
	movq	1624(%rsp), %rdx
	movq	1632(%rsp), %rsi
	movq	%rax, 728(%rsp)
	movq	%rcx, 720(%rsp)
	movq	%rdx, 696(%rsp)
	movq	1672(%rsp), %rdx
	movq	%rdx, 712(%rsp)
	movq	%rsi, 704(%rsp)
	movq	%rdx, 736(%rsp)
	movq	1688(%rsp), %rdx
	movq	%rdx, 744(%rsp)
	cmpq	$8, %rcx
	je	.LBB0_34
	cmpb	$0, 119(%rsp)
	je	.LBB0_25
	cmpq	$8, %rcx
	jle	.LBB0_29
	testb	$7, %cl
	je	.LBB0_34
	jmp	.LBB0_27
	.p2align	4
.LBB0_29:
	testb	$7, 584(%rsp)
	jne	.LBB0_30
.LBB0_34:
	movabsq	$.LCPI0_0, %rax
	movabsq	$.LCPI0_1, %rdx
	movb	$0, 118(%rsp)
	movl	$1, %r9d
	leaq	118(%rsp), %rdi
	leaq	440(%rsp), %rsi
	xorl	%ecx, %ecx
	xorl	%r8d, %r8d
	vmovaps	(%rax), %ymm0
	leaq	744(%rsp), %rax
	vmovups	%ymm0, 72(%rsp)
	vmovaps	(%rdx), %ymm0
	movq	%rax, 64(%rsp)
	leaq	736(%rsp), %rax
	movl	$1, %edx
	vmovups	%ymm0, 16(%rsp)
	movq	%rax, 8(%rsp)
	movabsq	$_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v27B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa, %rax
	movl	$67, 104(%rsp)
	movq	$8, 56(%rsp)
	movq	$1, 48(%rsp)
	movq	$8, (%rsp)
	vzeroupper
	callq	*%rax
	movq	440(%rsp), %rcx
	cmpb	$0, 118(%rsp)
	je	.LBB0_38
	testl	%eax, %eax
	jne	.LBB0_31
	movq	736(%rsp), %rax
	movq	%rax, 712(%rsp)
	movq	$8, 720(%rsp)
	movq	728(%rsp), %rax
	movq	696(%rsp), %rdi
	movq	%rax, 688(%rsp)
	movabsq	$NRT_incref, %rax
	movq	%rdi, 632(%rsp)
	callq	*%rax
	movq	1624(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
	vmovaps	448(%rsp), %xmm13
	vmovss	1576(%rsp), %xmm5
	cmpq	$0, 1984(%rsp)
	movq	%r12, 272(%rsp)
	jle	.LBB0_22
	movq	280(%rsp), %rcx
	movabsq	$9223372036854775800, %rdx
	movq	248(%rsp), %rsi
	movq	400(%rsp), %r10
	addq	408(%rsp), %rcx
	movq	%rcx, %rax
	sarq	$63, %rax
	andnq	%rcx, %rax, %rcx
	andq	%rdx, %rcx
	movq	424(%rsp), %rdx
	movq	%rcx, 432(%rsp)
	movq	392(%rsp), %rcx
	imulq	%rdx, %r10
	addq	600(%rsp), %r10
	leaq	(%rcx,%rdx), %rdi
	movq	%rdi, %rax
	imulq	1616(%rsp), %rax
	imulq	1672(%rsp), %rdi
	leaq	(%r15,%r10), %r14
	addq	1656(%rsp), %rdi
	movq	%r14, 136(%rsp)
	subq	%rax, %rsi
	movq	%rsi, %rcx
	sarq	$63, %rcx
	movq	%rsi, 248(%rsp)
	movq	%rdi, 128(%rsp)
	andnq	%rsi, %rcx, %r9
	movq	2144(%rsp), %rcx
	movq	128(%rsp), %r11
	movq	%r9, %rdi
	movq	%rdi, 232(%rsp)
	leaq	(%rcx,%r10), %rsi
	movq	2200(%rsp), %rcx
	movq	%rsi, 624(%rsp)
	leaq	(%rcx,%r10), %r8
	movq	2088(%rsp), %rcx
	movq	%r8, 176(%rsp)
	addq	%r10, %rcx
	movq	%rcx, 160(%rsp)
	leaq	(%rbx,%r10), %rcx
	addq	1728(%rsp), %r10
	movq	%rcx, 288(%rsp)
	movq	240(%rsp), %rcx
	movq	%r10, 120(%rsp)
	leaq	(%rsi,%r9,4), %r10
	leaq	(%r8,%r9,4), %r9
	subq	%rax, %rcx
	movq	%rcx, %rax
	sarq	$63, %rax
	movq	%rcx, 240(%rsp)
	movq	%r9, 200(%rsp)
	andnq	%rcx, %rax, %rax
	movq	264(%rsp), %rcx
	subq	192(%rsp), %rcx
	movq	%rax, 224(%rsp)
	movq	%rcx, %rax
	sarq	$63, %rax
	movq	%rcx, 264(%rsp)
	andnq	%rcx, %rax, %rax
	movq	%rax, 256(%rsp)
	leaq	63(%rcx), %rax
	sarq	$6, %rax
	cmpq	%r9, %rsi
	movq	%rax, 280(%rsp)
	setb	%dl
	cmpq	%r10, %r8
	leaq	(%r14,%rdi,4), %rax
	movq	288(%rsp), %r8
	setb	%cl
	andb	%dl, %cl
	cmpq	%rax, %rsi
	movq	%rax, 216(%rsp)
	setb	%al
	cmpq	%r10, %r14
	movq	160(%rsp), %r14
	setb	%r9b
	andb	%al, %r9b
	orb	%cl, %r9b
	leaq	(%r14,%rdi,4), %rax
	cmpq	%rax, %rsi
	movq	%rax, 168(%rsp)
	setb	%cl
	cmpq	%r10, %r14
	setb	%al
	andb	%cl, %al
	leaq	(%r8,%rdi,4), %rcx
	cmpq	%rcx, %rsi
	movq	%rcx, 184(%rsp)
	setb	%dl
	cmpq	%r10, %r8
	movq	120(%rsp), %r8
	setb	%cl
	andb	%dl, %cl
	orb	%al, %cl
	leaq	(%r11,%rdi), %rax
	orb	%r9b, %cl
	cmpq	%rax, %rsi
	movq	%rax, 144(%rsp)
	movq	200(%rsp), %r9
	setb	%al
	cmpq	%r10, %r11
	setb	%dl
	andb	%al, %dl
	leaq	(%r8,%rdi,4), %rax
	movq	168(%rsp), %rdi
	cmpq	%rax, %rsi
	movq	%rax, 152(%rsp)
	setb	%al
	cmpq	%r10, %r8
	movq	176(%rsp), %r8
	setb	%sil
	andb	%al, %sil
	orb	%dl, %sil
	cmpq	216(%rsp), %r8
	setb	%al
	cmpq	%r9, 136(%rsp)
	setb	%dl
	andb	%al, %dl
	orb	%sil, %dl
	movq	%r9, %rsi
	orb	%cl, %dl
	cmpq	%rdi, %r8
	setb	%al
	cmpq	%r9, %r14
	movq	184(%rsp), %r9
	setb	%cl
	andb	%al, %cl
	movq	%rsi, %rax
	cmpq	%r9, %r8
	setb	%r10b
	cmpq	%rsi, 288(%rsp)
	setb	%sil
	andb	%r10b, %sil
	orb	%cl, %sil
	cmpq	144(%rsp), %r8
	setb	%r10b
	cmpq	%rax, %r11
	setb	%cl
	andb	%r10b, %cl
	movq	288(%rsp), %r10
	orb	%sil, %cl
	cmpq	152(%rsp), %r8
	setb	%r8b
	cmpq	%rax, 120(%rsp)
	setb	%sil
	andb	%r8b, %sil
	movq	136(%rsp), %r8
	orb	%cl, %sil
	orb	%dl, %sil
	cmpq	%rdi, %r8
	movq	216(%rsp), %rdi
	setb	%al
	cmpq	%rdi, %r14
	setb	%cl
	andb	%al, %cl
	cmpq	%r9, %r8
	movq	144(%rsp), %r9
	setb	%al
	cmpq	%rdi, %r10
	setb	%dl
	andb	%al, %dl
	orb	%cl, %dl
	cmpq	%r9, %r8
	setb	%al
	cmpq	%rdi, %r11
	setb	%cl
	andb	%al, %cl
	movq	152(%rsp), %rax
	orb	%dl, %cl
	cmpq	%rax, %r8
	setb	%r8b
	cmpq	%rdi, 120(%rsp)
	movq	%r10, %rdi
	setb	%dl
	andb	%r8b, %dl
	movq	168(%rsp), %r8
	orb	%cl, %dl
	cmpq	184(%rsp), %r14
	setb	%r11b
	cmpq	%r8, %r10
	movq	%r14, %r10
	setb	%cl
	andb	%r11b, %cl
	movq	%r9, %r11
	orb	%dl, %cl
	orb	%sil, %cl
	cmpq	%r9, %r14
	movq	128(%rsp), %r14
	movq	%r8, %rsi
	setb	%r9b
	cmpq	%r8, %r14
	movq	%rax, %r8
	setb	%dl
	andb	%r9b, %dl
	cmpq	%rax, %r10
	movq	120(%rsp), %r10
	movq	184(%rsp), %r9
	setb	%al
	cmpq	%rsi, %r10
	setb	%sil
	andb	%al, %sil
	orb	%dl, %sil
	cmpq	%r11, %rdi
	setb	%al
	cmpq	%r9, %r14
	setb	%dl
	andb	%al, %dl
	orb	%sil, %dl
	cmpq	%r8, %rdi
	movq	224(%rsp), %rsi
	movq	176(%rsp), %rdi
	setb	%al
	cmpq	%r9, %r10
	setb	%r9b
	andb	%al, %r9b
	orb	%dl, %r9b
	cmpq	%r8, %r14
	setb	%al
	cmpq	%r11, %r10
	movq	256(%rsp), %r11
	leaq	(%rdi,%rsi,4), %r14
	setb	%dl
	andb	%al, %dl
	movabsq	$9223372036854775800, %rax
	orb	%r9b, %dl
	movq	624(%rsp), %r9
	orb	%cl, %dl
	movq	232(%rsp), %rcx
	movb	%dl, 184(%rsp)
	leaq	(%r9,%rsi,4), %rdx
	andq	%rax, %rcx
	subq	%rcx, %r11
	cmpq	%r14, %r9
	movq	%rcx, 232(%rsp)
	setb	%r8b
	cmpq	%rdx, %rdi
	movq	%r11, 216(%rsp)
	movq	%rsi, %r11
	setb	%cl
	andb	%r8b, %cl
	movq	136(%rsp), %r8
	leaq	(%r8,%rsi,4), %rax
	cmpq	%rax, %r9
	movq	%rax, 168(%rsp)
	setb	%sil
	cmpq	%rdx, %r8
	setb	%al
	andb	%sil, %al
	movq	160(%rsp), %rsi
	orb	%cl, %al
	leaq	(%rsi,%r11,4), %rdi
	cmpq	%rdi, %r9
	movq	%rdi, 200(%rsp)
	movq	288(%rsp), %rdi
	setb	%cl
	cmpq	%rdx, %rsi
	setb	%sil
	andb	%cl, %sil
	leaq	(%rdi,%r11,4), %rcx
	cmpq	%rcx, %r9
	movq	%rcx, 152(%rsp)
	setb	%r8b
	cmpq	%rdx, %rdi
	setb	%cl
	andb	%r8b, %cl
	orb	%sil, %cl
	movq	128(%rsp), %rsi
	orb	%al, %cl
	leaq	(%rsi,%r11), %rax
	cmpq	%rax, %r9
	movq	%rax, 416(%rsp)
	setb	%al
	cmpq	%rdx, %rsi
	setb	%sil
	andb	%al, %sil
	leaq	(%r10,%r11,4), %rax
	movq	176(%rsp), %r11
	cmpq	%rax, %r9
	movq	%rax, 144(%rsp)
	movq	416(%rsp), %r9
	setb	%al
	cmpq	%rdx, %r10
	movq	160(%rsp), %r10
	setb	%r8b
	andb	%al, %r8b
	orb	%sil, %r8b
	cmpq	168(%rsp), %r11
	setb	%al
	cmpq	%r14, 136(%rsp)
	setb	%dl
	andb	%al, %dl
	movq	200(%rsp), %rax
	orb	%r8b, %dl
	orb	%cl, %dl
	cmpq	%rax, %r11
	setb	%sil
	cmpq	%r14, %r10
	setb	%cl
	andb	%sil, %cl
	cmpq	152(%rsp), %r11
	setb	%dil
	cmpq	%r14, 288(%rsp)
	setb	%sil
	andb	%dil, %sil
	movq	128(%rsp), %rdi
	orb	%cl, %sil
	cmpq	%r9, %r11
	setb	%r8b
	cmpq	%r14, %rdi
	setb	%cl
	andb	%r8b, %cl
	orb	%sil, %cl
	cmpq	144(%rsp), %r11
	movq	136(%rsp), %r11
	setb	%r8b
	cmpq	%r14, 120(%rsp)
	movq	288(%rsp), %r14
	setb	%sil
	andb	%r8b, %sil
	movq	152(%rsp), %r8
	orb	%cl, %sil
	orb	%dl, %sil
	movq	168(%rsp), %rdx
	cmpq	%rax, %r11
	setb	%al
	cmpq	%rdx, %r10
	setb	%cl
	andb	%al, %cl
	cmpq	%r8, %r11
	movq	%rdx, %rax
	setb	%r10b
	cmpq	%rdx, %r14
	setb	%dl
	andb	%r10b, %dl
	movq	120(%rsp), %r10
	orb	%cl, %dl
	cmpq	%r9, %r11
	setb	%r9b
	cmpq	%rax, %rdi
	setb	%cl
	andb	%r9b, %cl
	movq	160(%rsp), %r9
	orb	%dl, %cl
	cmpq	144(%rsp), %r11
	movq	200(%rsp), %r11
	setb	%dil
	cmpq	%rax, %r10
	movq	128(%rsp), %rax
	setb	%dl
	andb	%dil, %dl
	movq	416(%rsp), %rdi
	orb	%cl, %dl
	cmpq	%r8, %r9
	setb	%r8b
	cmpq	%r11, %r14
	setb	%cl
	andb	%r8b, %cl
	orb	%dl, %cl
	orb	%sil, %cl
	cmpq	%rdi, %r9
	movq	%r11, %rsi
	setb	%r8b
	cmpq	%r11, %rax
	movq	144(%rsp), %r11
	setb	%dl
	andb	%r8b, %dl
	movq	%r10, %r8
	cmpq	%r11, %r9
	setb	%r9b
	cmpq	%rsi, %r10
	movq	%rdi, %r10
	setb	%sil
	andb	%r9b, %sil
	orb	%dl, %sil
	cmpq	%rdi, %r14
	movq	%rax, %rdi
	movq	152(%rsp), %rax
	setb	%r9b
	cmpq	%rax, %rdi
	setb	%dl
	andb	%r9b, %dl
	orb	%sil, %dl
	cmpq	%r11, %r14
	movabsq	$.LCPI0_4, %r14
	setb	%r9b
	cmpq	%rax, %r8
	movq	232(%rsp), %rax
	setb	%sil
	andb	%r9b, %sil
	orb	%dl, %sil
	cmpq	%r11, %rdi
	movq	192(%rsp), %r11
	setb	%r9b
	cmpq	%r10, %r8
	movabsq	$.LCPI0_5, %r10
	setb	%dl
	andb	%r9b, %dl
	orb	%sil, %dl
	movq	256(%rsp), %rsi
	orb	%cl, %dl
	movq	224(%rsp), %rcx
	addq	%r11, %rax
	movq	%rax, 128(%rsp)
	movabsq	$9223372036854775800, %rax
	movb	%dl, 136(%rsp)
	andq	%rax, %rcx
	subq	%rcx, %rsi
	leaq	(%r11,%rcx), %rdx
	movq	%rcx, 224(%rsp)
	xorl	%ecx, %ecx
	movq	%rsi, 160(%rsp)
	movq	%rdx, 176(%rsp)
	jmp	.LBB0_3
	.p2align	4
.LBB0_2:
	movq	120(%rsp), %rcx
	movq	2032(%rsp), %r15
	movq	1800(%rsp), %rbx
	movq	272(%rsp), %r12
	movabsq	$.LCPI0_4, %r14
	movabsq	$.LCPI0_5, %r10
	movabsq	$.LCPI0_9, %r13
	movabsq	$.LCPI0_2, %rbp
	incq	%rcx
	cmpq	%rcx, 1984(%rsp)
	je	.LBB0_22
.LBB0_3:
	movq	1976(%rsp), %rax
	movq	%rcx, 120(%rsp)
	movl	(%rax,%rcx,4), %r9d
	testq	%rcx, %rcx
	je	.LBB0_4
	vmovss	1536(%rsp), %xmm12
	vmovss	1528(%rsp), %xmm8
	vmovaps	528(%rsp), %xmm10
	vmovaps	512(%rsp), %xmm9
	vmovaps	496(%rsp), %xmm6
	vmovaps	480(%rsp), %xmm7
	vmovaps	464(%rsp), %xmm15
	cmpq	$0, 264(%rsp)
	movq	2200(%rsp), %r10
	movq	2144(%rsp), %rdi
	movq	2088(%rsp), %r14
	jle	.LBB0_47
	cmpq	$8, 248(%rsp)
	movq	256(%rsp), %rcx
	movq	192(%rsp), %rdx
	setl	%al
	orb	184(%rsp), %al
	testb	$1, %al
	movq	1728(%rsp), %rax
	jne	.LBB0_45
	vmovd	%r9d, %xmm0
	vmovups	976(%rsp), %ymm10
	vmovups	944(%rsp), %ymm11
	vmovups	1008(%rsp), %ymm12
	vmovups	880(%rsp), %ymm13
	vmovups	848(%rsp), %ymm14
	vmovups	816(%rsp), %ymm15
	vmovups	784(%rsp), %ymm8
	vmovups	752(%rsp), %ymm7
	movq	384(%rsp), %rdx
	movq	368(%rsp), %rsi
	movq	360(%rsp), %rdi
	movq	376(%rsp), %r8
	movq	352(%rsp), %r10
	movq	344(%rsp), %r11
	movq	336(%rsp), %r13
	movq	432(%rsp), %r12
	movabsq	$.LCPI0_3, %r14
	xorl	%ecx, %ecx
	vpbroadcastd	%xmm0, %ymm0
	vmovdqu	%ymm0, 288(%rsp)
	vmovups	912(%rsp), %ymm0
	.p2align	4
.LBB0_43:
	vmovdqu	288(%rsp), %ymm1
	vmovups	1136(%rsp), %ymm6
	vmovups	1232(%rsp), %ymm9
	vpxor	(%r13,%rcx,4), %ymm1, %ymm1
	vpsrld	$16, %ymm1, %ymm2
	vpxor	%ymm1, %ymm2, %ymm1
	vpmulld	1392(%rsp), %ymm1, %ymm1
	vpsrld	$15, %ymm1, %ymm2
	vpxor	%ymm1, %ymm2, %ymm1
	vpmulld	1360(%rsp), %ymm1, %ymm1
	vmovups	(%r10,%rcx,4), %ymm2
	vpsrld	$31, %ymm1, %ymm1
	vcvtdq2ps	%ymm1, %ymm3
	vmovups	1296(%rsp), %ymm1
	vfmsub132ps	1328(%rsp), %ymm1, %ymm3
	vmovups	(%r11,%rcx,4), %ymm1
	vmulps	%ymm1, %ymm1, %ymm4
	vmovaps	%ymm4, %ymm5
	vfmadd132ps	1168(%rsp), %ymm6, %ymm5
	vmulps	1104(%rsp), %ymm4, %ymm6
	vfmadd213ps	1040(%rsp), %ymm4, %ymm5
	vmulps	%ymm5, %ymm4, %ymm5
	vfmsub231ps	%ymm5, %ymm4, %ymm6
	vmovaps	%ymm4, %ymm5
	vfmadd132ps	1264(%rsp), %ymm9, %ymm5
	vfmadd213ps	1200(%rsp), %ymm4, %ymm5
	vmulps	%ymm5, %ymm4, %ymm4
	vaddps	1072(%rsp), %ymm6, %ymm5
	vmulps	%ymm2, %ymm10, %ymm6
	vfmadd132ps	%ymm1, %ymm1, %ymm4
	vmulps	%ymm6, %ymm2, %ymm6
	vfmadd231ps	%ymm2, %ymm15, %ymm1
	vfmadd213ps	%ymm3, %ymm4, %ymm6
	vmulps	%ymm6, %ymm11, %ymm3
	vmulps	%ymm3, %ymm5, %ymm6
	vfmsub231ps	%ymm4, %ymm12, %ymm6
	vmulps	%ymm5, %ymm0, %ymm4
	vmulps	%ymm4, %ymm5, %ymm4
	vfnmadd213ps	%ymm13, %ymm11, %ymm4
	vmulps	%ymm4, %ymm14, %ymm4
	vdivps	%ymm4, %ymm6, %ymm4
	vmulps	%ymm4, %ymm10, %ymm6
	vfmadd213ps	%ymm2, %ymm15, %ymm4
	vmulps	%ymm6, %ymm5, %ymm5
	vfnmadd213ps	%ymm3, %ymm11, %ymm5
	vmovups	(%r8,%rcx,4), %ymm3
	vfmadd213ps	%ymm3, %ymm15, %ymm5
	vfmadd213ps	(%rdi,%rcx,4), %ymm15, %ymm3
	vmovups	%ymm3, (%rdi,%rcx,4)
	vmovups	%ymm5, (%r8,%rcx,4)
	vmovups	%ymm1, (%r11,%rcx,4)
	vmovups	%ymm4, (%r10,%rcx,4)
	vpcmpeqd	%ymm4, %ymm4, %ymm4
	vmovdqu	(%rsi,%rcx,4), %ymm2
	vpsubd	%ymm4, %ymm2, %ymm4
	vmovdqu	%ymm4, (%rsi,%rcx,4)
	vbroadcastss	(%rbp), %ymm4
	vandps	%ymm4, %ymm3, %ymm3
	vandps	%ymm4, %ymm1, %ymm1
	vpbroadcastd	(%r14), %ymm4
	vcmpltps	%ymm3, %ymm8, %ymm3
	vcmpltps	%ymm1, %ymm7, %ymm1
	vorps	%ymm3, %ymm1, %ymm1
	vpcmpgtd	%ymm4, %ymm2, %ymm2
	vorps	%ymm2, %ymm1, %ymm1
	vextractf128	$1, %ymm1, %xmm2
	vpackssdw	%xmm2, %xmm1, %xmm1
	vpsrlw	$15, %xmm1, %xmm1
	vpackuswb	%xmm1, %xmm1, %xmm1
	vmovq	%xmm1, (%rdx,%rcx)
	addq	$8, %rcx
	cmpq	%rcx, %r12
	jne	.LBB0_43
	vmovss	1576(%rsp), %xmm5
	vmovss	1536(%rsp), %xmm12
	vmovss	1528(%rsp), %xmm8
	vmovaps	448(%rsp), %xmm13
	vmovaps	528(%rsp), %xmm10
	vmovaps	512(%rsp), %xmm9
	vmovaps	496(%rsp), %xmm6
	vmovaps	480(%rsp), %xmm7
	vmovaps	464(%rsp), %xmm15
	movq	216(%rsp), %rcx
	movq	128(%rsp), %rdx
	movq	232(%rsp), %rsi
	movq	2200(%rsp), %r10
	movq	2144(%rsp), %rdi
	movq	2088(%rsp), %r14
	movq	272(%rsp), %r12
	cmpq	%rsi, 248(%rsp)
	je	.LBB0_47
.LBB0_45:
	incq	%rcx
	.p2align	4
.LBB0_46:
	movl	(%rax,%rdx,4), %esi
	vmovaps	%xmm13, %xmm14
	vmovaps	%xmm15, %xmm13
	vmovaps	%xmm5, %xmm15
	vmovss	1568(%rsp), %xmm5
	vmovaps	%xmm7, %xmm1
	vmovaps	%xmm6, %xmm7
	vmovaps	%xmm9, %xmm6
	vmovaps	%xmm10, %xmm9
	vmovaps	%xmm8, %xmm10
	vmovaps	%xmm12, %xmm8
	vmovss	1552(%rsp), %xmm12
	vmovss	(%r14,%rdx,4), %xmm11
	xorl	%r9d, %esi
	movl	%esi, %r8d
	shrl	$16, %r8d
	xorl	%esi, %r8d
	imull	1600(%rsp), %r8d
	movl	%r8d, %esi
	shrl	$15, %esi
	xorl	%r8d, %esi
	imull	1608(%rsp), %esi
	shrl	$31, %esi
	vxorps	%xmm4, %xmm4, %xmm4
	vcvtsi2ss	%esi, %xmm4, %xmm2
	vmovaps	544(%rsp), %xmm0
	vfmsub132ss	560(%rsp), %xmm0, %xmm2
	vmovss	(%r15,%rdx,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm3
	vmovaps	%xmm3, %xmm4
	vfmadd213ss	%xmm5, %xmm15, %xmm4
	vmovss	1560(%rsp), %xmm5
	vmovss	1544(%rsp), %xmm15
	vfmadd213ss	%xmm5, %xmm3, %xmm4
	vmovss	1584(%rsp), %xmm5
	vmulss	%xmm4, %xmm3, %xmm4
	vmulss	%xmm3, %xmm5, %xmm5
	vfmsub231ss	%xmm4, %xmm3, %xmm5
	vmovaps	%xmm3, %xmm4
	vfmadd213ss	%xmm15, %xmm12, %xmm4
	vmovaps	%xmm13, %xmm15
	vmovaps	%xmm14, %xmm13
	vmovss	1592(%rsp), %xmm14
	vmovaps	%xmm8, %xmm12
	vmovaps	%xmm10, %xmm8
	vmovaps	%xmm9, %xmm10
	vmovaps	%xmm6, %xmm9
	vmovaps	%xmm7, %xmm6
	vmovaps	%xmm1, %xmm7
	vfmadd213ss	%xmm12, %xmm3, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm5, %xmm14, %xmm4
	vmulss	%xmm11, %xmm10, %xmm5
	vfmadd132ss	%xmm0, %xmm0, %xmm3
	vmulss	%xmm5, %xmm11, %xmm5
	vfmadd231ss	%xmm11, %xmm13, %xmm0
	vfmadd213ss	%xmm2, %xmm3, %xmm5
	vmulss	%xmm5, %xmm6, %xmm2
	vmulss	%xmm2, %xmm4, %xmm5
	vfmsub231ss	%xmm3, %xmm15, %xmm5
	vmulss	%xmm4, %xmm1, %xmm3
	vbroadcastss	(%rbp), %xmm1
	vmulss	%xmm3, %xmm4, %xmm3
	vfnmadd213ss	%xmm8, %xmm6, %xmm3
	vmulss	%xmm3, %xmm9, %xmm3
	vdivss	%xmm3, %xmm5, %xmm3
	vmulss	%xmm3, %xmm10, %xmm5
	vfmadd213ss	%xmm11, %xmm13, %xmm3
	vmulss	%xmm5, %xmm4, %xmm4
	vmovss	1576(%rsp), %xmm5
	vfnmadd213ss	%xmm2, %xmm6, %xmm4
	vmovss	(%r10,%rdx,4), %xmm2
	vfmadd213ss	%xmm2, %xmm13, %xmm4
	vfmadd213ss	(%rdi,%rdx,4), %xmm13, %xmm2
	vmovss	%xmm2, (%rdi,%rdx,4)
	vmovss	%xmm4, (%r10,%rdx,4)
	vmovss	%xmm0, (%r15,%rdx,4)
	vmovss	%xmm3, (%r14,%rdx,4)
	vmovss	1520(%rsp), %xmm3
	vandps	%xmm1, %xmm0, %xmm0
	vandps	%xmm1, %xmm2, %xmm2
	vmovss	1512(%rsp), %xmm1
	movl	(%rbx,%rdx,4), %r8d
	cmpl	$499, %r8d
	leal	1(%r8), %r11d
	setge	%r8b
	movl	%r11d, (%rbx,%rdx,4)
	decq	%rcx
	vcmpltss	%xmm0, %xmm3, %xmm0
	vcmpltss	%xmm2, %xmm1, %xmm1
	vorps	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	orb	%sil, %r8b
	andb	$1, %r8b
	movb	%r8b, (%r12,%rdx)
	incq	%rdx
	cmpq	$1, %rcx
	jg	.LBB0_46
	jmp	.LBB0_47
	.p2align	4
.LBB0_4:
	vmovss	1568(%rsp), %xmm9
	vmovss	1560(%rsp), %xmm10
	vmovss	1552(%rsp), %xmm12
	vmovss	1544(%rsp), %xmm14
	vmovss	1536(%rsp), %xmm15
	vmovss	1592(%rsp), %xmm8
	cmpq	$0, 264(%rsp)
	jle	.LBB0_47
	cmpq	$8, 240(%rsp)
	movq	256(%rsp), %rcx
	movq	192(%rsp), %rdx
	setl	%al
	orb	136(%rsp), %al
	testb	$1, %al
	jne	.LBB0_9
	vmovd	%r9d, %xmm0
	vmovups	976(%rsp), %ymm11
	vmovups	944(%rsp), %ymm12
	vmovups	912(%rsp), %ymm14
	vmovups	880(%rsp), %ymm15
	vmovups	816(%rsp), %ymm9
	vmovups	784(%rsp), %ymm8
	vmovups	752(%rsp), %ymm10
	vmovups	1040(%rsp), %ymm13
	movq	%rbp, %r14
	movq	%r13, %rbp
	movq	384(%rsp), %rdx
	movq	368(%rsp), %rsi
	movq	360(%rsp), %rdi
	movq	376(%rsp), %r8
	movq	352(%rsp), %r10
	movq	344(%rsp), %r11
	movq	336(%rsp), %rax
	movq	432(%rsp), %r13
	xorl	%ecx, %ecx
	vpbroadcastd	%xmm0, %ymm0
	vmovdqu	%ymm0, 288(%rsp)
	vmovups	848(%rsp), %ymm0
	.p2align	4
.LBB0_7:
	movabsq	$.LCPI0_4, %r12
	vmovups	(%r11,%rcx,4), %ymm1
	vmovups	1232(%rsp), %ymm6
	vbroadcastss	(%r12), %ymm2
	movabsq	$.LCPI0_5, %r12
	vbroadcastss	(%r12), %ymm3
	movabsq	$.LCPI0_6, %r12
	vfmadd231ps	%ymm2, %ymm1, %ymm3
	vroundps	$9, %ymm3, %ymm2
	vbroadcastss	(%r12), %ymm3
	movabsq	$.LCPI0_7, %r12
	vbroadcastss	(%r12), %ymm4
	movabsq	$.LCPI0_8, %r12
	vfmadd213ps	%ymm1, %ymm2, %ymm3
	vfmadd213ps	%ymm3, %ymm2, %ymm4
	vcvttps2dq	%ymm2, %ymm2
	vpslld	$30, %ymm2, %ymm7
	vmulps	%ymm4, %ymm4, %ymm3
	vmovaps	%ymm3, %ymm5
	vfmadd132ps	1264(%rsp), %ymm6, %ymm5
	vmovups	1136(%rsp), %ymm6
	vfmadd213ps	1200(%rsp), %ymm3, %ymm5
	vmulps	%ymm5, %ymm3, %ymm5
	vfmadd132ps	%ymm4, %ymm4, %ymm5
	vmovaps	%ymm3, %ymm4
	vfmadd132ps	1168(%rsp), %ymm6, %ymm4
	vmulps	1104(%rsp), %ymm3, %ymm6
	vfmadd213ps	%ymm13, %ymm3, %ymm4
	vmulps	%ymm4, %ymm3, %ymm4
	vfmsub231ps	%ymm4, %ymm3, %ymm6
	vpbroadcastd	(%r12), %ymm4
	vaddps	1072(%rsp), %ymm6, %ymm3
	movabsq	$.LCPI0_3, %r12
	vxorps	%xmm6, %xmm6, %xmm6
	vpand	%ymm4, %ymm2, %ymm4
	vpcmpeqd	%ymm6, %ymm4, %ymm4
	vblendvps	%ymm4, %ymm5, %ymm3, %ymm6
	vblendvps	%ymm4, %ymm3, %ymm5, %ymm3
	vbroadcastss	(%rbp), %ymm4
	vxorps	%ymm4, %ymm6, %ymm5
	vxorps	%ymm4, %ymm3, %ymm4
	vblendvps	%ymm7, %ymm5, %ymm6, %ymm5
	vmovdqu	288(%rsp), %ymm6
	vpxor	(%rax,%rcx,4), %ymm6, %ymm6
	vpsrld	$16, %ymm6, %ymm7
	vpxor	%ymm6, %ymm7, %ymm6
	vpmulld	1392(%rsp), %ymm6, %ymm6
	vpsrld	$15, %ymm6, %ymm7
	vpxor	%ymm6, %ymm7, %ymm6
	vpmulld	1360(%rsp), %ymm6, %ymm6
	vmovups	1296(%rsp), %ymm7
	vpsrld	$31, %ymm6, %ymm6
	vcvtdq2ps	%ymm6, %ymm6
	vfmsub132ps	1328(%rsp), %ymm7, %ymm6
	vpcmpeqd	%ymm7, %ymm7, %ymm7
	vpsubd	%ymm7, %ymm2, %ymm2
	vpslld	$30, %ymm2, %ymm2
	vblendvps	%ymm2, %ymm4, %ymm3, %ymm2
	vmovups	(%r10,%rcx,4), %ymm3
	vmulps	%ymm3, %ymm11, %ymm4
	vfmadd231ps	%ymm3, %ymm9, %ymm1
	vmulps	%ymm4, %ymm3, %ymm4
	vfmadd213ps	%ymm6, %ymm5, %ymm4
	vmulps	%ymm4, %ymm12, %ymm4
	vmulps	%ymm4, %ymm2, %ymm6
	vfmsub231ps	1008(%rsp), %ymm5, %ymm6
	vmulps	%ymm2, %ymm14, %ymm5
	vmulps	%ymm5, %ymm2, %ymm5
	vfnmadd213ps	%ymm15, %ymm12, %ymm5
	vmulps	%ymm5, %ymm0, %ymm5
	vdivps	%ymm5, %ymm6, %ymm5
	vmulps	%ymm5, %ymm11, %ymm6
	vfmadd213ps	%ymm3, %ymm9, %ymm5
	vmulps	%ymm6, %ymm2, %ymm2
	vfnmadd213ps	%ymm4, %ymm12, %ymm2
	vmovups	(%r8,%rcx,4), %ymm4
	vfmadd213ps	%ymm4, %ymm9, %ymm2
	vfmadd213ps	(%rdi,%rcx,4), %ymm9, %ymm4
	vmovups	%ymm4, (%rdi,%rcx,4)
	vmovups	%ymm2, (%r8,%rcx,4)
	vmovups	%ymm1, (%r11,%rcx,4)
	vmovups	%ymm5, (%r10,%rcx,4)
	vmovdqu	(%rsi,%rcx,4), %ymm2
	vpsubd	%ymm7, %ymm2, %ymm3
	vmovdqu	%ymm3, (%rsi,%rcx,4)
	vbroadcastss	(%r14), %ymm3
	vandps	%ymm3, %ymm4, %ymm4
	vandps	%ymm3, %ymm1, %ymm1
	vcmpltps	%ymm4, %ymm8, %ymm3
	vpbroadcastd	(%r12), %ymm4
	vcmpltps	%ymm1, %ymm10, %ymm1
	vorps	%ymm3, %ymm1, %ymm1
	vpcmpgtd	%ymm4, %ymm2, %ymm2
	vorps	%ymm2, %ymm1, %ymm1
	vextractf128	$1, %ymm1, %xmm2
	vpackssdw	%xmm2, %xmm1, %xmm1
	vpsrlw	$15, %xmm1, %xmm1
	vpackuswb	%xmm1, %xmm1, %xmm1
	vmovq	%xmm1, (%rdx,%rcx)
	addq	$8, %rcx
	cmpq	%rcx, %r13
	jne	.LBB0_7
	vmovss	1592(%rsp), %xmm8
	vmovss	1576(%rsp), %xmm5
	vmovss	1568(%rsp), %xmm9
	vmovss	1560(%rsp), %xmm10
	vmovss	1552(%rsp), %xmm12
	vmovss	1544(%rsp), %xmm14
	vmovss	1536(%rsp), %xmm15
	vmovaps	448(%rsp), %xmm13
	movq	160(%rsp), %rcx
	movq	176(%rsp), %rdx
	movq	224(%rsp), %rax
	movq	272(%rsp), %r12
	movq	%rbp, %r13
	movq	%r14, %rbp
	movabsq	$.LCPI0_4, %r14
	movabsq	$.LCPI0_5, %r10
	cmpq	%rax, 240(%rsp)
	jne	.LBB0_9
	.p2align	4
.LBB0_47:
	cmpq	$0, 280(%rsp)
	jle	.LBB0_2
	xorl	%edx, %edx
	jmp	.LBB0_49
	.p2align	4
.LBB0_20:
	movq	288(%rsp), %rdx
	incq	%rdx
	cmpq	%rdx, 280(%rsp)
	je	.LBB0_2
.LBB0_49:
	movq	688(%rsp), %r10
	movq	%rdx, 288(%rsp)
	shlq	$6, %rdx
	movabsq	$72340172838076673, %rdi
	movabsq	$72624976668147840, %rcx
	movq	2088(%rsp), %r12
	movq	680(%rsp), %rbp
	movq	672(%rsp), %r13
	movq	664(%rsp), %r15
	movq	656(%rsp), %r14
	movq	8(%r10,%rdx), %r8
	movq	(%r10,%rdx), %rax
	movq	40(%r10,%rdx), %rbx
	movq	%r8, %rsi
	shrq	%rsi
	movq	%rax, %r11
	shrq	%r11
	orq	%r8, %rsi
	orq	%rax, %r11
	movq	24(%r10,%rdx), %rax
	andq	%rdi, %rsi
	andq	%rdi, %r11
	imulq	%rcx, %rsi
	imulq	%rcx, %r11
	shrq	$48, %rsi
	shrq	$56, %r11
	andl	$65280, %esi
	orq	%r11, %rsi
	movq	16(%r10,%rdx), %r11
	movq	%r11, %r8
	shrq	%r8
	orq	%r11, %r8
	andq	%rdi, %r8
	imulq	%rcx, %r8
	shrq	$40, %r8
	andl	$16711680, %r8d
	orq	%rsi, %r8
	movq	%rax, %rsi
	shrq	%rsi
	orq	%rax, %rsi
	movq	32(%r10,%rdx), %rax
	andq	%rdi, %rsi
	imulq	%rcx, %rsi
	movq	%rax, %r11
	shrq	%r11
	shrq	$32, %rsi
	orq	%rax, %r11
	andl	$-16777216, %esi
	movabsq	$1095216660480, %rax
	andq	%rdi, %r11
	orq	%r8, %rsi
	imulq	%rcx, %r11
	shrq	$24, %r11
	andq	%rax, %r11
	movabsq	$280375465082880, %rax
	orq	%rsi, %r11
	movq	%rbx, %rsi
	shrq	%rsi
	orq	%rbx, %rsi
	movq	2032(%rsp), %rbx
	andq	%rdi, %rsi
	imulq	%rcx, %rsi
	shrq	$16, %rsi
	andq	%rax, %rsi
	movabsq	$71776119061217280, %rax
	orq	%r11, %rsi
	movq	48(%r10,%rdx), %r11
	movq	56(%r10,%rdx), %r10
	movq	%r11, %r8
	shrq	%r8
	orq	%r11, %r8
	andq	%rdi, %r8
	imulq	%rcx, %r8
	shrq	$8, %r8
	andq	%rax, %r8
	movabsq	$-72057594037927936, %rax
	orq	%rsi, %r8
	movq	%r10, %rsi
	shrq	%rsi
	orq	%r10, %rsi
	movq	1920(%rsp), %r10
	andq	%rdi, %rsi
	movq	1856(%rsp), %rdi
	imulq	%rcx, %rsi
	movq	1800(%rsp), %rcx
	andq	%rax, %rsi
	orq	%r8, %rsi
	je	.LBB0_20
	addq	192(%rsp), %rdx
	.p2align	4
.LBB0_19:
	tzcntq	%rsi, %r8
	addq	%rdx, %r8
	incl	(%rdi,%r8,4)
	vcvtsi2ssl	(%rcx,%r8,4), %xmm11, %xmm0
	vaddss	(%r10,%r8,4), %xmm0, %xmm0
	vmovss	%xmm0, (%r10,%r8,4)
	movl	$0, (%rcx,%r8,4)
	movl	(%r13,%r8,4), %eax
	xorl	%r9d, %eax
	movl	%eax, %r11d
	shrl	$16, %r11d
	xorl	%eax, %r11d
	imull	$2146121005, %r11d, %eax
	movl	%eax, %r11d
	shrl	$15, %r11d
	xorl	%eax, %r11d
	imull	$-2073254261, %r11d, %eax
	movl	%eax, %r11d
	shrl	$24, %r11d
	shrl	$8, %eax
	xorl	%r11d, %eax
	addl	$-8388608, %eax
	vcvtsi2ss	%eax, %xmm11, %xmm1
	movabsq	$.LCPI0_10, %rax
	vmovss	(%rax), %xmm0
	movq	2144(%rsp), %rax
	vmulss	%xmm0, %xmm1, %xmm1
	vmovss	%xmm1, (%rax,%r8,4)
	movl	(%r15,%r8,4), %eax
	xorl	%r9d, %eax
	movl	%eax, %r11d
	shrl	$16, %r11d
	xorl	%eax, %r11d
	imull	$2146121005, %r11d, %eax
	movl	%eax, %r11d
	shrl	$15, %r11d
	xorl	%eax, %r11d
	imull	$-2073254261, %r11d, %eax
	movl	%eax, %r11d
	shrl	$24, %r11d
	shrl	$8, %eax
	xorl	%r11d, %eax
	addl	$-8388608, %eax
	vcvtsi2ss	%eax, %xmm15, %xmm1
	movq	2200(%rsp), %rax
	vmulss	%xmm0, %xmm1, %xmm1
	vmovss	%xmm1, (%rax,%r8,4)
	movl	(%r14,%r8,4), %eax
	xorl	%r9d, %eax
	movl	%eax, %r11d
	shrl	$16, %r11d
	xorl	%eax, %r11d
	imull	$2146121005, %r11d, %eax
	movl	%eax, %r11d
	shrl	$15, %r11d
	xorl	%eax, %r11d
	imull	$-2073254261, %r11d, %eax
	movl	%eax, %r11d
	shrl	$24, %r11d
	shrl	$8, %eax
	xorl	%r11d, %eax
	addl	$-8388608, %eax
	vcvtsi2ss	%eax, %xmm15, %xmm1
	vmulss	%xmm0, %xmm1, %xmm1
	vmovss	%xmm1, (%rbx,%r8,4)
	movl	(%rbp,%r8,4), %eax
	xorl	%r9d, %eax
	movl	%eax, %r11d
	shrl	$16, %r11d
	xorl	%eax, %r11d
	imull	$2146121005, %r11d, %eax
	movl	%eax, %r11d
	shrl	$15, %r11d
	xorl	%eax, %r11d
	imull	$-2073254261, %r11d, %eax
	movl	%eax, %r11d
	shrl	$24, %r11d
	shrl	$8, %eax
	xorl	%r11d, %eax
	addl	$-8388608, %eax
	blsrq	%rsi, %rsi
	vcvtsi2ss	%eax, %xmm15, %xmm1
	vmulss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm0, (%r12,%r8,4)
	jne	.LBB0_19
	jmp	.LBB0_20
.LBB0_9:
	incq	%rcx
	jmp	.LBB0_10
	.p2align	4
.LBB0_17:
	movq	2088(%rsp), %r8
	vmovaps	528(%rsp), %xmm11
	vmovaps	496(%rsp), %xmm8
	movq	2200(%rsp), %rsi
	movq	2144(%rsp), %rdi
	vmovss	1552(%rsp), %xmm12
	vmovss	1544(%rsp), %xmm14
	vmovss	1536(%rsp), %xmm15
	vmovss	(%r8,%rdx,4), %xmm5
	vmovss	(%rsi,%rdx,4), %xmm3
	vmulss	%xmm5, %xmm11, %xmm6
	vfmadd231ss	%xmm5, %xmm13, %xmm0
	vmulss	%xmm6, %xmm5, %xmm6
	vfmadd213ss	%xmm4, %xmm2, %xmm6
	vmulss	%xmm6, %xmm8, %xmm4
	vmulss	%xmm4, %xmm1, %xmm6
	vfmsub231ss	464(%rsp), %xmm2, %xmm6
	vmulss	480(%rsp), %xmm1, %xmm2
	vmulss	%xmm2, %xmm1, %xmm2
	vfnmadd213ss	%xmm7, %xmm8, %xmm2
	vmulss	512(%rsp), %xmm2, %xmm2
	vdivss	%xmm2, %xmm6, %xmm2
	vmulss	%xmm2, %xmm11, %xmm6
	vfmadd213ss	%xmm5, %xmm13, %xmm2
	vmovss	1576(%rsp), %xmm5
	vmulss	%xmm6, %xmm1, %xmm1
	vfnmadd213ss	%xmm4, %xmm8, %xmm1
	vmovss	1592(%rsp), %xmm8
	vfmadd213ss	%xmm3, %xmm13, %xmm1
	vfmadd213ss	(%rdi,%rdx,4), %xmm13, %xmm3
	vmovss	%xmm3, (%rdi,%rdx,4)
	vmovss	%xmm1, (%rsi,%rdx,4)
	vbroadcastss	(%rbp), %xmm1
	vmovss	%xmm0, (%r15,%rdx,4)
	vmovss	%xmm2, (%r8,%rdx,4)
	movl	(%rbx,%rdx,4), %esi
	leal	1(%rsi), %r8d
	cmpl	$499, %esi
	setge	%sil
	movl	%r8d, (%rbx,%rdx,4)
	decq	%rcx
	vandps	%xmm1, %xmm0, %xmm0
	vandps	%xmm1, %xmm3, %xmm2
	vcmpltss	%xmm0, %xmm9, %xmm0
	vcmpltss	%xmm2, %xmm10, %xmm1
	vmovss	1568(%rsp), %xmm9
	vmovss	1560(%rsp), %xmm10
	vorps	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %r8d
	orb	%r8b, %sil
	andb	$1, %sil
	movb	%sil, (%r12,%rdx)
	incq	%rdx
	cmpq	$1, %rcx
	jle	.LBB0_47
.LBB0_10:
	vmovss	(%r15,%rdx,4), %xmm0
	vmovss	(%r14), %xmm1
	movabsq	$.LCPI0_6, %rax
	vfmadd213ss	(%r10), %xmm0, %xmm1
	vmovss	(%rax), %xmm3
	movabsq	$.LCPI0_7, %rax
	vroundss	$9, %xmm1, %xmm1, %xmm2
	vfmadd213ss	%xmm0, %xmm2, %xmm3
	vfmadd231ss	(%rax), %xmm2, %xmm3
	vcvttss2si	%xmm2, %esi
	vmulss	%xmm3, %xmm3, %xmm4
	vmovaps	%xmm4, %xmm1
	vfmadd213ss	%xmm14, %xmm12, %xmm1
	vfmadd213ss	%xmm15, %xmm4, %xmm1
	vmulss	%xmm1, %xmm4, %xmm1
	vfmadd132ss	%xmm3, %xmm3, %xmm1
	vmovaps	%xmm4, %xmm3
	vfmadd213ss	%xmm9, %xmm5, %xmm3
	vmovss	1584(%rsp), %xmm5
	vfmadd213ss	%xmm10, %xmm4, %xmm3
	vmulss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm4, %xmm5, %xmm5
	vfmsub231ss	%xmm3, %xmm4, %xmm5
	vaddss	%xmm5, %xmm8, %xmm3
	testb	$1, %sil
	je	.LBB0_11
	vmovaps	%xmm3, %xmm2
	jmp	.LBB0_13
	.p2align	4
.LBB0_11:
	vmovaps	%xmm1, %xmm2
	vmovaps	%xmm3, %xmm1
.LBB0_13:
	vmovss	1528(%rsp), %xmm7
	vmovss	1520(%rsp), %xmm9
	vmovss	1512(%rsp), %xmm10
	vbroadcastss	(%r13), %xmm3
	testb	$2, %sil
	je	.LBB0_15
	vxorps	%xmm3, %xmm2, %xmm2
.LBB0_15:
	movq	1728(%rsp), %rax
	vmovaps	544(%rsp), %xmm5
	incl	%esi
	movl	(%rax,%rdx,4), %r11d
	xorl	%r9d, %r11d
	movl	%r11d, %r8d
	shrl	$16, %r8d
	xorl	%r11d, %r8d
	imull	1600(%rsp), %r8d
	movl	%r8d, %r11d
	shrl	$15, %r11d
	xorl	%r8d, %r11d
	imull	1608(%rsp), %r11d
	shrl	$31, %r11d
	vxorps	%xmm11, %xmm11, %xmm11
	vcvtsi2ss	%r11d, %xmm11, %xmm4
	vfmsub132ss	560(%rsp), %xmm5, %xmm4
	testb	$2, %sil
	je	.LBB0_17
	vxorps	%xmm3, %xmm1, %xmm1
	jmp	.LBB0_17
.LBB0_21:
	movq	2168(%rsp), %rdi
	movabsq	$NRT_decref, %rbx
	callq	*%rbx
	movq	2112(%rsp), %rdi
	callq	*%rbx
	movq	2056(%rsp), %rdi
	callq	*%rbx
	movq	2000(%rsp), %rdi
	callq	*%rbx
	movq	1944(%rsp), %rdi
	callq	*%rbx
	movq	1888(%rsp), %rdi
	callq	*%rbx
	movq	1824(%rsp), %rdi
	callq	*%rbx
	movq	1768(%rsp), %rdi
	callq	*%rbx
	movq	1696(%rsp), %rdi
	callq	*%rbx
	movq	1624(%rsp), %rdi
	callq	*%rbx
	movq	592(%rsp), %rax
	movq	$0, (%rax)
	xorl	%eax, %eax
	jmp	.LBB0_33
.LBB0_38:
	testl	%eax, %eax
	jne	.LBB0_31
	movq	328(%rsp), %rcx
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
	movq	328(%rsp), %rax
	movq	%rcx, (%rax)
.LBB0_32:
	movl	$1, %eax
.LBB0_33:
	addq	$1432, %rsp
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
	.size	_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, .Lfunc_end0-_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.cfi_endproc

	.globl	_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.p2align	4
	.type	_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@function
_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE:
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
	subq	$1368, %rsp
	.cfi_def_cfa_offset 1424
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	leaq	368(%rsp), %r13
	movq	%rsi, %rdi
	xorl	%ebx, %ebx
	movl	$34, %edx
	movl	$34, %ecx
	leaq	464(%rsp), %r12
	leaq	472(%rsp), %r15
	leaq	480(%rsp), %r14
	leaq	488(%rsp), %r11
	leaq	496(%rsp), %rbp
	leaq	504(%rsp), %r10
	movabsq	$.const.__numba_parfor_gufunc_0x7f8a5bc35850, %rsi
	leaq	632(%rsp), %r8
	leaq	624(%rsp), %r9
	xorl	%eax, %eax
	pushq	%r13
	.cfi_adjust_cfa_offset 8
	leaq	384(%rsp), %r13
	pushq	%r13
	.cfi_adjust_cfa_offset 8
	leaq	400(%rsp), %r13
	pushq	%r13
	.cfi_adjust_cfa_offset 8
	leaq	416(%rsp), %r13
	pushq	%r13
	.cfi_adjust_cfa_offset 8
	leaq	432(%rsp), %r13
	pushq	%r13
	.cfi_adjust_cfa_offset 8
	leaq	448(%rsp), %r13
	pushq	%r13
	.cfi_adjust_cfa_offset 8
	leaq	464(%rsp), %r13
	pushq	%r13
	.cfi_adjust_cfa_offset 8
	leaq	480(%rsp), %r13
	pushq	%r13
	.cfi_adjust_cfa_offset 8
	leaq	496(%rsp), %r13
	pushq	%r13
	.cfi_adjust_cfa_offset 8
	leaq	512(%rsp), %r13
	pushq	%r13
	.cfi_adjust_cfa_offset 8
	leaq	528(%rsp), %r13
	pushq	%r13
	.cfi_adjust_cfa_offset 8
	leaq	544(%rsp), %r13
	pushq	%r13
	.cfi_adjust_cfa_offset 8
	pushq	%r12
	.cfi_adjust_cfa_offset 8
	pushq	%r15
	.cfi_adjust_cfa_offset 8
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	pushq	%r11
	.cfi_adjust_cfa_offset 8
	pushq	%rbp
	.cfi_adjust_cfa_offset 8
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	656(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	672(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	688(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	704(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	720(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	736(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	752(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	768(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	784(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	800(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	816(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	832(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	848(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	864(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	movabsq	$PyArg_UnpackTuple, %r10
	callq	*%r10
	addq	$256, %rsp
	.cfi_adjust_cfa_offset -256
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1248(%rsp)
	vmovups	%ymm0, 1184(%rsp)
	vmovups	%ymm0, 1120(%rsp)
	vmovups	%ymm0, 720(%rsp)
	vmovups	%ymm0, 1080(%rsp)
	vmovups	%ymm0, 1016(%rsp)
	vmovups	%ymm0, 952(%rsp)
	vmovups	%ymm0, 864(%rsp)
	vmovups	%ymm0, 640(%rsp)
	vmovups	%ymm0, 672(%rsp)
	movq	$0, 704(%rsp)
	vmovups	%ymm0, 784(%rsp)
	vmovups	%ymm0, 816(%rsp)
	movq	$0, 848(%rsp)
	vmovups	%ymm0, 1272(%rsp)
	vmovups	%ymm0, 1208(%rsp)
	vmovups	%ymm0, 1144(%rsp)
	vmovups	%ymm0, 744(%rsp)
	vmovups	%ymm0, 1056(%rsp)
	vmovups	%ymm0, 992(%rsp)
	vmovups	%ymm0, 928(%rsp)
	vmovups	%ymm0, 888(%rsp)
	movq	$0, 360(%rsp)
	movq	$0, 144(%rsp)
	testl	%eax, %eax
	je	.LBB1_91
	movabsq	$_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, %rax
	cmpq	$0, (%rax)
	je	.LBB1_2
	movq	632(%rsp), %rdi
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	leaq	1312(%rsp), %rsi
	vmovups	%ymm0, 1312(%rsp)
	vmovups	%ymm0, 1336(%rsp)
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_6
	cmpq	$8, 1336(%rsp)
	jne	.LBB1_6
	movq	1312(%rsp), %rax
	movq	1344(%rsp), %rcx
	movq	624(%rsp), %rdi
	movabsq	$PyNumber_Float, %rbp
	movq	%rax, 136(%rsp)
	movq	%rcx, 40(%rsp)
	callq	*%rbp
	movabsq	$PyFloat_AsDouble, %r13
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movabsq	$Py_DecRef, %r15
	movq	%rbx, %rdi
	vmovsd	%xmm0, 8(%rsp)
	callq	*%r15
	movabsq	$PyErr_Occurred, %r14
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	616(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 32(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	608(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 24(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	600(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 16(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	592(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 352(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	584(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 344(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	576(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 336(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	568(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 328(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	560(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 320(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	552(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 312(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	544(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 304(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	536(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 296(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	528(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 288(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	520(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 280(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	512(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 272(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	504(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 264(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	496(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 256(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	488(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 248(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	480(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 240(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	472(%rsp), %rdi
	movabsq	$PyNumber_Long, %rbp
	callq	*%rbp
	movabsq	$PyLong_AsUnsignedLongLong, %r13
	testq	%rax, %rax
	je	.LBB1_28
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	movq	%rax, 104(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
.LBB1_31:
	movq	464(%rsp), %rdi
	callq	*%rbp
	testq	%rax, %rax
	je	.LBB1_32
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	movq	%rax, 88(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
.LBB1_35:
	movq	456(%rsp), %rdi
	callq	*%rbp
	movabsq	$PyLong_AsLongLong, %r13
	testq	%rax, %rax
	je	.LBB1_36
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	movq	%rax, 80(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
.LBB1_39:
	movq	448(%rsp), %rdi
	leaq	640(%rsp), %rsi
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 640(%rsp)
	vmovups	%ymm0, 672(%rsp)
	movq	$0, 704(%rsp)
	vzeroupper
	callq	*%rax
	cmpq	$1, 664(%rsp)
	setne	%cl
	testl	%eax, %eax
	setne	%bl
	orb	%cl, %bl
	cmpb	$1, %bl
	je	.LBB1_40
	testb	%bl, %bl
	jne	.LBB1_8
.LBB1_42:
	movq	648(%rsp), %rdx
	movq	672(%rsp), %rcx
	movq	640(%rsp), %rax
	movq	440(%rsp), %rdi
	leaq	784(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 784(%rsp)
	vmovups	%ymm0, 816(%rsp)
	movq	$0, 848(%rsp)
	movq	%rdx, 232(%rsp)
	movq	%rcx, 224(%rsp)
	movq	688(%rsp), %rdx
	movq	704(%rsp), %rcx
	movq	%rax, 128(%rsp)
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	movq	%rdx, 216(%rsp)
	movq	%rcx, 208(%rsp)
	vzeroupper
	callq	*%rax
	cmpq	$4, 808(%rsp)
	setne	%cl
	testl	%eax, %eax
	setne	%bl
	orb	%cl, %bl
	jne	.LBB1_43
	testb	%bl, %bl
	jne	.LBB1_49
.LBB1_45:
	movq	784(%rsp), %rax
	movq	432(%rsp), %rdi
	movq	816(%rsp), %r12
	movq	832(%rsp), %rbx
	leaq	1248(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1248(%rsp)
	vmovups	%ymm0, 1272(%rsp)
	movq	%rax, 120(%rsp)
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_47
	cmpq	$4, 1272(%rsp)
	jne	.LBB1_47
	movq	1248(%rsp), %rax
	movq	1280(%rsp), %rcx
	movq	424(%rsp), %rdi
	leaq	1184(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1184(%rsp)
	vmovups	%ymm0, 1208(%rsp)
	movq	%rax, 112(%rsp)
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	movq	%rcx, 200(%rsp)
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_52
	cmpq	$4, 1208(%rsp)
	jne	.LBB1_52
	movq	1184(%rsp), %rax
	movq	1216(%rsp), %rcx
	movq	416(%rsp), %rdi
	movq	%rbx, 192(%rsp)
	movq	%r12, 176(%rsp)
	movq	%rax, 96(%rsp)
	movq	%rcx, 184(%rsp)
	callq	*%rbp
	testq	%rax, %rax
	je	.LBB1_54
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	movq	%rax, %r13
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_55
.LBB1_59:
	movq	408(%rsp), %rdi
	leaq	1120(%rsp), %rsi
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1120(%rsp)
	vmovups	%ymm0, 1144(%rsp)
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_61
	cmpq	$4, 1144(%rsp)
	jne	.LBB1_61
	movq	1120(%rsp), %rax
	movq	400(%rsp), %rdi
	movq	1152(%rsp), %r14
	leaq	720(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 720(%rsp)
	vmovups	%ymm0, 744(%rsp)
	movq	%rax, 64(%rsp)
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_64
	cmpq	$4, 744(%rsp)
	jne	.LBB1_64
	movq	720(%rsp), %rax
	movq	392(%rsp), %rdi
	movq	752(%rsp), %r12
	movq	760(%rsp), %rbp
	leaq	1056(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1056(%rsp)
	vmovups	%ymm0, 1080(%rsp)
	movq	%rax, 56(%rsp)
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_67
	cmpq	$4, 1080(%rsp)
	jne	.LBB1_67
	movq	384(%rsp), %rdi
	movq	%r13, 168(%rsp)
	movq	1056(%rsp), %r13
	movq	1088(%rsp), %rbx
	leaq	992(%rsp), %rsi
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 992(%rsp)
	vmovups	%ymm0, 1016(%rsp)
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_72
	cmpq	$4, 1016(%rsp)
	jne	.LBB1_72
	movq	376(%rsp), %rdi
	movq	%rbx, 160(%rsp)
	movq	992(%rsp), %rbx
	movq	1024(%rsp), %r15
	leaq	928(%rsp), %rsi
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 928(%rsp)
	vmovups	%ymm0, 952(%rsp)
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_75
	cmpq	$4, 952(%rsp)
	jne	.LBB1_75
	movq	368(%rsp), %rdi
	movq	%rbx, 48(%rsp)
	movq	%r13, 72(%rsp)
	movq	928(%rsp), %rbx
	movq	960(%rsp), %r13
	leaq	864(%rsp), %rsi
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 864(%rsp)
	vmovups	%ymm0, 888(%rsp)
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_80
	cmpq	$4, 888(%rsp)
	jne	.LBB1_80
	vmovsd	8(%rsp), %xmm0
	movq	864(%rsp), %rcx
	movq	896(%rsp), %rax
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 8(%rsp)
	vmovsd	32(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 32(%rsp)
	vmovsd	24(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 24(%rsp)
	vmovsd	16(%rsp), %xmm0
	movq	%rcx, 16(%rsp)
	vcvtsd2ss	%xmm0, %xmm0, %xmm3
	vmovsd	352(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm4
	vmovsd	344(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm5
	vmovsd	336(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm6
	vmovsd	328(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm7
	vmovsd	320(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm8
	vmovsd	312(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm9
	vmovsd	304(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm10
	vmovsd	296(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm11
	vmovsd	288(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm12
	vmovsd	280(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm13
	vmovsd	272(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm14
	vmovsd	264(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm15
	vmovsd	256(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm2
	vmovsd	248(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm1
	vmovsd	240(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	subq	$736, %rsp
	.cfi_adjust_cfa_offset 736
	movq	896(%rsp), %rsi
	movq	904(%rsp), %rdi
	movq	%rax, 712(%rsp)
	movq	824(%rsp), %rax
	vmovss	%xmm0, 104(%rsp)
	vmovss	%xmm1, 96(%rsp)
	vmovss	%xmm2, 88(%rsp)
	vmovss	744(%rsp), %xmm0
	vmovss	768(%rsp), %xmm1
	vmovss	760(%rsp), %xmm2
	movq	%r13, 656(%rsp)
	movq	%r15, 600(%rsp)
	movq	%rbp, 496(%rsp)
	movq	%r12, 488(%rsp)
	movq	808(%rsp), %r13
	movq	832(%rsp), %r12
	movq	856(%rsp), %rbp
	movq	864(%rsp), %r15
	movq	%rbx, 888(%rsp)
	movq	%rbx, 624(%rsp)
	movq	848(%rsp), %rbx
	vmovss	%xmm15, 80(%rsp)
	vmovss	%xmm14, 72(%rsp)
	vmovss	%xmm13, 64(%rsp)
	vmovss	%xmm12, 56(%rsp)
	vmovss	%xmm11, 48(%rsp)
	vmovss	%xmm10, 40(%rsp)
	vmovss	%xmm9, 32(%rsp)
	vmovss	%xmm8, 24(%rsp)
	movq	%r14, 432(%rsp)
	movq	%rcx, 680(%rsp)
	movq	$1, 160(%rsp)
	movq	%rsi, 544(%rsp)
	movq	920(%rsp), %rsi
	movq	%rdi, 392(%rsp)
	movq	936(%rsp), %rdi
	movl	%eax, 120(%rsp)
	movq	840(%rsp), %rax
	movq	%r13, 512(%rsp)
	movq	%r12, 336(%rsp)
	movq	%rbx, 280(%rsp)
	movq	%rbp, 208(%rsp)
	movq	%r15, 136(%rsp)
	movq	%rsi, 368(%rsp)
	movq	928(%rsp), %rsi
	movq	%rdi, 312(%rsp)
	movq	912(%rsp), %rdi
	movl	%eax, 112(%rsp)
	movabsq	$_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, %rax
	movq	%rsi, 256(%rsp)
	movq	944(%rsp), %rsi
	movq	%rdi, 240(%rsp)
	movq	952(%rsp), %rdi
	movq	%rsi, 200(%rsp)
	movq	960(%rsp), %rsi
	movq	%rdi, 184(%rsp)
	movq	968(%rsp), %rdi
	movq	%rsi, 168(%rsp)
	movq	816(%rsp), %rsi
	movq	%rdi, 144(%rsp)
	movq	784(%rsp), %rdi
	movq	%rsi, 128(%rsp)
	movq	792(%rsp), %rsi
	movq	%rdi, 568(%rsp)
	movq	800(%rsp), %rdi
	movq	%rsi, 456(%rsp)
	movq	776(%rsp), %rsi
	movq	%rdi, 400(%rsp)
	leaq	1096(%rsp), %rdi
	movq	%rsi, (%rsp)
	leaq	880(%rsp), %rsi
	callq	*%rax
	addq	$736, %rsp
	.cfi_adjust_cfa_offset -736
	movq	144(%rsp), %rcx
	movq	136(%rsp), %rdi
	movabsq	$NRT_decref, %r14
	movl	%eax, 40(%rsp)
	movq	%rcx, 8(%rsp)
	callq	*%r14
	movq	%r15, %rdi
	callq	*%r14
	movq	%rbp, %rdi
	callq	*%r14
	movq	%rbx, %rdi
	callq	*%r14
	movq	%r12, %rdi
	callq	*%r14
	movq	64(%rsp), %rdi
	callq	*%r14
	movq	56(%rsp), %rdi
	callq	*%r14
	movq	%r13, %rdi
	callq	*%r14
	movq	48(%rsp), %rdi
	callq	*%r14
	movq	152(%rsp), %rdi
	callq	*%r14
	movq	16(%rsp), %rdi
	callq	*%r14
	cmpl	$0, 40(%rsp)
	jne	.LBB1_83
	movabsq	$_Py_NoneStruct, %rbx
	movabsq	$Py_IncRef, %rax
	movq	%rbx, %rdi
	callq	*%rax
	jmp	.LBB1_91
.LBB1_83:
	movabsq	$PyErr_Clear, %rax
	callq	*%rax
	movq	8(%rsp), %r14
	movl	8(%r14), %esi
	movq	(%r14), %rdi
	cmpl	$0, 32(%r14)
	jle	.LBB1_86
	movslq	%esi, %rsi
	movabsq	$PyBytes_FromStringAndSize, %rax
	callq	*%rax
	movq	16(%r14), %rdi
	movq	%rax, %rbx
	callq	*24(%r14)
	testq	%rax, %rax
	je	.LBB1_85
	movabsq	$numba_runtime_build_excinfo_struct, %rcx
	movq	%rbx, %rdi
	movq	%rax, %rsi
	callq	*%rcx
	movabsq	$NRT_Free, %r15
	movq	%r14, %rdi
	movq	%rax, %rbx
	callq	*%r15
	jmp	.LBB1_87
.LBB1_2:
	movabsq	$PyExc_RuntimeError, %rdi
	movabsq	$".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", %rsi
	jmp	.LBB1_3
.LBB1_6:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
.LBB1_3:
	movabsq	$PyErr_SetString, %rax
	vzeroupper
	callq	*%rax
	jmp	.LBB1_90
.LBB1_28:
	movq	$0, 104(%rsp)
	callq	*%r14
	testq	%rax, %rax
	je	.LBB1_31
	jmp	.LBB1_8
.LBB1_32:
	movq	$0, 88(%rsp)
	callq	*%r14
	testq	%rax, %rax
	je	.LBB1_35
	jmp	.LBB1_8
.LBB1_36:
	movq	$0, 80(%rsp)
	callq	*%r14
	testq	%rax, %rax
	je	.LBB1_39
	jmp	.LBB1_8
.LBB1_40:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	testb	%bl, %bl
	je	.LBB1_42
	jmp	.LBB1_8
.LBB1_43:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	testb	%bl, %bl
	je	.LBB1_45
	jmp	.LBB1_49
.LBB1_47:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	jmp	.LBB1_48
.LBB1_52:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	jmp	.LBB1_56
.LBB1_54:
	xorl	%r13d, %r13d
	callq	*%r14
	testq	%rax, %rax
	je	.LBB1_59
	jmp	.LBB1_55
.LBB1_61:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	jmp	.LBB1_55
.LBB1_64:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	jmp	.LBB1_69
.LBB1_67:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	jmp	.LBB1_68
.LBB1_72:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	jmp	.LBB1_77
.LBB1_75:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	jmp	.LBB1_76
.LBB1_80:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	movabsq	$NRT_decref, %rax
	movq	%rbx, %rdi
	callq	*%rax
	movq	72(%rsp), %r13
	movq	48(%rsp), %rbx
.LBB1_76:
	movabsq	$NRT_decref, %rax
	movq	%rbx, %rdi
	callq	*%rax
.LBB1_77:
	movabsq	$NRT_decref, %rax
	movq	%r13, %rdi
	callq	*%rax
.LBB1_68:
	movq	56(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_69:
	movq	64(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_55:
	movq	96(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_56:
	movq	112(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_48:
	movq	120(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_49:
	movq	128(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_8:
	movq	136(%rsp), %rdi
	movabsq	$NRT_decref, %rax
.LBB1_89:
	callq	*%rax
.LBB1_90:
	xorl	%ebx, %ebx
.LBB1_91:
	movq	%rbx, %rax
	addq	$1368, %rsp
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
.LBB1_86:
	.cfi_def_cfa_offset 1424
	movq	16(%r14), %rdx
	movabsq	$numba_unpickle, %rax
	callq	*%rax
	movq	%rax, %rbx
.LBB1_87:
	testq	%rbx, %rbx
	je	.LBB1_90
	movabsq	$numba_do_raise, %rax
	movq	%rbx, %rdi
	jmp	.LBB1_89
.LBB1_85:
	movabsq	$PyExc_RuntimeError, %rdi
	movabsq	$".const.Error creating Python tuple from runtime exception arguments", %rsi
	jmp	.LBB1_3
.Lfunc_end1:
	.size	_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, .Lfunc_end1-_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.cfi_endproc

	.globl	cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.p2align	4
	.type	cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@function
cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE:
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
	subq	$760, %rsp
	.cfi_def_cfa_offset 816
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	vmovaps	%xmm7, %xmm15
	vmovaps	%xmm0, %xmm7
	vmovups	1288(%rsp), %xmm0
	movq	1424(%rsp), %rsi
	vmovaps	%xmm1, %xmm9
	movq	%r8, %r9
	movq	1312(%rsp), %r13
	movq	1344(%rsp), %rbp
	movq	1368(%rsp), %r8
	movq	1400(%rsp), %rdi
	movq	1456(%rsp), %rdx
	movq	1480(%rsp), %rcx
	movq	1512(%rsp), %rax
	vmovups	1192(%rsp), %xmm1
	movq	1232(%rsp), %r15
	movq	1256(%rsp), %r12
	vmovaps	%xmm4, %xmm12
	vmovaps	%xmm3, %xmm11
	vmovaps	%xmm2, %xmm10
	movq	$0, 752(%rsp)
	movq	$0, 744(%rsp)
	vmovaps	928(%rsp), %xmm4
	vmovaps	960(%rsp), %xmm3
	vmovups	1000(%rsp), %xmm2
	movq	1080(%rsp), %r10
	movq	1112(%rsp), %r11
	movq	1136(%rsp), %rbx
	movq	1168(%rsp), %r14
	vmovaps	%xmm6, %xmm14
	vmovaps	%xmm5, %xmm13
	vmovss	888(%rsp), %xmm8
	vmovss	896(%rsp), %xmm6
	vmovss	904(%rsp), %xmm5
	movq	%rsi, 624(%rsp)
	movq	1056(%rsp), %rsi
	movq	%rax, 712(%rsp)
	movq	%rdi, 600(%rsp)
	movq	%rcx, 680(%rsp)
	movq	%rdx, 656(%rsp)
	movq	%r8, 568(%rsp)
	movq	%rbp, 544(%rsp)
	movq	%r13, 512(%rsp)
	movq	1040(%rsp), %rdi
	movq	944(%rsp), %rax
	vmovups	%xmm0, 488(%rsp)
	vmovss	880(%rsp), %xmm0
	movq	%r12, 456(%rsp)
	movq	%r15, 432(%rsp)
	vmovups	%xmm1, 392(%rsp)
	movq	%r14, 368(%rsp)
	movq	%rbx, 336(%rsp)
	movq	%r11, 312(%rsp)
	movq	%r10, 280(%rsp)
	vmovaps	%xmm9, %xmm1
	movq	%rsi, 256(%rsp)
	movq	984(%rsp), %rsi
	movq	%rdi, 240(%rsp)
	vmovups	%xmm2, 200(%rsp)
	leaq	752(%rsp), %rdi
	vmovaps	%xmm10, %xmm2
	movq	%rsi, 184(%rsp)
	vmovups	%xmm3, 160(%rsp)
	movq	%rax, 144(%rsp)
	vmovups	%xmm4, 128(%rsp)
	movl	920(%rsp), %eax
	leaq	744(%rsp), %rsi
	vmovss	%xmm5, 104(%rsp)
	vmovss	%xmm6, 96(%rsp)
	vmovss	%xmm8, 88(%rsp)
	movq	%r9, (%rsp)
	vmovaps	%xmm11, %xmm3
	vmovaps	%xmm12, %xmm4
	vmovaps	%xmm13, %xmm5
	vmovaps	%xmm14, %xmm6
	vmovss	%xmm0, 80(%rsp)
	vmovss	872(%rsp), %xmm0
	movl	%eax, 120(%rsp)
	movl	912(%rsp), %eax
	vmovss	%xmm0, 72(%rsp)
	vmovss	864(%rsp), %xmm0
	movl	%eax, 112(%rsp)
	movabsq	$_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, %rax
	vmovss	%xmm0, 64(%rsp)
	vmovss	856(%rsp), %xmm0
	vmovss	%xmm0, 56(%rsp)
	vmovss	848(%rsp), %xmm0
	vmovss	%xmm0, 48(%rsp)
	vmovss	840(%rsp), %xmm0
	vmovss	%xmm0, 40(%rsp)
	vmovss	832(%rsp), %xmm0
	vmovss	%xmm0, 32(%rsp)
	vmovss	824(%rsp), %xmm0
	vmovss	%xmm0, 24(%rsp)
	vmovaps	%xmm7, %xmm0
	vmovaps	%xmm15, %xmm7
	callq	*%rax
	movl	%eax, %ecx
	movq	744(%rsp), %rbx
	movq	752(%rsp), %rax
	movl	$0, 740(%rsp)
	testl	%ecx, %ecx
	jne	.LBB2_1
.LBB2_7:
	addq	$760, %rsp
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
.LBB2_1:
	.cfi_def_cfa_offset 816
	movabsq	$numba_gil_ensure, %r14
	leaq	740(%rsp), %rdi
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
	movabsq	$NRT_Free, %r12
	movq	%rbx, %rdi
	movq	%rax, %r14
	callq	*%r12
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
	leaq	740(%rsp), %rdi
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
	.size	cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, .Lfunc_end2-cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.cfi_endproc

	.weak	_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v27B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa
	.p2align	4
	.type	_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v27B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa,@function
_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v27B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa:
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
	.size	_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v27B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa, .Lfunc_end3-_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v27B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa
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

	.type	.const.__numba_parfor_gufunc_0x7f8a5bc35850,@object
	.p2align	4, 0x0
.const.__numba_parfor_gufunc_0x7f8a5bc35850:
	.asciz	"__numba_parfor_gufunc_0x7f8a5bc35850"
	.size	.const.__numba_parfor_gufunc_0x7f8a5bc35850, 37

	.type	_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@object
	.comm	_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,8,8
	.type	".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE",@object
	.p2align	4, 0x0
".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE":
	.asciz	"missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE"
	.size	".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f8a5bc35850B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", 606

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

	.type	_ZN08NumbaEnv5numba7cpython8builtins6ol_min12_3clocals_3e4implB3v29B86c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsCAgXrKFt1X1erJ_2bXklRYnJJeq1msDAxYh_2bqJnA4AOzNAE_3dE15StarArgUniTupleIxLi2EE,@object
	.comm	_ZN08NumbaEnv5numba7cpython8builtins6ol_min12_3clocals_3e4implB3v29B86c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsCAgXrKFt1X1erJ_2bXklRYnJJeq1msDAxYh_2bqJnA4AOzNAE_3dE15StarArgUniTupleIxLi2EE,8,8
	.type	_ZN08NumbaEnv5numba2np8arrayobj18ol_compatible_view12_3clocals_3e4implB3v30B86c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsCAgXrKFt1X1erJ_2bXklRYnJJeq1msDAxYh_2bqJnA4AOzNAE_3dE5ArrayIhLi1E1C7mutable7alignedE17class_28uint64_29,@object
	.comm	_ZN08NumbaEnv5numba2np8arrayobj18ol_compatible_view12_3clocals_3e4implB3v30B86c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsCAgXrKFt1X1erJ_2bXklRYnJJeq1msDAxYh_2bqJnA4AOzNAE_3dE5ArrayIhLi1E1C7mutable7alignedE17class_28uint64_29,8,8
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

	.type	_ZN08NumbaEnv5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v27B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa,@object
	.comm	_ZN08NumbaEnv5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v27B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa,8,8
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
