
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
	.globl	_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.p2align	4
	.type	_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@function
_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE:
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
	subq	$1448, %rsp
	.cfi_def_cfa_offset 1504
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdi, 592(%rsp)
	movq	1640(%rsp), %rdi
	movq	1960(%rsp), %rbp
	movq	1904(%rsp), %r13
	movq	1840(%rsp), %r12
	movq	1784(%rsp), %r15
	movq	1712(%rsp), %r14
	movabsq	$NRT_incref, %rbx
	vmovaps	%xmm7, 384(%rsp)
	vmovaps	%xmm6, 560(%rsp)
	vmovdqa	%xmm5, 544(%rsp)
	vmovdqa	%xmm4, 496(%rsp)
	vmovaps	%xmm3, 480(%rsp)
	vmovaps	%xmm2, 464(%rsp)
	vmovaps	%xmm1, 528(%rsp)
	vmovaps	%xmm0, 512(%rsp)
	movq	%rsi, 320(%rsp)
	movb	$0, 126(%rsp)
	movq	$0, 456(%rsp)
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
	movq	2016(%rsp), %rdi
	callq	*%rbx
	movq	2072(%rsp), %rdi
	callq	*%rbx
	movq	2128(%rsp), %rdi
	callq	*%rbx
	movq	2184(%rsp), %rdi
	callq	*%rbx
	movq	1504(%rsp), %rcx
	movabsq	$9223372036854775800, %rdx
	movq	(%rcx), %rax
	movq	8(%rcx), %rcx
	subq	%rax, %rcx
	movq	%rax, 408(%rsp)
	leaq	7(%rdx), %rax
	movq	%rcx, 224(%rsp)
	cmpq	%rax, %rcx
	jae	.LBB0_21
	vbroadcastss	560(%rsp), %ymm12
	vmovss	1568(%rsp), %xmm6
	vmovss	1560(%rsp), %xmm7
	movq	1760(%rsp), %rdx
	vmovss	1592(%rsp), %xmm3
	vmovss	1584(%rsp), %xmm4
	movq	1744(%rsp), %r15
	vmovss	1608(%rsp), %xmm1
	vmovss	1600(%rsp), %xmm2
	movq	1664(%rsp), %rcx
	incq	224(%rsp)
	movq	1688(%rsp), %rsi
	vmovss	1616(%rsp), %xmm0
	vmovd	1544(%rsp), %xmm9
	movq	1672(%rsp), %rdi
	movq	1632(%rsp), %r8
	movq	2160(%rsp), %r10
	movq	1816(%rsp), %r14
	vmovd	1576(%rsp), %xmm5
	vmovss	1552(%rsp), %xmm8
	vmovss	1536(%rsp), %xmm10
	vmovss	1528(%rsp), %xmm11
	movq	2104(%rsp), %r13
	movq	2048(%rsp), %r12
	vbroadcastss	544(%rsp), %ymm13
	leaq	(%rdx,%rdx,2), %rax
	leaq	(%r15,%rax,4), %rax
	vmovups	%ymm12, 1344(%rsp)
	vbroadcastss	%xmm6, %ymm12
	vbroadcastss	%xmm7, %ymm6
	vbroadcastss	%xmm0, %ymm0
	vbroadcastss	%xmm8, %ymm7
	vmovups	%ymm13, 1312(%rsp)
	movq	%rax, 704(%rsp)
	movq	%rdx, %rax
	shlq	$4, %rax
	vmovups	%ymm6, 1248(%rsp)
	vbroadcastss	%xmm3, %ymm6
	vbroadcastss	%xmm4, %ymm3
	addq	%r15, %rax
	cmpq	%rcx, 1704(%rsp)
	vmovups	%ymm0, 1408(%rsp)
	vmovss	1624(%rsp), %xmm0
	vpbroadcastd	%xmm5, %ymm4
	vmovups	%ymm12, 1280(%rsp)
	vmovups	%ymm7, 1216(%rsp)
	movq	%rax, 672(%rsp)
	vmovups	%ymm3, 1088(%rsp)
	vbroadcastss	%xmm2, %ymm3
	vbroadcastss	%xmm1, %ymm2
	vbroadcastss	496(%rsp), %ymm1
	vmovups	%ymm6, 1184(%rsp)
	vmovdqu	%ymm4, 1056(%rsp)
	vmovups	%ymm2, 1120(%rsp)
	vbroadcastss	464(%rsp), %ymm2
	vmovups	%ymm3, 1152(%rsp)
	sete	%al
	cmpq	$2, %rsi
	setb	%r9b
	orb	%al, %r9b
	movq	%rsi, %rax
	imulq	%rcx, %rax
	movq	408(%rsp), %rcx
	movb	%r9b, 127(%rsp)
	vbroadcastss	%xmm0, %ymm0
	vmovups	%ymm1, 960(%rsp)
	vbroadcastss	512(%rsp), %ymm1
	movq	%rax, 584(%rsp)
	vmovups	%ymm0, 1376(%rsp)
	vmovups	%ymm2, 928(%rsp)
	vbroadcastss	528(%rsp), %ymm2
	movq	%rcx, %r9
	imulq	%rsi, %r9
	movq	%rcx, %rax
	imulq	%r8, %rax
	addq	%rdi, %r9
	leaq	(,%rax,4), %r11
	leaq	(%r14,%rax,4), %rbp
	leaq	(%r10,%rax,4), %r10
	leaq	(%r15,%rax,4), %rbx
	movq	%r9, 352(%rsp)
	movq	2216(%rsp), %r9
	movq	%r11, 600(%rsp)
	leaq	1(%rcx), %r11
	movq	%rbp, 344(%rsp)
	movq	%r10, 336(%rsp)
	leaq	(%r13,%rax,4), %rbp
	leaq	(%r12,%rax,4), %r10
	movq	%rbx, 368(%rsp)
	movq	%rcx, %rbx
	vmovups	%ymm1, 1024(%rsp)
	vpbroadcastd	%xmm9, %ymm1
	movq	%r11, 616(%rsp)
	vmovups	%ymm2, 992(%rsp)
	vmovdqu	%ymm1, 896(%rsp)
	vbroadcastss	480(%rsp), %ymm2
	vbroadcastss	384(%rsp), %ymm1
	leaq	(%r9,%rax,4), %r9
	movq	%r9, 328(%rsp)
	movq	%r8, %r9
	imulq	%r11, %r9
	movq	%rax, %r11
	movq	%rsi, %rax
	negq	%r11
	subq	%r8, %rsi
	movq	%r11, 424(%rsp)
	movq	%rcx, %r11
	imulq	%rsi, %r11
	movq	%rsi, 608(%rsp)
	leaq	(%r15,%rdx,4), %rsi
	leaq	(%r15,%rdx,8), %rdx
	movq	%rdx, 688(%rsp)
	leaq	(,%r8,4), %rdx
	movq	%rsi, 696(%rsp)
	xorl	%esi, %esi
	addq	%rdi, %r11
	vmovups	%ymm2, 864(%rsp)
	vmovups	%ymm1, 832(%rsp)
	vbroadcastss	%xmm11, %ymm2
	vbroadcastss	%xmm10, %ymm1
	movq	%rdx, 416(%rsp)
	vmovups	%ymm2, 800(%rsp)
	vmovups	%ymm1, 768(%rsp)
	jmp	.LBB0_23
	.p2align	4
.LBB0_22:
	movq	224(%rsp), %rax
	movq	656(%rsp), %rbx
	movq	648(%rsp), %rdi
	movabsq	$NRT_decref, %r15
	decq	%rax
	incq	%rbx
	movq	%rax, 288(%rsp)
	vzeroupper
	callq	*%r15
	movq	1640(%rsp), %rdi
	callq	*%r15
	movq	416(%rsp), %rcx
	movq	432(%rsp), %rsi
	movq	360(%rsp), %r10
	movq	1688(%rsp), %rax
	movq	1632(%rsp), %r8
	movq	664(%rsp), %r9
	movq	192(%rsp), %r11
	addq	608(%rsp), %r11
	incq	%rsi
	addq	%rax, 352(%rsp)
	addq	%r8, %r9
	subq	%r8, 424(%rsp)
	addq	%rcx, 344(%rsp)
	addq	%rcx, 336(%rsp)
	addq	%rcx, 328(%rsp)
	addq	%rcx, %rbp
	addq	%rcx, %r10
	addq	%rcx, 368(%rsp)
	cmpq	$1, 224(%rsp)
	movq	288(%rsp), %rcx
	movq	%rcx, 224(%rsp)
	jle	.LBB0_21
.LBB0_23:
	movq	1896(%rsp), %rdx
	movq	616(%rsp), %rcx
	movq	%rsi, 432(%rsp)
	movq	%r9, 664(%rsp)
	movq	1640(%rsp), %r15
	movq	%rbx, 656(%rsp)
	movq	%r11, 192(%rsp)
	movq	%r10, 360(%rsp)
	cmpq	%r9, %rdx
	leaq	(%rcx,%rsi), %rsi
	movq	%r15, %rdi
	cmovlq	%rdx, %r9
	imulq	%r8, %rsi
	movq	%r9, 288(%rsp)
	cmpq	%rsi, %rdx
	movq	%rsi, %rcx
	cmovlq	%rdx, %rsi
	cmovlq	%rdx, %rcx
	movq	%rsi, 256(%rsp)
	movq	%rbx, %rsi
	imulq	%r8, %rsi
	movq	%rcx, 264(%rsp)
	leaq	(%rsi,%r8), %rcx
	movq	%rsi, 200(%rsp)
	cmpq	%rcx, %rdx
	cmovlq	%rdx, %rcx
	imulq	%rax, %rbx
	addq	1672(%rsp), %rbx
	movabsq	$NRT_incref, %rax
	movq	%rcx, 280(%rsp)
	vzeroupper
	callq	*%rax
	movabsq	$NRT_incref, %rax
	movq	%r15, %rdi
	callq	*%rax
	movq	1664(%rsp), %rcx
	movq	1688(%rsp), %rdx
	movq	1648(%rsp), %rax
	movq	%rbx, 744(%rsp)
	movq	%rcx, 736(%rsp)
	movq	%r15, 712(%rsp)
	movq	%rdx, 728(%rsp)
	movq	%rax, 720(%rsp)
	movq	%rdx, 752(%rsp)
	movq	1704(%rsp), %rdx
	movq	%rdx, 760(%rsp)
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
	testb	$7, 584(%rsp)
	jne	.LBB0_30
.LBB0_34:
	movabsq	$.LCPI0_0, %rax
	movabsq	$.LCPI0_1, %rdx
	movb	$0, 126(%rsp)
	movl	$1, %r9d
	leaq	126(%rsp), %rdi
	leaq	456(%rsp), %rsi
	xorl	%ecx, %ecx
	xorl	%r8d, %r8d
	vmovaps	(%rax), %ymm0
	leaq	760(%rsp), %rax
	vmovups	%ymm0, 72(%rsp)
	vmovaps	(%rdx), %ymm0
	movq	%rax, 64(%rsp)
	leaq	752(%rsp), %rax
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
	movq	456(%rsp), %rcx
	cmpb	$0, 126(%rsp)
	je	.LBB0_38
	testl	%eax, %eax
	jne	.LBB0_31
	movq	752(%rsp), %rax
	movq	%rax, 728(%rsp)
	movq	$8, 736(%rsp)
	movq	744(%rsp), %rax
	movq	712(%rsp), %rdi
	movq	%rax, 680(%rsp)
	movabsq	$NRT_incref, %rax
	movq	%rdi, 648(%rsp)
	callq	*%rax
	movq	1640(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
	vmovaps	384(%rsp), %xmm7
	vmovdqa	464(%rsp), %xmm1
	vmovss	1592(%rsp), %xmm5
	cmpq	$0, 2000(%rsp)
	movq	2216(%rsp), %rdx
	jle	.LBB0_22
	movq	288(%rsp), %rcx
	movq	432(%rsp), %rsi
	movq	264(%rsp), %rdi
	movq	416(%rsp), %r8
	movq	%rbp, 376(%rsp)
	addq	424(%rsp), %rcx
	imulq	%rsi, %r8
	addq	600(%rsp), %r8
	movq	%rcx, %rax
	sarq	$63, %rax
	andnq	%rcx, %rax, %rcx
	movabsq	$9223372036854775800, %rax
	andq	%rax, %rcx
	movq	408(%rsp), %rax
	movq	%rcx, 440(%rsp)
	leaq	(%rdx,%r8), %r9
	movq	%r8, %r10
	leaq	(%r12,%r8), %rbx
	addq	1744(%rsp), %r10
	movq	%rbx, 152(%rsp)
	movq	%r9, 176(%rsp)
	leaq	(%rax,%rsi), %r15
	movq	%r15, %rax
	imulq	1632(%rsp), %rax
	imulq	1688(%rsp), %r15
	movq	%r10, 128(%rsp)
	addq	1672(%rsp), %r15
	subq	%rax, %rdi
	movq	%rdi, %rcx
	sarq	$63, %rcx
	movq	%rdi, 264(%rsp)
	movq	%r15, %rsi
	movq	%rsi, 160(%rsp)
	andnq	%rdi, %rcx, %rdi
	movq	2160(%rsp), %rcx
	leaq	(%r9,%rdi,4), %r15
	movq	%rdi, %rdx
	movq	%rdx, 248(%rsp)
	movq	%r15, 216(%rsp)
	leaq	(%rcx,%r8), %r11
	leaq	(%r13,%r8), %rcx
	movq	%rcx, 288(%rsp)
	leaq	(%r14,%r8), %rcx
	leaq	(%r11,%rdi,4), %r8
	movq	%r11, 640(%rsp)
	movq	%rcx, 168(%rsp)
	movq	256(%rsp), %rcx
	subq	%rax, %rcx
	movq	%rcx, %rax
	sarq	$63, %rax
	movq	%rcx, 256(%rsp)
	andnq	%rcx, %rax, %rax
	movq	280(%rsp), %rcx
	subq	200(%rsp), %rcx
	movq	%rax, 240(%rsp)
	movq	%rcx, %rax
	sarq	$63, %rax
	movq	%rcx, 280(%rsp)
	andnq	%rcx, %rax, %rax
	movq	%rax, 272(%rsp)
	leaq	63(%rcx), %rax
	movq	288(%rsp), %rcx
	sarq	$6, %rax
	cmpq	%r15, %r11
	movq	%rax, 448(%rsp)
	setb	%al
	cmpq	%r8, %r9
	leaq	(%r10,%rdx,4), %r9
	setb	%dil
	andb	%al, %dil
	leaq	(%rbx,%rdx,4), %rax
	movq	%r9, 136(%rsp)
	cmpq	%rax, %r11
	movq	%rax, 232(%rsp)
	setb	%al
	cmpq	%r8, %rbx
	movq	232(%rsp), %r15
	setb	%bl
	andb	%al, %bl
	leaq	(%rcx,%rdx,4), %rax
	orb	%dil, %bl
	cmpq	%rax, %r11
	movq	%rax, 144(%rsp)
	setb	%al
	cmpq	%r8, %rcx
	setb	%dil
	andb	%al, %dil
	movq	168(%rsp), %rax
	leaq	(%rax,%rdx,4), %rcx
	cmpq	%rcx, %r11
	movq	%rcx, 184(%rsp)
	setb	%cl
	cmpq	%r8, %rax
	setb	%al
	andb	%cl, %al
	orb	%dil, %al
	orb	%bl, %al
	leaq	(%rsi,%rdx), %rbx
	cmpq	%rbx, %r11
	movq	%rbx, 208(%rsp)
	setb	%cl
	cmpq	%r8, %rsi
	movq	144(%rsp), %rsi
	setb	%dil
	andb	%cl, %dil
	cmpq	%r9, %r11
	movq	%r9, %r11
	movq	216(%rsp), %r9
	setb	%cl
	cmpq	%r8, %r10
	movq	176(%rsp), %r8
	setb	%dl
	andb	%cl, %dl
	orb	%dil, %dl
	cmpq	232(%rsp), %r8
	setb	%dil
	cmpq	%r9, 152(%rsp)
	setb	%cl
	andb	%dil, %cl
	orb	%dl, %cl
	orb	%al, %cl
	cmpq	%rsi, %r8
	setb	%al
	cmpq	%r9, 288(%rsp)
	setb	%dl
	andb	%al, %dl
	cmpq	184(%rsp), %r8
	movq	168(%rsp), %rax
	setb	%r10b
	cmpq	%r9, %rax
	setb	%dil
	andb	%r10b, %dil
	movq	160(%rsp), %r10
	orb	%dl, %dil
	cmpq	%rbx, %r8
	setb	%dl
	cmpq	%r9, %r10
	setb	%bl
	andb	%dl, %bl
	orb	%dil, %bl
	cmpq	%r11, %r8
	movq	152(%rsp), %r8
	movq	288(%rsp), %r11
	setb	%dil
	cmpq	%r9, 128(%rsp)
	movq	%rax, %r9
	setb	%dl
	andb	%dil, %dl
	orb	%bl, %dl
	movq	184(%rsp), %rbx
	orb	%cl, %dl
	cmpq	%rsi, %r8
	setb	%dil
	cmpq	%r15, %r11
	setb	%cl
	andb	%dil, %cl
	cmpq	%rbx, %r8
	setb	%sil
	cmpq	%r15, %rax
	setb	%dil
	andb	%sil, %dil
	movq	208(%rsp), %rsi
	orb	%cl, %dil
	cmpq	%rsi, %r8
	setb	%al
	cmpq	%r15, %r10
	movq	136(%rsp), %r10
	setb	%cl
	andb	%al, %cl
	orb	%dil, %cl
	cmpq	%r10, %r8
	movq	128(%rsp), %r8
	setb	%al
	cmpq	%r15, %r8
	movq	%r11, %r15
	setb	%dil
	andb	%al, %dil
	orb	%cl, %dil
	cmpq	%rbx, %r11
	movq	144(%rsp), %rbx
	movq	%r9, %r11
	setb	%cl
	cmpq	%rbx, %r9
	movq	%rsi, %r9
	setb	%al
	andb	%cl, %al
	orb	%dil, %al
	orb	%dl, %al
	cmpq	%rsi, %r15
	movq	160(%rsp), %rsi
	setb	%cl
	cmpq	%rbx, %rsi
	setb	%dl
	andb	%cl, %dl
	cmpq	%r10, %r15
	movq	%r8, %r10
	movq	%r11, %r15
	setb	%cl
	cmpq	%rbx, %r8
	movq	184(%rsp), %rbx
	movq	%rsi, %r8
	setb	%dil
	andb	%cl, %dil
	orb	%dl, %dil
	cmpq	%r9, %r11
	movq	640(%rsp), %r11
	setb	%cl
	cmpq	%rbx, %rsi
	movq	136(%rsp), %rsi
	setb	%dl
	andb	%cl, %dl
	orb	%dil, %dl
	cmpq	%rsi, %r15
	setb	%cl
	cmpq	%rbx, %r10
	movq	240(%rsp), %rbx
	setb	%dil
	andb	%cl, %dil
	orb	%dl, %dil
	cmpq	%rsi, %r8
	movq	176(%rsp), %rsi
	setb	%cl
	cmpq	%r9, %r10
	movq	248(%rsp), %r9
	movq	160(%rsp), %r10
	setb	%dl
	andb	%cl, %dl
	movq	152(%rsp), %rcx
	orb	%dil, %dl
	orb	%al, %dl
	movabsq	$9223372036854775800, %rax
	leaq	(%rsi,%rbx,4), %r8
	andq	%rax, %r9
	movq	272(%rsp), %rax
	movb	%dl, 184(%rsp)
	movq	%rbx, %rdx
	movq	%r8, 632(%rsp)
	movq	%r9, 248(%rsp)
	subq	%r9, %rax
	cmpq	%r8, %r11
	leaq	(%r11,%rbx,4), %r8
	leaq	(%rcx,%rbx,4), %r9
	movq	%rax, 232(%rsp)
	setb	%al
	cmpq	%r8, %rsi
	movq	%rdx, %rsi
	movq	%r9, 624(%rsp)
	setb	%dil
	andb	%al, %dil
	cmpq	%r9, %r11
	setb	%al
	cmpq	%r8, %rcx
	setb	%bl
	andb	%al, %bl
	movq	288(%rsp), %rax
	orb	%dil, %bl
	leaq	(%rax,%rdx,4), %rcx
	cmpq	%rcx, %r11
	movq	%rcx, 216(%rsp)
	leaq	(%r10,%rsi), %rcx
	setb	%dl
	cmpq	%r8, %rax
	leaq	(%r15,%rsi,4), %rax
	movq	%rcx, 136(%rsp)
	setb	%dil
	andb	%dl, %dil
	cmpq	%rax, %r11
	movq	%rax, 144(%rsp)
	setb	%dl
	cmpq	%r8, %r15
	movq	288(%rsp), %r15
	setb	%al
	andb	%dl, %al
	orb	%dil, %al
	orb	%bl, %al
	cmpq	%rcx, %r11
	movq	128(%rsp), %rcx
	movq	2216(%rsp), %rbx
	setb	%dl
	cmpq	%r8, %r10
	setb	%dil
	andb	%dl, %dil
	leaq	(%rcx,%rsi,4), %rdx
	cmpq	%rdx, %r11
	movq	%rdx, 208(%rsp)
	movq	632(%rsp), %r11
	setb	%dl
	cmpq	%r8, %rcx
	movq	216(%rsp), %r8
	setb	%cl
	andb	%dl, %cl
	orb	%dil, %cl
	movq	176(%rsp), %rdi
	cmpq	%r9, %rdi
	movq	%rdi, %r9
	setb	%dl
	cmpq	%r11, 152(%rsp)
	setb	%sil
	andb	%dl, %sil
	orb	%cl, %sil
	orb	%al, %sil
	cmpq	%r8, %rdi
	setb	%al
	cmpq	%r11, %r15
	setb	%cl
	andb	%al, %cl
	cmpq	144(%rsp), %rdi
	setb	%al
	cmpq	%r11, 168(%rsp)
	setb	%dl
	andb	%al, %dl
	movq	136(%rsp), %rax
	orb	%cl, %dl
	cmpq	%rax, %rdi
	setb	%cl
	cmpq	%r11, %r10
	movq	208(%rsp), %r10
	setb	%dil
	andb	%cl, %dil
	orb	%dl, %dil
	cmpq	%r10, %r9
	movq	624(%rsp), %r9
	setb	%dl
	cmpq	%r11, 128(%rsp)
	movq	168(%rsp), %r11
	setb	%cl
	andb	%dl, %cl
	orb	%dil, %cl
	orb	%sil, %cl
	movq	152(%rsp), %rsi
	cmpq	%r8, %rsi
	setb	%dil
	cmpq	%r9, %r15
	movq	%rsi, %r15
	setb	%dl
	andb	%dil, %dl
	movq	144(%rsp), %rdi
	cmpq	%rdi, %rsi
	setb	%r8b
	cmpq	%r9, %r11
	setb	%sil
	andb	%r8b, %sil
	movq	160(%rsp), %r8
	orb	%dl, %sil
	cmpq	%rax, %r15
	setb	%al
	cmpq	%r9, %r8
	setb	%dl
	andb	%al, %dl
	orb	%sil, %dl
	cmpq	%r10, %r15
	movq	128(%rsp), %r10
	movq	288(%rsp), %r15
	setb	%al
	cmpq	%r9, %r10
	movq	%r11, %r9
	movq	216(%rsp), %r11
	setb	%sil
	andb	%al, %sil
	orb	%dl, %sil
	cmpq	%rdi, %r15
	setb	%dl
	cmpq	%r11, %r9
	setb	%al
	andb	%dl, %al
	orb	%sil, %al
	movq	%r15, %rsi
	orb	%cl, %al
	movq	136(%rsp), %rcx
	cmpq	%rcx, %r15
	movq	%r8, %r15
	setb	%dil
	cmpq	%r11, %r8
	movq	208(%rsp), %r8
	setb	%dl
	andb	%dil, %dl
	cmpq	%r8, %rsi
	setb	%dil
	cmpq	%r11, %r10
	movq	144(%rsp), %r11
	setb	%sil
	andb	%dil, %sil
	movq	200(%rsp), %rdi
	orb	%dl, %sil
	cmpq	%rcx, %r9
	setb	%cl
	cmpq	%r11, %r15
	setb	%dl
	andb	%cl, %dl
	orb	%sil, %dl
	cmpq	%r8, %r9
	setb	%cl
	cmpq	%r11, %r10
	setb	%sil
	andb	%cl, %sil
	movq	248(%rsp), %rcx
	orb	%dl, %sil
	cmpq	%r8, %r15
	leaq	(%rdi,%rcx), %rcx
	movq	%rcx, 176(%rsp)
	setb	%cl
	cmpq	136(%rsp), %r10
	setb	%dl
	andb	%cl, %dl
	movq	240(%rsp), %rcx
	orb	%sil, %dl
	movq	272(%rsp), %rsi
	orb	%al, %dl
	movabsq	$9223372036854775800, %rax
	movb	%dl, 160(%rsp)
	andq	%rax, %rcx
	subq	%rcx, %rsi
	leaq	(%rdi,%rcx), %rdx
	movq	%rcx, 240(%rsp)
	xorl	%ecx, %ecx
	movq	%rsi, 144(%rsp)
	movq	%rdx, 136(%rsp)
	jmp	.LBB0_3
	.p2align	4
.LBB0_2:
	movq	168(%rsp), %rcx
	movq	2104(%rsp), %r13
	movq	1816(%rsp), %r14
	movq	2048(%rsp), %r12
	movq	376(%rsp), %rbp
	vmovdqa	%xmm9, %xmm1
	incq	%rcx
	cmpq	%rcx, 2000(%rsp)
	je	.LBB0_22
.LBB0_3:
	movq	1992(%rsp), %rax
	movabsq	$.LCPI0_4, %r9
	vmovaps	%xmm7, %xmm0
	movq	%rcx, 168(%rsp)
	movl	(%rax,%rcx,4), %r8d
	movl	%r8d, 128(%rsp)
	testq	%rcx, %rcx
	je	.LBB0_4
	vmovss	1560(%rsp), %xmm14
	vmovss	1552(%rsp), %xmm15
	vmovss	1544(%rsp), %xmm9
	vmovss	1528(%rsp), %xmm11
	vmovaps	496(%rsp), %xmm6
	vmovaps	480(%rsp), %xmm13
	vmovss	1608(%rsp), %xmm10
	cmpq	$0, 280(%rsp)
	movl	1616(%rsp), %r15d
	movq	2160(%rsp), %r11
	movq	368(%rsp), %rbp
	movq	192(%rsp), %rdi
	movq	1744(%rsp), %r10
	movabsq	$.LCPI0_2, %r9
	vmovaps	%xmm0, %xmm8
	vmovdqa	%xmm1, %xmm7
	jle	.LBB0_47
	cmpq	$8, 264(%rsp)
	movq	272(%rsp), %rcx
	movq	200(%rsp), %rdx
	setl	%al
	orb	184(%rsp), %al
	testb	$1, %al
	jne	.LBB0_45
	vmovd	%r8d, %xmm0
	vmovups	960(%rsp), %ymm10
	vmovups	928(%rsp), %ymm11
	vmovups	1024(%rsp), %ymm12
	vmovups	896(%rsp), %ymm8
	vmovups	864(%rsp), %ymm14
	vmovups	832(%rsp), %ymm15
	vmovups	800(%rsp), %ymm13
	vmovups	768(%rsp), %ymm7
	movq	%rbp, %r15
	movq	352(%rsp), %rax
	movq	344(%rsp), %rdx
	movq	336(%rsp), %rsi
	movq	328(%rsp), %r8
	movq	360(%rsp), %rdi
	movq	376(%rsp), %rbp
	movq	440(%rsp), %r13
	movabsq	$.LCPI0_3, %r10
	xorl	%ecx, %ecx
	vpbroadcastd	%xmm0, %ymm0
	vmovdqu	%ymm0, 288(%rsp)
	vmovups	992(%rsp), %ymm0
	.p2align	4
.LBB0_43:
	vmovdqu	288(%rsp), %ymm1
	vmovups	1184(%rsp), %ymm6
	vmovups	1248(%rsp), %ymm9
	vpxor	(%r15,%rcx,4), %ymm1, %ymm1
	vpsrld	$16, %ymm1, %ymm2
	vpxor	%ymm1, %ymm2, %ymm1
	vpmulld	1408(%rsp), %ymm1, %ymm1
	vpsrld	$15, %ymm1, %ymm2
	vpxor	%ymm1, %ymm2, %ymm1
	vpmulld	1376(%rsp), %ymm1, %ymm1
	vmovups	(%rbp,%rcx,4), %ymm2
	vpsrld	$31, %ymm1, %ymm1
	vcvtdq2ps	%ymm1, %ymm3
	vmovups	1312(%rsp), %ymm1
	vfmsub132ps	1344(%rsp), %ymm1, %ymm3
	vmovups	(%rdi,%rcx,4), %ymm1
	vmulps	%ymm1, %ymm1, %ymm4
	vmovaps	%ymm4, %ymm5
	vfmadd213ps	1088(%rsp), %ymm6, %ymm5
	vmulps	1152(%rsp), %ymm4, %ymm6
	vfmadd213ps	1056(%rsp), %ymm4, %ymm5
	vmulps	%ymm5, %ymm4, %ymm5
	vfmsub231ps	%ymm5, %ymm4, %ymm6
	vmovaps	%ymm4, %ymm5
	vfmadd132ps	1280(%rsp), %ymm9, %ymm5
	vfmadd213ps	1216(%rsp), %ymm4, %ymm5
	vmulps	%ymm5, %ymm4, %ymm4
	vaddps	1120(%rsp), %ymm6, %ymm5
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
	vfnmadd213ps	%ymm8, %ymm11, %ymm4
	vmulps	%ymm4, %ymm14, %ymm4
	vdivps	%ymm4, %ymm6, %ymm4
	vmulps	%ymm4, %ymm10, %ymm6
	vfmadd213ps	%ymm2, %ymm15, %ymm4
	vmulps	%ymm6, %ymm5, %ymm5
	vfnmadd213ps	%ymm3, %ymm11, %ymm5
	vmovups	(%r8,%rcx,4), %ymm3
	vfmadd213ps	%ymm3, %ymm15, %ymm5
	vfmadd213ps	(%rsi,%rcx,4), %ymm15, %ymm3
	vmovups	%ymm3, (%rsi,%rcx,4)
	vmovups	%ymm5, (%r8,%rcx,4)
	vmovups	%ymm1, (%rdi,%rcx,4)
	vmovups	%ymm4, (%rbp,%rcx,4)
	vpcmpeqd	%ymm4, %ymm4, %ymm4
	vmovdqu	(%rdx,%rcx,4), %ymm2
	vpsubd	%ymm4, %ymm2, %ymm4
	vmovdqu	%ymm4, (%rdx,%rcx,4)
	vbroadcastss	(%r9), %ymm4
	vandps	%ymm4, %ymm3, %ymm3
	vandps	%ymm4, %ymm1, %ymm1
	vpbroadcastd	(%r10), %ymm4
	vcmpltps	%ymm3, %ymm13, %ymm3
	vcmpltps	%ymm1, %ymm7, %ymm1
	vorps	%ymm3, %ymm1, %ymm1
	vpcmpgtd	%ymm4, %ymm2, %ymm2
	vorps	%ymm2, %ymm1, %ymm1
	vextractf128	$1, %ymm1, %xmm2
	vpackssdw	%xmm2, %xmm1, %xmm1
	vpsrlw	$15, %xmm1, %xmm1
	vpackuswb	%xmm1, %xmm1, %xmm1
	vmovq	%xmm1, (%rax,%rcx)
	addq	$8, %rcx
	cmpq	%rcx, %r13
	jne	.LBB0_43
	vmovss	1592(%rsp), %xmm5
	vmovss	1560(%rsp), %xmm14
	vmovss	1552(%rsp), %xmm15
	vmovss	1544(%rsp), %xmm9
	vmovss	1528(%rsp), %xmm11
	vmovaps	384(%rsp), %xmm8
	vmovdqa	464(%rsp), %xmm7
	vmovaps	496(%rsp), %xmm6
	vmovaps	480(%rsp), %xmm13
	vmovss	1608(%rsp), %xmm10
	movq	232(%rsp), %rcx
	movq	176(%rsp), %rdx
	movq	248(%rsp), %rax
	movq	192(%rsp), %rdi
	movq	1744(%rsp), %r10
	movq	2104(%rsp), %r13
	movl	128(%rsp), %r8d
	movl	1616(%rsp), %r15d
	cmpq	%rax, 264(%rsp)
	je	.LBB0_47
.LBB0_45:
	incq	%rcx
	.p2align	4
.LBB0_46:
	movl	(%r10,%rdx,4), %eax
	vmovaps	%xmm8, %xmm12
	vmovdqa	%xmm7, %xmm8
	vmovaps	%xmm13, %xmm7
	vmovaps	%xmm6, %xmm13
	vmovaps	%xmm15, %xmm6
	vmovaps	%xmm9, %xmm15
	vmovaps	%xmm14, %xmm9
	vmovaps	%xmm5, %xmm14
	vmovss	1584(%rsp), %xmm5
	vmovss	(%r13,%rdx,4), %xmm1
	xorl	%r8d, %eax
	movl	%eax, %esi
	shrl	$16, %esi
	xorl	%eax, %esi
	imull	%r15d, %esi
	movl	%esi, %eax
	shrl	$15, %eax
	xorl	%esi, %eax
	imull	1624(%rsp), %eax
	shrl	$31, %eax
	vxorps	%xmm3, %xmm3, %xmm3
	vcvtsi2ss	%eax, %xmm3, %xmm2
	vmovaps	544(%rsp), %xmm0
	vfmsub132ss	560(%rsp), %xmm0, %xmm2
	vmovss	(%r12,%rdx,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm3
	vmovaps	%xmm3, %xmm4
	vfmadd213ss	%xmm5, %xmm14, %xmm4
	vmovss	1576(%rsp), %xmm5
	vmovss	1568(%rsp), %xmm14
	vfmadd213ss	%xmm5, %xmm3, %xmm4
	vmovss	1600(%rsp), %xmm5
	vmulss	%xmm4, %xmm3, %xmm4
	vmulss	%xmm3, %xmm5, %xmm5
	vfmsub231ss	%xmm4, %xmm3, %xmm5
	vmovaps	%xmm3, %xmm4
	vfmadd213ss	%xmm9, %xmm14, %xmm4
	vmovaps	%xmm9, %xmm14
	vmovaps	%xmm15, %xmm9
	vmovaps	%xmm6, %xmm15
	vmovaps	%xmm13, %xmm6
	vmovaps	%xmm7, %xmm13
	vmovdqa	%xmm8, %xmm7
	vmovaps	%xmm12, %xmm8
	vfmadd213ss	%xmm15, %xmm3, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vaddss	%xmm5, %xmm10, %xmm4
	vmulss	%xmm1, %xmm6, %xmm5
	vfmadd132ss	%xmm0, %xmm0, %xmm3
	vmulss	%xmm5, %xmm1, %xmm5
	vfmadd231ss	%xmm1, %xmm12, %xmm0
	vfmadd213ss	%xmm2, %xmm3, %xmm5
	vmulss	%xmm5, %xmm7, %xmm2
	vmulss	%xmm2, %xmm4, %xmm5
	vfmsub231ss	512(%rsp), %xmm3, %xmm5
	vmulss	528(%rsp), %xmm4, %xmm3
	vmulss	%xmm3, %xmm4, %xmm3
	vfnmadd213ss	%xmm9, %xmm7, %xmm3
	vmulss	%xmm3, %xmm13, %xmm3
	vdivss	%xmm3, %xmm5, %xmm3
	vmulss	%xmm3, %xmm6, %xmm5
	vfmadd213ss	%xmm1, %xmm12, %xmm3
	vbroadcastss	(%r9), %xmm1
	vmulss	%xmm5, %xmm4, %xmm4
	vmovss	1592(%rsp), %xmm5
	vfnmadd213ss	%xmm2, %xmm7, %xmm4
	vmovss	(%rbx,%rdx,4), %xmm2
	vfmadd213ss	%xmm2, %xmm12, %xmm4
	vfmadd213ss	(%r11,%rdx,4), %xmm12, %xmm2
	vmovss	%xmm2, (%r11,%rdx,4)
	vmovss	%xmm4, (%rbx,%rdx,4)
	vmovss	1536(%rsp), %xmm4
	vmovss	%xmm0, (%r12,%rdx,4)
	vmovss	%xmm3, (%r13,%rdx,4)
	vandps	%xmm1, %xmm0, %xmm0
	vandps	%xmm1, %xmm2, %xmm2
	movl	(%r14,%rdx,4), %esi
	vcmpltss	%xmm2, %xmm11, %xmm1
	leal	1(%rsi), %r8d
	cmpl	$499, %esi
	movl	%r8d, (%r14,%rdx,4)
	movl	128(%rsp), %r8d
	setge	%sil
	decq	%rcx
	vcmpltss	%xmm0, %xmm4, %xmm0
	vorps	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %eax
	orb	%al, %sil
	andb	$1, %sil
	movb	%sil, (%rdi,%rdx)
	incq	%rdx
	cmpq	$1, %rcx
	jg	.LBB0_46
	jmp	.LBB0_47
	.p2align	4
.LBB0_4:
	vmovss	1584(%rsp), %xmm9
	vmovss	1576(%rsp), %xmm10
	vmovss	1568(%rsp), %xmm12
	vmovss	1560(%rsp), %xmm14
	vmovss	1552(%rsp), %xmm15
	vmovss	1608(%rsp), %xmm11
	cmpq	$0, 280(%rsp)
	movl	1616(%rsp), %r15d
	movq	2160(%rsp), %r11
	movq	368(%rsp), %rdi
	movq	1744(%rsp), %r10
	vmovaps	%xmm0, %xmm8
	vmovdqa	%xmm1, %xmm7
	jle	.LBB0_47
	cmpq	$8, 256(%rsp)
	movq	272(%rsp), %rcx
	movq	200(%rsp), %rdx
	setl	%al
	orb	160(%rsp), %al
	testb	$1, %al
	jne	.LBB0_9
	vmovd	%r8d, %xmm0
	vmovups	960(%rsp), %ymm10
	vmovups	928(%rsp), %ymm11
	vmovups	896(%rsp), %ymm15
	vmovups	832(%rsp), %ymm9
	vmovups	800(%rsp), %ymm13
	vmovups	768(%rsp), %ymm8
	vmovups	1088(%rsp), %ymm12
	vmovups	1056(%rsp), %ymm14
	movq	352(%rsp), %rax
	movq	344(%rsp), %rdx
	movq	336(%rsp), %rsi
	movq	328(%rsp), %r8
	movq	360(%rsp), %r10
	movq	440(%rsp), %r15
	movq	376(%rsp), %rbp
	xorl	%ecx, %ecx
	vpbroadcastd	%xmm0, %ymm0
	vmovdqu	%ymm0, 288(%rsp)
	vmovups	864(%rsp), %ymm0
	.p2align	4
.LBB0_7:
	movabsq	$.LCPI0_4, %r9
	vmovups	(%r10,%rcx,4), %ymm1
	vmovups	1248(%rsp), %ymm6
	vbroadcastss	(%r9), %ymm2
	movabsq	$.LCPI0_5, %r9
	vbroadcastss	(%r9), %ymm3
	movabsq	$.LCPI0_6, %r9
	vfmadd231ps	%ymm2, %ymm1, %ymm3
	vroundps	$9, %ymm3, %ymm2
	vbroadcastss	(%r9), %ymm3
	movabsq	$.LCPI0_7, %r9
	vbroadcastss	(%r9), %ymm4
	movabsq	$.LCPI0_8, %r9
	vfmadd213ps	%ymm1, %ymm2, %ymm3
	vfmadd213ps	%ymm3, %ymm2, %ymm4
	vcvttps2dq	%ymm2, %ymm2
	vpslld	$30, %ymm2, %ymm7
	vmulps	%ymm4, %ymm4, %ymm3
	vmovaps	%ymm3, %ymm5
	vfmadd132ps	1280(%rsp), %ymm6, %ymm5
	vmulps	1152(%rsp), %ymm3, %ymm6
	vfmadd213ps	1216(%rsp), %ymm3, %ymm5
	vmulps	%ymm5, %ymm3, %ymm5
	vfmadd132ps	%ymm4, %ymm4, %ymm5
	vmovaps	%ymm3, %ymm4
	vfmadd132ps	1184(%rsp), %ymm12, %ymm4
	vfmadd213ps	%ymm14, %ymm3, %ymm4
	vmulps	%ymm4, %ymm3, %ymm4
	vfmsub231ps	%ymm4, %ymm3, %ymm6
	vpbroadcastd	(%r9), %ymm4
	vaddps	1120(%rsp), %ymm6, %ymm3
	movabsq	$.LCPI0_9, %r9
	vxorps	%xmm6, %xmm6, %xmm6
	vpand	%ymm4, %ymm2, %ymm4
	vpcmpeqd	%ymm6, %ymm4, %ymm4
	vblendvps	%ymm4, %ymm5, %ymm3, %ymm6
	vblendvps	%ymm4, %ymm3, %ymm5, %ymm3
	vbroadcastss	(%r9), %ymm4
	movabsq	$.LCPI0_2, %r9
	vxorps	%ymm4, %ymm6, %ymm5
	vxorps	%ymm4, %ymm3, %ymm4
	vblendvps	%ymm7, %ymm5, %ymm6, %ymm5
	vmovdqu	288(%rsp), %ymm6
	vpxor	(%rdi,%rcx,4), %ymm6, %ymm6
	vpsrld	$16, %ymm6, %ymm7
	vpxor	%ymm6, %ymm7, %ymm6
	vpmulld	1408(%rsp), %ymm6, %ymm6
	vpsrld	$15, %ymm6, %ymm7
	vpxor	%ymm6, %ymm7, %ymm6
	vpmulld	1376(%rsp), %ymm6, %ymm6
	vmovups	1312(%rsp), %ymm7
	vpsrld	$31, %ymm6, %ymm6
	vcvtdq2ps	%ymm6, %ymm6
	vfmsub132ps	1344(%rsp), %ymm7, %ymm6
	vpcmpeqd	%ymm7, %ymm7, %ymm7
	vpsubd	%ymm7, %ymm2, %ymm2
	vpslld	$30, %ymm2, %ymm2
	vblendvps	%ymm2, %ymm4, %ymm3, %ymm2
	vmovups	(%rbp,%rcx,4), %ymm3
	vmulps	%ymm3, %ymm10, %ymm4
	vfmadd231ps	%ymm3, %ymm9, %ymm1
	vmulps	%ymm4, %ymm3, %ymm4
	vfmadd213ps	%ymm6, %ymm5, %ymm4
	vmulps	%ymm4, %ymm11, %ymm4
	vmulps	%ymm4, %ymm2, %ymm6
	vfmsub231ps	1024(%rsp), %ymm5, %ymm6
	vmulps	992(%rsp), %ymm2, %ymm5
	vmulps	%ymm5, %ymm2, %ymm5
	vfnmadd213ps	%ymm15, %ymm11, %ymm5
	vmulps	%ymm5, %ymm0, %ymm5
	vdivps	%ymm5, %ymm6, %ymm5
	vmulps	%ymm5, %ymm10, %ymm6
	vfmadd213ps	%ymm3, %ymm9, %ymm5
	vmulps	%ymm6, %ymm2, %ymm2
	vfnmadd213ps	%ymm4, %ymm11, %ymm2
	vmovups	(%r8,%rcx,4), %ymm4
	vfmadd213ps	%ymm4, %ymm9, %ymm2
	vfmadd213ps	(%rsi,%rcx,4), %ymm9, %ymm4
	vmovups	%ymm4, (%rsi,%rcx,4)
	vmovups	%ymm2, (%r8,%rcx,4)
	vmovups	%ymm1, (%r10,%rcx,4)
	vmovups	%ymm5, (%rbp,%rcx,4)
	vmovdqu	(%rdx,%rcx,4), %ymm2
	vpsubd	%ymm7, %ymm2, %ymm3
	vmovdqu	%ymm3, (%rdx,%rcx,4)
	vbroadcastss	(%r9), %ymm3
	movabsq	$.LCPI0_3, %r9
	vandps	%ymm3, %ymm4, %ymm4
	vandps	%ymm3, %ymm1, %ymm1
	vcmpltps	%ymm4, %ymm13, %ymm3
	vpbroadcastd	(%r9), %ymm4
	vcmpltps	%ymm1, %ymm8, %ymm1
	vorps	%ymm3, %ymm1, %ymm1
	vpcmpgtd	%ymm4, %ymm2, %ymm2
	vorps	%ymm2, %ymm1, %ymm1
	vextractf128	$1, %ymm1, %xmm2
	vpackssdw	%xmm2, %xmm1, %xmm1
	vpsrlw	$15, %xmm1, %xmm1
	vpackuswb	%xmm1, %xmm1, %xmm1
	vmovq	%xmm1, (%rax,%rcx)
	addq	$8, %rcx
	cmpq	%rcx, %r15
	jne	.LBB0_7
	vmovss	1608(%rsp), %xmm11
	vmovss	1592(%rsp), %xmm5
	vmovss	1584(%rsp), %xmm9
	vmovss	1576(%rsp), %xmm10
	vmovss	1568(%rsp), %xmm12
	vmovss	1560(%rsp), %xmm14
	vmovss	1552(%rsp), %xmm15
	vmovaps	384(%rsp), %xmm8
	vmovdqa	464(%rsp), %xmm7
	movq	144(%rsp), %rcx
	movq	136(%rsp), %rdx
	movq	240(%rsp), %rax
	movq	1744(%rsp), %r10
	movl	128(%rsp), %r8d
	movl	1616(%rsp), %r15d
	movabsq	$.LCPI0_4, %r9
	cmpq	%rax, 256(%rsp)
	jne	.LBB0_9
	.p2align	4
.LBB0_47:
	cmpq	$0, 448(%rsp)
	vmovdqa	%xmm7, %xmm9
	vmovaps	%xmm8, %xmm7
	jle	.LBB0_2
	xorl	%eax, %eax
	jmp	.LBB0_49
	.p2align	4
.LBB0_20:
	movq	152(%rsp), %rax
	incq	%rax
	cmpq	%rax, 448(%rsp)
	je	.LBB0_2
.LBB0_49:
	movq	680(%rsp), %r10
	movq	%rax, %rdx
	shlq	$6, %rdx
	movq	%rax, 152(%rsp)
	movabsq	$72340172838076673, %r9
	movabsq	$72624976668147840, %rcx
	movq	2104(%rsp), %r15
	movq	1944(%rsp), %r14
	movq	1936(%rsp), %r12
	movq	1880(%rsp), %r13
	movq	1872(%rsp), %rbp
	movq	%rdx, 288(%rsp)
	movq	(%r10,%rdx), %rax
	movq	8(%r10,%rdx), %rsi
	movq	24(%r10,%rdx), %r11
	movq	40(%r10,%rdx), %r8
	movq	%rax, %rdi
	shrq	%rdi
	orq	%rax, %rdi
	movq	%rsi, %rax
	shrq	%rax
	orq	%rsi, %rax
	andq	%r9, %rdi
	andq	%r9, %rax
	imulq	%rcx, %rdi
	imulq	%rcx, %rax
	shrq	$56, %rdi
	shrq	$48, %rax
	andl	$65280, %eax
	orq	%rdi, %rax
	movq	16(%r10,%rdx), %rdi
	movq	%rdi, %rsi
	shrq	%rsi
	orq	%rdi, %rsi
	movq	%r11, %rdi
	shrq	%rdi
	andq	%r9, %rsi
	orq	%r11, %rdi
	imulq	%rcx, %rsi
	andq	%r9, %rdi
	imulq	%rcx, %rdi
	shrq	$40, %rsi
	andl	$16711680, %esi
	shrq	$32, %rdi
	orq	%rax, %rsi
	movq	32(%r10,%rdx), %rax
	andl	$-16777216, %edi
	orq	%rsi, %rdi
	movq	%rax, %rsi
	shrq	%rsi
	orq	%rax, %rsi
	movabsq	$1095216660480, %rax
	andq	%r9, %rsi
	imulq	%rcx, %rsi
	shrq	$24, %rsi
	andq	%rax, %rsi
	movabsq	$280375465082880, %rax
	orq	%rdi, %rsi
	movq	%r8, %rdi
	shrq	%rdi
	orq	%r8, %rdi
	andq	%r9, %rdi
	imulq	%rcx, %rdi
	shrq	$16, %rdi
	andq	%rax, %rdi
	movabsq	$71776119061217280, %rax
	orq	%rsi, %rdi
	movq	48(%r10,%rdx), %rsi
	movq	%rsi, %r8
	shrq	%r8
	orq	%rsi, %r8
	andq	%r9, %r8
	imulq	%rcx, %r8
	shrq	$8, %r8
	andq	%rax, %r8
	movabsq	$-72057594037927936, %rax
	orq	%rdi, %r8
	movq	56(%r10,%rdx), %rdi
	movl	128(%rsp), %edx
	movq	%rdi, %rsi
	shrq	%rsi
	orq	%rdi, %rsi
	andq	%r9, %rsi
	movq	672(%rsp), %r9
	imulq	%rcx, %rsi
	movq	2112(%rsp), %rcx
	andq	%rax, %rsi
	orq	%r8, %rsi
	je	.LBB0_20
	movq	288(%rsp), %rax
	addq	200(%rsp), %rax
	movq	%rax, 288(%rsp)
	.p2align	4
.LBB0_19:
	tzcntq	%rsi, %rdi
	addq	288(%rsp), %rdi
	movq	1816(%rsp), %rbx
	movq	%rdi, %r11
	sarq	$63, %r11
	leaq	(%rbp,%rdi,4), %r10
	leaq	(%rbx,%rdi,4), %rbx
	movq	%r11, %r8
	andq	1824(%rsp), %r8
	movq	%r11, %rax
	andq	%r13, %rax
	incl	(%r10,%rax,4)
	leaq	(%r12,%rdi,4), %r10
	movq	%r11, %rax
	andq	%r14, %rax
	vcvtsi2ssl	(%rbx,%r8,4), %xmm5, %xmm0
	vaddss	(%r10,%rax,4), %xmm0, %xmm0
	vmovss	%xmm0, (%r10,%rax,4)
	movq	%r11, %rax
	andq	1760(%rsp), %rax
	movl	$0, (%rbx,%r8,4)
	movq	696(%rsp), %r8
	movq	2216(%rsp), %rbx
	addq	%rdi, %rax
	movl	(%r8,%rax,4), %r8d
	xorl	%edx, %r8d
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
	movq	2160(%rsp), %r10
	addl	$-8388608, %r8d
	vcvtsi2ss	%r8d, %xmm15, %xmm1
	movabsq	$.LCPI0_10, %r8
	vmovss	(%r8), %xmm0
	movq	%r11, %r8
	andq	2168(%rsp), %r8
	leaq	(%r10,%rdi,4), %r10
	vmulss	%xmm0, %xmm1, %xmm1
	vmovss	%xmm1, (%r10,%r8,4)
	movq	688(%rsp), %r8
	movl	(%r8,%rax,4), %r8d
	xorl	%edx, %r8d
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
	leaq	(%rbx,%rdi,4), %r10
	addl	$-8388608, %r8d
	vcvtsi2ss	%r8d, %xmm15, %xmm1
	movq	%r11, %r8
	andq	2224(%rsp), %r8
	vmulss	%xmm0, %xmm1, %xmm1
	vmovss	%xmm1, (%r10,%r8,4)
	movq	704(%rsp), %r8
	movl	(%r8,%rax,4), %r8d
	xorl	%edx, %r8d
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
	movq	2048(%rsp), %r10
	addl	$-8388608, %r8d
	vcvtsi2ss	%r8d, %xmm15, %xmm1
	movq	%r11, %r8
	andq	2056(%rsp), %r8
	andq	%rcx, %r11
	vmulss	%xmm0, %xmm1, %xmm1
	leaq	(%r10,%rdi,4), %r10
	vmovss	%xmm1, (%r10,%r8,4)
	movl	(%r9,%rax,4), %eax
	xorl	%edx, %eax
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
	leaq	(%r15,%rdi,4), %rax
	vmulss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm0, (%rax,%r11,4)
	jne	.LBB0_19
	jmp	.LBB0_20
.LBB0_9:
	incq	%rcx
	jmp	.LBB0_10
	.p2align	4
.LBB0_17:
	vmovss	(%r13,%rdx,4), %xmm5
	vmovaps	496(%rsp), %xmm11
	vmovss	(%rbx,%rdx,4), %xmm3
	vmovss	1568(%rsp), %xmm12
	vmovss	1560(%rsp), %xmm14
	vmovss	1552(%rsp), %xmm15
	movl	128(%rsp), %r8d
	vmulss	%xmm5, %xmm11, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vfmadd213ss	%xmm4, %xmm2, %xmm6
	vmulss	%xmm6, %xmm8, %xmm4
	vmulss	%xmm4, %xmm1, %xmm6
	vfmsub231ss	512(%rsp), %xmm2, %xmm6
	vmulss	528(%rsp), %xmm1, %xmm2
	vmulss	%xmm2, %xmm1, %xmm2
	vfnmadd213ss	%xmm7, %xmm8, %xmm2
	vmulss	480(%rsp), %xmm2, %xmm2
	vmovdqa	%xmm8, %xmm7
	vdivss	%xmm2, %xmm6, %xmm2
	vmulss	%xmm2, %xmm11, %xmm6
	vmovss	1608(%rsp), %xmm11
	vmulss	%xmm6, %xmm1, %xmm1
	vfnmadd213ss	%xmm4, %xmm8, %xmm1
	vmovaps	384(%rsp), %xmm8
	vfmadd213ss	%xmm3, %xmm8, %xmm1
	vfmadd213ss	(%r11,%rdx,4), %xmm8, %xmm3
	vfmadd231ss	%xmm5, %xmm8, %xmm0
	vfmadd213ss	%xmm5, %xmm8, %xmm2
	vmovss	1592(%rsp), %xmm5
	vmovss	%xmm3, (%r11,%rdx,4)
	vmovss	%xmm1, (%rbx,%rdx,4)
	vmovss	%xmm0, (%r12,%rdx,4)
	vmovss	%xmm2, (%r13,%rdx,4)
	movl	(%r14,%rdx,4), %eax
	leal	1(%rax), %esi
	cmpl	$499, %eax
	movl	%esi, (%r14,%rdx,4)
	movabsq	$.LCPI0_2, %rsi
	setge	%al
	decq	%rcx
	vbroadcastss	(%rsi), %xmm1
	vandps	%xmm1, %xmm0, %xmm0
	vandps	%xmm1, %xmm3, %xmm2
	vcmpltss	%xmm0, %xmm9, %xmm0
	vcmpltss	%xmm2, %xmm10, %xmm1
	vmovss	1584(%rsp), %xmm9
	vmovss	1576(%rsp), %xmm10
	vorps	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	orb	%sil, %al
	andb	$1, %al
	movb	%al, (%rdi,%rdx)
	incq	%rdx
	cmpq	$1, %rcx
	jle	.LBB0_47
.LBB0_10:
	vmovss	(%r12,%rdx,4), %xmm0
	vmovss	(%r9), %xmm1
	movabsq	$.LCPI0_5, %rax
	vmovdqa	%xmm7, %xmm8
	vfmadd213ss	(%rax), %xmm0, %xmm1
	movabsq	$.LCPI0_6, %rax
	vmovss	(%rax), %xmm3
	movabsq	$.LCPI0_7, %rax
	vroundss	$9, %xmm1, %xmm1, %xmm2
	vfmadd213ss	%xmm0, %xmm2, %xmm3
	vfmadd231ss	(%rax), %xmm2, %xmm3
	vcvttss2si	%xmm2, %eax
	vmulss	%xmm3, %xmm3, %xmm4
	vmovaps	%xmm4, %xmm1
	vfmadd213ss	%xmm14, %xmm12, %xmm1
	vfmadd213ss	%xmm15, %xmm4, %xmm1
	vmulss	%xmm1, %xmm4, %xmm1
	vfmadd132ss	%xmm3, %xmm3, %xmm1
	vmovaps	%xmm4, %xmm3
	vfmadd213ss	%xmm9, %xmm5, %xmm3
	vmovss	1600(%rsp), %xmm5
	vfmadd213ss	%xmm10, %xmm4, %xmm3
	vmulss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm4, %xmm5, %xmm5
	vfmsub231ss	%xmm3, %xmm4, %xmm5
	vaddss	%xmm5, %xmm11, %xmm3
	testb	$1, %al
	je	.LBB0_11
	vmovaps	%xmm3, %xmm2
	jmp	.LBB0_13
	.p2align	4
.LBB0_11:
	vmovaps	%xmm1, %xmm2
	vmovaps	%xmm3, %xmm1
.LBB0_13:
	movabsq	$.LCPI0_9, %rsi
	vmovss	1544(%rsp), %xmm7
	vmovss	1536(%rsp), %xmm9
	vmovss	1528(%rsp), %xmm10
	vbroadcastss	(%rsi), %xmm3
	testb	$2, %al
	je	.LBB0_15
	vxorps	%xmm3, %xmm2, %xmm2
.LBB0_15:
	movl	(%r10,%rdx,4), %esi
	vmovaps	544(%rsp), %xmm5
	movq	192(%rsp), %rdi
	incl	%eax
	xorl	%r8d, %esi
	movl	%esi, %r8d
	shrl	$16, %r8d
	xorl	%esi, %r8d
	imull	%r15d, %r8d
	movl	%r8d, %esi
	shrl	$15, %esi
	xorl	%r8d, %esi
	imull	1624(%rsp), %esi
	shrl	$31, %esi
	vxorps	%xmm13, %xmm13, %xmm13
	vcvtsi2ss	%esi, %xmm13, %xmm4
	vfmsub132ss	560(%rsp), %xmm5, %xmm4
	testb	$2, %al
	je	.LBB0_17
	vxorps	%xmm3, %xmm1, %xmm1
	jmp	.LBB0_17
.LBB0_21:
	movq	2184(%rsp), %rdi
	movabsq	$NRT_decref, %rbx
	callq	*%rbx
	movq	2128(%rsp), %rdi
	callq	*%rbx
	movq	2072(%rsp), %rdi
	callq	*%rbx
	movq	2016(%rsp), %rdi
	callq	*%rbx
	movq	1960(%rsp), %rdi
	callq	*%rbx
	movq	1904(%rsp), %rdi
	callq	*%rbx
	movq	1840(%rsp), %rdi
	callq	*%rbx
	movq	1784(%rsp), %rdi
	callq	*%rbx
	movq	1712(%rsp), %rdi
	callq	*%rbx
	movq	1640(%rsp), %rdi
	callq	*%rbx
	movq	592(%rsp), %rax
	movq	$0, (%rax)
	xorl	%eax, %eax
	jmp	.LBB0_33
.LBB0_38:
	testl	%eax, %eax
	jne	.LBB0_31
	movq	320(%rsp), %rcx
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
	movq	320(%rsp), %rax
	movq	%rcx, (%rax)
.LBB0_32:
	movl	$1, %eax
.LBB0_33:
	addq	$1448, %rsp
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
	.size	_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, .Lfunc_end0-_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.cfi_endproc

	.globl	_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.p2align	4
	.type	_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@function
_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE:
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
	subq	$1416, %rsp
	.cfi_def_cfa_offset 1472
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	leaq	416(%rsp), %r13
	movq	%rsi, %rdi
	xorl	%ebx, %ebx
	movl	$34, %edx
	movl	$34, %ecx
	leaq	512(%rsp), %r12
	leaq	520(%rsp), %r15
	leaq	528(%rsp), %r14
	leaq	536(%rsp), %r11
	leaq	544(%rsp), %rbp
	leaq	552(%rsp), %r10
	movabsq	$.const.__numba_parfor_gufunc_0x7f196c199710, %rsi
	leaq	680(%rsp), %r8
	leaq	672(%rsp), %r9
	xorl	%eax, %eax
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
	leaq	560(%rsp), %r13
	pushq	%r13
	.cfi_adjust_cfa_offset 8
	leaq	576(%rsp), %r13
	pushq	%r13
	.cfi_adjust_cfa_offset 8
	leaq	592(%rsp), %r13
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
	leaq	880(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	896(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	912(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	movabsq	$PyArg_UnpackTuple, %r10
	callq	*%r10
	addq	$256, %rsp
	.cfi_adjust_cfa_offset -256
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1152(%rsp)
	vmovups	%ymm0, 1088(%rsp)
	vmovups	%ymm0, 1024(%rsp)
	vmovups	%ymm0, 960(%rsp)
	vmovups	%ymm0, 920(%rsp)
	vmovups	%ymm0, 856(%rsp)
	vmovups	%ymm0, 792(%rsp)
	vmovups	%ymm0, 1296(%rsp)
	vmovups	%ymm0, 688(%rsp)
	vmovups	%ymm0, 720(%rsp)
	movq	$0, 752(%rsp)
	vmovups	%ymm0, 1216(%rsp)
	vmovups	%ymm0, 1248(%rsp)
	movq	$0, 1280(%rsp)
	vmovups	%ymm0, 1176(%rsp)
	vmovups	%ymm0, 1112(%rsp)
	vmovups	%ymm0, 1048(%rsp)
	vmovups	%ymm0, 984(%rsp)
	vmovups	%ymm0, 896(%rsp)
	vmovups	%ymm0, 832(%rsp)
	vmovups	%ymm0, 768(%rsp)
	vmovups	%ymm0, 1320(%rsp)
	movq	$0, 408(%rsp)
	movq	$0, 152(%rsp)
	testl	%eax, %eax
	je	.LBB1_91
	movabsq	$_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, %rax
	cmpq	$0, (%rax)
	je	.LBB1_2
	movq	680(%rsp), %rdi
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	leaq	1360(%rsp), %rsi
	vmovups	%ymm0, 1360(%rsp)
	vmovups	%ymm0, 1384(%rsp)
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_6
	cmpq	$8, 1384(%rsp)
	jne	.LBB1_6
	movq	1360(%rsp), %rax
	movq	1392(%rsp), %rcx
	movq	672(%rsp), %rdi
	movabsq	$PyNumber_Float, %rbp
	movq	%rax, 144(%rsp)
	movq	%rcx, 48(%rsp)
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
	movq	664(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 40(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	656(%rsp), %rdi
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
	movq	648(%rsp), %rdi
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
	movq	640(%rsp), %rdi
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
	movq	632(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 400(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	624(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 392(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	616(%rsp), %rdi
	callq	*%rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, 384(%rsp)
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
	vmovsd	%xmm0, 376(%rsp)
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
	vmovsd	%xmm0, 368(%rsp)
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
	vmovsd	%xmm0, 360(%rsp)
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
	vmovsd	%xmm0, 352(%rsp)
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
	vmovsd	%xmm0, 344(%rsp)
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
	vmovsd	%xmm0, 336(%rsp)
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
	vmovsd	%xmm0, 328(%rsp)
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
	vmovsd	%xmm0, 320(%rsp)
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
	vmovsd	%xmm0, 312(%rsp)
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
	vmovsd	%xmm0, 304(%rsp)
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
	vmovsd	%xmm0, 296(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
	movq	520(%rsp), %rdi
	movabsq	$PyNumber_Long, %rbp
	callq	*%rbp
	movabsq	$PyLong_AsUnsignedLongLong, %r13
	testq	%rax, %rax
	je	.LBB1_28
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	movq	%rax, 112(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
.LBB1_31:
	movq	512(%rsp), %rdi
	callq	*%rbp
	testq	%rax, %rax
	je	.LBB1_32
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	movq	%rax, 96(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
.LBB1_35:
	movq	504(%rsp), %rdi
	callq	*%rbp
	movabsq	$PyLong_AsLongLong, %r13
	testq	%rax, %rax
	je	.LBB1_36
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	movq	%rax, 88(%rsp)
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_8
.LBB1_39:
	movq	496(%rsp), %rdi
	leaq	688(%rsp), %rsi
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 688(%rsp)
	vmovups	%ymm0, 720(%rsp)
	movq	$0, 752(%rsp)
	vzeroupper
	callq	*%rax
	cmpq	$1, 712(%rsp)
	setne	%cl
	testl	%eax, %eax
	setne	%bl
	orb	%cl, %bl
	cmpb	$1, %bl
	je	.LBB1_40
	testb	%bl, %bl
	jne	.LBB1_8
.LBB1_42:
	movq	696(%rsp), %rdx
	movq	720(%rsp), %rcx
	movq	688(%rsp), %rax
	movq	488(%rsp), %rdi
	leaq	1216(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1216(%rsp)
	vmovups	%ymm0, 1248(%rsp)
	movq	$0, 1280(%rsp)
	movq	%rdx, 288(%rsp)
	movq	%rcx, 280(%rsp)
	movq	736(%rsp), %rdx
	movq	752(%rsp), %rcx
	movq	%rax, 136(%rsp)
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	movq	%rdx, 272(%rsp)
	movq	%rcx, 264(%rsp)
	vzeroupper
	callq	*%rax
	cmpq	$4, 1240(%rsp)
	setne	%cl
	testl	%eax, %eax
	setne	%bl
	orb	%cl, %bl
	jne	.LBB1_43
	testb	%bl, %bl
	jne	.LBB1_49
.LBB1_45:
	movq	1216(%rsp), %rax
	movq	1264(%rsp), %rcx
	movq	480(%rsp), %rdi
	movq	1248(%rsp), %rbx
	leaq	1152(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1152(%rsp)
	vmovups	%ymm0, 1176(%rsp)
	movq	%rax, 128(%rsp)
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	movq	%rcx, 256(%rsp)
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_47
	cmpq	$4, 1176(%rsp)
	jne	.LBB1_47
	movq	1152(%rsp), %rax
	movq	1184(%rsp), %rdx
	movq	1192(%rsp), %rcx
	movq	472(%rsp), %rdi
	leaq	1088(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1088(%rsp)
	vmovups	%ymm0, 1112(%rsp)
	movq	%rax, 120(%rsp)
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	movq	%rdx, 248(%rsp)
	movq	%rcx, 240(%rsp)
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_52
	cmpq	$4, 1112(%rsp)
	jne	.LBB1_52
	movq	1088(%rsp), %rax
	movq	1120(%rsp), %rdx
	movq	1128(%rsp), %rcx
	movq	464(%rsp), %rdi
	movq	%rbx, 232(%rsp)
	movq	%rax, 104(%rsp)
	movq	%rdx, 224(%rsp)
	movq	%rcx, 216(%rsp)
	callq	*%rbp
	testq	%rax, %rax
	je	.LBB1_54
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r13
	movq	%rbx, %rdi
	movq	%rax, %rbp
	callq	*%r15
	callq	*%r14
	testq	%rax, %rax
	jne	.LBB1_55
.LBB1_59:
	movq	456(%rsp), %rdi
	leaq	1024(%rsp), %rsi
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1024(%rsp)
	vmovups	%ymm0, 1048(%rsp)
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_61
	cmpq	$4, 1048(%rsp)
	jne	.LBB1_61
	movq	1024(%rsp), %rax
	movq	448(%rsp), %rdi
	movq	1056(%rsp), %r12
	movq	1064(%rsp), %rbx
	leaq	960(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 960(%rsp)
	vmovups	%ymm0, 984(%rsp)
	movq	%rax, 72(%rsp)
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_64
	cmpq	$4, 984(%rsp)
	jne	.LBB1_64
	movq	440(%rsp), %rdi
	movq	960(%rsp), %r14
	movq	992(%rsp), %r15
	movq	1000(%rsp), %r13
	leaq	896(%rsp), %rsi
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 896(%rsp)
	vmovups	%ymm0, 920(%rsp)
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_67
	cmpq	$4, 920(%rsp)
	jne	.LBB1_67
	movq	928(%rsp), %rax
	movq	936(%rsp), %rcx
	movq	432(%rsp), %rdi
	movq	%r13, 208(%rsp)
	movq	896(%rsp), %r13
	leaq	832(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 832(%rsp)
	vmovups	%ymm0, 856(%rsp)
	movq	%rax, 200(%rsp)
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	movq	%rcx, 192(%rsp)
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_72
	cmpq	$4, 856(%rsp)
	jne	.LBB1_72
	movq	424(%rsp), %rdi
	movq	%r15, 168(%rsp)
	movq	%rbx, 176(%rsp)
	movq	%rbp, 184(%rsp)
	movq	832(%rsp), %rbx
	movq	864(%rsp), %r15
	movq	872(%rsp), %rbp
	leaq	768(%rsp), %rsi
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 768(%rsp)
	vmovups	%ymm0, 792(%rsp)
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_75
	cmpq	$4, 792(%rsp)
	jne	.LBB1_75
	movq	416(%rsp), %rdi
	movq	%rbx, 56(%rsp)
	movq	%r13, 64(%rsp)
	movq	%r14, 80(%rsp)
	movq	768(%rsp), %rbx
	movq	800(%rsp), %r14
	movq	808(%rsp), %r13
	leaq	1296(%rsp), %rsi
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1296(%rsp)
	vmovups	%ymm0, 1320(%rsp)
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_80
	cmpq	$4, 1320(%rsp)
	jne	.LBB1_80
	vmovsd	8(%rsp), %xmm0
	movq	1296(%rsp), %rcx
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 8(%rsp)
	vmovsd	40(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 40(%rsp)
	vmovsd	32(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 32(%rsp)
	vmovsd	24(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 24(%rsp)
	vmovsd	16(%rsp), %xmm0
	movq	%rcx, 16(%rsp)
	vcvtsd2ss	%xmm0, %xmm0, %xmm4
	vmovsd	400(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm5
	vmovsd	392(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm6
	vmovsd	384(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm7
	vmovsd	376(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm8
	vmovsd	368(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm9
	vmovsd	360(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm10
	vmovsd	352(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm11
	vmovsd	344(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm12
	vmovsd	336(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm13
	vmovsd	328(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm14
	vmovsd	320(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm15
	vmovsd	312(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm3
	vmovsd	304(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm2
	vmovsd	296(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm1
	vmovaps	1328(%rsp), %xmm0
	subq	$736, %rsp
	.cfi_adjust_cfa_offset 736
	vmovups	%xmm0, 712(%rsp)
	vmovss	%xmm1, 104(%rsp)
	vmovss	%xmm2, 96(%rsp)
	vmovss	%xmm3, 88(%rsp)
	movq	%r13, 664(%rsp)
	movq	%rbp, 608(%rsp)
	movq	%r15, 600(%rsp)
	movq	%r12, 432(%rsp)
	movq	%rbx, 896(%rsp)
	movq	%rbx, 624(%rsp)
	movq	%r14, 656(%rsp)
	vmovss	%xmm15, 80(%rsp)
	vmovss	%xmm14, 72(%rsp)
	vmovss	%xmm13, 64(%rsp)
	vmovss	%xmm12, 56(%rsp)
	vmovss	%xmm11, 48(%rsp)
	vmovss	%xmm10, 40(%rsp)
	vmovss	%xmm9, 32(%rsp)
	vmovss	%xmm8, 24(%rsp)
	movq	%rcx, 680(%rsp)
	movq	$1, 160(%rsp)
	movq	936(%rsp), %rdi
	movq	944(%rsp), %rsi
	movq	928(%rsp), %rax
	vmovss	744(%rsp), %xmm0
	vmovss	776(%rsp), %xmm1
	vmovss	768(%rsp), %xmm2
	vmovss	760(%rsp), %xmm3
	movq	816(%rsp), %r13
	movq	840(%rsp), %r12
	movq	856(%rsp), %rbx
	movq	864(%rsp), %rbp
	movq	872(%rsp), %r15
	movq	%rdi, 544(%rsp)
	movq	%rsi, 496(%rsp)
	movq	904(%rsp), %rdi
	movq	912(%rsp), %rsi
	movq	%rax, 552(%rsp)
	movq	832(%rsp), %rax
	movq	%r13, 456(%rsp)
	movq	%r12, 336(%rsp)
	movq	%rbx, 280(%rsp)
	movq	%rbp, 208(%rsp)
	movq	%r15, 136(%rsp)
	movq	%rdi, 488(%rsp)
	movq	%rsi, 440(%rsp)
	movq	920(%rsp), %rdi
	movq	952(%rsp), %rsi
	movl	%eax, 120(%rsp)
	movq	848(%rsp), %rax
	movq	%rdi, 392(%rsp)
	movq	%rsi, 376(%rsp)
	movq	960(%rsp), %rdi
	movq	976(%rsp), %rsi
	movl	%eax, 112(%rsp)
	movabsq	$_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, %rax
	movq	%rdi, 368(%rsp)
	movq	%rsi, 320(%rsp)
	movq	984(%rsp), %rdi
	movq	992(%rsp), %rsi
	movq	%rdi, 312(%rsp)
	movq	%rsi, 256(%rsp)
	movq	968(%rsp), %rdi
	movq	1000(%rsp), %rsi
	movq	%rdi, 240(%rsp)
	movq	%rsi, 200(%rsp)
	movq	1008(%rsp), %rdi
	movq	1016(%rsp), %rsi
	movq	%rdi, 184(%rsp)
	movq	%rsi, 168(%rsp)
	movq	1024(%rsp), %rdi
	movq	824(%rsp), %rsi
	movq	%rdi, 144(%rsp)
	movq	%rsi, 128(%rsp)
	movq	792(%rsp), %rdi
	movq	800(%rsp), %rsi
	movq	%rdi, 568(%rsp)
	movq	%rsi, 512(%rsp)
	movq	808(%rsp), %rdi
	movq	784(%rsp), %rsi
	movq	%rdi, 400(%rsp)
	movq	%rsi, (%rsp)
	leaq	1144(%rsp), %rdi
	leaq	888(%rsp), %rsi
	callq	*%rax
	addq	$736, %rsp
	.cfi_adjust_cfa_offset -736
	movq	152(%rsp), %rcx
	movq	144(%rsp), %rdi
	movabsq	$NRT_decref, %r14
	movl	%eax, 48(%rsp)
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
	movq	72(%rsp), %rdi
	callq	*%r14
	movq	%r13, %rdi
	callq	*%r14
	movq	64(%rsp), %rdi
	callq	*%r14
	movq	56(%rsp), %rdi
	callq	*%r14
	movq	160(%rsp), %rdi
	callq	*%r14
	movq	16(%rsp), %rdi
	callq	*%r14
	cmpl	$0, 48(%rsp)
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
	movabsq	$".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", %rsi
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
	movq	$0, 112(%rsp)
	callq	*%r14
	testq	%rax, %rax
	je	.LBB1_31
	jmp	.LBB1_8
.LBB1_32:
	movq	$0, 96(%rsp)
	callq	*%r14
	testq	%rax, %rax
	je	.LBB1_35
	jmp	.LBB1_8
.LBB1_36:
	movq	$0, 88(%rsp)
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
	xorl	%ebp, %ebp
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
	movq	80(%rsp), %r14
	movq	64(%rsp), %r13
	movq	56(%rsp), %rbx
.LBB1_76:
	movabsq	$NRT_decref, %rax
	movq	%rbx, %rdi
	callq	*%rax
.LBB1_77:
	movabsq	$NRT_decref, %rax
	movq	%r13, %rdi
	callq	*%rax
.LBB1_68:
	movabsq	$NRT_decref, %rax
	movq	%r14, %rdi
	callq	*%rax
.LBB1_69:
	movq	72(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_55:
	movq	104(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_56:
	movq	120(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_48:
	movq	128(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_49:
	movq	136(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_8:
	movq	144(%rsp), %rdi
	movabsq	$NRT_decref, %rax
.LBB1_89:
	callq	*%rax
.LBB1_90:
	xorl	%ebx, %ebx
.LBB1_91:
	movq	%rbx, %rax
	addq	$1416, %rsp
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
	.cfi_def_cfa_offset 1472
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
	.size	_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, .Lfunc_end1-_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.cfi_endproc

	.globl	cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.p2align	4
	.type	cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@function
cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%r13
	.cfi_def_cfa_offset 32
	pushq	%r12
	.cfi_def_cfa_offset 40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	subq	$784, %rsp
	.cfi_def_cfa_offset 832
	.cfi_offset %rbx, -48
	.cfi_offset %r12, -40
	.cfi_offset %r13, -32
	.cfi_offset %r14, -24
	.cfi_offset %r15, -16
	vmovaps	%xmm0, %xmm12
	vmovups	1528(%rsp), %xmm0
	vmovss	%xmm7, 764(%rsp)
	vmovss	%xmm6, 760(%rsp)
	vmovss	%xmm5, 756(%rsp)
	vmovss	%xmm4, 752(%rsp)
	vmovss	%xmm3, 748(%rsp)
	vmovaps	%xmm2, %xmm14
	vmovaps	%xmm1, %xmm13
	movq	$0, 776(%rsp)
	movq	$0, 768(%rsp)
	vmovaps	944(%rsp), %xmm11
	vmovaps	976(%rsp), %xmm10
	vmovups	1016(%rsp), %xmm9
	vmovups	1128(%rsp), %xmm8
	vmovaps	1184(%rsp), %xmm7
	vmovups	1208(%rsp), %xmm6
	vmovaps	1248(%rsp), %xmm5
	vmovups	1304(%rsp), %xmm4
	vmovaps	1360(%rsp), %xmm3
	vmovups	1416(%rsp), %xmm2
	vmovaps	1472(%rsp), %xmm1
	movq	960(%rsp), %rdx
	movq	1000(%rsp), %rsi
	movq	1056(%rsp), %rdi
	movq	1072(%rsp), %r9
	movq	1096(%rsp), %r10
	movq	1152(%rsp), %r11
	movq	1272(%rsp), %rbx
	movq	1328(%rsp), %r14
	movq	1384(%rsp), %r15
	movq	1440(%rsp), %r12
	movq	1496(%rsp), %r13
	vmovss	920(%rsp), %xmm15
	movl	928(%rsp), %eax
	movl	936(%rsp), %ecx
	vmovups	%xmm0, 712(%rsp)
	vmovss	912(%rsp), %xmm0
	movq	%r13, 680(%rsp)
	vmovups	%xmm1, 656(%rsp)
	movq	%r12, 624(%rsp)
	vmovups	%xmm2, 600(%rsp)
	movq	%r15, 568(%rsp)
	vmovups	%xmm3, 544(%rsp)
	movq	%r14, 512(%rsp)
	vmovups	%xmm4, 488(%rsp)
	movq	%rbx, 456(%rsp)
	vmovups	%xmm5, 432(%rsp)
	vmovups	%xmm6, 392(%rsp)
	vmovups	%xmm7, 368(%rsp)
	movq	%r11, 336(%rsp)
	vmovups	%xmm8, 312(%rsp)
	movq	%rdi, 240(%rsp)
	movq	%r10, 280(%rsp)
	movq	%r9, 256(%rsp)
	vmovups	%xmm9, 200(%rsp)
	movq	%rsi, 184(%rsp)
	vmovups	%xmm10, 160(%rsp)
	movq	%rdx, 144(%rsp)
	vmovups	%xmm11, 128(%rsp)
	movl	%eax, 112(%rsp)
	movabsq	$_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, %rax
	leaq	776(%rsp), %rdi
	leaq	768(%rsp), %rsi
	vmovss	%xmm15, 104(%rsp)
	movl	%ecx, 120(%rsp)
	movq	%r8, (%rsp)
	vmovaps	%xmm13, %xmm1
	vmovaps	%xmm14, %xmm2
	vmovss	748(%rsp), %xmm3
	vmovss	752(%rsp), %xmm4
	vmovss	756(%rsp), %xmm5
	vmovss	760(%rsp), %xmm6
	vmovss	764(%rsp), %xmm7
	vmovss	%xmm0, 96(%rsp)
	vmovss	904(%rsp), %xmm0
	vmovss	%xmm0, 88(%rsp)
	vmovss	896(%rsp), %xmm0
	vmovss	%xmm0, 80(%rsp)
	vmovss	888(%rsp), %xmm0
	vmovss	%xmm0, 72(%rsp)
	vmovss	880(%rsp), %xmm0
	vmovss	%xmm0, 64(%rsp)
	vmovss	872(%rsp), %xmm0
	vmovss	%xmm0, 56(%rsp)
	vmovss	864(%rsp), %xmm0
	vmovss	%xmm0, 48(%rsp)
	vmovss	856(%rsp), %xmm0
	vmovss	%xmm0, 40(%rsp)
	vmovss	848(%rsp), %xmm0
	vmovss	%xmm0, 32(%rsp)
	vmovss	840(%rsp), %xmm0
	vmovss	%xmm0, 24(%rsp)
	vmovaps	%xmm12, %xmm0
	callq	*%rax
	movl	%eax, %ecx
	movq	768(%rsp), %rbx
	movq	776(%rsp), %rax
	movl	$0, 744(%rsp)
	testl	%ecx, %ecx
	jne	.LBB2_1
.LBB2_7:
	addq	$784, %rsp
	.cfi_def_cfa_offset 48
	popq	%rbx
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	retq
.LBB2_1:
	.cfi_def_cfa_offset 832
	movabsq	$numba_gil_ensure, %r14
	leaq	744(%rsp), %rdi
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
	leaq	744(%rsp), %rdi
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
	.size	cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, .Lfunc_end2-cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
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

	.type	.const.__numba_parfor_gufunc_0x7f196c199710,@object
	.p2align	4, 0x0
.const.__numba_parfor_gufunc_0x7f196c199710:
	.asciz	"__numba_parfor_gufunc_0x7f196c199710"
	.size	.const.__numba_parfor_gufunc_0x7f196c199710, 37

	.type	_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@object
	.comm	_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,8,8
	.type	".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE",@object
	.p2align	4, 0x0
".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE":
	.asciz	"missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE"
	.size	".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f196c199710B3v28B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", 606

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
