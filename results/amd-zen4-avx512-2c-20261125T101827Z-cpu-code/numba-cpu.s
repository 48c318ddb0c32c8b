
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
.LCPI0_17:
	.long	0x3f000000
.LCPI0_18:
	.long	0x3f22f983
.LCPI0_19:
	.long	0xbfc90fdb
.LCPI0_20:
	.long	0x333bbd2e
.LCPI0_21:
	.long	1
.LCPI0_22:
	.long	2
.LCPI0_23:
	.long	0x80000000
.LCPI0_24:
	.long	0x31cccccc
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI0_14:
	.zero	16,1
.LCPI0_15:
	.zero	16,2
.LCPI0_16:
	.byte	2
	.byte	2
	.byte	2
	.byte	2
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.zero	1
	.section	.ltext,"axl",@progbits
	.globl	_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.p2align	4
	.type	_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@function
_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE:
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
	movq	%rdi, 416(%rsp)
	movq	1544(%rsp), %rdi
	movq	1864(%rsp), %rbp
	movq	1808(%rsp), %r13
	movq	1744(%rsp), %r12
	movq	1688(%rsp), %r15
	movq	1616(%rsp), %r14
	movabsq	$NRT_incref, %rbx
	vmovaps	%xmm7, 704(%rsp)
	vmovaps	%xmm6, 688(%rsp)
	vmovaps	%xmm5, 672(%rsp)
	vmovaps	%xmm4, 656(%rsp)
	vmovdqa	%xmm3, 640(%rsp)
	vmovdqa	%xmm2, 624(%rsp)
	vmovdqa	%xmm1, 608(%rsp)
	vmovdqa	%xmm0, 592(%rsp)
	movq	%rsi, 280(%rsp)
	movb	$0, 119(%rsp)
	movq	$0, 400(%rsp)
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
	movq	1920(%rsp), %rdi
	callq	*%rbx
	movq	1976(%rsp), %rdi
	callq	*%rbx
	movq	2032(%rsp), %rdi
	callq	*%rbx
	movq	2088(%rsp), %rdi
	callq	*%rbx
	movq	1488(%rsp), %rcx
	movabsq	$9223372036854775792, %rdx
	movq	(%rcx), %rax
	movq	8(%rcx), %rcx
	subq	%rax, %rcx
	movq	%rax, 336(%rsp)
	leaq	15(%rdx), %rax
	movq	%rcx, 304(%rsp)
	cmpq	%rax, %rcx
	jae	.LBB0_11
	movq	1664(%rsp), %rdx
	movq	1648(%rsp), %r13
	movq	1568(%rsp), %rcx
	incq	304(%rsp)
	movq	1592(%rsp), %rsi
	vmovss	1528(%rsp), %xmm0
	vbroadcastss	672(%rsp), %zmm4
	movq	1576(%rsp), %rdi
	movq	1536(%rsp), %r8
	movq	2064(%rsp), %r11
	movq	2008(%rsp), %rbx
	vbroadcastss	656(%rsp), %zmm5
	movq	1952(%rsp), %r14
	movq	1720(%rsp), %r12
	vmovd	1512(%rsp), %xmm2
	vmovd	1520(%rsp), %xmm1
	vpbroadcastd	688(%rsp), %zmm3
	leaq	(%rdx,%rdx,2), %rax
	leaq	(%r13,%rax,4), %rax
	vbroadcastss	%xmm0, %zmm0
	movq	%rax, 528(%rsp)
	movq	%rdx, %rax
	shlq	$4, %rax
	vmovups	%zmm4, 1296(%rsp)
	vbroadcastss	624(%rsp), %zmm4
	vmovups	%zmm5, 1232(%rsp)
	vbroadcastss	592(%rsp), %zmm5
	vmovdqu64	%zmm3, 1360(%rsp)
	addq	%r13, %rax
	cmpq	%rcx, 1608(%rsp)
	vmovups	%zmm0, 976(%rsp)
	vbroadcastss	640(%rsp), %zmm0
	movq	%rax, 496(%rsp)
	sete	%al
	cmpq	$2, %rsi
	setb	%r9b
	orb	%al, %r9b
	movq	%rsi, %rax
	imulq	%rcx, %rax
	movq	336(%rsp), %rcx
	movb	%r9b, 134(%rsp)
	vmovups	%zmm4, 1168(%rsp)
	vbroadcastss	608(%rsp), %zmm4
	vmovups	%zmm5, 1104(%rsp)
	vmovups	%zmm0, 912(%rsp)
	vbroadcastss	704(%rsp), %zmm0
	movq	%rax, 408(%rsp)
	movq	%rcx, %r10
	imulq	%rsi, %r10
	leaq	1(%rcx), %r9
	movq	%rcx, %rax
	imulq	%r8, %rax
	movq	%r9, 440(%rsp)
	addq	%rdi, %r10
	leaq	(%r11,%rax,4), %r11
	leaq	(,%rax,4), %r15
	movq	%r10, 216(%rsp)
	movq	%r8, %r10
	imulq	%r9, %r10
	movq	2120(%rsp), %r9
	movq	%r11, 176(%rsp)
	leaq	(%rbx,%rax,4), %r11
	movq	%r15, 424(%rsp)
	leaq	(%r12,%rax,4), %r15
	vmovups	%zmm4, 1040(%rsp)
	movq	%rcx, %rbx
	vmovups	%zmm0, 848(%rsp)
	vpbroadcastd	%xmm2, %zmm0
	movq	%r11, 328(%rsp)
	movq	%r15, 184(%rsp)
	vmovdqu64	%zmm0, 784(%rsp)
	vpbroadcastd	%xmm1, %zmm0
	leaq	(%r9,%rax,4), %r9
	vmovdqu64	%zmm0, 720(%rsp)
	movq	%r9, %r11
	leaq	(%r14,%rax,4), %r9
	movq	%r9, 320(%rsp)
	leaq	(%r13,%rax,4), %r9
	movq	%r9, 208(%rsp)
	movq	%rax, %r9
	movq	%rsi, %rax
	negq	%r9
	subq	%r8, %rsi
	movq	%r9, 352(%rsp)
	movq	%rcx, %r9
	imulq	%rsi, %r9
	movq	%rsi, 432(%rsp)
	xorl	%esi, %esi
	addq	%rdi, %r9
	leaq	(%r13,%rdx,4), %rdi
	leaq	(%r13,%rdx,8), %rdx
	movq	%rdx, 512(%rsp)
	leaq	(,%r8,4), %rdx
	movq	%rdi, 520(%rsp)
	movq	%rdx, 344(%rsp)
	jmp	.LBB0_13
	.p2align	4
.LBB0_12:
	movq	472(%rsp), %rbx
	movq	304(%rsp), %r15
	movq	464(%rsp), %rdi
	movabsq	$NRT_decref, %r12
	leaq	-1(%r15), %r14
	incq	%rbx
	vzeroupper
	callq	*%r12
	movq	1544(%rsp), %rdi
	callq	*%r12
	movq	344(%rsp), %rcx
	movq	1592(%rsp), %rax
	movq	1536(%rsp), %r8
	movq	368(%rsp), %rsi
	movq	480(%rsp), %r10
	movq	192(%rsp), %r11
	movq	152(%rsp), %r9
	movq	%r14, 304(%rsp)
	addq	432(%rsp), %r9
	addq	%rax, 216(%rsp)
	subq	%r8, 352(%rsp)
	addq	%rcx, 184(%rsp)
	addq	%rcx, 176(%rsp)
	addq	%rcx, 328(%rsp)
	addq	%rcx, 320(%rsp)
	addq	%rcx, 208(%rsp)
	incq	%rsi
	addq	%r8, %r10
	addq	%rcx, %r11
	cmpq	$1, %r15
	jle	.LBB0_11
.LBB0_13:
	movq	440(%rsp), %rcx
	movq	1800(%rsp), %rdx
	movq	%r10, 480(%rsp)
	movq	%rsi, 368(%rsp)
	movq	1544(%rsp), %rbp
	movq	%rbx, %r15
	movabsq	$NRT_incref, %r12
	movq	%r11, 192(%rsp)
	movq	%r9, 152(%rsp)
	movq	%rax, %r14
	cmpq	%r10, %rdx
	leaq	(%rcx,%rsi), %rcx
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	cmovlq	%rdx, %r10
	imulq	%r8, %rcx
	movq	%r10, 136(%rsp)
	cmpq	%rcx, %rdx
	cmovlq	%rdx, %rcx
	imulq	%r8, %rsi
	movq	%rcx, 144(%rsp)
	leaq	(%rsi,%r8), %rcx
	movq	%rsi, 224(%rsp)
	cmpq	%rcx, %rdx
	cmovlq	%rdx, %rcx
	imulq	%rax, %r15
	addq	1576(%rsp), %r15
	movq	%rcx, 272(%rsp)
	vzeroupper
	callq	*%r12
	movq	%rbp, %rdi
	callq	*%r12
	movq	1568(%rsp), %rcx
	movq	1552(%rsp), %rax
	movq	1608(%rsp), %rdx
	movq	%r15, 568(%rsp)
	movq	%rcx, 560(%rsp)
	movq	%rbp, 536(%rsp)
	movq	%r14, 552(%rsp)
	movq	%rax, 544(%rsp)
	movq	%r14, 576(%rsp)
	movq	%rdx, 584(%rsp)
	cmpq	$8, %rcx
	je	.LBB0_24
	cmpb	$0, 134(%rsp)
	je	.LBB0_15
	cmpq	$8, %rcx
	jle	.LBB0_19
	testb	$7, %cl
	je	.LBB0_24
	jmp	.LBB0_17
	.p2align	4
.LBB0_19:
	testb	$7, 408(%rsp)
	jne	.LBB0_20
.LBB0_24:
	movabsq	$.LCPI0_0, %rax
	movabsq	$.LCPI0_1, %rdx
	movb	$0, 119(%rsp)
	movl	$1, %r9d
	leaq	119(%rsp), %rdi
	leaq	400(%rsp), %rsi
	xorl	%ecx, %ecx
	xorl	%r8d, %r8d
	vmovaps	(%rax), %ymm0
	leaq	584(%rsp), %rax
	vmovups	%ymm0, 72(%rsp)
	vmovdqa	(%rdx), %ymm0
	movq	%rax, 64(%rsp)
	leaq	576(%rsp), %rax
	movl	$1, %edx
	vmovdqu	%ymm0, 16(%rsp)
	movq	%rax, 8(%rsp)
	movabsq	$_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa, %rax
	movl	$67, 104(%rsp)
	movq	$8, 56(%rsp)
	movq	$1, 48(%rsp)
	movq	$8, (%rsp)
	vzeroupper
	callq	*%rax
	movq	400(%rsp), %rcx
	cmpb	$0, 119(%rsp)
	je	.LBB0_28
	testl	%eax, %eax
	jne	.LBB0_21
	movq	576(%rsp), %rax
	movq	%rbx, 472(%rsp)
	movq	%rax, 552(%rsp)
	movq	$8, 560(%rsp)
	movq	568(%rsp), %rax
	movq	536(%rsp), %rdi
	movq	%rax, 504(%rsp)
	movabsq	$NRT_incref, %rax
	movq	%rdi, 464(%rsp)
	callq	*%rax
	movq	1544(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
	vmovaps	704(%rsp), %xmm11
	vmovaps	688(%rsp), %xmm12
	vmovaps	672(%rsp), %xmm13
	vmovaps	656(%rsp), %xmm14
	vmovaps	640(%rsp), %xmm15
	vmovaps	624(%rsp), %xmm16
	vmovaps	608(%rsp), %xmm17
	vmovaps	592(%rsp), %xmm18
	vmovss	1528(%rsp), %xmm8
	vmovss	1520(%rsp), %xmm20
	vmovss	1512(%rsp), %xmm21
	vmovups	1360(%rsp), %zmm22
	vmovups	1296(%rsp), %zmm23
	vmovups	1232(%rsp), %zmm24
	vmovups	1168(%rsp), %zmm25
	vmovups	1104(%rsp), %zmm26
	vmovups	1040(%rsp), %zmm27
	vmovups	976(%rsp), %zmm28
	vmovups	912(%rsp), %zmm29
	vmovups	848(%rsp), %zmm30
	vmovups	784(%rsp), %zmm31
	vmovups	720(%rsp), %zmm9
	cmpq	$0, 1904(%rsp)
	movq	2120(%rsp), %rcx
	movq	2008(%rsp), %r9
	movq	1720(%rsp), %r11
	movq	1952(%rsp), %rbx
	vpcmpeqd	%xmm10, %xmm10, %xmm10
	vpternlogd	$255, %zmm19, %zmm19, %zmm19
	jle	.LBB0_12
	movq	136(%rsp), %rdx
	movq	344(%rsp), %r10
	addq	352(%rsp), %rdx
	movq	%rdx, %rax
	sarq	$63, %rax
	andnq	%rdx, %rax, %rdx
	movabsq	$9223372036854775804, %rax
	movq	%rdx, %rdi
	andq	%rax, %rdi
	movabsq	$9223372036854775792, %rax
	andq	%rax, %rdx
	movq	336(%rsp), %rax
	movq	%rdi, 384(%rsp)
	movq	144(%rsp), %rdi
	movq	%rdx, 376(%rsp)
	movq	368(%rsp), %rdx
	leaq	(%rax,%rdx), %rbp
	imulq	%rdx, %r10
	addq	424(%rsp), %r10
	movq	%rbp, %rax
	imulq	1536(%rsp), %rax
	imulq	1592(%rsp), %rbp
	addq	1576(%rsp), %rbp
	leaq	(%rcx,%r10), %rdx
	movq	272(%rsp), %rcx
	leaq	(%r9,%r10), %r15
	subq	224(%rsp), %rcx
	movq	%r15, 160(%rsp)
	movq	%rdx, 256(%rsp)
	subq	%rax, %rdi
	movq	%rdi, %rax
	sarq	$63, %rax
	movq	%rdi, 144(%rsp)
	movq	%rbp, 296(%rsp)
	andnq	%rdi, %rax, %r14
	movq	2064(%rsp), %rax
	leaq	(%rbx,%r10), %rdi
	leaq	(%r11,%r10), %rbx
	leaq	(%rdx,%r14,4), %r9
	leaq	(%rdi,%r14,4), %rsi
	movq	%rcx, 272(%rsp)
	movq	%rdi, 200(%rsp)
	leaq	(%rbx,%r14,4), %r11
	movq	%rbx, 240(%rsp)
	movq	%r14, 360(%rsp)
	movq	%rsi, 136(%rsp)
	movq	%r11, 232(%rsp)
	leaq	(%rax,%r10), %r12
	movq	%rcx, %rax
	sarq	$63, %rax
	addq	%r13, %r10
	andnq	%rcx, %rax, %rax
	leaq	(%r12,%r14,4), %r13
	leaq	(%r10,%r14,4), %r8
	movq	%rax, 264(%rsp)
	leaq	63(%rcx), %rax
	sarq	$6, %rax
	cmpq	%r9, %r12
	movq	%rax, 392(%rsp)
	setb	%al
	cmpq	%r13, %rdx
	setb	%cl
	andb	%al, %cl
	cmpq	%rsi, %r12
	movq	%rdi, %rsi
	setb	%al
	cmpq	%r13, %rdi
	setb	%dil
	andb	%al, %dil
	leaq	(%r15,%r14,4), %rax
	orb	%cl, %dil
	cmpq	%rax, %r12
	movq	%rax, 120(%rsp)
	setb	%al
	cmpq	%r13, %r15
	setb	%cl
	andb	%al, %cl
	cmpq	%r11, %r12
	setb	%r15b
	cmpq	%r13, %rbx
	setb	%al
	andb	%r15b, %al
	orb	%cl, %al
	leaq	(%rbp,%r14), %rcx
	orb	%dil, %al
	cmpq	%rcx, %r12
	movq	%rcx, 288(%rsp)
	setb	%cl
	cmpq	%r13, %rbp
	setb	%dil
	andb	%cl, %dil
	cmpq	%r8, %r12
	movq	120(%rsp), %r8
	setb	%cl
	cmpq	%r13, %r10
	setb	%r15b
	andb	%cl, %r15b
	orb	%dil, %r15b
	cmpq	136(%rsp), %rdx
	setb	%dil
	cmpq	%r9, %rsi
	movq	%r9, %rsi
	movq	160(%rsp), %r9
	movq	%rsi, 248(%rsp)
	setb	%cl
	andb	%dil, %cl
	orb	%r15b, %cl
	orb	%al, %cl
	cmpq	%r8, %rdx
	setb	%al
	cmpq	%rsi, %r9
	setb	%dil
	andb	%al, %dil
	cmpq	%r11, %rdx
	movq	288(%rsp), %r11
	setb	%al
	cmpq	%rsi, %rbx
	setb	%r15b
	andb	%al, %r15b
	orb	%dil, %r15b
	cmpq	%r11, %rdx
	setb	%al
	cmpq	%rsi, %rbp
	movq	136(%rsp), %rbp
	setb	%dil
	andb	%al, %dil
	leaq	(%r10,%r14,4), %rax
	orb	%r15b, %dil
	cmpq	%rax, %rdx
	movq	200(%rsp), %rdx
	setb	%r15b
	cmpq	%rsi, %r10
	movq	232(%rsp), %rsi
	setb	%al
	andb	%r15b, %al
	orb	%dil, %al
	orb	%cl, %al
	cmpq	%r8, %rdx
	movq	296(%rsp), %r8
	setb	%cl
	cmpq	%rbp, %r9
	setb	%dil
	andb	%cl, %dil
	cmpq	%rsi, %rdx
	setb	%cl
	cmpq	%rbp, %rbx
	movq	%r11, %rbx
	setb	%r15b
	andb	%cl, %r15b
	orb	%dil, %r15b
	cmpq	%r11, %rdx
	movq	120(%rsp), %r11
	setb	%cl
	cmpq	%rbp, %r8
	setb	%dil
	andb	%cl, %dil
	leaq	(%r10,%r14,4), %rcx
	orb	%r15b, %dil
	cmpq	%rcx, %rdx
	movq	240(%rsp), %rdx
	setb	%cl
	cmpq	%rbp, %r10
	leaq	(%r10,%r14,4), %rbp
	setb	%r15b
	andb	%cl, %r15b
	orb	%dil, %r15b
	cmpq	%rsi, %r9
	setb	%dil
	cmpq	%r11, %rdx
	setb	%cl
	andb	%dil, %cl
	orb	%r15b, %cl
	orb	%al, %cl
	cmpq	%rbx, %r9
	setb	%al
	cmpq	%r11, %r8
	setb	%dil
	andb	%al, %dil
	cmpq	%rbp, %r9
	setb	%al
	cmpq	%r11, %r10
	movq	%rsi, %r11
	setb	%r15b
	andb	%al, %r15b
	movq	%rdx, %rax
	orb	%dil, %r15b
	cmpq	%rbx, %rdx
	movq	%r8, %rdx
	setb	%r9b
	cmpq	%rsi, %r8
	setb	%dil
	andb	%r9b, %dil
	movq	%r14, %r9
	orb	%r15b, %dil
	cmpq	%rbp, %rax
	setb	%al
	cmpq	%rsi, %r10
	setb	%r15b
	andb	%al, %r15b
	orb	%dil, %r15b
	cmpq	%rbp, %r8
	movq	%rbp, %r8
	movq	120(%rsp), %rbp
	setb	%al
	cmpq	%rbx, %r10
	setb	%dil
	andb	%al, %dil
	orb	%r15b, %dil
	orb	%cl, %dil
	movq	264(%rsp), %rcx
	movb	%dil, 135(%rsp)
	movabsq	$9223372036854775792, %rdi
	leaq	12(%rdi), %rsi
	andq	%rdi, %r9
	andq	%r14, %rsi
	movq	%r9, 168(%rsp)
	movq	%rdx, %r14
	movq	%rsi, 312(%rsp)
	movq	%rcx, %rax
	subq	%r9, %rax
	movq	240(%rsp), %r9
	movq	%rax, 456(%rsp)
	movq	%rcx, %rax
	subq	%rsi, %rax
	cmpq	248(%rsp), %r12
	movq	200(%rsp), %rsi
	movq	%rax, 488(%rsp)
	setb	%al
	cmpq	%r13, 256(%rsp)
	setb	%cl
	andb	%al, %cl
	cmpq	136(%rsp), %r12
	setb	%al
	cmpq	%r13, %rsi
	setb	%dil
	andb	%al, %dil
	orb	%cl, %dil
	cmpq	%rbp, %r12
	setb	%al
	cmpq	%r13, 160(%rsp)
	setb	%cl
	andb	%al, %cl
	cmpq	%r11, %r12
	setb	%al
	cmpq	%r13, %r9
	setb	%r15b
	andb	%al, %r15b
	orb	%cl, %r15b
	orb	%dil, %r15b
	cmpq	%rbx, %r12
	movq	2008(%rsp), %rdi
	setb	%al
	cmpq	%r13, %rdx
	setb	%cl
	andb	%al, %cl
	cmpq	%r8, %r12
	movq	256(%rsp), %r12
	setb	%al
	cmpq	%r13, %r10
	movq	248(%rsp), %r13
	setb	%dl
	andb	%al, %dl
	orb	%cl, %dl
	cmpq	136(%rsp), %r12
	setb	%cl
	cmpq	%r13, %rsi
	setb	%al
	andb	%cl, %al
	orb	%dl, %al
	orb	%r15b, %al
	cmpq	%rbp, %r12
	movq	160(%rsp), %rbp
	movq	2120(%rsp), %r15
	setb	%cl
	cmpq	%r13, %rbp
	setb	%dl
	andb	%cl, %dl
	cmpq	%r11, %r12
	movq	%r9, %r11
	setb	%cl
	cmpq	%r13, %r9
	movq	%r8, %r9
	setb	%sil
	andb	%cl, %sil
	orb	%dl, %sil
	cmpq	%rbx, %r12
	setb	%cl
	cmpq	%r13, %r14
	setb	%dl
	andb	%cl, %dl
	orb	%sil, %dl
	cmpq	%r8, %r12
	movq	200(%rsp), %r12
	movq	120(%rsp), %r8
	setb	%sil
	cmpq	%r13, %r10
	movq	136(%rsp), %r13
	setb	%cl
	andb	%sil, %cl
	orb	%dl, %cl
	orb	%al, %cl
	cmpq	%r8, %r12
	setb	%al
	cmpq	%r13, %rbp
	movq	232(%rsp), %rbp
	setb	%dl
	andb	%al, %dl
	cmpq	%rbp, %r12
	setb	%al
	cmpq	%r13, %r11
	setb	%sil
	andb	%al, %sil
	orb	%dl, %sil
	cmpq	%rbx, %r12
	setb	%al
	cmpq	%r13, %r14
	setb	%dl
	andb	%al, %dl
	orb	%sil, %dl
	cmpq	%r9, %r12
	movq	160(%rsp), %r12
	setb	%al
	cmpq	%r13, %r10
	setb	%sil
	andb	%al, %sil
	orb	%dl, %sil
	cmpq	%rbp, %r12
	setb	%dl
	cmpq	%r8, %r11
	setb	%al
	andb	%dl, %al
	orb	%sil, %al
	orb	%cl, %al
	cmpq	%rbx, %r12
	setb	%cl
	cmpq	%r8, %r14
	setb	%dl
	andb	%cl, %dl
	cmpq	%r9, %r12
	movq	264(%rsp), %r12
	setb	%cl
	cmpq	%r8, %r10
	movq	224(%rsp), %r8
	setb	%sil
	andb	%cl, %sil
	orb	%dl, %sil
	cmpq	%rbx, %r11
	setb	%cl
	cmpq	%rbp, %r14
	setb	%dl
	andb	%cl, %dl
	orb	%sil, %dl
	cmpq	%r9, %r11
	movq	312(%rsp), %r11
	setb	%cl
	cmpq	%rbp, %r10
	setb	%sil
	andb	%cl, %sil
	orb	%dl, %sil
	cmpq	%r9, %r14
	movq	168(%rsp), %r9
	leaq	(%r8,%r9), %rcx
	movq	%rcx, 296(%rsp)
	leaq	(%r8,%r11), %rcx
	movq	%rcx, 248(%rsp)
	setb	%cl
	cmpq	%rbx, %r10
	setb	%dl
	andb	%cl, %dl
	xorl	%ecx, %ecx
	orb	%sil, %dl
	leaq	(%r8,%r9), %rsi
	orb	%al, %dl
	movq	%rsi, 448(%rsp)
	movb	%dl, 256(%rsp)
	movq	%r12, %rdx
	subq	%r9, %rdx
	subq	%r11, %r12
	movq	%rdx, 288(%rsp)
	leaq	(%r8,%r11), %rdx
	movq	%r12, 240(%rsp)
	movq	%rdx, 232(%rsp)
	jmp	.LBB0_3
	.p2align	4
.LBB0_2:
	movq	200(%rsp), %rcx
	movq	1648(%rsp), %r13
	incq	%rcx
	cmpq	%rcx, 1904(%rsp)
	je	.LBB0_12
.LBB0_3:
	movq	1896(%rsp), %rax
	movq	%rcx, 200(%rsp)
	movl	(%rax,%rcx,4), %eax
	movl	%eax, 120(%rsp)
	testq	%rcx, %rcx
	je	.LBB0_4
	cmpq	$0, 272(%rsp)
	movq	328(%rsp), %r9
	movq	320(%rsp), %r10
	movq	152(%rsp), %rax
	movq	1648(%rsp), %r11
	movq	1720(%rsp), %rdx
	movq	1952(%rsp), %r13
	movl	120(%rsp), %r14d
	movq	2064(%rsp), %r12
	movabsq	$.LCPI0_9, %rbx
	movabsq	$.LCPI0_11, %rbp
	jle	.LBB0_52
	cmpq	$4, 144(%rsp)
	movq	%rax, %r8
	movq	264(%rsp), %rax
	movq	224(%rsp), %rsi
	setl	%cl
	orb	135(%rsp), %cl
	testb	$1, %cl
	movq	%r8, %rcx
	jne	.LBB0_50
	cmpq	$16, 144(%rsp)
	jge	.LBB0_43
	movl	120(%rsp), %r14d
	xorl	%r8d, %r8d
	jmp	.LBB0_47
	.p2align	4
.LBB0_4:
	cmpq	$0, 272(%rsp)
	movq	328(%rsp), %r9
	movq	320(%rsp), %r10
	movq	152(%rsp), %rbp
	movq	1648(%rsp), %r13
	movq	1720(%rsp), %r14
	movq	1952(%rsp), %r12
	movl	120(%rsp), %ebx
	movq	2064(%rsp), %r11
	movabsq	$.LCPI0_12, %rdx
	jle	.LBB0_52
	cmpq	$4, 144(%rsp)
	movq	264(%rsp), %rsi
	movq	224(%rsp), %r8
	setl	%al
	orb	256(%rsp), %al
	testb	$1, %al
	jne	.LBB0_37
	cmpq	$16, 144(%rsp)
	jge	.LBB0_30
	movl	120(%rsp), %ebx
	xorl	%eax, %eax
	jmp	.LBB0_34
.LBB0_43:
	movl	120(%rsp), %eax
	movq	184(%rsp), %rsi
	movq	208(%rsp), %r8
	movq	176(%rsp), %rbp
	movq	376(%rsp), %r11
	movq	192(%rsp), %rdx
	movabsq	$.LCPI0_13, %r13
	movabsq	$.LCPI0_14, %r14
	movabsq	$.LCPI0_15, %r12
	movabsq	$.LCPI0_10, %rbx
	vpbroadcastd	%eax, %zmm0
	xorl	%eax, %eax
	.p2align	4
.LBB0_44:
	vpxord	(%r8,%rax,4), %zmm0, %zmm1
	movabsq	$.LCPI0_2, %rcx
	vmovups	(%r9,%rax,4), %zmm3
	vmovups	(%rdx,%rax,4), %zmm4
	vpsrld	$16, %zmm1, %zmm2
	vpxord	%zmm1, %zmm2, %zmm1
	vpmulld	(%rcx){1to16}, %zmm1, %zmm1
	movabsq	$.LCPI0_3, %rcx
	vpsrld	$15, %zmm1, %zmm2
	vpxord	%zmm1, %zmm2, %zmm1
	vmovups	(%r10,%rax,4), %zmm2
	vpmulld	(%rcx){1to16}, %zmm1, %zmm1
	movabsq	$.LCPI0_4, %rcx
	vbroadcastss	(%rcx), %zmm6
	movabsq	$.LCPI0_5, %rcx
	vmulps	%zmm2, %zmm2, %zmm5
	vfmadd213ps	(%rcx){1to16}, %zmm5, %zmm6
	movabsq	$.LCPI0_6, %rcx
	vmulps	(%rbx){1to16}, %zmm5, %zmm8
	vpsrld	$31, %zmm1, %zmm1
	vcvtdq2ps	%zmm1, %zmm1
	vfmadd213ps	(%rcx){1to16}, %zmm5, %zmm6
	movabsq	$.LCPI0_7, %rcx
	vbroadcastss	(%rcx), %zmm7
	movabsq	$.LCPI0_8, %rcx
	vfmsub213ps	%zmm23, %zmm22, %zmm1
	vfmadd213ps	(%rcx){1to16}, %zmm5, %zmm7
	movabsq	$.LCPI0_9, %rcx
	vfmadd213ps	(%rcx){1to16}, %zmm5, %zmm7
	movabsq	$.LCPI0_11, %rcx
	vmulps	%zmm6, %zmm5, %zmm6
	vfmadd132ps	%zmm2, %zmm2, %zmm6
	vfmadd231ps	%zmm3, %zmm30, %zmm2
	vmulps	%zmm7, %zmm5, %zmm7
	vfmadd231ps	%zmm7, %zmm5, %zmm8
	vaddps	(%rcx){1to16}, %zmm8, %zmm5
	vmulps	%zmm3, %zmm24, %zmm8
	movabsq	$.LCPI0_12, %rcx
	vmulps	%zmm8, %zmm3, %zmm7
	vfmadd213ps	%zmm1, %zmm6, %zmm7
	vmulps	%zmm7, %zmm25, %zmm1
	vmulps	%zmm5, %zmm27, %zmm8
	vmulps	%zmm1, %zmm5, %zmm7
	vfmsub231ps	%zmm6, %zmm26, %zmm7
	vmulps	%zmm8, %zmm5, %zmm6
	vfnmadd213ps	%zmm28, %zmm25, %zmm6
	vmulps	%zmm6, %zmm29, %zmm6
	vdivps	%zmm6, %zmm7, %zmm6
	vmulps	%zmm6, %zmm24, %zmm7
	vfmadd213ps	%zmm3, %zmm30, %zmm6
	vmulps	%zmm7, %zmm5, %zmm5
	vfnmadd213ps	%zmm1, %zmm25, %zmm5
	vfmadd213ps	%zmm4, %zmm30, %zmm5
	vfmadd213ps	(%rbp,%rax,4), %zmm30, %zmm4
	vmovups	%zmm4, (%rbp,%rax,4)
	vmovups	%zmm5, (%rdx,%rax,4)
	vbroadcastss	(%rcx), %zmm5
	vmovups	%zmm2, (%r10,%rax,4)
	vmovups	%zmm6, (%r9,%rax,4)
	movq	216(%rsp), %rcx
	vmovdqu64	(%rsi,%rax,4), %zmm1
	vpcmpgtd	(%r13){1to16}, %zmm1, %k2
	vandps	%zmm5, %zmm4, %zmm4
	vandps	%zmm5, %zmm2, %zmm2
	vcmpltps	%zmm4, %zmm31, %k0
	vcmpltps	%zmm2, %zmm9, %k1
	vpsubd	%zmm19, %zmm1, %zmm3
	vmovdqu64	%zmm3, (%rsi,%rax,4)
	korw	%k0, %k1, %k1
	vmovdqu8	(%r14), %xmm1 {%k1} {z}
	vpor	(%r12), %xmm1, %xmm2
	vmovdqu8	%xmm2, %xmm1 {%k2}
	vmovdqu	%xmm1, (%rcx,%rax)
	addq	$16, %rax
	cmpq	%rax, %r11
	jne	.LBB0_44
	vmovss	1528(%rsp), %xmm8
	movq	168(%rsp), %rax
	movq	152(%rsp), %rcx
	movq	1648(%rsp), %r11
	movq	1720(%rsp), %rdx
	movq	1952(%rsp), %r13
	movl	120(%rsp), %r14d
	movq	2064(%rsp), %r12
	movabsq	$.LCPI0_9, %rbx
	movabsq	$.LCPI0_11, %rbp
	cmpq	%rax, 144(%rsp)
	je	.LBB0_52
	movq	168(%rsp), %r8
	movq	456(%rsp), %rax
	movq	296(%rsp), %rsi
	testb	$12, 360(%rsp)
	je	.LBB0_50
.LBB0_47:
	movq	184(%rsp), %rcx
	movq	176(%rsp), %rdx
	movq	384(%rsp), %r12
	movq	192(%rsp), %r13
	vpbroadcastd	%r14d, %xmm0
	movabsq	$.LCPI0_13, %rbp
	movabsq	$.LCPI0_14, %rsi
	movabsq	$.LCPI0_16, %rax
	movabsq	$.LCPI0_10, %r11
	.p2align	4
.LBB0_48:
	movq	208(%rsp), %r14
	vmovups	(%r9,%r8,4), %xmm3
	vmovups	(%r13,%r8,4), %xmm4
	vpxor	(%r14,%r8,4), %xmm0, %xmm1
	movabsq	$.LCPI0_2, %r14
	vpsrld	$16, %xmm1, %xmm2
	vpxor	%xmm1, %xmm2, %xmm1
	vpmulld	(%r14){1to4}, %xmm1, %xmm1
	movabsq	$.LCPI0_3, %r14
	vpsrld	$15, %xmm1, %xmm2
	vpxor	%xmm1, %xmm2, %xmm1
	vmovups	(%r10,%r8,4), %xmm2
	vpmulld	(%r14){1to4}, %xmm1, %xmm1
	movabsq	$.LCPI0_4, %r14
	vbroadcastss	(%r14), %xmm6
	movabsq	$.LCPI0_5, %r14
	vmulps	%xmm2, %xmm2, %xmm5
	vfmadd213ps	(%r14){1to4}, %xmm5, %xmm6
	movabsq	$.LCPI0_6, %r14
	vmulps	(%r11){1to4}, %xmm5, %xmm8
	vpsrld	$31, %xmm1, %xmm1
	vcvtdq2ps	%xmm1, %xmm1
	vfmadd213ps	(%r14){1to4}, %xmm5, %xmm6
	movabsq	$.LCPI0_7, %r14
	vbroadcastss	(%r14), %xmm7
	movabsq	$.LCPI0_8, %r14
	vfmsub213ps	%xmm23, %xmm22, %xmm1
	vfmadd213ps	(%r14){1to4}, %xmm5, %xmm7
	movabsq	$.LCPI0_11, %r14
	vfmadd213ps	(%rbx){1to4}, %xmm5, %xmm7
	vmulps	%xmm6, %xmm5, %xmm6
	vfmadd132ps	%xmm2, %xmm2, %xmm6
	vfmadd231ps	%xmm3, %xmm30, %xmm2
	vmulps	%xmm7, %xmm5, %xmm7
	vfmadd231ps	%xmm7, %xmm5, %xmm8
	vmulps	%xmm3, %xmm24, %xmm7
	vaddps	(%r14){1to4}, %xmm8, %xmm5
	movabsq	$.LCPI0_12, %r14
	vmulps	%xmm7, %xmm3, %xmm7
	vfmadd213ps	%xmm1, %xmm6, %xmm7
	vmulps	%xmm7, %xmm25, %xmm1
	vmulps	%xmm1, %xmm5, %xmm7
	vfmsub231ps	%xmm6, %xmm26, %xmm7
	vmulps	%xmm5, %xmm27, %xmm6
	vmulps	%xmm6, %xmm5, %xmm6
	vfnmadd213ps	%xmm28, %xmm25, %xmm6
	vmulps	%xmm6, %xmm29, %xmm6
	vdivps	%xmm6, %xmm7, %xmm6
	vmulps	%xmm6, %xmm24, %xmm7
	vfmadd213ps	%xmm3, %xmm30, %xmm6
	vmulps	%xmm7, %xmm5, %xmm5
	vfnmadd213ps	%xmm1, %xmm25, %xmm5
	vfmadd213ps	%xmm4, %xmm30, %xmm5
	vfmadd213ps	(%rdx,%r8,4), %xmm30, %xmm4
	vmovups	%xmm4, (%rdx,%r8,4)
	vmovups	%xmm5, (%r13,%r8,4)
	vbroadcastss	(%r14), %xmm5
	vmovups	%xmm2, (%r10,%r8,4)
	vmovups	%xmm6, (%r9,%r8,4)
	movq	216(%rsp), %r14
	vmovdqu	(%rcx,%r8,4), %xmm1
	vpcmpgtd	(%rbp){1to4}, %xmm1, %k2
	vandps	%xmm5, %xmm4, %xmm4
	vandps	%xmm5, %xmm2, %xmm2
	vcmpltps	%xmm4, %xmm31, %k0
	vcmpltps	%xmm2, %xmm9, %k1
	vpsubd	%xmm10, %xmm1, %xmm3
	vmovdqu	%xmm3, (%rcx,%r8,4)
	korw	%k0, %k1, %k1
	vmovdqu8	(%rsi), %xmm1 {%k1} {z}
	vpor	(%rax), %xmm1, %xmm2
	vmovdqu8	%xmm2, %xmm1 {%k2}
	vmovd	%xmm1, (%r14,%r8)
	addq	$4, %r8
	cmpq	%r8, %r12
	jne	.LBB0_48
	movq	312(%rsp), %rcx
	vmovss	1528(%rsp), %xmm8
	movq	488(%rsp), %rax
	movq	248(%rsp), %rsi
	movabsq	$.LCPI0_11, %rbp
	movq	1648(%rsp), %r11
	movq	1720(%rsp), %rdx
	movq	1952(%rsp), %r13
	movl	120(%rsp), %r14d
	movq	2064(%rsp), %r12
	cmpq	%rcx, 144(%rsp)
	movq	152(%rsp), %rcx
	je	.LBB0_52
.LBB0_50:
	incq	%rax
	.p2align	4
.LBB0_51:
	movq	%rcx, %r9
	movl	(%r11,%rsi,4), %ecx
	vmovss	(%r13,%rsi,4), %xmm1
	vmovss	(%rdi,%rsi,4), %xmm2
	vmovss	(%r15,%rsi,4), %xmm3
	xorl	%r14d, %ecx
	movl	%ecx, %r8d
	shrl	$16, %r8d
	xorl	%ecx, %r8d
	imull	$2146121005, %r8d, %ecx
	vmulss	%xmm1, %xmm1, %xmm4
	movl	%ecx, %r8d
	shrl	$15, %r8d
	xorl	%ecx, %r8d
	imull	$-2073254261, %r8d, %ecx
	movabsq	$.LCPI0_12, %r8
	shrl	$31, %ecx
	vcvtsi2ss	%ecx, %xmm15, %xmm0
	movabsq	$.LCPI0_4, %rcx
	vmovss	(%rcx), %xmm5
	movabsq	$.LCPI0_5, %rcx
	vfmadd213ss	(%rcx), %xmm4, %xmm5
	movabsq	$.LCPI0_6, %rcx
	vfmsub213ss	%xmm13, %xmm12, %xmm0
	vfmadd213ss	(%rcx), %xmm4, %xmm5
	movabsq	$.LCPI0_7, %rcx
	vmovss	(%rcx), %xmm6
	movabsq	$.LCPI0_8, %rcx
	vfmadd213ss	(%rcx), %xmm4, %xmm6
	movabsq	$.LCPI0_10, %rcx
	vmulss	(%rcx), %xmm4, %xmm7
	vfmadd213ss	(%rbx), %xmm4, %xmm6
	vmulss	%xmm5, %xmm4, %xmm5
	vfmadd132ss	%xmm1, %xmm1, %xmm5
	vfmadd231ss	%xmm2, %xmm11, %xmm1
	vmulss	%xmm6, %xmm4, %xmm6
	vfmadd231ss	%xmm6, %xmm4, %xmm7
	vmulss	%xmm2, %xmm14, %xmm6
	vaddss	(%rbp), %xmm7, %xmm4
	vmulss	%xmm6, %xmm2, %xmm6
	vfmadd213ss	%xmm0, %xmm5, %xmm6
	vmulss	%xmm6, %xmm16, %xmm0
	vmulss	%xmm0, %xmm4, %xmm6
	vfmsub231ss	%xmm5, %xmm18, %xmm6
	vmulss	%xmm4, %xmm17, %xmm5
	vmulss	%xmm5, %xmm4, %xmm5
	vfnmadd213ss	%xmm8, %xmm16, %xmm5
	vmulss	%xmm5, %xmm15, %xmm5
	vdivss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm14, %xmm6
	vfmadd213ss	%xmm2, %xmm11, %xmm5
	vmulss	%xmm6, %xmm4, %xmm4
	vfnmadd213ss	%xmm0, %xmm16, %xmm4
	vbroadcastss	(%r8), %xmm0
	vfmadd213ss	%xmm3, %xmm11, %xmm4
	vfmadd213ss	(%r12,%rsi,4), %xmm11, %xmm3
	vmovss	%xmm3, (%r12,%rsi,4)
	vmovss	%xmm4, (%r15,%rsi,4)
	vmovss	%xmm1, (%r13,%rsi,4)
	vmovss	%xmm5, (%rdi,%rsi,4)
	vandps	%xmm0, %xmm3, %xmm2
	vandps	%xmm0, %xmm1, %xmm0
	movl	(%rdx,%rsi,4), %ecx
	vcmpltss	%xmm0, %xmm20, %k0
	vcmpltss	%xmm2, %xmm21, %k1
	korw	%k1, %k0, %k0
	cmpl	$499, %ecx
	leal	1(%rcx), %r8d
	kmovd	%k0, %ecx
	setge	%r10b
	andb	$1, %cl
	movl	%r8d, (%rdx,%rsi,4)
	decq	%rax
	addb	%r10b, %r10b
	orb	%r10b, %cl
	movb	%cl, (%r9,%rsi)
	incq	%rsi
	movq	%r9, %rcx
	cmpq	$1, %rax
	jg	.LBB0_51
	jmp	.LBB0_52
.LBB0_30:
	movl	120(%rsp), %eax
	movq	184(%rsp), %rsi
	movq	176(%rsp), %r14
	movq	376(%rsp), %r13
	movq	192(%rsp), %rbp
	movabsq	$.LCPI0_5, %r12
	movabsq	$.LCPI0_14, %rcx
	movabsq	$.LCPI0_15, %r8
	movabsq	$.LCPI0_17, %r11
	vpbroadcastd	%eax, %zmm0
	xorl	%eax, %eax
	.p2align	4
.LBB0_31:
	movq	208(%rsp), %rbx
	vbroadcastss	(%r11), %zmm5
	vmovups	(%r9,%rax,4), %zmm3
	vpxord	(%rbx,%rax,4), %zmm0, %zmm1
	movabsq	$.LCPI0_2, %rbx
	vpsrld	$16, %zmm1, %zmm2
	vpxord	%zmm1, %zmm2, %zmm1
	vpmulld	(%rbx){1to16}, %zmm1, %zmm1
	movabsq	$.LCPI0_3, %rbx
	vpsrld	$15, %zmm1, %zmm2
	vpxord	%zmm1, %zmm2, %zmm1
	vpmulld	(%rbx){1to16}, %zmm1, %zmm1
	movabsq	$.LCPI0_18, %rbx
	vmovups	(%rbp,%rax,4), %zmm2
	vbroadcastss	(%rbx), %zmm6
	movabsq	$.LCPI0_19, %rbx
	vbroadcastss	(%rbx), %zmm7
	movabsq	$.LCPI0_20, %rbx
	vpsrld	$31, %zmm1, %zmm1
	vcvtdq2ps	%zmm1, %zmm4
	vmovups	(%r10,%rax,4), %zmm1
	vfmsub213ps	%zmm23, %zmm22, %zmm4
	vfmadd213ps	%zmm5, %zmm1, %zmm6
	vrndscaleps	$9, %zmm6, %zmm6
	vfmadd213ps	%zmm1, %zmm6, %zmm7
	vfmadd231ps	(%rbx){1to16}, %zmm6, %zmm7
	movabsq	$.LCPI0_4, %rbx
	vcvttps2dq	%zmm6, %zmm6
	vfmadd231ps	%zmm3, %zmm30, %zmm1
	vbroadcastss	(%rbx), %zmm8
	movabsq	$.LCPI0_6, %rbx
	vmulps	%zmm7, %zmm7, %zmm9
	vfmadd213ps	(%r12){1to16}, %zmm9, %zmm8
	vmulps	%zmm5, %zmm9, %zmm5
	vfmadd213ps	(%rbx){1to16}, %zmm9, %zmm8
	movabsq	$.LCPI0_7, %rbx
	vbroadcastss	(%rbx), %zmm10
	movabsq	$.LCPI0_8, %rbx
	vfmadd213ps	(%rbx){1to16}, %zmm9, %zmm10
	movabsq	$.LCPI0_9, %rbx
	vfmadd213ps	(%rbx){1to16}, %zmm9, %zmm10
	movabsq	$.LCPI0_11, %rbx
	vmulps	%zmm8, %zmm9, %zmm8
	vfmadd132ps	%zmm7, %zmm7, %zmm8
	vmulps	%zmm10, %zmm9, %zmm7
	vfmsub231ps	%zmm7, %zmm9, %zmm5
	vaddps	(%rbx){1to16}, %zmm5, %zmm5
	movabsq	$.LCPI0_21, %rbx
	vptestnmd	(%rbx){1to16}, %zmm6, %k1
	movabsq	$.LCPI0_22, %rbx
	vblendmps	%zmm8, %zmm5, %zmm7 {%k1}
	vmovaps	%zmm5, %zmm8 {%k1}
	vpbroadcastd	(%rbx), %zmm5
	movabsq	$.LCPI0_23, %rbx
	vbroadcastss	(%rbx), %zmm9
	movabsq	$.LCPI0_13, %rbx
	vptestnmd	%zmm5, %zmm6, %k1
	vpsubd	%zmm19, %zmm6, %zmm6
	vxorps	%zmm9, %zmm7, %zmm10
	vmovaps	%zmm7, %zmm10 {%k1}
	vmulps	%zmm3, %zmm24, %zmm7
	vptestnmd	%zmm5, %zmm6, %k1
	vxorps	%zmm9, %zmm8, %zmm5
	vmovups	720(%rsp), %zmm9
	vmovaps	%zmm8, %zmm5 {%k1}
	vmulps	%zmm7, %zmm3, %zmm6
	vmulps	%zmm5, %zmm27, %zmm7
	vfmadd213ps	%zmm4, %zmm10, %zmm6
	vmulps	%zmm7, %zmm5, %zmm7
	vfnmadd213ps	%zmm28, %zmm25, %zmm7
	vmulps	%zmm6, %zmm25, %zmm4
	vmulps	%zmm4, %zmm5, %zmm6
	vmulps	%zmm7, %zmm29, %zmm7
	vfmsub231ps	%zmm10, %zmm26, %zmm6
	vdivps	%zmm7, %zmm6, %zmm6
	vmulps	%zmm6, %zmm24, %zmm7
	vfmadd213ps	%zmm3, %zmm30, %zmm6
	vmulps	%zmm7, %zmm5, %zmm5
	vfnmadd213ps	%zmm4, %zmm25, %zmm5
	vfmadd213ps	%zmm2, %zmm30, %zmm5
	vfmadd213ps	(%r14,%rax,4), %zmm30, %zmm2
	vmovups	%zmm2, (%r14,%rax,4)
	vmovups	%zmm5, (%rbp,%rax,4)
	vbroadcastss	(%rdx), %zmm5
	vmovups	%zmm1, (%r10,%rax,4)
	vmovups	%zmm6, (%r9,%rax,4)
	vmovdqu64	(%rsi,%rax,4), %zmm3
	vpcmpgtd	(%rbx){1to16}, %zmm3, %k2
	movq	216(%rsp), %rbx
	vandps	%zmm5, %zmm2, %zmm2
	vandps	%zmm5, %zmm1, %zmm1
	vcmpltps	%zmm2, %zmm31, %k0
	vcmpltps	%zmm1, %zmm9, %k1
	vpsubd	%zmm19, %zmm3, %zmm4
	vmovdqu64	%zmm4, (%rsi,%rax,4)
	korw	%k0, %k1, %k1
	vmovdqu8	(%rcx), %xmm1 {%k1} {z}
	vpor	(%r8), %xmm1, %xmm2
	vmovdqu8	%xmm2, %xmm1 {%k2}
	vmovdqu	%xmm1, (%rbx,%rax)
	addq	$16, %rax
	cmpq	%rax, %r13
	jne	.LBB0_31
	vmovss	1528(%rsp), %xmm8
	movq	168(%rsp), %rax
	movq	152(%rsp), %rbp
	movq	1648(%rsp), %r13
	movq	1720(%rsp), %r14
	movq	1952(%rsp), %r12
	movl	120(%rsp), %ebx
	movq	2064(%rsp), %r11
	vpcmpeqd	%xmm10, %xmm10, %xmm10
	cmpq	%rax, 144(%rsp)
	je	.LBB0_52
	movq	168(%rsp), %rax
	movq	288(%rsp), %rsi
	movq	448(%rsp), %r8
	testb	$12, 360(%rsp)
	je	.LBB0_37
.LBB0_34:
	movq	184(%rsp), %rsi
	movq	176(%rsp), %r14
	movq	384(%rsp), %r13
	movq	192(%rsp), %rbp
	vpbroadcastd	%ebx, %xmm0
	movabsq	$.LCPI0_16, %r8
	movabsq	$.LCPI0_17, %r11
	movabsq	$.LCPI0_4, %rbx
	movabsq	$.LCPI0_5, %r12
	.p2align	4
.LBB0_35:
	movq	208(%rsp), %rcx
	vbroadcastss	(%r11), %xmm5
	vbroadcastss	(%rbx), %xmm8
	vmovups	(%r9,%rax,4), %xmm3
	vpternlogd	$255, %xmm19, %xmm19, %xmm19
	vpxor	(%rcx,%rax,4), %xmm0, %xmm1
	movabsq	$.LCPI0_2, %rcx
	vpsrld	$16, %xmm1, %xmm2
	vpxor	%xmm1, %xmm2, %xmm1
	vpmulld	(%rcx){1to4}, %xmm1, %xmm1
	movabsq	$.LCPI0_3, %rcx
	vpsrld	$15, %xmm1, %xmm2
	vpxor	%xmm1, %xmm2, %xmm1
	vpmulld	(%rcx){1to4}, %xmm1, %xmm1
	movabsq	$.LCPI0_18, %rcx
	vmovups	(%rbp,%rax,4), %xmm2
	vbroadcastss	(%rcx), %xmm6
	movabsq	$.LCPI0_19, %rcx
	vbroadcastss	(%rcx), %xmm7
	movabsq	$.LCPI0_20, %rcx
	vpsrld	$31, %xmm1, %xmm1
	vcvtdq2ps	%xmm1, %xmm4
	vmovups	(%r10,%rax,4), %xmm1
	vfmsub213ps	%xmm23, %xmm22, %xmm4
	vfmadd213ps	%xmm5, %xmm1, %xmm6
	vroundps	$9, %xmm6, %xmm6
	vfmadd213ps	%xmm1, %xmm6, %xmm7
	vfmadd231ps	(%rcx){1to4}, %xmm6, %xmm7
	movabsq	$.LCPI0_6, %rcx
	vcvttps2dq	%xmm6, %xmm6
	vfmadd231ps	%xmm3, %xmm30, %xmm1
	vmulps	%xmm7, %xmm7, %xmm9
	vfmadd213ps	(%r12){1to4}, %xmm9, %xmm8
	vmulps	%xmm5, %xmm9, %xmm5
	vfmadd213ps	(%rcx){1to4}, %xmm9, %xmm8
	movabsq	$.LCPI0_7, %rcx
	vmulps	%xmm8, %xmm9, %xmm8
	vfmadd132ps	%xmm7, %xmm7, %xmm8
	vbroadcastss	(%rcx), %xmm7
	movabsq	$.LCPI0_8, %rcx
	vfmadd213ps	(%rcx){1to4}, %xmm9, %xmm7
	movabsq	$.LCPI0_9, %rcx
	vfmadd213ps	(%rcx){1to4}, %xmm9, %xmm7
	movabsq	$.LCPI0_11, %rcx
	vmulps	%xmm7, %xmm9, %xmm7
	vfmsub231ps	%xmm7, %xmm9, %xmm5
	vaddps	(%rcx){1to4}, %xmm5, %xmm5
	movabsq	$.LCPI0_21, %rcx
	vptestnmd	(%rcx){1to4}, %xmm6, %k1
	movabsq	$.LCPI0_22, %rcx
	vblendmps	%xmm8, %xmm5, %xmm7 {%k1}
	vmovaps	%xmm5, %xmm8 {%k1}
	vpbroadcastd	(%rcx), %xmm5
	movabsq	$.LCPI0_23, %rcx
	vbroadcastss	(%rcx), %xmm9
	movabsq	$.LCPI0_13, %rcx
	vptestnmd	%xmm5, %xmm6, %k1
	vpsubd	%xmm19, %xmm6, %xmm6
	vxorps	%xmm7, %xmm9, %xmm10
	vmovaps	%xmm7, %xmm10 {%k1}
	vptestnmd	%xmm5, %xmm6, %k1
	vmulps	%xmm3, %xmm24, %xmm6
	vxorps	%xmm9, %xmm8, %xmm5
	vmovups	720(%rsp), %zmm9
	vmovaps	%xmm8, %xmm5 {%k1}
	vmulps	%xmm5, %xmm27, %xmm7
	vmulps	%xmm6, %xmm3, %xmm6
	vmulps	%xmm7, %xmm5, %xmm7
	vfmadd213ps	%xmm4, %xmm10, %xmm6
	vfnmadd213ps	%xmm28, %xmm25, %xmm7
	vmulps	%xmm6, %xmm25, %xmm4
	vmulps	%xmm7, %xmm29, %xmm7
	vmulps	%xmm4, %xmm5, %xmm6
	vfmsub231ps	%xmm10, %xmm26, %xmm6
	vpcmpeqd	%xmm10, %xmm10, %xmm10
	vdivps	%xmm7, %xmm6, %xmm6
	vmulps	%xmm6, %xmm24, %xmm7
	vfmadd213ps	%xmm3, %xmm30, %xmm6
	vmulps	%xmm7, %xmm5, %xmm5
	vfnmadd213ps	%xmm4, %xmm25, %xmm5
	vfmadd213ps	%xmm2, %xmm30, %xmm5
	vfmadd213ps	(%r14,%rax,4), %xmm30, %xmm2
	vmovups	%xmm2, (%r14,%rax,4)
	vmovups	%xmm5, (%rbp,%rax,4)
	vbroadcastss	(%rdx), %xmm5
	vmovups	%xmm1, (%r10,%rax,4)
	vmovups	%xmm6, (%r9,%rax,4)
	vmovdqu	(%rsi,%rax,4), %xmm3
	vpcmpgtd	(%rcx){1to4}, %xmm3, %k2
	movabsq	$.LCPI0_14, %rcx
	vandps	%xmm5, %xmm2, %xmm2
	vandps	%xmm5, %xmm1, %xmm1
	vcmpltps	%xmm2, %xmm31, %k0
	vcmpltps	%xmm1, %xmm9, %k1
	vpsubd	%xmm10, %xmm3, %xmm4
	vmovdqu	%xmm4, (%rsi,%rax,4)
	korw	%k0, %k1, %k1
	vmovdqu8	(%rcx), %xmm1 {%k1} {z}
	movq	216(%rsp), %rcx
	vpor	(%r8), %xmm1, %xmm2
	vmovdqu8	%xmm2, %xmm1 {%k2}
	vmovd	%xmm1, (%rcx,%rax)
	addq	$4, %rax
	cmpq	%rax, %r13
	jne	.LBB0_35
	vmovss	1528(%rsp), %xmm8
	movq	240(%rsp), %rsi
	movq	232(%rsp), %r8
	movq	312(%rsp), %rax
	movq	152(%rsp), %rbp
	movq	1648(%rsp), %r13
	movq	1720(%rsp), %r14
	movq	1952(%rsp), %r12
	movl	120(%rsp), %ebx
	movq	2064(%rsp), %r11
	vpternlogd	$255, %zmm19, %zmm19, %zmm19
	cmpq	%rax, 144(%rsp)
	je	.LBB0_52
.LBB0_37:
	incq	%rsi
	.p2align	4
.LBB0_38:
	movl	(%r13,%r8,4), %eax
	vmovss	(%rdi,%r8,4), %xmm2
	vmovss	(%r15,%r8,4), %xmm1
	xorl	%ebx, %eax
	movl	%eax, %ecx
	shrl	$16, %ecx
	xorl	%eax, %ecx
	imull	$2146121005, %ecx, %eax
	movl	%eax, %ecx
	shrl	$15, %ecx
	xorl	%eax, %ecx
	imull	$-2073254261, %ecx, %eax
	movabsq	$.LCPI0_23, %rcx
	shrl	$31, %eax
	vcvtsi2ss	%eax, %xmm15, %xmm3
	movabsq	$.LCPI0_17, %rax
	vmovss	(%r12,%r8,4), %xmm0
	vmovss	(%rax), %xmm4
	movabsq	$.LCPI0_18, %rax
	vmovss	(%rax), %xmm5
	movabsq	$.LCPI0_19, %rax
	vmovss	(%rax), %xmm6
	movabsq	$.LCPI0_20, %rax
	vfmsub213ss	%xmm13, %xmm12, %xmm3
	vfmadd213ss	%xmm4, %xmm0, %xmm5
	vroundss	$9, %xmm5, %xmm5, %xmm5
	vfmadd213ss	%xmm0, %xmm5, %xmm6
	vfmadd231ss	(%rax), %xmm5, %xmm6
	movabsq	$.LCPI0_4, %rax
	vmovss	(%rax), %xmm8
	movabsq	$.LCPI0_5, %rax
	vmulss	%xmm6, %xmm6, %xmm7
	vfmadd213ss	(%rax), %xmm7, %xmm8
	movabsq	$.LCPI0_6, %rax
	vmulss	%xmm4, %xmm7, %xmm4
	vfmadd213ss	(%rax), %xmm7, %xmm8
	movabsq	$.LCPI0_7, %rax
	vmulss	%xmm7, %xmm8, %xmm8
	vfmadd132ss	%xmm6, %xmm6, %xmm8
	vmovss	(%rax), %xmm6
	movabsq	$.LCPI0_8, %rax
	vfmadd213ss	(%rax), %xmm7, %xmm6
	movabsq	$.LCPI0_9, %rax
	vfmadd213ss	(%rax), %xmm7, %xmm6
	movabsq	$.LCPI0_11, %rax
	vmulss	%xmm6, %xmm7, %xmm6
	vfmsub231ss	%xmm6, %xmm7, %xmm4
	vaddss	(%rax), %xmm4, %xmm4
	vbroadcastss	(%rcx), %xmm6
	vcvttss2si	%xmm5, %eax
	vmovaps	%xmm8, %xmm5
	testb	$2, %al
	kmovd	%eax, %k1
	sete	%cl
	incl	%eax
	testb	$2, %al
	sete	%al
	vmovss	%xmm4, %xmm5, %xmm5 {%k1}
	vmovss	%xmm8, %xmm4, %xmm4 {%k1}
	kmovd	%ecx, %k1
	vmovss	1528(%rsp), %xmm8
	vxorps	%xmm6, %xmm5, %xmm7
	vmovss	%xmm5, %xmm7, %xmm7 {%k1}
	vxorps	%xmm6, %xmm4, %xmm5
	kmovd	%eax, %k1
	vmovss	%xmm4, %xmm5, %xmm5 {%k1}
	vmulss	%xmm2, %xmm14, %xmm4
	vfmadd231ss	%xmm2, %xmm11, %xmm0
	vmulss	%xmm5, %xmm17, %xmm6
	vmulss	%xmm4, %xmm2, %xmm4
	vmulss	%xmm6, %xmm5, %xmm6
	vfmadd213ss	%xmm3, %xmm7, %xmm4
	vfnmadd213ss	%xmm8, %xmm16, %xmm6
	vmulss	%xmm4, %xmm16, %xmm3
	vmulss	%xmm6, %xmm15, %xmm6
	vmulss	%xmm3, %xmm5, %xmm4
	vfmsub231ss	%xmm7, %xmm18, %xmm4
	vdivss	%xmm6, %xmm4, %xmm4
	vmulss	%xmm4, %xmm14, %xmm6
	vfmadd213ss	%xmm2, %xmm11, %xmm4
	vbroadcastss	(%rdx), %xmm2
	vmulss	%xmm6, %xmm5, %xmm5
	vfnmadd213ss	%xmm3, %xmm16, %xmm5
	vfmadd213ss	%xmm1, %xmm11, %xmm5
	vfmadd213ss	(%r11,%r8,4), %xmm11, %xmm1
	vmovss	%xmm1, (%r11,%r8,4)
	vmovss	%xmm5, (%r15,%r8,4)
	vmovss	%xmm0, (%r12,%r8,4)
	vmovss	%xmm4, (%rdi,%r8,4)
	vandps	%xmm2, %xmm1, %xmm1
	vandps	%xmm2, %xmm0, %xmm0
	movl	(%r14,%r8,4), %eax
	vcmpltss	%xmm0, %xmm20, %k0
	vcmpltss	%xmm1, %xmm21, %k1
	korw	%k1, %k0, %k0
	cmpl	$499, %eax
	leal	1(%rax), %ecx
	kmovd	%k0, %eax
	setge	%r9b
	andb	$1, %al
	movl	%ecx, (%r14,%r8,4)
	decq	%rsi
	addb	%r9b, %r9b
	orb	%r9b, %al
	movb	%al, (%rbp,%r8)
	incq	%r8
	cmpq	$1, %rsi
	jg	.LBB0_38
	.p2align	4
.LBB0_52:
	cmpq	$0, 392(%rsp)
	jle	.LBB0_2
	xorl	%eax, %eax
	jmp	.LBB0_54
	.p2align	4
.LBB0_10:
	movq	160(%rsp), %rax
	incq	%rax
	cmpq	%rax, 392(%rsp)
	je	.LBB0_2
.LBB0_54:
	movq	504(%rsp), %r9
	movq	%rax, %r10
	shlq	$6, %r10
	movq	%rax, 160(%rsp)
	movabsq	$72340172838076673, %r8
	movabsq	$72624976668147840, %rsi
	movq	2128(%rsp), %rbp
	movq	1848(%rsp), %r13
	movq	1784(%rsp), %r14
	movq	1776(%rsp), %r12
	movq	%r10, 136(%rsp)
	movq	(%r9,%r10), %rax
	movq	8(%r9,%r10), %rcx
	movq	24(%r9,%r10), %r11
	movq	40(%r9,%r10), %rbx
	movq	%rax, %rdx
	shrq	%rdx
	orq	%rax, %rdx
	movq	%rcx, %rax
	shrq	%rax
	orq	%rcx, %rax
	andq	%r8, %rdx
	andq	%r8, %rax
	imulq	%rsi, %rdx
	imulq	%rsi, %rax
	shrq	$56, %rdx
	shrq	$48, %rax
	andl	$65280, %eax
	orq	%rdx, %rax
	movq	16(%r9,%r10), %rdx
	movq	%rdx, %rcx
	shrq	%rcx
	orq	%rdx, %rcx
	movq	%r11, %rdx
	shrq	%rdx
	andq	%r8, %rcx
	orq	%r11, %rdx
	imulq	%rsi, %rcx
	andq	%r8, %rdx
	imulq	%rsi, %rdx
	shrq	$40, %rcx
	andl	$16711680, %ecx
	shrq	$32, %rdx
	orq	%rax, %rcx
	movq	32(%r9,%r10), %rax
	andl	$-16777216, %edx
	orq	%rcx, %rdx
	movq	%rax, %r11
	shrq	%r11
	orq	%rax, %r11
	movabsq	$1095216660480, %rax
	andq	%r8, %r11
	imulq	%rsi, %r11
	shrq	$24, %r11
	andq	%rax, %r11
	movabsq	$280375465082880, %rax
	orq	%rdx, %r11
	movq	%rbx, %rdx
	shrq	%rdx
	orq	%rbx, %rdx
	movq	2016(%rsp), %rbx
	andq	%r8, %rdx
	imulq	%rsi, %rdx
	shrq	$16, %rdx
	andq	%rax, %rdx
	movabsq	$71776119061217280, %rax
	orq	%r11, %rdx
	movq	48(%r9,%r10), %r11
	movq	%r11, %rcx
	shrq	%rcx
	orq	%r11, %rcx
	movq	1840(%rsp), %r11
	andq	%r8, %rcx
	imulq	%rsi, %rcx
	shrq	$8, %rcx
	andq	%rax, %rcx
	movabsq	$-72057594037927936, %rax
	orq	%rdx, %rcx
	movq	56(%r9,%r10), %rdx
	movq	%rdx, %r9
	shrq	%r9
	orq	%rdx, %r9
	andq	%r8, %r9
	movq	496(%rsp), %r8
	imulq	%rsi, %r9
	movl	120(%rsp), %esi
	andq	%rax, %r9
	orq	%rcx, %r9
	je	.LBB0_10
	movq	136(%rsp), %rax
	addq	224(%rsp), %rax
	movq	%rax, 136(%rsp)
	.p2align	4
.LBB0_9:
	tzcntq	%r9, %rdi
	addq	136(%rsp), %rdi
	movq	1720(%rsp), %r15
	movq	%rdi, %rax
	sarq	$63, %rax
	leaq	(%r12,%rdi,4), %rdx
	leaq	(%r15,%rdi,4), %r15
	movq	%rax, %r10
	andq	1728(%rsp), %r10
	movq	%rax, %rcx
	andq	%r14, %rcx
	incl	(%rdx,%rcx,4)
	leaq	(%r11,%rdi,4), %rdx
	movq	%rax, %rcx
	andq	%r13, %rcx
	vcvtsi2ssl	(%r15,%r10,4), %xmm15, %xmm0
	vaddss	(%rdx,%rcx,4), %xmm0, %xmm0
	vmovss	%xmm0, (%rdx,%rcx,4)
	movq	%rax, %rcx
	andq	1664(%rsp), %rcx
	movq	520(%rsp), %rdx
	movl	$0, (%r15,%r10,4)
	movq	2120(%rsp), %r15
	addq	%rdi, %rcx
	movl	(%rdx,%rcx,4), %edx
	xorl	%esi, %edx
	movl	%edx, %r10d
	shrl	$16, %r10d
	xorl	%edx, %r10d
	imull	$2146121005, %r10d, %edx
	movl	%edx, %r10d
	shrl	$15, %r10d
	xorl	%edx, %r10d
	imull	$-2073254261, %r10d, %edx
	movl	%edx, %r10d
	shrl	$24, %r10d
	shrl	$8, %edx
	xorl	%r10d, %edx
	movq	2064(%rsp), %r10
	addq	$-8388608, %rdx
	vcvtsi2ss	%rdx, %xmm15, %xmm1
	movabsq	$.LCPI0_24, %rdx
	vmovss	(%rdx), %xmm0
	movq	%rax, %rdx
	andq	2072(%rsp), %rdx
	leaq	(%r10,%rdi,4), %r10
	vmulss	%xmm0, %xmm1, %xmm1
	vmovss	%xmm1, (%r10,%rdx,4)
	movq	512(%rsp), %rdx
	movl	(%rdx,%rcx,4), %edx
	xorl	%esi, %edx
	movl	%edx, %r10d
	shrl	$16, %r10d
	xorl	%edx, %r10d
	imull	$2146121005, %r10d, %edx
	movl	%edx, %r10d
	shrl	$15, %r10d
	xorl	%edx, %r10d
	imull	$-2073254261, %r10d, %edx
	movl	%edx, %r10d
	shrl	$24, %r10d
	shrl	$8, %edx
	xorl	%r10d, %edx
	leaq	(%r15,%rdi,4), %r10
	addq	$-8388608, %rdx
	vcvtsi2ss	%rdx, %xmm15, %xmm1
	movq	%rax, %rdx
	andq	%rbp, %rdx
	vmulss	%xmm0, %xmm1, %xmm1
	vmovss	%xmm1, (%r10,%rdx,4)
	movq	528(%rsp), %rdx
	movl	(%rdx,%rcx,4), %edx
	xorl	%esi, %edx
	movl	%edx, %r10d
	shrl	$16, %r10d
	xorl	%edx, %r10d
	imull	$2146121005, %r10d, %edx
	movl	%edx, %r10d
	shrl	$15, %r10d
	xorl	%edx, %r10d
	imull	$-2073254261, %r10d, %edx
	movl	%edx, %r10d
	shrl	$24, %r10d
	shrl	$8, %edx
	xorl	%r10d, %edx
	movq	1952(%rsp), %r10
	addq	$-8388608, %rdx
	vcvtsi2ss	%rdx, %xmm15, %xmm1
	movq	%rax, %rdx
	andq	1960(%rsp), %rdx
	andq	%rbx, %rax
	vmulss	%xmm0, %xmm1, %xmm1
	leaq	(%r10,%rdi,4), %r10
	vmovss	%xmm1, (%r10,%rdx,4)
	movl	(%r8,%rcx,4), %ecx
	xorl	%esi, %ecx
	movl	%ecx, %edx
	shrl	$16, %edx
	xorl	%ecx, %edx
	imull	$2146121005, %edx, %ecx
	movl	%ecx, %edx
	shrl	$15, %edx
	xorl	%ecx, %edx
	imull	$-2073254261, %edx, %ecx
	movl	%ecx, %edx
	shrl	$24, %edx
	shrl	$8, %ecx
	xorl	%edx, %ecx
	movq	2008(%rsp), %rdx
	addq	$-8388608, %rcx
	blsrq	%r9, %r9
	vcvtsi2ss	%rcx, %xmm15, %xmm1
	leaq	(%rdx,%rdi,4), %rcx
	movq	2008(%rsp), %rdi
	vmulss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm0, (%rcx,%rax,4)
	jne	.LBB0_9
	jmp	.LBB0_10
.LBB0_11:
	movq	2088(%rsp), %rdi
	movabsq	$NRT_decref, %rbx
	callq	*%rbx
	movq	2032(%rsp), %rdi
	callq	*%rbx
	movq	1976(%rsp), %rdi
	callq	*%rbx
	movq	1920(%rsp), %rdi
	callq	*%rbx
	movq	1864(%rsp), %rdi
	callq	*%rbx
	movq	1808(%rsp), %rdi
	callq	*%rbx
	movq	1744(%rsp), %rdi
	callq	*%rbx
	movq	1688(%rsp), %rdi
	callq	*%rbx
	movq	1616(%rsp), %rdi
	callq	*%rbx
	movq	1544(%rsp), %rdi
	callq	*%rbx
	movq	416(%rsp), %rax
	movq	$0, (%rax)
	xorl	%eax, %eax
	jmp	.LBB0_23
.LBB0_28:
	testl	%eax, %eax
	jne	.LBB0_21
	movq	280(%rsp), %rcx
	movabsq	$.const.picklebuf.f20fda2a98106956ead94673057a4b1d37fc0adc, %rax
	movq	%rax, (%rcx)
	jmp	.LBB0_22
.LBB0_15:
	movabsq	$.const.picklebuf.7a5c4b27ba321ff4b04e24e952e026042290412b, %rcx
	jmp	.LBB0_21
.LBB0_20:
	movabsq	$.const.picklebuf.b5796885b513211cde7c8a6189dce39ee64e014e, %rcx
	jmp	.LBB0_21
.LBB0_17:
	movabsq	$.const.picklebuf.976fbb1e47bfdac8a219f91ac89dee4d8e92b58e, %rcx
.LBB0_21:
	movq	280(%rsp), %rax
	movq	%rcx, (%rax)
.LBB0_22:
	movl	$1, %eax
.LBB0_23:
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
	.size	_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, .Lfunc_end0-_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.cfi_endproc

	.globl	_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.p2align	4
	.type	_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@function
_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE:
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
	movabsq	$.const.__numba_parfor_gufunc_0x7fd37cd57790, %rsi
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
	vmovups	%zmm0, 976(%rsp)
	vmovups	%zmm0, 1120(%rsp)
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 912(%rsp)
	vmovups	%ymm0, 848(%rsp)
	vmovups	%ymm0, 784(%rsp)
	vmovups	%ymm0, 720(%rsp)
	vmovups	%ymm0, 656(%rsp)
	vmovups	%ymm0, 616(%rsp)
	vmovups	%ymm0, 552(%rsp)
	vmovups	%ymm0, 1080(%rsp)
	movq	$0, 1040(%rsp)
	movq	$0, 1184(%rsp)
	vmovups	%ymm0, 936(%rsp)
	vmovups	%ymm0, 872(%rsp)
	vmovups	%ymm0, 808(%rsp)
	vmovups	%ymm0, 744(%rsp)
	vmovups	%ymm0, 680(%rsp)
	vmovups	%ymm0, 592(%rsp)
	vmovups	%ymm0, 528(%rsp)
	vmovups	%ymm0, 1056(%rsp)
	movq	$0, 328(%rsp)
	movq	$0, 104(%rsp)
	testl	%eax, %eax
	je	.LBB1_75
	movabsq	$_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, %rax
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
	leaq	976(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%zmm0, 976(%rsp)
	movq	$0, 1040(%rsp)
	vzeroupper
	callq	*%r12
	cmpq	$1, 1000(%rsp)
	setne	%cl
	testl	%eax, %eax
	setne	%bl
	orb	%cl, %bl
	cmpb	$1, %bl
	je	.LBB1_24
	testb	%bl, %bl
	jne	.LBB1_8
.LBB1_26:
	movq	976(%rsp), %rax
	movq	984(%rsp), %rcx
	movq	1008(%rsp), %rdx
	movq	408(%rsp), %rdi
	leaq	1120(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%zmm0, 1120(%rsp)
	movq	$0, 1184(%rsp)
	movq	%rax, 88(%rsp)
	movq	%rcx, 256(%rsp)
	movq	1024(%rsp), %rcx
	movq	1040(%rsp), %rax
	movq	%rdx, 248(%rsp)
	movq	%rcx, 240(%rsp)
	movq	%rax, 232(%rsp)
	vzeroupper
	callq	*%r12
	cmpq	$4, 1144(%rsp)
	setne	%cl
	testl	%eax, %eax
	setne	%bl
	orb	%cl, %bl
	jne	.LBB1_27
	testb	%bl, %bl
	jne	.LBB1_33
.LBB1_29:
	movq	1120(%rsp), %rax
	movq	1152(%rsp), %rcx
	movq	400(%rsp), %rdi
	leaq	912(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 912(%rsp)
	vmovups	%ymm0, 936(%rsp)
	movq	%r12, %rbx
	movq	%rax, (%rsp)
	movq	1168(%rsp), %rax
	movq	%rcx, 224(%rsp)
	movq	%rax, 216(%rsp)
	vzeroupper
	callq	*%r12
	testl	%eax, %eax
	jne	.LBB1_31
	cmpq	$4, 936(%rsp)
	jne	.LBB1_31
	movq	912(%rsp), %rax
	movq	944(%rsp), %rcx
	movq	392(%rsp), %rdi
	leaq	848(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 848(%rsp)
	vmovups	%ymm0, 872(%rsp)
	movq	%rax, 80(%rsp)
	movq	952(%rsp), %rax
	movq	%rcx, 208(%rsp)
	movq	%rax, 200(%rsp)
	vzeroupper
	callq	*%rbx
	testl	%eax, %eax
	jne	.LBB1_36
	cmpq	$4, 872(%rsp)
	jne	.LBB1_36
	movq	848(%rsp), %rax
	movq	880(%rsp), %rdx
	movq	888(%rsp), %rcx
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
	leaq	784(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 784(%rsp)
	movq	%r12, %rbx
	vmovups	%ymm0, 808(%rsp)
	vzeroupper
	callq	*%r12
	testl	%eax, %eax
	jne	.LBB1_45
	cmpq	$4, 808(%rsp)
	jne	.LBB1_45
	movq	368(%rsp), %rdi
	movq	784(%rsp), %r14
	movq	816(%rsp), %r15
	movq	824(%rsp), %r12
	leaq	720(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 720(%rsp)
	vmovups	%ymm0, 744(%rsp)
	vzeroupper
	callq	*%rbx
	testl	%eax, %eax
	jne	.LBB1_48
	cmpq	$4, 744(%rsp)
	jne	.LBB1_48
	movq	752(%rsp), %rax
	movq	360(%rsp), %rdi
	movq	720(%rsp), %r13
	leaq	656(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 656(%rsp)
	vmovups	%ymm0, 680(%rsp)
	movq	%rax, 176(%rsp)
	movq	760(%rsp), %rax
	movq	%rax, 168(%rsp)
	vzeroupper
	callq	*%rbx
	testl	%eax, %eax
	jne	.LBB1_51
	cmpq	$4, 680(%rsp)
	jne	.LBB1_51
	movq	688(%rsp), %rax
	movq	352(%rsp), %rdi
	movq	%rbp, 160(%rsp)
	movq	656(%rsp), %rbp
	leaq	592(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 592(%rsp)
	vmovups	%ymm0, 616(%rsp)
	movq	%rax, 152(%rsp)
	movq	696(%rsp), %rax
	movq	%rax, 144(%rsp)
	vzeroupper
	callq	*%rbx
	testl	%eax, %eax
	jne	.LBB1_56
	cmpq	$4, 616(%rsp)
	jne	.LBB1_56
	movq	624(%rsp), %rax
	movq	344(%rsp), %rdi
	movq	%r12, 128(%rsp)
	movq	%r15, 136(%rsp)
	movq	592(%rsp), %r15
	movq	632(%rsp), %r12
	leaq	528(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 528(%rsp)
	vmovups	%ymm0, 552(%rsp)
	movq	%rax, 120(%rsp)
	vzeroupper
	callq	*%rbx
	testl	%eax, %eax
	jne	.LBB1_59
	cmpq	$4, 552(%rsp)
	jne	.LBB1_59
	movq	336(%rsp), %rdi
	movq	%rbp, 40(%rsp)
	movq	%r13, 48(%rsp)
	movq	%r14, 56(%rsp)
	movq	528(%rsp), %r14
	movq	560(%rsp), %r13
	movq	568(%rsp), %rbp
	leaq	1056(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1056(%rsp)
	vmovups	%ymm0, 1080(%rsp)
	vzeroupper
	callq	*%rbx
	testl	%eax, %eax
	jne	.LBB1_64
	cmpq	$4, 1080(%rsp)
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
	vmovaps	1088(%rsp), %xmm11
	movq	1056(%rsp), %rcx
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
	movq	%rbp, 584(%rsp)
	movq	%r13, 576(%rsp)
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
	movabsq	$_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, %rax
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
	movabsq	$".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", %rsi
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
	.size	_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, .Lfunc_end1-_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.cfi_endproc

	.globl	cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.p2align	4
	.type	cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@function
cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE:
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
	vmovaps	784(%rsp), %xmm12
	vmovups	824(%rsp), %xmm13
	vmovups	936(%rsp), %xmm14
	vmovaps	992(%rsp), %xmm15
	vmovups	1016(%rsp), %xmm16
	vmovaps	1056(%rsp), %xmm17
	vmovups	1112(%rsp), %xmm18
	vmovaps	1168(%rsp), %xmm19
	vmovups	1224(%rsp), %xmm20
	vmovaps	1280(%rsp), %xmm21
	vmovups	1336(%rsp), %xmm22
	vmovss	728(%rsp), %xmm8
	vmovss	736(%rsp), %xmm9
	vmovss	744(%rsp), %xmm10
	vmovaps	752(%rsp), %xmm11
	movq	768(%rsp), %rax
	movq	808(%rsp), %rcx
	movq	864(%rsp), %rdx
	movq	880(%rsp), %rsi
	movq	904(%rsp), %rdi
	movq	960(%rsp), %r9
	movq	1080(%rsp), %r10
	movq	1136(%rsp), %r11
	movq	1192(%rsp), %rbx
	movq	1248(%rsp), %r14
	movq	1304(%rsp), %r15
	movq	$0, 680(%rsp)
	movq	$0, 672(%rsp)
	vmovups	%xmm22, 632(%rsp)
	movq	%r15, 600(%rsp)
	vmovups	%xmm21, 576(%rsp)
	movq	%r14, 544(%rsp)
	vmovups	%xmm20, 520(%rsp)
	movq	%rbx, 488(%rsp)
	vmovups	%xmm19, 464(%rsp)
	movq	%r11, 432(%rsp)
	vmovups	%xmm18, 408(%rsp)
	movq	%r10, 376(%rsp)
	vmovups	%xmm17, 352(%rsp)
	vmovups	%xmm16, 312(%rsp)
	vmovups	%xmm15, 288(%rsp)
	movq	%r9, 256(%rsp)
	vmovups	%xmm14, 232(%rsp)
	movq	%rdi, 200(%rsp)
	movq	%rsi, 176(%rsp)
	movq	%rdx, 160(%rsp)
	vmovups	%xmm13, 120(%rsp)
	movq	%rcx, 104(%rsp)
	vmovups	%xmm12, 80(%rsp)
	movq	%rax, 64(%rsp)
	movabsq	$_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, %rax
	leaq	680(%rsp), %rdi
	leaq	672(%rsp), %rsi
	vmovups	%xmm11, 48(%rsp)
	vmovss	%xmm10, 40(%rsp)
	vmovss	%xmm9, 32(%rsp)
	vmovss	%xmm8, 24(%rsp)
	movq	%r8, (%rsp)
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
	.size	cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, .Lfunc_end2-cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
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

	.type	.const.__numba_parfor_gufunc_0x7fd37cd57790,@object
	.p2align	4, 0x0
.const.__numba_parfor_gufunc_0x7fd37cd57790:
	.asciz	"__numba_parfor_gufunc_0x7fd37cd57790"
	.size	.const.__numba_parfor_gufunc_0x7fd37cd57790, 37

	.type	_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@object
	.comm	_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,8,8
	.type	".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE",@object
	.p2align	4, 0x0
".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE":
	.asciz	"missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE"
	.size	".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7fd37cd57790B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", 596

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
