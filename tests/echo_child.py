"""A child of the protocol (harness/child.py) for tests/test_child.py: what it does is the request's "do"."""
import os
import sys
import time

from harness import child

print("said at import, before serve() takes stdout over")


def handle(request, emit):
    do = request["do"]
    print("a compiler's chatter on stdout")  # the protocol keeps stdout to itself: this goes to stderr
    os.write(1, b"and some from C, without a newline: ")  # on the protocol's stdout it would spoil the next line
    for k in range(request.get("lines", 0)):
        emit({"k": k})
    if do == "raise":
        raise ValueError("a bad value\nsecond line")
    if do == "die":
        print("dying now", file=sys.stderr, flush=True)
        os._exit(7)
    if do == "sleep":
        emit({"pid": os.getpid()})
        time.sleep(60)
    return {"echo": request}


if __name__ == "__main__":
    child.serve(handle)
