#!/usr/bin/env python3
"""The web server's ceilings and framing rules, over raw sockets on loopback.

Starts `lightsout serve` on a free port of 127.0.0.1 and checks (docs/ROBUSTNESS.md,
"The web server"):
  - a flood of header lines, or one endless header line, is answered 431 (or 400)
    while the flood is still being sent, and the server's memory stays bounded;
  - two Content-Lengths (different or equal) and a Transfer-Encoding written with a
    space before its colon are answered 400;
  - three requests written at once are answered three times, in order;
  - a Range the server cannot satisfy is ignored: 200 and the whole file;
  - every answer, refusals included, carries the security headers;
  - 30 distinct heavy analyses, each on a new connection, two at a time, leave the
    server's resident memory (VmRSS) under its stated ceiling (--memory-limit).

Usage: http_front_test.py LIGHTSOUT_BINARY. Exit 0 when every check passes; each
failure is one line on stderr. No check depends on how fast the machine is: the
waits below only bound a test that would otherwise hang.
"""
import os
import re
import select
import socket
import subprocess
import sys
import threading

WAIT = 120 * float(os.environ.get("LIGHTSOUT_TEST_TIME_SCALE", "1"))  # seconds, only against hanging
MEMORY_LIMIT_MIB = 1024
SECURITY_HEADERS = ("x-content-type-options", "content-security-policy", "cache-control")

failures = []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures.append(what)


def start_server(lightsout):
    process = subprocess.Popen([lightsout, "serve", "--port", "0", "--host", "127.0.0.1",
                                "--memory-limit", str(MEMORY_LIMIT_MIB)],
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    line = process.stderr.readline().decode(errors="replace")
    match = re.search(r"http://127\.0\.0\.1:([0-9]+)/", line)
    if not match:
        process.kill()
        sys.exit("http_front_test.py: the server did not start: " + line.strip())
    return process, int(match.group(1))


def rss_mib(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def connect(port):
    sock = socket.create_connection(("127.0.0.1", port), timeout=WAIT)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


class Reader:
    """Answers read one at a time from a socket: (status, headers, body), None once closed."""

    def __init__(self, sock):
        self.sock, self.buffer = sock, b""

    def more(self):
        try:
            chunk = self.sock.recv(65536)
        except (ConnectionResetError, socket.timeout):
            chunk = b""
        self.buffer += chunk
        return bool(chunk)

    def answer(self):
        while b"\r\n\r\n" not in self.buffer:
            if not self.more():
                return None
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split()[1])
        headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            headers.setdefault(name.strip().lower(), []).append(value.strip())
        length = int(headers.get("content-length", ["0"])[0])
        while len(self.buffer) < length:
            if not self.more():
                break
        body, self.buffer = self.buffer[:length], self.buffer[length:]
        return status, headers, body


def exchange(port, request):
    with connect(port) as sock:
        sock.sendall(request)
        return Reader(sock).answer()


def has_security_headers(answer):
    return answer is not None and all(len(answer[1].get(name, [])) == 1 for name in SECURITY_HEADERS)


def flood(port, first, line, most_bytes):
    """Sends `first`, then `line` over and over (never the empty line) until the server
    answers or closes, or `most_bytes` went; returns (answer, bytes sent)."""
    sock = connect(port)
    sent = 0
    try:
        sock.sendall(first)
        chunk = line * max(1, 65536 // len(line))
        while sent < most_bytes:
            if select.select([sock], [], [], 0)[0]:
                break
            try:
                sock.sendall(chunk)
            except (BrokenPipeError, ConnectionResetError):
                break
            sent += len(chunk)
        return Reader(sock).answer(), sent
    finally:
        sock.close()


def test_header_floods(port, pid):
    before = rss_mib(pid)
    results = [None] * 3

    def one(i):
        results[i] = flood(port, b"GET / HTTP/1.1\r\nHost: x\r\n", b"X-%d: a\r\n" % i, 40 << 20)

    threads = [threading.Thread(target=one, args=(i,)) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for i, (answer, sent) in enumerate(results):
        check(answer is not None and answer[0] in (400, 431),
              "header-line flood %d: answered %s after %d bytes (431 or 400 expected)"
              % (i, answer and answer[0], sent))
        check(has_security_headers(answer), "header-line flood %d: the refusal carries the security headers" % i)
    answer, sent = flood(port, b"GET / HTTP/1.1\r\nX-Long: ", b"a" * 4096, 40 << 20)
    check(answer is not None and answer[0] in (400, 431),
          "one endless header line: answered %s after %d bytes" % (answer and answer[0], sent))
    grown = rss_mib(pid) - before
    check(grown < 64, "the floods grew the server by %.1f MiB (at most 64)" % grown)


BODY = b'{"rows":1,"cols":1,"cells":["1"]}'


def test_framing(port):
    for name, request in [
        ("two different Content-Lengths",
         b"POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\nContent-Length: 5\r\n\r\n" % len(BODY) + BODY),
        ("two equal Content-Lengths",
         b"POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\nContent-Length: %d\r\n\r\n"
         % (len(BODY), len(BODY)) + BODY),
        ("'Transfer-Encoding : chunked' with a Content-Length",
         b"POST /api/solve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding : chunked\r\nContent-Length: %d\r\n\r\n"
         % len(BODY) + BODY),
        ("'Content-Length : N' (a space before the colon)",
         b"POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Length : %d\r\n\r\n" % len(BODY) + BODY),
    ]:
        answer = exchange(port, request)
        check(answer is not None and answer[0] == 400, "%s: answered %s (400 expected)" % (name, answer and answer[0]))
        check(has_security_headers(answer), "%s: the 400 carries the security headers" % name)


def test_pipelining(port):
    with connect(port) as sock:
        sock.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n"
                     b"GET /no-such-file HTTP/1.1\r\nHost: x\r\n\r\n"
                     b"GET /app.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        reader = Reader(sock)
        answers = [reader.answer() for _ in range(3)]
    got = [a and a[0] for a in answers]
    check(got == [200, 404, 200], "three pipelined GETs: answered %s (200, 404, 200 in order expected)" % got)
    check(answers[0] is not None and b'"ok"' in answers[0][2], "the first pipelined answer is /health's")
    check(answers[2] is not None and answers[2][1].get("content-type", [""])[0].startswith("text/javascript")
          or (answers[2] is not None and "javascript" in answers[2][1].get("content-type", [""])[0]),
          "the third pipelined answer is app.js")
    check(all(has_security_headers(a) for a in answers), "every pipelined answer (the 404 too) carries the security headers")


def test_range_and_errors(port):
    whole = exchange(port, b"GET /app.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    ranged = exchange(port, b"GET /app.js HTTP/1.1\r\nHost: x\r\nRange: bytes=999999999999999999999-\r\n"
                            b"Connection: close\r\n\r\n")
    check(ranged is not None and ranged[0] == 200 and whole is not None and ranged[2] == whole[2] and len(whole[2]) > 0,
          "a huge Range: answered %s with the whole file (200 expected)" % (ranged and ranged[0]))
    for name, request, status in [
        ("405", b"POST /app.js HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n", 405),
        ("413", b"POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000000\r\n\r\n", 413),
        ("411", b"POST /api/solve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 411),
        ("404 of the API", b"GET /api/nothing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 404),
        ("400 of a bad request line", b"GET\r\n\r\n", 400),
    ]:
        answer = exchange(port, request)
        check(answer is not None and answer[0] == status, "%s: answered %s" % (name, answer and answer[0]))
        check(has_security_headers(answer), "%s: carries the security headers" % name)


def test_heavy_analyses(port, pid):
    """30 distinct heavy analyses on new connections, two at a time."""
    statuses, peak = [], [0.0]
    lock = threading.Lock()

    def client(first):
        for i in range(first, 30, 2):
            answer = exchange(port, b"GET /api/analyze?rule=cross&rows=256&cols=%d&states=255 HTTP/1.1\r\n"
                                    b"Host: x\r\nConnection: close\r\n\r\n" % (256 - i))
            with lock:
                statuses.append(answer and answer[0])
                peak[0] = max(peak[0], rss_mib(pid))

    threads = [threading.Thread(target=client, args=(k,)) for k in range(2)]
    for t in threads:
        t.start()
    while any(t.is_alive() for t in threads):
        peak[0] = max(peak[0], rss_mib(pid))
        threads[0].join(0.05)
    for t in threads:
        t.join()
    answered = statuses.count(200)
    refused = statuses.count(503)
    print("heavy analyses: %d answered, %d refused 503, peak VmRSS %.0f MiB, now %.0f MiB"
          % (answered, refused, peak[0], rss_mib(pid)))
    check(answered + refused == 30, "every heavy analysis answered 200 or 503 (got %s)" % sorted(set(statuses), key=str))
    check(answered >= 10, "at least 10 of the 30 heavy analyses computed (%d)" % answered)
    check(peak[0] < MEMORY_LIMIT_MIB, "VmRSS stayed under the ceiling of %d MiB (peak %.0f MiB)"
          % (MEMORY_LIMIT_MIB, peak[0]))


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: http_front_test.py LIGHTSOUT_BINARY")
    process, port = start_server(sys.argv[1])
    try:
        test_framing(port)
        test_pipelining(port)
        test_range_and_errors(port)
        test_header_floods(port, process.pid)
        test_heavy_analyses(port, process.pid)
        check(process.poll() is None, "the server is still running")
    finally:
        process.terminate()
        try:
            process.wait(WAIT)
        except subprocess.TimeoutExpired:
            process.kill()
    for failure in failures:
        print("http_front_test.py: " + failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
