def pytest_addoption(parser):
    parser.addoption("--conformance-size", choices=("full", "small"), default="full",
                     help="problem sizes of the conformance suite (small: for the CUDA simulator)")
