
	.file	"<string>"
	.section	.ltext,"axl",@progbits
	.globl	_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.p2align	4
	.type	_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@function
_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE:
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
	subq	$808, %rsp
	.cfi_def_cfa_offset 864
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	1000(%rsp), %r14
	movq	1264(%rsp), %rbp
	movq	1200(%rsp), %r13
	movq	1144(%rsp), %r12
	movq	1072(%rsp), %r15
	movabsq	$NRT_incref, %rbx
	movq	%rdi, 792(%rsp)
	vmovss	%xmm7, 772(%rsp)
	vmovss	%xmm6, 768(%rsp)
	vmovss	%xmm5, 764(%rsp)
	vmovss	%xmm4, 760(%rsp)
	vmovss	%xmm3, 756(%rsp)
	vmovss	%xmm2, 752(%rsp)
	vmovss	%xmm1, 748(%rsp)
	vmovss	%xmm0, 744(%rsp)
	movq	%rsi, 784(%rsp)
	movq	$0, 776(%rsp)
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
	movq	1320(%rsp), %rdi
	callq	*%rbx
	movq	1392(%rsp), %rdi
	callq	*%rbx
	movq	1448(%rsp), %rdi
	callq	*%rbx
	movq	1504(%rsp), %rdi
	callq	*%rbx
	movq	1560(%rsp), %rdi
	callq	*%rbx
	movq	1616(%rsp), %rdi
	callq	*%rbx
	movq	864(%rsp), %rax
	movq	(%rax), %rbp
	movq	8(%rax), %r12
	movabsq	$9223372036854775806, %rax
	subq	%rbp, %r12
	cmpq	%rax, %r12
	ja	.LBB0_4
	movq	%rbp, %r13
	imulq	1048(%rsp), %r13
	movq	992(%rsp), %rax
	movq	%rbp, %rbx
	incq	%rbp
	addq	$2, %r12
	addq	1032(%rsp), %r13
	imulq	%rax, %rbx
	imulq	%rax, %rbp
	.p2align	4
.LBB0_2:
	movq	1256(%rsp), %rax
	movq	%r14, %r15
	movq	%rbp, %r14
	movq	%r15, %rdi
	cmpq	%rbp, %rax
	cmovlq	%rax, %r14
	movabsq	$NRT_incref, %rax
	callq	*%rax
	movq	1024(%rsp), %rcx
	movq	1048(%rsp), %rdx
	vmovss	968(%rsp), %xmm0
	vmovss	748(%rsp), %xmm1
	vmovss	752(%rsp), %xmm2
	vmovss	756(%rsp), %xmm3
	vmovss	760(%rsp), %xmm4
	vmovss	764(%rsp), %xmm5
	vmovss	768(%rsp), %xmm6
	vmovss	772(%rsp), %xmm7
	movq	1064(%rsp), %rax
	movq	1008(%rsp), %rdi
	movl	976(%rsp), %esi
	movq	1576(%rsp), %r8
	movq	1584(%rsp), %r9
	movq	%r13, 712(%rsp)
	movq	%r15, 680(%rsp)
	movq	%r14, 672(%rsp)
	movq	%rbx, 664(%rsp)
	movq	%rcx, 704(%rsp)
	movl	984(%rsp), %ecx
	movq	%rdx, 720(%rsp)
	movq	%rdx, 696(%rsp)
	movq	1440(%rsp), %rdx
	movq	%rax, 728(%rsp)
	movq	%rdi, 688(%rsp)
	movl	%esi, 648(%rsp)
	leaq	800(%rsp), %rdi
	leaq	776(%rsp), %rsi
	movabsq	$_ZN5impls9numba_cpu14_rollout_blockB2v5B84c8tJTIeFIjxB2IKSgI4CrvSCKg1MMbCQQPKkLTj8gEEF9aYtuj_2br1ZPz80qKEpNL1Gs1gcFdBDFWEwA_3dE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE8UniTupleIfLi19EE8UniTupleIjLi2EExx5ArrayIhLi1E1C7mutable7alignedE, %rax
	vmovss	%xmm0, 640(%rsp)
	vmovss	960(%rsp), %xmm0
	movl	%ecx, 656(%rsp)
	movq	1432(%rsp), %rcx
	movq	%rdx, 552(%rsp)
	movq	1424(%rsp), %rdx
	movq	%rcx, 544(%rsp)
	movq	1416(%rsp), %rcx
	movq	%rdx, 536(%rsp)
	movq	1408(%rsp), %rdx
	vmovss	%xmm0, 632(%rsp)
	vmovss	952(%rsp), %xmm0
	movq	%rcx, 528(%rsp)
	movq	1400(%rsp), %rcx
	movq	%rdx, 520(%rsp)
	movq	1392(%rsp), %rdx
	vmovss	%xmm0, 624(%rsp)
	vmovss	944(%rsp), %xmm0
	movq	%rcx, 512(%rsp)
	movq	1384(%rsp), %rcx
	movq	%rdx, 504(%rsp)
	movq	1376(%rsp), %rdx
	movq	%rcx, 496(%rsp)
	movq	1368(%rsp), %rcx
	movq	%rdx, 488(%rsp)
	movq	1360(%rsp), %rdx
	vmovss	%xmm0, 616(%rsp)
	vmovss	936(%rsp), %xmm0
	movq	%rcx, 480(%rsp)
	movq	1352(%rsp), %rcx
	movq	%rdx, 472(%rsp)
	movq	1344(%rsp), %rdx
	movq	%rcx, 464(%rsp)
	movq	1336(%rsp), %rcx
	movq	%rdx, 456(%rsp)
	movq	1328(%rsp), %rdx
	vmovss	%xmm0, 608(%rsp)
	vmovss	928(%rsp), %xmm0
	movq	%rcx, 448(%rsp)
	movq	1320(%rsp), %rcx
	movq	%rdx, 440(%rsp)
	movq	1136(%rsp), %rdx
	vmovss	%xmm0, 600(%rsp)
	vmovss	920(%rsp), %xmm0
	movq	%rcx, 432(%rsp)
	movq	1128(%rsp), %rcx
	movq	%rdx, 424(%rsp)
	movq	1120(%rsp), %rdx
	movq	%rcx, 416(%rsp)
	movq	1112(%rsp), %rcx
	movq	%rdx, 408(%rsp)
	movq	1104(%rsp), %rdx
	vmovss	%xmm0, 592(%rsp)
	vmovss	912(%rsp), %xmm0
	movq	%rcx, 400(%rsp)
	movq	1096(%rsp), %rcx
	movq	%rdx, 392(%rsp)
	movq	1088(%rsp), %rdx
	vmovss	%xmm0, 584(%rsp)
	vmovss	904(%rsp), %xmm0
	movq	%rcx, 384(%rsp)
	movq	1080(%rsp), %rcx
	movq	%rdx, 376(%rsp)
	movq	1072(%rsp), %rdx
	movq	%rcx, 368(%rsp)
	movq	1312(%rsp), %rcx
	movq	%rdx, 360(%rsp)
	movq	1304(%rsp), %rdx
	vmovss	%xmm0, 576(%rsp)
	vmovss	896(%rsp), %xmm0
	movq	%rcx, 352(%rsp)
	movq	1296(%rsp), %rcx
	movq	%rdx, 344(%rsp)
	movq	1288(%rsp), %rdx
	movq	%rcx, 336(%rsp)
	movq	1280(%rsp), %rcx
	movq	%rdx, 328(%rsp)
	movq	1272(%rsp), %rdx
	vmovss	%xmm0, 568(%rsp)
	vmovss	888(%rsp), %xmm0
	movq	%rcx, 320(%rsp)
	movq	1264(%rsp), %rcx
	movq	%rdx, 312(%rsp)
	movq	1248(%rsp), %rdx
	vmovss	%xmm0, 560(%rsp)
	vmovss	744(%rsp), %xmm0
	movq	%rcx, 304(%rsp)
	movq	1240(%rsp), %rcx
	movq	%rdx, 296(%rsp)
	movq	1232(%rsp), %rdx
	movq	%rcx, 288(%rsp)
	movq	1224(%rsp), %rcx
	movq	%rdx, 280(%rsp)
	movq	1216(%rsp), %rdx
	movq	%rcx, 272(%rsp)
	movq	1208(%rsp), %rcx
	movq	%rdx, 264(%rsp)
	movq	1200(%rsp), %rdx
	movq	%rcx, 256(%rsp)
	movq	1192(%rsp), %rcx
	movq	%rdx, 248(%rsp)
	movq	1184(%rsp), %rdx
	movq	%rcx, 240(%rsp)
	movq	1176(%rsp), %rcx
	movq	%rdx, 232(%rsp)
	movq	1168(%rsp), %rdx
	movq	%rcx, 224(%rsp)
	movq	1160(%rsp), %rcx
	movq	%rdx, 216(%rsp)
	movq	1152(%rsp), %rdx
	movq	%rcx, 208(%rsp)
	movq	1144(%rsp), %rcx
	movq	%rdx, 200(%rsp)
	movq	1552(%rsp), %rdx
	movq	%rcx, 192(%rsp)
	movq	1544(%rsp), %rcx
	movq	%rdx, 184(%rsp)
	movq	1536(%rsp), %rdx
	movq	%rcx, 176(%rsp)
	movq	1528(%rsp), %rcx
	movq	%rdx, 168(%rsp)
	movq	1520(%rsp), %rdx
	movq	%rcx, 160(%rsp)
	movq	1512(%rsp), %rcx
	movq	%rdx, 152(%rsp)
	movq	1504(%rsp), %rdx
	movq	%rcx, 144(%rsp)
	movq	1496(%rsp), %rcx
	movq	%rdx, 136(%rsp)
	movq	1488(%rsp), %rdx
	movq	%rcx, 128(%rsp)
	movq	1480(%rsp), %rcx
	movq	%rdx, 120(%rsp)
	movq	1472(%rsp), %rdx
	movq	%rcx, 112(%rsp)
	movq	1464(%rsp), %rcx
	movq	%rdx, 104(%rsp)
	movq	1456(%rsp), %rdx
	movq	%rcx, 96(%rsp)
	movq	1448(%rsp), %rcx
	movq	%rdx, 88(%rsp)
	movq	1664(%rsp), %rdx
	movq	%rcx, 80(%rsp)
	movq	1656(%rsp), %rcx
	movq	%rdx, 72(%rsp)
	movq	1648(%rsp), %rdx
	movq	%rcx, 64(%rsp)
	movq	1640(%rsp), %rcx
	movq	%rdx, 56(%rsp)
	movq	1632(%rsp), %rdx
	movq	%rcx, 48(%rsp)
	movq	1624(%rsp), %rcx
	movq	%rdx, 40(%rsp)
	movq	1616(%rsp), %rdx
	movq	%rcx, 32(%rsp)
	movq	1608(%rsp), %rcx
	movq	%rdx, 24(%rsp)
	movq	1600(%rsp), %rdx
	movq	%rcx, 16(%rsp)
	movq	1592(%rsp), %rcx
	movq	%rdx, 8(%rsp)
	movq	1560(%rsp), %rdx
	movq	%rcx, (%rsp)
	movq	1568(%rsp), %rcx
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB0_5
	movabsq	$NRT_decref, %rax
	movq	%r15, %rdi
	callq	*%rax
	movq	992(%rsp), %rax
	addq	1048(%rsp), %r13
	decq	%r12
	movq	%r15, %r14
	addq	%rax, %rbx
	addq	%rax, %rbp
	cmpq	$1, %r12
	ja	.LBB0_2
.LBB0_4:
	movq	1616(%rsp), %rdi
	movabsq	$NRT_decref, %rbx
	callq	*%rbx
	movq	1560(%rsp), %rdi
	callq	*%rbx
	movq	1504(%rsp), %rdi
	callq	*%rbx
	movq	1448(%rsp), %rdi
	callq	*%rbx
	movq	1392(%rsp), %rdi
	callq	*%rbx
	movq	1320(%rsp), %rdi
	callq	*%rbx
	movq	1264(%rsp), %rdi
	callq	*%rbx
	movq	1200(%rsp), %rdi
	callq	*%rbx
	movq	1144(%rsp), %rdi
	callq	*%rbx
	movq	1072(%rsp), %rdi
	callq	*%rbx
	movq	%r14, %rdi
	callq	*%rbx
	movq	792(%rsp), %rax
	movq	$0, (%rax)
	xorl	%eax, %eax
.LBB0_6:
	addq	$808, %rsp
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
.LBB0_5:
	.cfi_def_cfa_offset 864
	movq	776(%rsp), %rax
	movq	784(%rsp), %rcx
	movq	%rax, (%rcx)
	movl	$1, %eax
	jmp	.LBB0_6
.Lfunc_end0:
	.size	_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, .Lfunc_end0-_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.cfi_endproc

	.globl	_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.p2align	4
	.type	_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@function
_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE:
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
	subq	$1768, %rsp
	.cfi_def_cfa_offset 1824
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rsi, %rdi
	subq	$8, %rsp
	.cfi_adjust_cfa_offset 8
	leaq	688(%rsp), %r10
	xorl	%ebx, %ebx
	movl	$35, %edx
	movl	$35, %ecx
	leaq	784(%rsp), %r13
	leaq	792(%rsp), %r12
	leaq	800(%rsp), %r15
	leaq	808(%rsp), %r14
	leaq	816(%rsp), %r11
	leaq	824(%rsp), %rbp
	movabsq	$.const.__numba_parfor_gufunc_0x7f376dc00d50, %rsi
	leaq	960(%rsp), %r8
	leaq	952(%rsp), %r9
	xorl	%eax, %eax
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
	leaq	976(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	992(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	1008(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	1024(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	1040(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	1056(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	1072(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	1088(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	1104(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	1120(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	1136(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	1152(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	1168(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	1184(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	leaq	1200(%rsp), %r10
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	movabsq	$PyArg_UnpackTuple, %r10
	callq	*%r10
	addq	$272, %rsp
	.cfi_adjust_cfa_offset -272
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1504(%rsp)
	vmovups	%ymm0, 1440(%rsp)
	vmovups	%ymm0, 1376(%rsp)
	vmovups	%ymm0, 1312(%rsp)
	vmovups	%ymm0, 1272(%rsp)
	vmovups	%ymm0, 1184(%rsp)
	vmovups	%ymm0, 1120(%rsp)
	vmovups	%ymm0, 1648(%rsp)
	vmovups	%ymm0, 1568(%rsp)
	vmovups	%ymm0, 1600(%rsp)
	movq	$0, 1632(%rsp)
	vmovups	%ymm0, 1040(%rsp)
	vmovups	%ymm0, 1072(%rsp)
	movq	$0, 1104(%rsp)
	vmovups	%ymm0, 1528(%rsp)
	vmovups	%ymm0, 1464(%rsp)
	vmovups	%ymm0, 1400(%rsp)
	vmovups	%ymm0, 960(%rsp)
	vmovups	%ymm0, 992(%rsp)
	movq	$0, 1024(%rsp)
	vmovups	%ymm0, 1336(%rsp)
	vmovups	%ymm0, 1248(%rsp)
	vmovups	%ymm0, 1208(%rsp)
	vmovups	%ymm0, 1144(%rsp)
	vmovups	%ymm0, 1672(%rsp)
	movq	$0, 672(%rsp)
	movq	$0, 160(%rsp)
	testl	%eax, %eax
	je	.LBB1_95
	movabsq	$_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, %rax
	cmpq	$0, (%rax)
	je	.LBB1_2
	movq	952(%rsp), %rdi
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	leaq	1712(%rsp), %rsi
	vmovups	%ymm0, 1712(%rsp)
	vmovups	%ymm0, 1736(%rsp)
	vzeroupper
	callq	*%rax
	testl	%eax, %eax
	jne	.LBB1_6
	cmpq	$8, 1736(%rsp)
	jne	.LBB1_6
	movq	1712(%rsp), %rax
	movq	1744(%rsp), %rcx
	movq	944(%rsp), %rdi
	movabsq	$PyNumber_Float, %r14
	movq	%rax, 152(%rsp)
	movq	%rcx, 48(%rsp)
	callq	*%r14
	movabsq	$PyFloat_AsDouble, %rbp
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movabsq	$Py_DecRef, %r13
	movq	%rbx, %rdi
	vmovsd	%xmm0, (%rsp)
	callq	*%r13
	movabsq	$PyErr_Occurred, %r15
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	936(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 40(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	928(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 32(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	920(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 24(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	912(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 16(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	904(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 8(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	896(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 664(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	888(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 656(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	880(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 648(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	872(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 640(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	864(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 632(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	856(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 624(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	848(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 616(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	840(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 608(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	832(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 600(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	824(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 592(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	816(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 584(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	808(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 576(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	800(%rsp), %rdi
	callq	*%r14
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%rbp
	movq	%rbx, %rdi
	vmovsd	%xmm0, 568(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
	movq	792(%rsp), %rdi
	movabsq	$PyNumber_Long, %r14
	callq	*%r14
	movabsq	$PyLong_AsUnsignedLongLong, %r12
	testq	%rax, %rax
	je	.LBB1_28
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r12
	movq	%rbx, %rdi
	movq	%rax, %rbp
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
.LBB1_31:
	movq	784(%rsp), %rdi
	callq	*%r14
	testq	%rax, %rax
	je	.LBB1_32
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r12
	movq	%rbx, %rdi
	movq	%rax, 112(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
.LBB1_35:
	movq	776(%rsp), %rdi
	callq	*%r14
	movabsq	$PyLong_AsLongLong, %r12
	testq	%rax, %rax
	je	.LBB1_36
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r12
	movq	%rbx, %rdi
	movq	%rax, 104(%rsp)
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_8
.LBB1_39:
	movq	768(%rsp), %rdi
	leaq	1568(%rsp), %rsi
	movabsq	$NRT_adapt_ndarray_from_python, %rax
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1568(%rsp)
	vmovups	%ymm0, 1600(%rsp)
	movq	$0, 1632(%rsp)
	vzeroupper
	callq	*%rax
	cmpq	$1, 1592(%rsp)
	setne	%cl
	testl	%eax, %eax
	setne	%bl
	orb	%cl, %bl
	cmpb	$1, %bl
	je	.LBB1_40
	testb	%bl, %bl
	jne	.LBB1_8
.LBB1_42:
	movq	1568(%rsp), %rax
	movq	1576(%rsp), %rcx
	movq	1600(%rsp), %rdx
	movq	760(%rsp), %rdi
	movq	%rbp, 560(%rsp)
	leaq	1040(%rsp), %rsi
	movabsq	$NRT_adapt_ndarray_from_python, %rbp
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1040(%rsp)
	vmovups	%ymm0, 1072(%rsp)
	movq	$0, 1104(%rsp)
	movq	%rax, 144(%rsp)
	movq	%rcx, 552(%rsp)
	movq	1616(%rsp), %rcx
	movq	1632(%rsp), %rax
	movq	%rdx, 544(%rsp)
	movq	%rcx, 536(%rsp)
	movq	%rax, 528(%rsp)
	vzeroupper
	callq	*%rbp
	cmpq	$4, 1064(%rsp)
	setne	%cl
	testl	%eax, %eax
	setne	%bl
	orb	%cl, %bl
	jne	.LBB1_43
	testb	%bl, %bl
	jne	.LBB1_49
.LBB1_45:
	movq	1056(%rsp), %rcx
	movq	1040(%rsp), %rax
	movq	1072(%rsp), %rdx
	movq	752(%rsp), %rdi
	movq	1048(%rsp), %rbx
	leaq	1504(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1504(%rsp)
	vmovups	%ymm0, 1528(%rsp)
	movq	%rcx, 520(%rsp)
	movq	1080(%rsp), %rcx
	movq	%rax, 136(%rsp)
	movq	%rdx, 512(%rsp)
	movq	1088(%rsp), %rdx
	movq	1104(%rsp), %rax
	movq	%rcx, 504(%rsp)
	movq	1096(%rsp), %rcx
	movq	%rdx, 496(%rsp)
	movq	%rax, 480(%rsp)
	movq	%rcx, 488(%rsp)
	vzeroupper
	callq	*%rbp
	testl	%eax, %eax
	jne	.LBB1_47
	cmpq	$4, 1528(%rsp)
	jne	.LBB1_47
	movq	1504(%rsp), %rax
	movq	1512(%rsp), %rdx
	movq	1520(%rsp), %rcx
	movq	744(%rsp), %rdi
	leaq	1440(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1440(%rsp)
	vmovups	%ymm0, 1464(%rsp)
	movq	%rax, 128(%rsp)
	movq	%rdx, 472(%rsp)
	movq	%rcx, 464(%rsp)
	movq	1536(%rsp), %rdx
	movq	1544(%rsp), %rcx
	movq	1552(%rsp), %rax
	movq	%rdx, 456(%rsp)
	movq	%rcx, 448(%rsp)
	movq	%rax, 440(%rsp)
	vzeroupper
	callq	*%rbp
	testl	%eax, %eax
	jne	.LBB1_52
	cmpq	$4, 1464(%rsp)
	jne	.LBB1_52
	movq	1448(%rsp), %rcx
	movq	1456(%rsp), %rdx
	movq	1440(%rsp), %rax
	movq	736(%rsp), %rdi
	movq	%rbx, 432(%rsp)
	movq	%rcx, 424(%rsp)
	movq	1472(%rsp), %rcx
	movq	%rdx, 416(%rsp)
	movq	1480(%rsp), %rdx
	movq	%rax, 120(%rsp)
	movq	%rcx, 408(%rsp)
	movq	1488(%rsp), %rcx
	movq	%rdx, 400(%rsp)
	movq	%rcx, 392(%rsp)
	callq	*%r14
	testq	%rax, %rax
	je	.LBB1_54
	movq	%rax, %rdi
	movq	%rax, %rbx
	callq	*%r12
	movq	%rbx, %rdi
	movq	%rax, %r12
	callq	*%r13
	callq	*%r15
	testq	%rax, %rax
	jne	.LBB1_55
.LBB1_59:
	movq	728(%rsp), %rdi
	leaq	1376(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1376(%rsp)
	vmovups	%ymm0, 1400(%rsp)
	vzeroupper
	callq	*%rbp
	testl	%eax, %eax
	jne	.LBB1_61
	cmpq	$4, 1400(%rsp)
	jne	.LBB1_61
	movq	1408(%rsp), %rax
	movq	1416(%rsp), %rcx
	movq	720(%rsp), %rdi
	movq	1376(%rsp), %r14
	movq	1384(%rsp), %r13
	movq	1392(%rsp), %r15
	leaq	960(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 960(%rsp)
	vmovups	%ymm0, 992(%rsp)
	movq	$0, 1024(%rsp)
	movq	%rax, 384(%rsp)
	movq	1424(%rsp), %rax
	movq	%rcx, 376(%rsp)
	movq	%rax, 368(%rsp)
	vzeroupper
	callq	*%rbp
	cmpq	$4, 984(%rsp)
	setne	%cl
	testl	%eax, %eax
	setne	%bl
	orb	%cl, %bl
	jne	.LBB1_63
	testb	%bl, %bl
	jne	.LBB1_69
.LBB1_65:
	movq	976(%rsp), %rcx
	movq	968(%rsp), %rax
	movq	992(%rsp), %rdx
	movq	712(%rsp), %rdi
	movq	960(%rsp), %rbx
	leaq	1312(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1312(%rsp)
	vmovups	%ymm0, 1336(%rsp)
	movq	%rcx, 352(%rsp)
	movq	1000(%rsp), %rcx
	movq	%rax, 360(%rsp)
	movq	%rdx, 344(%rsp)
	movq	1008(%rsp), %rdx
	movq	1024(%rsp), %rax
	movq	%rcx, 336(%rsp)
	movq	1016(%rsp), %rcx
	movq	%rdx, 328(%rsp)
	movq	%rax, 312(%rsp)
	movq	%rcx, 320(%rsp)
	vzeroupper
	callq	*%rbp
	testl	%eax, %eax
	jne	.LBB1_67
	cmpq	$4, 1336(%rsp)
	jne	.LBB1_67
	movq	1320(%rsp), %rax
	movq	1328(%rsp), %rcx
	movq	1344(%rsp), %rdx
	movq	704(%rsp), %rdi
	movq	%r15, 304(%rsp)
	movq	1312(%rsp), %r15
	leaq	1248(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1248(%rsp)
	vmovups	%ymm0, 1272(%rsp)
	movq	%rax, 296(%rsp)
	movq	%rcx, 288(%rsp)
	movq	1352(%rsp), %rcx
	movq	1360(%rsp), %rax
	movq	%rdx, 280(%rsp)
	movq	%rcx, 272(%rsp)
	movq	%rax, 264(%rsp)
	vzeroupper
	callq	*%rbp
	testl	%eax, %eax
	jne	.LBB1_72
	cmpq	$4, 1272(%rsp)
	jne	.LBB1_72
	movq	1256(%rsp), %rax
	movq	1264(%rsp), %rcx
	movq	1280(%rsp), %rdx
	movq	696(%rsp), %rdi
	movq	%r12, 256(%rsp)
	movq	1248(%rsp), %r12
	leaq	1184(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1184(%rsp)
	vmovups	%ymm0, 1208(%rsp)
	movq	%rax, 248(%rsp)
	movq	%rcx, 240(%rsp)
	movq	1288(%rsp), %rcx
	movq	1296(%rsp), %rax
	movq	%rdx, 232(%rsp)
	movq	%rcx, 224(%rsp)
	movq	%rax, 216(%rsp)
	vzeroupper
	callq	*%rbp
	testl	%eax, %eax
	jne	.LBB1_75
	cmpq	$4, 1208(%rsp)
	jne	.LBB1_75
	movq	1192(%rsp), %rax
	movq	1200(%rsp), %rcx
	movq	1216(%rsp), %rdx
	movq	688(%rsp), %rdi
	movq	%r13, 208(%rsp)
	movq	1184(%rsp), %r13
	leaq	1120(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1120(%rsp)
	vmovups	%ymm0, 1144(%rsp)
	movq	%rax, 200(%rsp)
	movq	%rcx, 192(%rsp)
	movq	1224(%rsp), %rcx
	movq	1232(%rsp), %rax
	movq	%rdx, 184(%rsp)
	movq	%rcx, 176(%rsp)
	movq	%rax, 168(%rsp)
	vzeroupper
	callq	*%rbp
	testl	%eax, %eax
	jne	.LBB1_80
	cmpq	$4, 1144(%rsp)
	jne	.LBB1_80
	movq	1120(%rsp), %rax
	movq	680(%rsp), %rdi
	movq	%r13, 64(%rsp)
	movq	%r12, 72(%rsp)
	movq	%r15, 80(%rsp)
	movq	%rbx, 88(%rsp)
	movq	%r14, 96(%rsp)
	movq	1128(%rsp), %r14
	movq	1136(%rsp), %r12
	movq	1152(%rsp), %rbx
	movq	1160(%rsp), %r15
	movq	1168(%rsp), %r13
	leaq	1648(%rsp), %rsi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 1648(%rsp)
	vmovups	%ymm0, 1672(%rsp)
	movq	%rax, 56(%rsp)
	vzeroupper
	callq	*%rbp
	testl	%eax, %eax
	jne	.LBB1_83
	cmpq	$4, 1672(%rsp)
	jne	.LBB1_83
	vmovsd	(%rsp), %xmm0
	vmovups	1656(%rsp), %xmm1
	movq	1648(%rsp), %rcx
	movq	1696(%rsp), %rax
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rsp)
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
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 16(%rsp)
	vmovsd	8(%rsp), %xmm0
	movq	%rcx, 8(%rsp)
	vcvtsd2ss	%xmm0, %xmm0, %xmm5
	vmovsd	664(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm6
	vmovsd	656(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm7
	vmovsd	648(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm8
	vmovsd	640(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm9
	vmovsd	632(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm10
	vmovsd	624(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm11
	vmovsd	616(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm12
	vmovsd	608(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm13
	vmovsd	600(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm14
	vmovsd	592(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm15
	vmovsd	584(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm4
	vmovsd	576(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm3
	vmovsd	568(%rsp), %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm2
	vmovaps	1680(%rsp), %xmm0
	subq	$816, %rsp
	.cfi_adjust_cfa_offset 816
	movq	%rax, 800(%rsp)
	vmovups	%xmm0, 784(%rsp)
	vmovups	%xmm1, 760(%rsp)
	vmovss	%xmm2, 104(%rsp)
	vmovss	%xmm3, 96(%rsp)
	vmovss	%xmm4, 88(%rsp)
	movq	%r13, 744(%rsp)
	movq	%r15, 736(%rsp)
	movq	%r12, 712(%rsp)
	movq	%r14, 704(%rsp)
	movq	%rbx, 728(%rsp)
	vmovss	%xmm15, 80(%rsp)
	vmovss	%xmm14, 72(%rsp)
	vmovss	%xmm13, 64(%rsp)
	vmovss	%xmm12, 56(%rsp)
	vmovss	%xmm11, 48(%rsp)
	vmovss	%xmm10, 40(%rsp)
	vmovss	%xmm9, 32(%rsp)
	vmovss	%xmm8, 24(%rsp)
	movq	%rcx, 752(%rsp)
	movq	$4, 776(%rsp)
	movq	$4, 720(%rsp)
	movq	$4, 664(%rsp)
	movq	$4, 608(%rsp)
	movq	$4, 552(%rsp)
	movq	$4, 480(%rsp)
	movq	$4, 424(%rsp)
	movq	$4, 360(%rsp)
	movq	$4, 304(%rsp)
	movq	$4, 232(%rsp)
	movq	$1, 160(%rsp)
	movq	992(%rsp), %rsi
	movq	1000(%rsp), %rdi
	movq	984(%rsp), %rax
	vmovss	816(%rsp), %xmm0
	vmovss	856(%rsp), %xmm1
	vmovss	848(%rsp), %xmm2
	vmovss	840(%rsp), %xmm3
	vmovss	832(%rsp), %xmm4
	movq	912(%rsp), %r14
	movq	936(%rsp), %rbp
	movq	944(%rsp), %r12
	movq	952(%rsp), %r13
	movq	960(%rsp), %r15
	movq	%rsi, 680(%rsp)
	movq	1008(%rsp), %rsi
	movq	%rdi, 672(%rsp)
	movq	1016(%rsp), %rdi
	movq	%rax, 688(%rsp)
	movq	928(%rsp), %rax
	movq	%r14, 400(%rsp)
	movq	%rbp, 336(%rsp)
	movq	%r12, 280(%rsp)
	movq	%r13, 208(%rsp)
	movq	%r15, 136(%rsp)
	movq	%rsi, 656(%rsp)
	movq	1032(%rsp), %rsi
	movq	%rdi, 648(%rsp)
	movq	1040(%rsp), %rdi
	movl	%eax, 120(%rsp)
	movq	1376(%rsp), %rax
	movq	%rsi, 632(%rsp)
	movq	1048(%rsp), %rsi
	movq	%rdi, 624(%rsp)
	movq	1056(%rsp), %rdi
	movl	%eax, 112(%rsp)
	movabsq	$_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, %rax
	movq	%rsi, 616(%rsp)
	movq	1064(%rsp), %rsi
	movq	%rdi, 600(%rsp)
	movq	1080(%rsp), %rdi
	movq	%rsi, 592(%rsp)
	movq	1088(%rsp), %rsi
	movq	%rdi, 576(%rsp)
	movq	1096(%rsp), %rdi
	movq	%rsi, 568(%rsp)
	movq	1104(%rsp), %rsi
	movq	%rdi, 560(%rsp)
	movq	1112(%rsp), %rdi
	movq	%rsi, 544(%rsp)
	movq	1128(%rsp), %rsi
	movq	%rdi, 536(%rsp)
	movq	1136(%rsp), %rdi
	movq	%rsi, 520(%rsp)
	movq	1144(%rsp), %rsi
	movq	%rdi, 512(%rsp)
	movq	1152(%rsp), %rdi
	movq	%rsi, 504(%rsp)
	movq	1160(%rsp), %rsi
	movq	%rdi, 496(%rsp)
	movq	1168(%rsp), %rdi
	movq	%rsi, 488(%rsp)
	movq	1176(%rsp), %rsi
	movq	%rdi, 472(%rsp)
	movq	1184(%rsp), %rdi
	movq	%rsi, 464(%rsp)
	movq	1192(%rsp), %rsi
	movq	%rdi, 448(%rsp)
	movq	1200(%rsp), %rdi
	movq	%rsi, 440(%rsp)
	movq	1120(%rsp), %rsi
	movq	%rdi, 432(%rsp)
	movq	1024(%rsp), %rdi
	movq	%rsi, 416(%rsp)
	movq	1072(%rsp), %rsi
	movq	%rdi, 408(%rsp)
	movq	1208(%rsp), %rdi
	movq	%rsi, 392(%rsp)
	movq	1216(%rsp), %rsi
	movq	%rdi, 384(%rsp)
	movq	1224(%rsp), %rdi
	movq	%rsi, 376(%rsp)
	movq	1232(%rsp), %rsi
	movq	%rdi, 368(%rsp)
	movq	1240(%rsp), %rdi
	movq	%rsi, 352(%rsp)
	movq	1256(%rsp), %rsi
	movq	%rdi, 344(%rsp)
	movq	1264(%rsp), %rdi
	movq	%rsi, 328(%rsp)
	movq	1272(%rsp), %rsi
	movq	%rdi, 320(%rsp)
	movq	1280(%rsp), %rdi
	movq	%rsi, 312(%rsp)
	movq	1288(%rsp), %rsi
	movq	%rdi, 296(%rsp)
	movq	1296(%rsp), %rdi
	movq	%rsi, 288(%rsp)
	movq	1304(%rsp), %rsi
	movq	%rdi, 272(%rsp)
	movq	1312(%rsp), %rdi
	movq	%rsi, 264(%rsp)
	movq	1320(%rsp), %rsi
	movq	%rdi, 256(%rsp)
	movq	1328(%rsp), %rdi
	movq	%rsi, 248(%rsp)
	movq	1336(%rsp), %rsi
	movq	%rdi, 240(%rsp)
	movq	1248(%rsp), %rdi
	movq	%rsi, 224(%rsp)
	movq	1344(%rsp), %rsi
	movq	%rdi, 216(%rsp)
	movq	1352(%rsp), %rdi
	movq	%rsi, 200(%rsp)
	movq	1360(%rsp), %rsi
	movq	%rdi, 184(%rsp)
	movq	1368(%rsp), %rdi
	movq	%rsi, 168(%rsp)
	movq	920(%rsp), %rsi
	movq	%rdi, 144(%rsp)
	movq	872(%rsp), %rdi
	movq	%rsi, 128(%rsp)
	movq	880(%rsp), %rsi
	movq	%rdi, 696(%rsp)
	movq	888(%rsp), %rdi
	movq	%rsi, 640(%rsp)
	movq	896(%rsp), %rsi
	movq	%rdi, 584(%rsp)
	movq	904(%rsp), %rdi
	movq	%rsi, 528(%rsp)
	movq	864(%rsp), %rsi
	movq	%rdi, 456(%rsp)
	leaq	1488(%rsp), %rdi
	movq	%rsi, (%rsp)
	leaq	976(%rsp), %rsi
	callq	*%rax
	addq	$816, %rsp
	.cfi_adjust_cfa_offset -816
	movq	160(%rsp), %rcx
	movq	152(%rsp), %rdi
	movabsq	$NRT_decref, %rbx
	movl	%eax, 48(%rsp)
	movq	%rcx, (%rsp)
	callq	*%rbx
	movq	%r15, %rdi
	callq	*%rbx
	movq	%r13, %rdi
	callq	*%rbx
	movq	%r12, %rdi
	callq	*%rbx
	movq	%rbp, %rdi
	callq	*%rbx
	movq	%r14, %rdi
	callq	*%rbx
	movq	88(%rsp), %rdi
	callq	*%rbx
	movq	80(%rsp), %rdi
	callq	*%rbx
	movq	72(%rsp), %rdi
	callq	*%rbx
	movq	64(%rsp), %rdi
	callq	*%rbx
	movq	56(%rsp), %rdi
	callq	*%rbx
	movq	8(%rsp), %rdi
	callq	*%rbx
	cmpl	$0, 48(%rsp)
	jne	.LBB1_87
	movabsq	$_Py_NoneStruct, %rbx
	movabsq	$Py_IncRef, %rax
	movq	%rbx, %rdi
	callq	*%rax
	jmp	.LBB1_95
.LBB1_87:
	movabsq	$PyErr_Clear, %rax
	callq	*%rax
	movq	(%rsp), %r14
	movl	8(%r14), %esi
	movq	(%r14), %rdi
	cmpl	$0, 32(%r14)
	jle	.LBB1_90
	movslq	%esi, %rsi
	movabsq	$PyBytes_FromStringAndSize, %rax
	callq	*%rax
	movq	16(%r14), %rdi
	movq	%rax, %rbx
	callq	*24(%r14)
	testq	%rax, %rax
	je	.LBB1_89
	movabsq	$numba_runtime_build_excinfo_struct, %rcx
	movq	%rbx, %rdi
	movq	%rax, %rsi
	callq	*%rcx
	movabsq	$NRT_Free, %r15
	movq	%r14, %rdi
	movq	%rax, %rbx
	callq	*%r15
	jmp	.LBB1_91
.LBB1_2:
	movabsq	$PyExc_RuntimeError, %rdi
	movabsq	$".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", %rsi
	jmp	.LBB1_3
.LBB1_6:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
.LBB1_3:
	movabsq	$PyErr_SetString, %rax
	vzeroupper
	callq	*%rax
	jmp	.LBB1_94
.LBB1_28:
	xorl	%ebp, %ebp
	callq	*%r15
	testq	%rax, %rax
	je	.LBB1_31
	jmp	.LBB1_8
.LBB1_32:
	movq	$0, 112(%rsp)
	callq	*%r15
	testq	%rax, %rax
	je	.LBB1_35
	jmp	.LBB1_8
.LBB1_36:
	movq	$0, 104(%rsp)
	callq	*%r15
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
	xorl	%r12d, %r12d
	callq	*%r15
	testq	%rax, %rax
	je	.LBB1_59
	jmp	.LBB1_55
.LBB1_61:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	jmp	.LBB1_55
.LBB1_63:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	testb	%bl, %bl
	je	.LBB1_65
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
	jmp	.LBB1_84
.LBB1_83:
	movabsq	$PyExc_TypeError, %rdi
	movabsq	$".const.can't unbox array from PyObject into native value.  The object maybe of a different type", %rsi
	movabsq	$PyErr_SetString, %rax
	callq	*%rax
	movq	56(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
	movq	96(%rsp), %r14
	movq	88(%rsp), %rbx
	movq	80(%rsp), %r15
	movq	72(%rsp), %r12
	movq	64(%rsp), %r13
.LBB1_84:
	movabsq	$NRT_decref, %rax
	movq	%r13, %rdi
	callq	*%rax
.LBB1_76:
	movabsq	$NRT_decref, %rax
	movq	%r12, %rdi
	callq	*%rax
.LBB1_77:
	movabsq	$NRT_decref, %rax
	movq	%r15, %rdi
	callq	*%rax
.LBB1_68:
	movabsq	$NRT_decref, %rax
	movq	%rbx, %rdi
	callq	*%rax
.LBB1_69:
	movabsq	$NRT_decref, %rax
	movq	%r14, %rdi
	callq	*%rax
.LBB1_55:
	movq	120(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_56:
	movq	128(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_48:
	movq	136(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_49:
	movq	144(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
.LBB1_8:
	movq	152(%rsp), %rdi
	movabsq	$NRT_decref, %rax
.LBB1_93:
	callq	*%rax
.LBB1_94:
	xorl	%ebx, %ebx
.LBB1_95:
	movq	%rbx, %rax
	addq	$1768, %rsp
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
.LBB1_90:
	.cfi_def_cfa_offset 1824
	movq	16(%r14), %rdx
	movabsq	$numba_unpickle, %rax
	callq	*%rax
	movq	%rax, %rbx
.LBB1_91:
	testq	%rbx, %rbx
	je	.LBB1_94
	movabsq	$numba_do_raise, %rax
	movq	%rbx, %rdi
	jmp	.LBB1_93
.LBB1_89:
	movabsq	$PyExc_RuntimeError, %rdi
	movabsq	$".const.Error creating Python tuple from runtime exception arguments", %rsi
	jmp	.LBB1_3
.Lfunc_end1:
	.size	_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, .Lfunc_end1-_ZN7cpython13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.cfi_endproc

	.globl	cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.p2align	4
	.type	cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@function
cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE:
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
	subq	$872, %rsp
	.cfi_def_cfa_offset 928
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	vmovss	%xmm0, 824(%rsp)
	vmovaps	1696(%rsp), %xmm0
	movq	1712(%rsp), %rbp
	vmovss	%xmm7, 852(%rsp)
	vmovss	%xmm6, 848(%rsp)
	vmovss	%xmm5, 844(%rsp)
	vmovss	%xmm4, 840(%rsp)
	vmovss	%xmm3, 836(%rsp)
	vmovss	%xmm2, 832(%rsp)
	vmovss	%xmm1, 828(%rsp)
	movq	$0, 864(%rsp)
	movq	$0, 856(%rsp)
	vmovups	1248(%rsp), %ymm15
	vmovaps	1280(%rsp), %xmm14
	vmovups	1304(%rsp), %ymm13
	vmovups	1336(%rsp), %ymm12
	vmovups	1368(%rsp), %ymm11
	vmovups	1400(%rsp), %ymm10
	vmovups	1440(%rsp), %ymm9
	vmovaps	1472(%rsp), %xmm8
	vmovups	1496(%rsp), %ymm7
	vmovups	1528(%rsp), %xmm6
	vmovups	1552(%rsp), %ymm5
	vmovaps	1584(%rsp), %xmm4
	vmovups	1608(%rsp), %ymm3
	vmovups	1640(%rsp), %xmm2
	vmovups	1664(%rsp), %ymm1
	movq	1240(%rsp), %r10
	movq	1296(%rsp), %r11
	movq	1432(%rsp), %rbx
	movq	1488(%rsp), %r14
	movq	1544(%rsp), %r15
	movq	1600(%rsp), %r12
	movq	1656(%rsp), %r13
	movq	1184(%rsp), %r9
	movq	1096(%rsp), %rsi
	movq	1112(%rsp), %rdi
	movq	1056(%rsp), %rdx
	movl	1024(%rsp), %eax
	movl	1032(%rsp), %ecx
	movq	%rbp, 800(%rsp)
	vmovups	%xmm0, 784(%rsp)
	vmovups	1224(%rsp), %xmm0
	vmovups	%ymm1, 752(%rsp)
	movq	%r13, 744(%rsp)
	vmovups	%xmm2, 728(%rsp)
	vmovups	%ymm3, 696(%rsp)
	movq	%r12, 688(%rsp)
	vmovups	%xmm4, 672(%rsp)
	vmovups	%ymm5, 640(%rsp)
	movq	%r15, 632(%rsp)
	vmovups	%xmm6, 616(%rsp)
	vmovups	%ymm7, 584(%rsp)
	movq	%r14, 576(%rsp)
	vmovups	%xmm8, 560(%rsp)
	vmovups	%ymm9, 528(%rsp)
	movq	%rbx, 520(%rsp)
	vmovups	%ymm10, 488(%rsp)
	vmovups	%ymm11, 456(%rsp)
	vmovups	%ymm12, 424(%rsp)
	vmovups	%ymm13, 392(%rsp)
	movq	%r11, 384(%rsp)
	vmovups	%xmm14, 368(%rsp)
	vmovups	%ymm15, 336(%rsp)
	movq	%r10, 328(%rsp)
	vmovups	%xmm0, 312(%rsp)
	vmovups	1192(%rsp), %ymm0
	vmovups	%ymm0, 280(%rsp)
	vmovups	1152(%rsp), %ymm0
	movq	%r9, 272(%rsp)
	vmovups	%ymm0, 240(%rsp)
	vmovups	1120(%rsp), %ymm0
	vmovups	%ymm0, 208(%rsp)
	vmovaps	1072(%rsp), %xmm0
	movq	%rdi, 200(%rsp)
	movq	%rsi, 184(%rsp)
	leaq	864(%rsp), %rdi
	leaq	856(%rsp), %rsi
	vmovups	%xmm0, 160(%rsp)
	vmovaps	1040(%rsp), %xmm0
	movq	%rdx, 144(%rsp)
	vmovups	%xmm0, 128(%rsp)
	vmovss	1016(%rsp), %xmm0
	movl	%eax, 112(%rsp)
	movabsq	$_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, %rax
	movl	%ecx, 120(%rsp)
	movq	%r8, (%rsp)
	vmovss	828(%rsp), %xmm1
	vmovss	832(%rsp), %xmm2
	vmovss	836(%rsp), %xmm3
	vmovss	840(%rsp), %xmm4
	vmovss	844(%rsp), %xmm5
	vmovss	848(%rsp), %xmm6
	vmovss	852(%rsp), %xmm7
	vmovss	%xmm0, 104(%rsp)
	vmovss	1008(%rsp), %xmm0
	vmovss	%xmm0, 96(%rsp)
	vmovss	1000(%rsp), %xmm0
	vmovss	%xmm0, 88(%rsp)
	vmovss	992(%rsp), %xmm0
	vmovss	%xmm0, 80(%rsp)
	vmovss	984(%rsp), %xmm0
	vmovss	%xmm0, 72(%rsp)
	vmovss	976(%rsp), %xmm0
	vmovss	%xmm0, 64(%rsp)
	vmovss	968(%rsp), %xmm0
	vmovss	%xmm0, 56(%rsp)
	vmovss	960(%rsp), %xmm0
	vmovss	%xmm0, 48(%rsp)
	vmovss	952(%rsp), %xmm0
	vmovss	%xmm0, 40(%rsp)
	vmovss	944(%rsp), %xmm0
	vmovss	%xmm0, 32(%rsp)
	vmovss	936(%rsp), %xmm0
	vmovss	%xmm0, 24(%rsp)
	vmovss	824(%rsp), %xmm0
	vzeroupper
	callq	*%rax
	movl	%eax, %ecx
	movq	856(%rsp), %rbx
	movq	864(%rsp), %rax
	movl	$0, 820(%rsp)
	testl	%ecx, %ecx
	jne	.LBB2_1
.LBB2_7:
	addq	$872, %rsp
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
	.cfi_def_cfa_offset 928
	movabsq	$numba_gil_ensure, %r14
	leaq	820(%rsp), %rdi
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
	leaq	820(%rsp), %rdi
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
	.size	cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, .Lfunc_end2-cfunc._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE
	.cfi_endproc

	.section	.rodata.cst32,"aM",@progbits,32
	.p2align	5, 0x0
.LCPI3_0:
	.quad	1
	.quad	8
	.quad	1
	.quad	8
.LCPI3_1:
	.quad	1
	.quad	8
	.quad	0
	.quad	0
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI3_2:
	.long	0x7fffffff
.LCPI3_3:
	.long	498
.LCPI3_4:
	.long	0x3f22f983
.LCPI3_5:
	.long	0x3f000000
.LCPI3_6:
	.long	0xbfc90fdb
.LCPI3_7:
	.long	0x333bbd2e
.LCPI3_8:
	.long	1
.LCPI3_9:
	.long	0x80000000
.LCPI3_10:
	.long	2146121005
.LCPI3_11:
	.long	2221713035
.LCPI3_12:
	.long	4286578688
.LCPI3_13:
	.long	0x31cccccc
	.section	.ltext,"axl",@progbits
	.weak	_ZN5impls9numba_cpu14_rollout_blockB2v5B84c8tJTIeFIjxB2IKSgI4CrvSCKg1MMbCQQPKkLTj8gEEF9aYtuj_2br1ZPz80qKEpNL1Gs1gcFdBDFWEwA_3dE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE8UniTupleIfLi19EE8UniTupleIjLi2EExx5ArrayIhLi1E1C7mutable7alignedE
	.p2align	4
	.type	_ZN5impls9numba_cpu14_rollout_blockB2v5B84c8tJTIeFIjxB2IKSgI4CrvSCKg1MMbCQQPKkLTj8gEEF9aYtuj_2br1ZPz80qKEpNL1Gs1gcFdBDFWEwA_3dE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE8UniTupleIfLi19EE8UniTupleIjLi2EExx5ArrayIhLi1E1C7mutable7alignedE,@function
_ZN5impls9numba_cpu14_rollout_blockB2v5B84c8tJTIeFIjxB2IKSgI4CrvSCKg1MMbCQQPKkLTj8gEEF9aYtuj_2br1ZPz80qKEpNL1Gs1gcFdBDFWEwA_3dE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE8UniTupleIfLi19EE8UniTupleIjLi2EExx5ArrayIhLi1E1C7mutable7alignedE:
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
	subq	$1192, %rsp
	.cfi_def_cfa_offset 1248
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	1928(%rsp), %r12
	movq	1440(%rsp), %rbp
	movq	1384(%rsp), %r13
	movq	1328(%rsp), %r14
	movq	1272(%rsp), %r15
	movabsq	$NRT_incref, %rbx
	movq	%rdi, 400(%rsp)
	movq	%rdx, %rdi
	vmovaps	%xmm7, 160(%rsp)
	vmovaps	%xmm6, 272(%rsp)
	vmovaps	%xmm5, 320(%rsp)
	vmovaps	%xmm4, 304(%rsp)
	vmovaps	%xmm3, 368(%rsp)
	vmovaps	%xmm2, 288(%rsp)
	vmovdqa	%xmm1, 352(%rsp)
	vmovaps	%xmm0, 336(%rsp)
	movq	%rsi, 120(%rsp)
	movb	$0, 118(%rsp)
	movq	$0, 264(%rsp)
	movq	%rdx, 392(%rsp)
	callq	*%rbx
	movq	%r15, %rdi
	callq	*%rbx
	movq	%r14, %rdi
	callq	*%rbx
	movq	%r13, %rdi
	callq	*%rbx
	movq	%rbp, %rdi
	callq	*%rbx
	movq	1496(%rsp), %rdi
	callq	*%rbx
	movq	1552(%rsp), %rdi
	callq	*%rbx
	movq	1608(%rsp), %rdi
	callq	*%rbx
	movq	1680(%rsp), %rdi
	callq	*%rbx
	movq	1752(%rsp), %rdi
	callq	*%rbx
	movq	%r12, %rdi
	callq	*%rbx
	movq	%r12, %rdi
	callq	*%rbx
	movq	1960(%rsp), %rax
	movq	1944(%rsp), %rcx
	movq	1976(%rsp), %rdx
	movq	1952(%rsp), %rdi
	movq	1968(%rsp), %rsi
	movq	1936(%rsp), %r8
	movq	%rax, 456(%rsp)
	movq	%rdi, 448(%rsp)
	movq	%r12, 424(%rsp)
	movq	%rcx, 440(%rsp)
	movq	%r8, 432(%rsp)
	movq	%rsi, 464(%rsp)
	movq	%rdx, 472(%rsp)
	cmpq	$8, %rdi
	jne	.LBB3_33
.LBB3_1:
	movabsq	$.LCPI3_0, %rdx
	leaq	472(%rsp), %rcx
	movb	$0, 118(%rsp)
	leaq	464(%rsp), %rax
	leaq	118(%rsp), %rdi
	leaq	264(%rsp), %rsi
	movl	$1, %r9d
	xorl	%r8d, %r8d
	vmovaps	(%rdx), %ymm0
	movl	$1, %edx
	vmovups	%ymm0, 72(%rsp)
	movq	%rcx, 64(%rsp)
	movabsq	$.LCPI3_1, %rcx
	vmovaps	(%rcx), %ymm0
	xorl	%ecx, %ecx
	vmovups	%ymm0, 16(%rsp)
	movq	%rax, 8(%rsp)
	movabsq	$_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v21B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa, %rax
	movl	$67, 104(%rsp)
	movq	$8, 56(%rsp)
	movq	$1, 48(%rsp)
	movq	$8, (%rsp)
	vzeroupper
	callq	*%rax
	movq	264(%rsp), %rcx
	cmpb	$0, 118(%rsp)
	je	.LBB3_39
	testl	%eax, %eax
	jne	.LBB3_46
	movq	424(%rsp), %rdi
	movq	456(%rsp), %rax
	movq	%rax, 416(%rsp)
	movq	%rdi, 384(%rsp)
	callq	*%rbx
	movq	1928(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
	vmovaps	160(%rsp), %xmm12
	vmovaps	272(%rsp), %xmm0
	vmovaps	304(%rsp), %xmm4
	vmovaps	368(%rsp), %xmm15
	vmovaps	288(%rsp), %xmm2
	vmovaps	352(%rsp), %xmm7
	vmovdqa	336(%rsp), %xmm1
	cmpq	$0, 1792(%rsp)
	jle	.LBB3_37
	movq	1920(%rsp), %rsi
	movq	1912(%rsp), %r15
	movq	1304(%rsp), %rdi
	movq	1248(%rsp), %r9
	movq	1360(%rsp), %rdx
	movq	1472(%rsp), %rbp
	vmovaps	%xmm0, %xmm3
	vmovss	1896(%rsp), %xmm0
	vmovss	1848(%rsp), %xmm9
	vmovss	1840(%rsp), %xmm13
	vmovss	1832(%rsp), %xmm14
	vmovss	1872(%rsp), %xmm8
	vmovss	1864(%rsp), %xmm6
	vmovss	1856(%rsp), %xmm11
	vmovss	1880(%rsp), %xmm10
	vmovss	1888(%rsp), %xmm5
	subq	%r15, %rsi
	leaq	(%r9,%r15,4), %r14
	leaq	(%rdi,%r15,4), %r12
	movq	%rsi, %rax
	sarq	$63, %rax
	movq	%rsi, 128(%rsp)
	andnq	%rsi, %rax, %r8
	leaq	63(%rsi), %rax
	leaq	(%rdx,%r15,4), %rsi
	movq	%r14, 232(%rsp)
	leaq	(%r8,%r15), %r10
	sarq	$6, %rax
	movq	%r8, 136(%rsp)
	vbroadcastss	%xmm0, %ymm0
	leaq	(%rdi,%r10,4), %r11
	leaq	(%r9,%r10,4), %rbx
	leaq	(%rdx,%r10,4), %r13
	movq	1416(%rsp), %rdx
	movq	%rax, 120(%rsp)
	movq	%rsi, 152(%rsp)
	cmpq	%r11, %r14
	setb	%al
	cmpq	%rbx, %r12
	setb	%cl
	andb	%al, %cl
	cmpq	%r13, %r14
	leaq	(%rdx,%r10,4), %r9
	leaq	(%rdx,%r15,4), %r8
	leaq	(%rbp,%r15,4), %r15
	setb	%al
	cmpq	%rbx, %rsi
	setb	%sil
	movq	%r15, 144(%rsp)
	movq	%r9, 480(%rsp)
	movq	%r8, 216(%rsp)
	andb	%al, %sil
	orb	%cl, %sil
	cmpq	%r9, %r14
	setb	%al
	cmpq	%rbx, %r8
	setb	%cl
	andb	%al, %cl
	leaq	(%rbp,%r10,4), %rax
	cmpq	%rax, %r14
	movq	%rax, 544(%rsp)
	movq	136(%rsp), %rax
	setb	%dil
	cmpq	%rbx, %r15
	movq	1960(%rsp), %r15
	setb	%dl
	andb	%dil, %dl
	orb	%cl, %dl
	movq	1640(%rsp), %rcx
	orb	%sil, %dl
	addq	%r15, %rax
	cmpq	%rax, %r14
	movq	%rax, 512(%rsp)
	movq	144(%rsp), %rax
	setb	%sil
	cmpq	%rbx, %r15
	leaq	(%rcx,%r10,4), %r15
	setb	%dil
	andb	%sil, %dil
	cmpq	%r15, %r14
	movq	1912(%rsp), %r14
	setb	%sil
	leaq	(%rcx,%r14,4), %r10
	movq	512(%rsp), %rcx
	cmpq	%rbx, %r10
	movq	%r10, 256(%rsp)
	setb	%r14b
	andb	%sil, %r14b
	orb	%dil, %r14b
	cmpq	%r13, %r12
	movq	%r12, %rdi
	movq	152(%rsp), %r12
	setb	%sil
	cmpq	%r11, %r12
	setb	%bl
	andb	%sil, %bl
	orb	%r14b, %bl
	movq	%rdi, %r14
	movq	%r14, 224(%rsp)
	orb	%dl, %bl
	cmpq	%r9, %rdi
	movq	544(%rsp), %r9
	vmovups	%ymm0, 544(%rsp)
	vmovss	1904(%rsp), %xmm0
	setb	%dl
	cmpq	%r11, %r8
	setb	%sil
	andb	%dl, %sil
	cmpq	%r9, %rdi
	setb	%dl
	cmpq	%r11, %rax
	setb	%dil
	andb	%dl, %dil
	vbroadcastss	%xmm0, %ymm0
	orb	%sil, %dil
	cmpq	%rcx, %r14
	setb	%dl
	cmpq	%r11, 1960(%rsp)
	vmovups	%ymm0, 512(%rsp)
	vbroadcastss	%xmm3, %ymm0
	setb	%sil
	andb	%dl, %sil
	orb	%dil, %sil
	cmpq	%r15, %r14
	movq	%r12, %r14
	movq	480(%rsp), %r12
	vmovups	%ymm0, 480(%rsp)
	vbroadcastss	320(%rsp), %ymm0
	setb	%dil
	cmpq	%r11, %r10
	setb	%dl
	andb	%dil, %dl
	orb	%sil, %dl
	orb	%bl, %dl
	cmpq	%r12, %r14
	movq	%rax, %rbx
	setb	%sil
	cmpq	%r13, %r8
	setb	%dil
	vmovups	%ymm0, 1152(%rsp)
	vbroadcastss	%xmm9, %ymm0
	andb	%sil, %dil
	cmpq	%r9, %r14
	setb	%sil
	cmpq	%r13, %rax
	movq	%rcx, %rax
	vmovups	%ymm0, 1120(%rsp)
	vbroadcastss	%xmm13, %ymm0
	setb	%r11b
	andb	%sil, %r11b
	vmovups	%ymm0, 1088(%rsp)
	vbroadcastss	%xmm14, %ymm0
	orb	%dil, %r11b
	cmpq	%rcx, %r14
	movq	1960(%rsp), %rcx
	setb	%sil
	vmovups	%ymm0, 1056(%rsp)
	vbroadcastss	%xmm8, %ymm0
	vmovups	%ymm0, 1024(%rsp)
	vbroadcastss	%xmm6, %ymm0
	vbroadcastss	%xmm5, %ymm6
	vmovaps	%xmm10, %xmm5
	cmpq	%r13, %rcx
	vmovups	%ymm0, 992(%rsp)
	vbroadcastss	%xmm11, %ymm0
	setb	%dil
	vmovups	%ymm6, 896(%rsp)
	andb	%sil, %dil
	vmovups	%ymm0, 960(%rsp)
	vbroadcastss	%xmm10, %ymm0
	orb	%r11b, %dil
	cmpq	%r15, %r14
	movq	%r9, %r14
	setb	%sil
	cmpq	%r13, %r10
	vmovups	%ymm0, 928(%rsp)
	vbroadcastss	%xmm4, %ymm0
	setb	%r11b
	vmovaps	%xmm3, %xmm4
	andb	%sil, %r11b
	vmovups	%ymm0, 832(%rsp)
	vbroadcastss	%xmm2, %ymm0
	orb	%dil, %r11b
	cmpq	%r9, %r8
	setb	%sil
	cmpq	%r12, %rbx
	vmovups	%ymm0, 800(%rsp)
	vpbroadcastd	%xmm1, %ymm0
	setb	%r9b
	andb	%sil, %r9b
	vmovdqu	%ymm0, 864(%rsp)
	vbroadcastss	%xmm7, %ymm0
	orb	%r11b, %r9b
	movq	1416(%rsp), %r11
	vbroadcastss	%xmm15, %ymm7
	orb	%dl, %r9b
	cmpq	%rax, %r8
	vmovups	%ymm0, 768(%rsp)
	vmovss	1824(%rsp), %xmm0
	setb	%dl
	cmpq	%r12, %rcx
	vmovups	%ymm7, 672(%rsp)
	setb	%sil
	andb	%dl, %sil
	cmpq	%r15, %r8
	movabsq	$.LCPI3_9, %r8
	setb	%dl
	cmpq	%r12, %r10
	setb	%dil
	andb	%dl, %dil
	orb	%sil, %dil
	cmpq	%rax, %rbx
	setb	%dl
	cmpq	%r14, %rcx
	vbroadcastss	%xmm0, %ymm0
	setb	%sil
	andb	%dl, %sil
	vmovups	%ymm0, 736(%rsp)
	vbroadcastss	%xmm12, %ymm0
	orb	%dil, %sil
	cmpq	%r15, %rbx
	setb	%dl
	cmpq	%r14, %r10
	vmovups	%ymm0, 704(%rsp)
	vmovss	1808(%rsp), %xmm0
	setb	%dil
	andb	%dl, %dil
	orb	%sil, %dil
	cmpq	%r15, %rcx
	movq	%rcx, %r15
	movq	136(%rsp), %rsi
	movq	1912(%rsp), %rcx
	setb	%dl
	cmpq	%rax, %r10
	setb	%al
	andb	%dl, %al
	movabsq	$9223372036854775800, %rdx
	orb	%dil, %al
	andq	%rsi, %rdx
	orb	%r9b, %al
	andl	$7, %esi
	subq	%rcx, %r15
	cmpq	$8, 128(%rsp)
	movabsq	$.LCPI3_3, %r9
	vbroadcastss	%xmm0, %ymm0
	movq	%rsi, 200(%rsp)
	movq	%r15, 240(%rsp)
	movq	%rdx, 208(%rsp)
	vmovups	%ymm0, 640(%rsp)
	vmovss	1816(%rsp), %xmm0
	setb	%sil
	orb	%al, %sil
	movb	%sil, 119(%rsp)
	leaq	(,%rcx,4), %rsi
	movq	%rsi, 248(%rsp)
	leaq	(%rdx,%rcx), %rsi
	movq	%rsi, 192(%rsp)
	leaq	(,%rsi,4), %rsi
	vbroadcastss	%xmm0, %ymm0
	movq	%rsi, 184(%rsp)
	xorl	%esi, %esi
	vmovups	%ymm0, 608(%rsp)
	jmp	.LBB3_6
	.p2align	4
.LBB3_5:
	movq	408(%rsp), %rsi
	movq	1472(%rsp), %rbp
	movabsq	$.LCPI3_9, %r8
	movabsq	$.LCPI3_3, %r9
	incq	%rsi
	cmpq	1792(%rsp), %rsi
	je	.LBB3_37
.LBB3_6:
	movq	1784(%rsp), %rdx
	movq	%rsi, 408(%rsp)
	movl	(%rdx,%rsi,4), %r10d
	testq	%rsi, %rsi
	je	.LBB3_14
	vmovaps	304(%rsp), %xmm10
	vmovaps	288(%rsp), %xmm11
	vmovss	1864(%rsp), %xmm6
	vmovss	1856(%rsp), %xmm13
	vmovss	1848(%rsp), %xmm9
	vmovaps	160(%rsp), %xmm12
	vmovss	1840(%rsp), %xmm14
	vmovss	1832(%rsp), %xmm15
	vmovss	1824(%rsp), %xmm7
	cmpq	$0, 128(%rsp)
	movabsq	$.LCPI3_2, %r8
	jle	.LBB3_19
	movq	248(%rsp), %r14
	movq	136(%rsp), %r12
	movq	1912(%rsp), %r15
	testb	$1, 119(%rsp)
	jne	.LBB3_12
	vmovd	%r10d, %xmm0
	vmovups	832(%rsp), %ymm8
	vmovups	800(%rsp), %ymm10
	vmovups	864(%rsp), %ymm11
	vmovups	768(%rsp), %ymm12
	vmovups	736(%rsp), %ymm13
	vmovups	704(%rsp), %ymm14
	vmovups	672(%rsp), %ymm15
	vmovups	608(%rsp), %ymm7
	movq	1960(%rsp), %rcx
	movq	232(%rsp), %rsi
	movq	224(%rsp), %rdi
	movq	152(%rsp), %r11
	movq	216(%rsp), %r12
	movq	144(%rsp), %rdx
	movq	256(%rsp), %r14
	movq	208(%rsp), %rax
	xorl	%ebx, %ebx
	vpbroadcastd	%xmm0, %ymm0
	vmovdqu	%ymm0, 576(%rsp)
	vmovups	640(%rsp), %ymm0
	.p2align	4
.LBB3_10:
	vmovdqu	576(%rsp), %ymm1
	vmovups	1024(%rsp), %ymm6
	vmovups	1088(%rsp), %ymm9
	vpxor	(%r14,%rbx,4), %ymm1, %ymm1
	vpsrld	$16, %ymm1, %ymm2
	vpxor	%ymm1, %ymm2, %ymm1
	vpmulld	544(%rsp), %ymm1, %ymm1
	vpsrld	$15, %ymm1, %ymm2
	vpxor	%ymm1, %ymm2, %ymm1
	vpmulld	512(%rsp), %ymm1, %ymm1
	vmovups	(%r12,%rbx,4), %ymm2
	vpsrld	$31, %ymm1, %ymm1
	vcvtdq2ps	%ymm1, %ymm3
	vmovups	1152(%rsp), %ymm1
	vfmsub132ps	480(%rsp), %ymm1, %ymm3
	vmovups	(%r11,%rbx,4), %ymm1
	vmulps	%ymm1, %ymm1, %ymm4
	vmovaps	%ymm4, %ymm5
	vfmadd213ps	992(%rsp), %ymm6, %ymm5
	vmulps	928(%rsp), %ymm4, %ymm6
	vfmadd213ps	960(%rsp), %ymm4, %ymm5
	vmulps	%ymm5, %ymm4, %ymm5
	vfmsub231ps	%ymm5, %ymm4, %ymm6
	vmovaps	%ymm4, %ymm5
	vfmadd132ps	1120(%rsp), %ymm9, %ymm5
	vfmadd213ps	1056(%rsp), %ymm4, %ymm5
	vmulps	%ymm5, %ymm4, %ymm4
	vaddps	896(%rsp), %ymm6, %ymm5
	vmulps	%ymm2, %ymm8, %ymm6
	vfmadd132ps	%ymm1, %ymm1, %ymm4
	vmulps	%ymm6, %ymm2, %ymm6
	vfmadd231ps	%ymm2, %ymm14, %ymm1
	vfmadd213ps	%ymm3, %ymm4, %ymm6
	vmulps	%ymm6, %ymm10, %ymm3
	vmulps	%ymm3, %ymm5, %ymm6
	vfmsub231ps	%ymm4, %ymm11, %ymm6
	vmulps	%ymm5, %ymm12, %ymm4
	vmulps	%ymm4, %ymm5, %ymm4
	vfnmadd213ps	%ymm13, %ymm10, %ymm4
	vmulps	%ymm4, %ymm15, %ymm4
	vdivps	%ymm4, %ymm6, %ymm4
	vmulps	%ymm4, %ymm8, %ymm6
	vfmadd213ps	%ymm2, %ymm14, %ymm4
	vmulps	%ymm6, %ymm5, %ymm5
	vfnmadd213ps	%ymm3, %ymm10, %ymm5
	vmovups	(%rdi,%rbx,4), %ymm3
	vfmadd213ps	%ymm3, %ymm14, %ymm5
	vfmadd213ps	(%rsi,%rbx,4), %ymm14, %ymm3
	vmovups	%ymm3, (%rsi,%rbx,4)
	vmovups	%ymm5, (%rdi,%rbx,4)
	vmovups	%ymm1, (%r11,%rbx,4)
	vmovups	%ymm4, (%r12,%rbx,4)
	vpcmpeqd	%ymm4, %ymm4, %ymm4
	vmovdqu	(%rdx,%rbx,4), %ymm2
	vpsubd	%ymm4, %ymm2, %ymm4
	vmovdqu	%ymm4, (%rdx,%rbx,4)
	vbroadcastss	(%r8), %ymm4
	vandps	%ymm4, %ymm3, %ymm3
	vandps	%ymm4, %ymm1, %ymm1
	vpbroadcastd	(%r9), %ymm4
	vcmpltps	%ymm3, %ymm0, %ymm3
	vcmpltps	%ymm1, %ymm7, %ymm1
	vorps	%ymm3, %ymm1, %ymm1
	vpcmpgtd	%ymm4, %ymm2, %ymm2
	vorps	%ymm2, %ymm1, %ymm1
	vextractf128	$1, %ymm1, %xmm2
	vpackssdw	%xmm2, %xmm1, %xmm1
	vpsrlw	$15, %xmm1, %xmm1
	vpackuswb	%xmm1, %xmm1, %xmm1
	vmovq	%xmm1, (%rcx,%rbx)
	addq	$8, %rbx
	cmpq	%rbx, %rax
	jne	.LBB3_10
	vmovaps	272(%rsp), %xmm4
	vmovaps	304(%rsp), %xmm10
	vmovaps	288(%rsp), %xmm11
	vmovss	1880(%rsp), %xmm5
	vmovss	1864(%rsp), %xmm6
	vmovss	1856(%rsp), %xmm13
	vmovss	1848(%rsp), %xmm9
	vmovaps	160(%rsp), %xmm12
	vmovss	1840(%rsp), %xmm14
	vmovss	1832(%rsp), %xmm15
	vmovss	1824(%rsp), %xmm7
	movq	184(%rsp), %r14
	movq	200(%rsp), %r12
	movq	192(%rsp), %r15
	movq	1416(%rsp), %r11
	cmpq	%rax, 128(%rsp)
	je	.LBB3_19
.LBB3_12:
	movq	1640(%rsp), %rdx
	movq	1248(%rsp), %rsi
	movq	1360(%rsp), %rax
	addq	240(%rsp), %r15
	incq	%r12
	leaq	(%r11,%r14), %rcx
	xorl	%ebx, %ebx
	leaq	(%rdx,%r14), %r9
	movq	1304(%rsp), %rdx
	leaq	(%rax,%r14), %r13
	addq	%r14, %rsi
	movq	%rcx, %rax
	addq	%r14, %rdx
	addq	%rbp, %r14
	movq	%rsi, %rbp
	movq	%rdx, %rcx
	.p2align	4
.LBB3_13:
	movl	(%r9,%rbx,4), %edx
	vmovss	1872(%rsp), %xmm5
	vmovaps	%xmm4, %xmm8
	vmovss	(%rax,%rbx,4), %xmm1
	xorl	%r10d, %edx
	movl	%edx, %esi
	shrl	$16, %esi
	xorl	%edx, %esi
	imull	1896(%rsp), %esi
	movl	%esi, %edx
	shrl	$15, %edx
	xorl	%esi, %edx
	imull	1904(%rsp), %edx
	shrl	$31, %edx
	vxorps	%xmm3, %xmm3, %xmm3
	vcvtsi2ss	%edx, %xmm3, %xmm2
	vmovss	(%r13,%rbx,4), %xmm0
	vfmsub213ss	320(%rsp), %xmm4, %xmm2
	vmulss	%xmm0, %xmm0, %xmm3
	vmovaps	%xmm3, %xmm4
	vfmadd213ss	%xmm6, %xmm5, %xmm4
	vmovss	1880(%rsp), %xmm5
	vfmadd213ss	%xmm13, %xmm3, %xmm4
	vmulss	%xmm4, %xmm3, %xmm4
	vmulss	%xmm3, %xmm5, %xmm5
	vfmsub231ss	%xmm4, %xmm3, %xmm5
	vmovaps	%xmm3, %xmm4
	vfmadd213ss	%xmm14, %xmm9, %xmm4
	vfmadd213ss	%xmm15, %xmm3, %xmm4
	vmulss	%xmm4, %xmm3, %xmm3
	vmovss	1888(%rsp), %xmm4
	vfmadd132ss	%xmm0, %xmm0, %xmm3
	vfmadd231ss	%xmm1, %xmm12, %xmm0
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm1, %xmm10, %xmm5
	vmulss	%xmm5, %xmm1, %xmm5
	vfmadd213ss	%xmm2, %xmm3, %xmm5
	vmulss	%xmm5, %xmm11, %xmm2
	vmulss	%xmm2, %xmm4, %xmm5
	vfmsub231ss	336(%rsp), %xmm3, %xmm5
	vmulss	352(%rsp), %xmm4, %xmm3
	vmulss	%xmm3, %xmm4, %xmm3
	vfnmadd213ss	%xmm7, %xmm11, %xmm3
	vmulss	368(%rsp), %xmm3, %xmm3
	vdivss	%xmm3, %xmm5, %xmm3
	vmulss	%xmm3, %xmm10, %xmm5
	vfmadd213ss	%xmm1, %xmm12, %xmm3
	vbroadcastss	(%r8), %xmm1
	vmulss	%xmm5, %xmm4, %xmm4
	vmovss	1880(%rsp), %xmm5
	vfnmadd213ss	%xmm2, %xmm11, %xmm4
	vmovss	(%rcx,%rbx,4), %xmm2
	vfmadd213ss	%xmm2, %xmm12, %xmm4
	vfmadd213ss	(%rbp,%rbx,4), %xmm12, %xmm2
	vmovss	%xmm2, (%rbp,%rbx,4)
	vmovss	%xmm4, (%rcx,%rbx,4)
	vmovss	%xmm0, (%r13,%rbx,4)
	vandps	%xmm1, %xmm2, %xmm2
	vandps	%xmm1, %xmm0, %xmm0
	vmovss	1816(%rsp), %xmm1
	vmovss	%xmm3, (%rax,%rbx,4)
	vmovaps	%xmm8, %xmm4
	movl	(%r14,%rbx,4), %esi
	cmpl	$499, %esi
	leal	1(%rsi), %edi
	setge	%sil
	movl	%edi, (%r14,%rbx,4)
	decq	%r12
	vcmpltss	%xmm0, %xmm1, %xmm0
	vmovss	1808(%rsp), %xmm1
	vcmpltss	%xmm2, %xmm1, %xmm1
	vorps	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	orb	%dl, %sil
	andb	$1, %sil
	movb	%sil, (%r15,%rbx)
	incq	%rbx
	cmpq	$1, %r12
	jg	.LBB3_13
	jmp	.LBB3_19
	.p2align	4
.LBB3_14:
	vmovss	1888(%rsp), %xmm7
	vmovss	1872(%rsp), %xmm8
	vmovss	1864(%rsp), %xmm6
	vmovss	1856(%rsp), %xmm10
	vmovss	1848(%rsp), %xmm9
	vmovaps	160(%rsp), %xmm12
	vmovss	1840(%rsp), %xmm11
	vmovd	1832(%rsp), %xmm13
	cmpq	$0, 128(%rsp)
	movabsq	$.LCPI3_2, %r13
	jle	.LBB3_19
	movq	248(%rsp), %r9
	movq	136(%rsp), %r12
	movq	1912(%rsp), %rax
	testb	$1, 119(%rsp)
	jne	.LBB3_25
	vmovd	%r10d, %xmm0
	vmovups	832(%rsp), %ymm10
	vmovups	800(%rsp), %ymm12
	vmovups	768(%rsp), %ymm14
	vmovups	736(%rsp), %ymm15
	vmovups	672(%rsp), %ymm7
	vmovups	640(%rsp), %ymm8
	vmovups	608(%rsp), %ymm11
	movq	232(%rsp), %rsi
	movq	224(%rsp), %rdi
	movq	152(%rsp), %r11
	movq	216(%rsp), %r12
	movq	144(%rsp), %rdx
	movq	208(%rsp), %r15
	movabsq	$.LCPI3_9, %r8
	movabsq	$.LCPI3_3, %r9
	vpcmpeqd	%ymm13, %ymm13, %ymm13
	movabsq	$.LCPI3_4, %rax
	movabsq	$.LCPI3_5, %rcx
	movabsq	$.LCPI3_6, %r14
	xorl	%ebx, %ebx
	vpbroadcastd	%xmm0, %ymm0
	vmovdqu	%ymm0, 576(%rsp)
	vmovups	704(%rsp), %ymm0
	.p2align	4
.LBB3_17:
	vmovups	(%r11,%rbx,4), %ymm1
	vbroadcastss	(%rax), %ymm2
	vbroadcastss	(%rcx), %ymm3
	movabsq	$.LCPI3_7, %rbp
	vmovups	1088(%rsp), %ymm6
	vbroadcastss	(%rbp), %ymm4
	movabsq	$.LCPI3_8, %rbp
	vfmadd231ps	%ymm2, %ymm1, %ymm3
	vroundps	$9, %ymm3, %ymm2
	vbroadcastss	(%r14), %ymm3
	vfmadd213ps	%ymm1, %ymm2, %ymm3
	vfmadd213ps	%ymm3, %ymm2, %ymm4
	vcvttps2dq	%ymm2, %ymm2
	vpslld	$30, %ymm2, %ymm9
	vmulps	%ymm4, %ymm4, %ymm3
	vmovaps	%ymm3, %ymm5
	vfmadd132ps	1120(%rsp), %ymm6, %ymm5
	vmovups	992(%rsp), %ymm6
	vfmadd213ps	1056(%rsp), %ymm3, %ymm5
	vmulps	%ymm5, %ymm3, %ymm5
	vfmadd132ps	%ymm4, %ymm4, %ymm5
	vmovaps	%ymm3, %ymm4
	vfmadd132ps	1024(%rsp), %ymm6, %ymm4
	vmulps	928(%rsp), %ymm3, %ymm6
	vfmadd213ps	960(%rsp), %ymm3, %ymm4
	vmulps	%ymm4, %ymm3, %ymm4
	vfmsub231ps	%ymm4, %ymm3, %ymm6
	vpbroadcastd	(%rbp), %ymm4
	vaddps	896(%rsp), %ymm6, %ymm3
	movq	256(%rsp), %rbp
	vxorps	%xmm6, %xmm6, %xmm6
	vpand	%ymm4, %ymm2, %ymm4
	vpsubd	%ymm13, %ymm2, %ymm2
	vpcmpeqd	%ymm6, %ymm4, %ymm4
	vpslld	$30, %ymm2, %ymm2
	vblendvps	%ymm4, %ymm5, %ymm3, %ymm6
	vblendvps	%ymm4, %ymm3, %ymm5, %ymm3
	vbroadcastss	(%r8), %ymm4
	vxorps	%ymm4, %ymm6, %ymm5
	vxorps	%ymm4, %ymm3, %ymm4
	vblendvps	%ymm9, %ymm5, %ymm6, %ymm5
	vmovdqu	576(%rsp), %ymm6
	vblendvps	%ymm2, %ymm4, %ymm3, %ymm2
	vmovups	(%r12,%rbx,4), %ymm3
	vpxor	(%rbp,%rbx,4), %ymm6, %ymm6
	movq	1960(%rsp), %rbp
	vmulps	%ymm3, %ymm10, %ymm4
	vfmadd231ps	%ymm3, %ymm0, %ymm1
	vpsrld	$16, %ymm6, %ymm9
	vpxor	%ymm6, %ymm9, %ymm6
	vpmulld	544(%rsp), %ymm6, %ymm6
	vmulps	%ymm4, %ymm3, %ymm4
	vpsrld	$15, %ymm6, %ymm9
	vpxor	%ymm6, %ymm9, %ymm6
	vpmulld	512(%rsp), %ymm6, %ymm6
	vmovups	1152(%rsp), %ymm9
	vpsrld	$31, %ymm6, %ymm6
	vcvtdq2ps	%ymm6, %ymm6
	vfmsub132ps	480(%rsp), %ymm9, %ymm6
	vfmadd213ps	%ymm6, %ymm5, %ymm4
	vmulps	%ymm4, %ymm12, %ymm4
	vmulps	%ymm4, %ymm2, %ymm6
	vfmsub231ps	864(%rsp), %ymm5, %ymm6
	vmulps	%ymm2, %ymm14, %ymm5
	vmulps	%ymm5, %ymm2, %ymm5
	vfnmadd213ps	%ymm15, %ymm12, %ymm5
	vmulps	%ymm5, %ymm7, %ymm5
	vdivps	%ymm5, %ymm6, %ymm5
	vmulps	%ymm5, %ymm10, %ymm6
	vfmadd213ps	%ymm3, %ymm0, %ymm5
	vmulps	%ymm6, %ymm2, %ymm2
	vfnmadd213ps	%ymm4, %ymm12, %ymm2
	vmovups	(%rdi,%rbx,4), %ymm4
	vfmadd213ps	%ymm4, %ymm0, %ymm2
	vfmadd213ps	(%rsi,%rbx,4), %ymm0, %ymm4
	vmovups	%ymm4, (%rsi,%rbx,4)
	vmovups	%ymm2, (%rdi,%rbx,4)
	vmovups	%ymm1, (%r11,%rbx,4)
	vmovups	%ymm5, (%r12,%rbx,4)
	vmovdqu	(%rdx,%rbx,4), %ymm2
	vpsubd	%ymm13, %ymm2, %ymm3
	vmovdqu	%ymm3, (%rdx,%rbx,4)
	vbroadcastss	(%r13), %ymm3
	vandps	%ymm3, %ymm4, %ymm4
	vandps	%ymm3, %ymm1, %ymm1
	vcmpltps	%ymm4, %ymm8, %ymm3
	vpbroadcastd	(%r9), %ymm4
	vcmpltps	%ymm1, %ymm11, %ymm1
	vorps	%ymm3, %ymm1, %ymm1
	vpcmpgtd	%ymm4, %ymm2, %ymm2
	vorps	%ymm2, %ymm1, %ymm1
	vextractf128	$1, %ymm1, %xmm2
	vpackssdw	%xmm2, %xmm1, %xmm1
	vpsrlw	$15, %xmm1, %xmm1
	vpackuswb	%xmm1, %xmm1, %xmm1
	vmovq	%xmm1, (%rbp,%rbx)
	addq	$8, %rbx
	cmpq	%rbx, %r15
	jne	.LBB3_17
	vmovaps	160(%rsp), %xmm12
	vmovaps	272(%rsp), %xmm4
	vmovss	1888(%rsp), %xmm7
	vmovss	1880(%rsp), %xmm5
	vmovss	1872(%rsp), %xmm8
	vmovss	1864(%rsp), %xmm6
	vmovss	1856(%rsp), %xmm10
	vmovss	1848(%rsp), %xmm9
	vmovss	1840(%rsp), %xmm11
	vmovd	1832(%rsp), %xmm13
	movq	184(%rsp), %r9
	movq	200(%rsp), %r12
	movq	192(%rsp), %rax
	movq	1416(%rsp), %r11
	movq	1472(%rsp), %rbp
	cmpq	%r15, 128(%rsp)
	jne	.LBB3_25
	.p2align	4
.LBB3_19:
	cmpq	$0, 120(%rsp)
	jle	.LBB3_5
	vmovd	%r10d, %xmm0
	xorl	%ebx, %ebx
	vpbroadcastd	%xmm0, %xmm0
	jmp	.LBB3_22
	.p2align	4
.LBB3_21:
	incq	%rbx
	cmpq	%rbx, 120(%rsp)
	je	.LBB3_5
.LBB3_22:
	movq	416(%rsp), %r13
	movq	%rbx, %r12
	shlq	$6, %r12
	movabsq	$72340172838076673, %r9
	movabsq	$72624976668147840, %r8
	movq	1416(%rsp), %r11
	movq	1728(%rsp), %r15
	movq	1472(%rsp), %r10
	movq	1584(%rsp), %rcx
	movabsq	$.LCPI3_10, %r14
	movabsq	$.LCPI3_13, %rbp
	movq	(%r13,%r12), %rdx
	movq	8(%r13,%r12), %rsi
	movq	%rdx, %rdi
	shrq	%rdi
	orq	%rdx, %rdi
	movq	%rsi, %rdx
	shrq	%rdx
	orq	%rsi, %rdx
	andq	%r9, %rdi
	andq	%r9, %rdx
	imulq	%r8, %rdi
	imulq	%r8, %rdx
	shrq	$56, %rdi
	shrq	$48, %rdx
	andl	$65280, %edx
	orq	%rdi, %rdx
	movq	16(%r13,%r12), %rdi
	movq	%rdi, %rsi
	shrq	%rsi
	orq	%rdi, %rsi
	andq	%r9, %rsi
	imulq	%r8, %rsi
	shrq	$40, %rsi
	andl	$16711680, %esi
	orq	%rdx, %rsi
	movq	24(%r13,%r12), %rdx
	movq	%rdx, %rdi
	shrq	%rdi
	orq	%rdx, %rdi
	movq	32(%r13,%r12), %rdx
	andq	%r9, %rdi
	imulq	%r8, %rdi
	movq	%rdx, %rax
	shrq	%rax
	shrq	$32, %rdi
	orq	%rdx, %rax
	movabsq	$1095216660480, %rdx
	andl	$-16777216, %edi
	andq	%r9, %rax
	orq	%rsi, %rdi
	imulq	%r8, %rax
	shrq	$24, %rax
	andq	%rdx, %rax
	movq	40(%r13,%r12), %rdx
	orq	%rdi, %rax
	movq	%rdx, %rdi
	shrq	%rdi
	orq	%rdx, %rdi
	movabsq	$280375465082880, %rdx
	andq	%r9, %rdi
	imulq	%r8, %rdi
	shrq	$16, %rdi
	andq	%rdx, %rdi
	movq	48(%r13,%r12), %rdx
	orq	%rax, %rdi
	movabsq	$71776119061217280, %rax
	movq	%rdx, %rsi
	shrq	%rsi
	orq	%rdx, %rsi
	andq	%r9, %rsi
	imulq	%r8, %rsi
	shrq	$8, %rsi
	andq	%rax, %rsi
	movq	56(%r13,%r12), %rax
	movabsq	$.LCPI3_12, %r13
	orq	%rdi, %rsi
	movq	%rax, %rdx
	shrq	%rdx
	orq	%rax, %rdx
	movabsq	$-72057594037927936, %rax
	andq	%r9, %rdx
	movq	1528(%rsp), %r9
	imulq	%r8, %rdx
	movq	1712(%rsp), %r8
	andq	%rax, %rdx
	movabsq	$.LCPI3_11, %rax
	orq	%rsi, %rdx
	je	.LBB3_21
	addq	1912(%rsp), %r12
	.p2align	4
.LBB3_24:
	tzcntq	%rdx, %rsi
	vpbroadcastd	(%rax), %xmm3
	vpbroadcastd	(%r13), %xmm6
	addq	%r12, %rsi
	incl	(%r9,%rsi,4)
	movq	%rsi, %rdi
	imulq	%r15, %rdi
	blsrq	%rdx, %rdx
	vcvtsi2ssl	(%r10,%rsi,4), %xmm4, %xmm1
	vaddss	(%rcx,%rsi,4), %xmm1, %xmm1
	vmovss	%xmm1, (%rcx,%rsi,4)
	movl	$0, (%r10,%rsi,4)
	vpxor	(%r8,%rdi,4), %xmm0, %xmm1
	movq	1248(%rsp), %rdi
	vpsrld	$16, %xmm1, %xmm2
	vpxor	%xmm1, %xmm2, %xmm1
	vpbroadcastd	(%r14), %xmm2
	vpmulld	%xmm2, %xmm1, %xmm1
	vpsrld	$15, %xmm1, %xmm2
	vpxor	%xmm1, %xmm2, %xmm1
	vpmulld	%xmm3, %xmm1, %xmm1
	vbroadcastss	(%rbp), %xmm3
	vpsrld	$24, %xmm1, %xmm2
	vpsrld	$8, %xmm1, %xmm1
	vpxor	%xmm1, %xmm2, %xmm1
	vpaddd	%xmm6, %xmm1, %xmm1
	vcvtdq2ps	%xmm1, %xmm1
	vmulps	%xmm3, %xmm1, %xmm1
	vmovss	%xmm1, (%rdi,%rsi,4)
	movq	1304(%rsp), %rdi
	vextractps	$1, %xmm1, (%rdi,%rsi,4)
	movq	1360(%rsp), %rdi
	vextractps	$2, %xmm1, (%rdi,%rsi,4)
	vextractps	$3, %xmm1, (%r11,%rsi,4)
	jne	.LBB3_24
	jmp	.LBB3_21
.LBB3_25:
	movq	1304(%rsp), %rdi
	movq	1640(%rsp), %rdx
	movq	1360(%rsp), %rsi
	addq	240(%rsp), %rax
	incq	%r12
	leaq	(%r11,%r9), %r14
	xorl	%ebx, %ebx
	leaq	(%rdi,%r9), %r13
	movq	1248(%rsp), %rdi
	addq	%r9, %rdx
	addq	%r9, %rsi
	movq	%rax, %rcx
	movq	%rcx, %rax
	movq	%rdx, %rcx
	leaq	(%rdi,%r9), %r15
	addq	%rbp, %r9
	movq	%rsi, %rbp
	jmp	.LBB3_27
	.p2align	4
.LBB3_26:
	vmovss	(%r14,%rbx,4), %xmm5
	vmovaps	304(%rsp), %xmm10
	vmovaps	288(%rsp), %xmm11
	vmovss	(%r13,%rbx,4), %xmm3
	vmovss	1872(%rsp), %xmm8
	vmovss	1848(%rsp), %xmm9
	vmovss	1832(%rsp), %xmm13
	vmulss	%xmm5, %xmm10, %xmm6
	vfmadd231ss	%xmm5, %xmm12, %xmm0
	vmulss	%xmm6, %xmm5, %xmm6
	vfmadd213ss	%xmm4, %xmm2, %xmm6
	vmulss	%xmm6, %xmm11, %xmm4
	vmulss	%xmm4, %xmm1, %xmm6
	vfmsub231ss	336(%rsp), %xmm2, %xmm6
	vmulss	352(%rsp), %xmm1, %xmm2
	vmulss	%xmm2, %xmm1, %xmm2
	vfnmadd213ss	%xmm7, %xmm11, %xmm2
	vmulss	368(%rsp), %xmm2, %xmm2
	vmovss	1888(%rsp), %xmm7
	vdivss	%xmm2, %xmm6, %xmm2
	vmulss	%xmm2, %xmm10, %xmm6
	vfmadd213ss	%xmm5, %xmm12, %xmm2
	vmovss	1880(%rsp), %xmm5
	vmovss	1856(%rsp), %xmm10
	vmulss	%xmm6, %xmm1, %xmm1
	vmovss	1864(%rsp), %xmm6
	vfnmadd213ss	%xmm4, %xmm11, %xmm1
	vmovaps	272(%rsp), %xmm4
	vmovss	1840(%rsp), %xmm11
	vfmadd213ss	%xmm3, %xmm12, %xmm1
	vfmadd213ss	(%r15,%rbx,4), %xmm12, %xmm3
	vmovss	%xmm3, (%r15,%rbx,4)
	vmovss	%xmm1, (%r13,%rbx,4)
	vmovss	%xmm0, (%rbp,%rbx,4)
	vmovss	%xmm2, (%r14,%rbx,4)
	movl	(%r9,%rbx,4), %edx
	leal	1(%rdx), %esi
	cmpl	$499, %edx
	movl	%esi, (%r9,%rbx,4)
	movabsq	$.LCPI3_2, %rsi
	setge	%dl
	decq	%r12
	vbroadcastss	(%rsi), %xmm1
	vandps	%xmm1, %xmm3, %xmm2
	vandps	%xmm1, %xmm0, %xmm0
	vmovss	1816(%rsp), %xmm1
	vcmpltss	%xmm0, %xmm1, %xmm0
	vmovss	1808(%rsp), %xmm1
	vcmpltss	%xmm2, %xmm1, %xmm1
	vorps	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	orb	%sil, %dl
	andb	$1, %dl
	movb	%dl, (%rax,%rbx)
	incq	%rbx
	cmpq	$1, %r12
	jle	.LBB3_19
.LBB3_27:
	movabsq	$.LCPI3_4, %rdx
	vmovss	(%rbp,%rbx,4), %xmm0
	movabsq	$.LCPI3_5, %rsi
	vmovaps	%xmm4, %xmm14
	vmovss	(%rdx), %xmm1
	movabsq	$.LCPI3_6, %rdx
	vfmadd213ss	(%rsi), %xmm0, %xmm1
	vmovss	(%rdx), %xmm3
	movabsq	$.LCPI3_7, %rdx
	vroundss	$9, %xmm1, %xmm1, %xmm2
	vfmadd213ss	%xmm0, %xmm2, %xmm3
	vfmadd231ss	(%rdx), %xmm2, %xmm3
	vcvttss2si	%xmm2, %edx
	vmulss	%xmm3, %xmm3, %xmm4
	vmovaps	%xmm4, %xmm1
	vfmadd213ss	%xmm11, %xmm9, %xmm1
	vmulss	%xmm4, %xmm5, %xmm5
	vfmadd213ss	%xmm13, %xmm4, %xmm1
	vmulss	%xmm1, %xmm4, %xmm1
	vfmadd132ss	%xmm3, %xmm3, %xmm1
	vmovaps	%xmm4, %xmm3
	vfmadd213ss	%xmm6, %xmm8, %xmm3
	vfmadd213ss	%xmm10, %xmm4, %xmm3
	vmulss	%xmm3, %xmm4, %xmm3
	vfmsub231ss	%xmm3, %xmm4, %xmm5
	vaddss	%xmm5, %xmm7, %xmm3
	testb	$1, %dl
	je	.LBB3_29
	vmovaps	%xmm3, %xmm2
	vmovss	1824(%rsp), %xmm7
	vbroadcastss	(%r8), %xmm3
	testb	$2, %dl
	jne	.LBB3_30
	jmp	.LBB3_31
	.p2align	4
.LBB3_29:
	vmovaps	%xmm1, %xmm2
	vmovaps	%xmm3, %xmm1
	vmovss	1824(%rsp), %xmm7
	vbroadcastss	(%r8), %xmm3
	testb	$2, %dl
	je	.LBB3_31
.LBB3_30:
	vxorps	%xmm3, %xmm2, %xmm2
.LBB3_31:
	movl	(%rcx,%rbx,4), %edi
	incl	%edx
	xorl	%r10d, %edi
	movl	%edi, %esi
	shrl	$16, %esi
	xorl	%edi, %esi
	imull	1896(%rsp), %esi
	movl	%esi, %edi
	shrl	$15, %edi
	xorl	%esi, %edi
	imull	1904(%rsp), %edi
	shrl	$31, %edi
	vxorps	%xmm15, %xmm15, %xmm15
	vcvtsi2ss	%edi, %xmm15, %xmm4
	vfmsub213ss	320(%rsp), %xmm14, %xmm4
	testb	$2, %dl
	je	.LBB3_26
	vxorps	%xmm3, %xmm1, %xmm1
	jmp	.LBB3_26
.LBB3_33:
	cmpq	$1, %rsi
	sete	%al
	testq	%rcx, %rcx
	sete	%cl
	cmpq	%rdi, %rdx
	sete	%dl
	orb	%al, %cl
	orb	%dl, %cl
	je	.LBB3_38
	cmpq	$8, %rdi
	jle	.LBB3_41
	testb	$7, %dil
	je	.LBB3_1
	movabsq	$.const.picklebuf.976fbb1e47bfdac8a219f91ac89dee4d8e92b58e, %rax
	jmp	.LBB3_43
.LBB3_37:
	movq	1272(%rsp), %rdi
	movabsq	$NRT_decref, %rbx
	vzeroupper
	callq	*%rbx
	movq	392(%rsp), %rdi
	callq	*%rbx
	movq	384(%rsp), %rdi
	callq	*%rbx
	movq	1384(%rsp), %rdi
	callq	*%rbx
	movq	1328(%rsp), %rdi
	callq	*%rbx
	movq	1752(%rsp), %rdi
	callq	*%rbx
	movq	1680(%rsp), %rdi
	callq	*%rbx
	movq	1552(%rsp), %rdi
	callq	*%rbx
	movq	1496(%rsp), %rdi
	callq	*%rbx
	movq	1440(%rsp), %rdi
	callq	*%rbx
	movq	1608(%rsp), %rdi
	callq	*%rbx
	movq	1928(%rsp), %rdi
	callq	*%rbx
	movq	400(%rsp), %rax
	movq	$0, (%rax)
	xorl	%eax, %eax
	jmp	.LBB3_45
.LBB3_38:
	movabsq	$.const.picklebuf.7a5c4b27ba321ff4b04e24e952e026042290412b, %rax
	jmp	.LBB3_43
.LBB3_39:
	testl	%eax, %eax
	jne	.LBB3_46
	movabsq	$.const.picklebuf.f20fda2a98106956ead94673057a4b1d37fc0adc, %rax
	jmp	.LBB3_43
.LBB3_41:
	imull	%edi, %esi
	testb	$7, %sil
	je	.LBB3_1
	movabsq	$.const.picklebuf.b5796885b513211cde7c8a6189dce39ee64e014e, %rax
.LBB3_43:
	movq	120(%rsp), %rcx
	movq	%rax, (%rcx)
.LBB3_44:
	movl	$1, %eax
.LBB3_45:
	addq	$1192, %rsp
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
.LBB3_46:
	.cfi_def_cfa_offset 1248
	movq	120(%rsp), %rax
	movq	%rcx, (%rax)
	jmp	.LBB3_44
.Lfunc_end3:
	.size	_ZN5impls9numba_cpu14_rollout_blockB2v5B84c8tJTIeFIjxB2IKSgI4CrvSCKg1MMbCQQPKkLTj8gEEF9aYtuj_2br1ZPz80qKEpNL1Gs1gcFdBDFWEwA_3dE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE8UniTupleIfLi19EE8UniTupleIjLi2EExx5ArrayIhLi1E1C7mutable7alignedE, .Lfunc_end3-_ZN5impls9numba_cpu14_rollout_blockB2v5B84c8tJTIeFIjxB2IKSgI4CrvSCKg1MMbCQQPKkLTj8gEEF9aYtuj_2br1ZPz80qKEpNL1Gs1gcFdBDFWEwA_3dE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE8UniTupleIfLi19EE8UniTupleIjLi2EExx5ArrayIhLi1E1C7mutable7alignedE
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

	.weak	_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v21B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa
	.p2align	4
	.type	_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v21B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa,@function
_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v21B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa:
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
	jne	.LBB6_3
	movq	152(%rsp), %rax
	movb	$67, %bl
	cmpq	%r12, -8(%r15,%rax,8)
	je	.LBB6_3
	xorl	%eax, %eax
	cmpq	%r12, (%r15)
	sete	%al
	leal	65(%rax,%rax,4), %ebx
.LBB6_3:
	movq	176(%rsp), %r9
	cmpq	%r9, %r12
	je	.LBB6_9
	cmpb	$65, %bl
	je	.LBB6_6
	testq	%rbp, %rbp
	je	.LBB6_6
.LBB6_9:
	movq	96(%rsp), %rcx
	movq	88(%rsp), %rsi
	decq	%rbp
	xorl	%r14d, %r14d
	cmpb	$67, %bl
	cmoveq	%rbp, %r14
	cmpq	%r12, %r9
	jge	.LBB6_12
	testq	%r9, %r9
	je	.LBB6_11
	movq	%r9, %rax
	orq	%r12, %rax
	shrq	$32, %rax
	testq	%rax, %rax
	je	.LBB6_22
	je	.LBB6_22
	je	.LBB6_22
	movq	%r12, %rax
	cqto
	idivq	%r9
	jmp	.LBB6_26
.LBB6_12:
	jle	.LBB6_19
	testq	%r9, %r9
	je	.LBB6_11
	movq	%r14, %r13
	sarq	$63, %r13
	leaq	(%rsi,%r14,8), %rsi
	andq	%r13, %rcx
	imulq	(%rsi,%rcx,8), %r12
	cmpq	$-1, %r9
	jne	.LBB6_28
	movq	%r12, %rax
	negq	%rax
	jo	.LBB6_16
.LBB6_28:
	movq	%r12, %rax
	orq	%r9, %rax
	shrq	$32, %rax
	testq	%rax, %rax
	je	.LBB6_29
	je	.LBB6_29
	je	.LBB6_29
	movq	%r12, %rax
	cqto
	idivq	%r9
	jmp	.LBB6_33
.LBB6_22:
	movl	%r12d, %eax
	xorl	%edx, %edx
	divl	%r9d
.LBB6_26:
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
	jne	.LBB6_34
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
	jmp	.LBB6_18
.LBB6_6:
	movq	112(%rsp), %rdi
	movabsq	$NRT_decref, %rbx
	callq	*%rbx
	movq	(%rsp), %rdi
	callq	*%rbx
	movq	8(%rsp), %rax
	movb	$0, (%rax)
	jmp	.LBB6_7
.LBB6_19:
	movq	112(%rsp), %rdi
	movabsq	$NRT_decref, %rax
	callq	*%rax
	movq	(%rsp), %rdi
	movq	8(%rsp), %rbx
	jmp	.LBB6_20
.LBB6_29:
	movl	%r12d, %eax
	xorl	%edx, %edx
	divl	%r9d
.LBB6_33:
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
	jne	.LBB6_34
	movzbl	%dil, %edx
	subq	%rdx, %rax
.LBB6_17:
	movq	(%rsp), %rdi
	movq	%rax, (%rsi,%rcx,8)
	movabsq	$NRT_decref, %rax
	callq	*%rax
	andq	152(%rsp), %r13
	movq	176(%rsp), %rcx
	leaq	(%r15,%r14,8), %rax
	movq	%rcx, (%rax,%r13,8)
.LBB6_18:
	movq	8(%rsp), %rbx
	movq	112(%rsp), %rdi
.LBB6_20:
	movabsq	$NRT_decref, %rax
	callq	*%rax
	movb	$1, (%rbx)
.LBB6_7:
	xorl	%r12d, %r12d
	jmp	.LBB6_8
.LBB6_34:
	movq	112(%rsp), %rdi
	movabsq	$NRT_decref, %rbx
	callq	*%rbx
	movq	(%rsp), %rdi
	callq	*%rbx
	movq	8(%rsp), %rax
	movb	$0, (%rax)
.LBB6_8:
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
.LBB6_11:
	.cfi_def_cfa_offset 80
	movq	16(%rsp), %rcx
	movabsq	$.const.picklebuf.ffb24196e71d4d5274d7295bceca009ea25a5f9d, %rax
	movl	$1, %r12d
	movq	%rax, (%rcx)
	jmp	.LBB6_8
.LBB6_16:
	xorl	%eax, %eax
	jmp	.LBB6_17
.Lfunc_end6:
	.size	_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v21B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa, .Lfunc_end6-_ZN5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v21B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa
	.cfi_endproc

	.type	.const.__numba_parfor_gufunc_0x7f376dc00d50,@object
	.section	.lrodata,"al",@progbits
	.p2align	4, 0x0
.const.__numba_parfor_gufunc_0x7f376dc00d50:
	.asciz	"__numba_parfor_gufunc_0x7f376dc00d50"
	.size	.const.__numba_parfor_gufunc_0x7f376dc00d50, 37

	.type	_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,@object
	.comm	_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE,8,8
	.type	".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE",@object
	.p2align	4, 0x0
".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE":
	.asciz	"missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE"
	.size	".const.missing Environment: _ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f376dc00d50B3v23B144c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStao0sCEDYswpLiwBbsDaCk0NmzRo6NaPTk_2fr6QoMblEvRboAmD0QhwDAA_3d_3dE5ArrayIyLi1E1C7mutable7alignedEfffffffffffffffffffjjx5ArrayIhLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedEx5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", 637

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
	.type	.const.pickledata.f20fda2a98106956ead94673057a4b1d37fc0adc,@object
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

	.type	_ZN08NumbaEnv5impls9numba_cpu14_rollout_blockB2v5B84c8tJTIeFIjxB2IKSgI4CrvSCKg1MMbCQQPKkLTj8gEEF9aYtuj_2br1ZPz80qKEpNL1Gs1gcFdBDFWEwA_3dE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE8UniTupleIfLi19EE8UniTupleIjLi2EExx5ArrayIhLi1E1C7mutable7alignedE,@object
	.comm	_ZN08NumbaEnv5impls9numba_cpu14_rollout_blockB2v5B84c8tJTIeFIjxB2IKSgI4CrvSCKg1MMbCQQPKkLTj8gEEF9aYtuj_2br1ZPz80qKEpNL1Gs1gcFdBDFWEwA_3dE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIiLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi2E1C7mutable7alignedE5ArrayIjLi1E1C7mutable7alignedE8UniTupleIfLi19EE8UniTupleIjLi2EExx5ArrayIhLi1E1C7mutable7alignedE,8,8
	.type	_ZN08NumbaEnv5numba2np8arrayobj18ol_compatible_view12_3clocals_3e4implB3v20B86c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsCAgXrKFt1X1erJ_2bXklRYnJJeq1msDAxYh_2bqJnA4AOzNAE_3dE5ArrayIhLi1E1C7mutable7alignedE17class_28uint64_29,@object
	.comm	_ZN08NumbaEnv5numba2np8arrayobj18ol_compatible_view12_3clocals_3e4implB3v20B86c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsCAgXrKFt1X1erJ_2bXklRYnJJeq1msDAxYh_2bqJnA4AOzNAE_3dE5ArrayIhLi1E1C7mutable7alignedE17class_28uint64_29,8,8
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

	.type	_ZN08NumbaEnv5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v21B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa,@object
	.comm	_ZN08NumbaEnv5numba2np8arrayobj13_change_dtype12_3clocals_3e3impB3v21B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx5ArrayIxLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExxa,8,8
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
