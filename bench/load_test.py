#!/usr/bin/python3
"""The web server under a bounded local load: `make load`.

    bench/load_test.py [LIGHTSOUT] [--url URL [--pid PID]] [--clients 200]
                       [--requests 20000] [--slow 24] [--seed 1] [--pool 48]
                       [--check-every 10] [--idle 260] [--padded 100]
                       [--distinct 100000] [--hostile 30] [--memory-limit 1536]
                       [--probe-limit 0.25] [--json FILE]

Starts `LIGHTSOUT serve --port 0` (default: build/lightsout beside this
folder) or uses the server at --url, then, all at once:
  clients   --clients keep-alive connections send --requests requests in all,
            each the next of a fixed random mix (see KINDS): /api/analyze
            (plus, square, cross, stencils, torus, up to 50 x 50), /api/solve
            with two states (up to 50 x 50, torus, minimal), with a random
            stencil footprint (3x3 .. 7x7), with K = 3..9 states (up to
            20 x 20), analyze mod K, /api/hint, /api/new and the page, drawn
            from --pool different requests of each kind (fixed by --seed).
            Half of the boards are made solvable (random presses), half are
            random.
            A 503 is not retried: its Retry-After is waited, then the client
            takes the next request.
  slow      --slow sockets that never finish a request, in three kinds: one
            header byte every 3 s ("drip"), complete headers and a part of the
            declared body ("half-body"), half a request line and then
            nothing ("half-header"). Each is reopened when the server cuts it.
  probe     a new connection asking GET /health every 100-200 ms (started on
            time even while earlier probes are still waiting); a probe that
            gets no 200 within --probe-timeout is unanswered.
  idle      --idle sockets that connect and send nothing (they must not slow the
            probes), reopened when the server closes them.
  padded    --padded requests one after the other: a 250 KB body of empty
            objects under an unknown key (2.93 s of CPU each for a JSON
            parser quadratic in its input); each must be answered 400, the median
            within 250 ms (each waits for a compute slot like any request).
  sampler   the server's VmRSS, VmHWM, threads and CPU time (/proc/PID) every
            250 ms.
  distinct  after the mix (the probes, idle and slow sockets go on): --distinct
            /api/analyze requests, each a different random stencil, board size
            (8..24) or torus: a new dense factor each, from 8 clients. The
            server's RSS is reported over the phase and must level off (the
            second half may grow at most a quarter of the first half's growth
            plus 32 MiB).
  hostile   after the distinct analyses (the probes, idle and slow sockets go
            on): three connections each flooding header lines (up to 40 MB,
            never the empty line) and one an endless header line, each must
            be answered 431 or 400 while it still sends; 50 connections each
            writing three GETs at once, each answered three times in order;
            --hostile distinct heavy analyses (the cross rule on 256 x N
            boards of 255 states, ~240 MB each) on new connections, two at a
            time, answered 200 or 503. The server's VmRSS, sampled every
            250 ms over the whole run, must stay under --memory-limit (the
            ceiling the server is started with).
  factors   with --factors N, after the mix (the probes and slow sockets go
            on): N /api/analyze requests with random stencils on 50 x 50, one
            after the other, each a new dense factor for the server's cache;
            the server's RSS is printed as they go.
Afterwards one request in --check-every has its answer checked here,
independently of the server: presses simulated to the goal, certificates
shown to be quiet patterns with a non-zero overlap, quiet patterns of
analyze pressed to nothing, rank + nullity = cells.

Prints requests by status, latency percentiles per kind (from sending the
request to the last byte of the answer, as this client sees it: they include
the client's own scheduling), the probes, the slow sockets (how long the
server let them hang), the server's peak memory and CPU, and the errors.

Exit 0 when everything held, 1 when anything failed: a probe unanswered or
slower than --probe-limit, a padded request not answered 400 in time, RSS not
levelling off over the distinct analyses, a 5xx
other than 503 with Retry-After, any other status than 200 or 503, a client
connection that broke or timed out, a wrong answer, a slow socket held longer
than --slow-deadline + 5 s, the server dying or not ending cleanly on SIGTERM;
2 for a usage error or a server that does not start.
Standard library only (Debian's /usr/bin/python3): no PyPI.
"""
import argparse
import asyncio
import select
import socket
import json
import math
import os
import random
import re
import signal
import sys
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))

# Request kinds and their share of the requests.
KINDS = (
    ("analyze", 15),    # GET /api/analyze, 2 states, plus/square/cross/stencil, torus
    ("solve", 20),      # POST /api/solve, 2 states, plus/square/cross, up to 50 x 50
    ("minimal", 15),    # the same with "minimal": true
    ("stencil", 15),    # POST /api/solve with a random stencil footprint 3x3..7x7
    ("kstate", 15),     # POST /api/solve with K = 3..9 states, up to 20 x 20
    ("analyze-k", 5),   # GET /api/analyze?states=K
    ("hint", 5),        # POST /api/hint
    ("new", 5),         # GET /api/new (a fewest-press puzzle made to order)
    ("page", 5),        # GET / and the page's assets
)
SIZES = ((5, 5), (6, 9), (10, 10), (13, 17), (20, 20), (24, 31), (32, 32), (40, 40), (47, 50), (49, 49), (50, 50))
K_SIZES = ((4, 4), (5, 5), (7, 9), (10, 10), (15, 15), (17, 20), (20, 20))
SLOW_MODES = ("drip", "half-body", "half-header")
DRIP_SECONDS = 3.0


# ---------------------------------------------------------------- the puzzles

def offsets_of(rule):
    """The cells one press changes, relative to the pressed one (not cross)."""
    if rule == "plus":
        return [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)]
    if rule == "square":
        return [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)]
    rows = rule[len("stencil:"):].split("/")
    h, w = len(rows), len(rows[0])
    return [(r - h // 2, c - w // 2) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "x"]


_changes = {}


def changes_of(rule, rows, cols, torus):
    """For each cell, the cells its press changes (row-major indices)."""
    key = (rule, rows, cols, torus)
    if key not in _changes:
        lists = []
        for r in range(rows):
            for c in range(cols):
                if rule == "cross":
                    cells = {r * cols + k for k in range(cols)} | {k * cols + c for k in range(rows)}
                    lists.append(sorted(cells))
                    continue
                cells = []
                for dr, dc in offsets_of(rule):
                    rr, cc = r + dr, c + dc
                    if torus:
                        rr, cc = rr % rows, cc % cols
                    elif not (0 <= rr < rows and 0 <= cc < cols):
                        continue
                    cells.append(rr * cols + cc)
                lists.append(cells)
        _changes[key] = lists
    return _changes[key]


def random_stencil(rng):
    while True:
        h, w = rng.choice((3, 5, 7)), rng.choice((3, 5, 7))
        rows = ["".join("x" if rng.random() < 0.5 else "." for _ in range(w)) for _ in range(h)]
        if sum(row.count("x") for row in rows) >= 2:
            return "stencil:" + "/".join(rows)


def random_board(rng, rule, rows, cols, torus, states):
    """Lights (row-major values) and whether they were made solvable."""
    n = rows * cols
    if rng.random() < 0.5:
        return [rng.randrange(states) for _ in range(n)], False
    lights = [0] * n
    changes = changes_of(rule, rows, cols, torus)
    for j in range(n):
        if rng.random() < 0.3:
            t = rng.randrange(1, states)
            for i in changes[j]:
                lights[i] = (lights[i] + t) % states
    return lights, True


def board_json(lights, rows, cols):
    return [("".join(str(v) for v in lights[r * cols:(r + 1) * cols])) for r in range(rows)]


class Spec:
    """One request of the mix, and what is needed to check its answer."""

    def __init__(self, kind, method, path, body=None, check=None):
        self.kind, self.method, self.path, self.check = kind, method, path, check
        self.body = json.dumps(body, separators=(",", ":")).encode() if body is not None else None


def solve_spec(kind, rng, rule, rows, cols, torus, states=2, minimal=False, path="/api/solve"):
    lights, solvable = random_board(rng, rule, rows, cols, torus, states)
    body = {"rows": rows, "cols": cols, "cells": board_json(lights, rows, cols), "rule": rule,
            "torus": torus, "minimal": minimal}
    if states > 2:
        body["states"] = states
    check = ("solve", rule, rows, cols, torus, states, lights, solvable) if path == "/api/solve" else ("keys", "solvable")
    return Spec(kind, "POST", path, body, check)


def analyze_spec(kind, rng, rule, rows, cols, torus, states=2):
    query = {"rule": rule, "rows": rows, "cols": cols, "torus": "true" if torus else "false"}
    if states > 2:
        query["states"] = states
    check = ("analyze", rule, rows, cols, torus) if states == 2 else ("keys", "nullity")
    return Spec(kind, "GET", "/api/analyze?" + urllib.parse.urlencode(query), check=check)


def make_spec(kind, rng):
    if kind == "analyze":
        rule = rng.choice(("plus", "square", "cross", "plus", "square", random_stencil(rng)))
        rows, cols = rng.choice(SIZES)
        return analyze_spec(kind, rng, rule, rows, cols, rng.random() < 0.3 and min(rows, cols) >= 7)
    if kind in ("solve", "minimal"):
        rows, cols = rng.choice(SIZES)
        torus = rng.random() < (0.5 if kind == "minimal" else 0.3)
        return solve_spec(kind, rng, rng.choice(("plus", "square", "cross")), rows, cols, torus,
                          minimal=kind == "minimal")
    if kind == "stencil":
        rows, cols = rng.choice(SIZES)
        torus = rng.random() < 0.3 and min(rows, cols) >= 7
        return solve_spec(kind, rng, random_stencil(rng), rows, cols, torus, minimal=rng.random() < 0.3)
    if kind == "kstate":
        rows, cols = rng.choice(K_SIZES)
        rule = rng.choice(("plus", "plus", "square", random_stencil(rng)))
        torus = rng.random() < 0.3 and min(rows, cols) >= 7
        return solve_spec(kind, rng, rule, rows, cols, torus, states=rng.randrange(3, 10), minimal=rng.random() < 0.3)
    if kind == "analyze-k":
        rows, cols = rng.choice(K_SIZES)
        return analyze_spec(kind, rng, rng.choice(("plus", "square")), rows, cols,
                            rng.random() < 0.3 and min(rows, cols) >= 7, states=rng.randrange(3, 10))
    if kind == "hint":
        rows, cols = rng.choice(SIZES[:6])
        return solve_spec(kind, rng, rng.choice(("plus", "square")), rows, cols, False, path="/api/hint")
    if kind == "new":
        rows = rng.choice((5, 7, 10, 20, 30, 50))
        query = {"rows": rows, "cols": rows, "rule": rng.choice(("plus", "square")), "seed": rng.randrange(10**6),
                 "torus": "true" if rng.random() < 0.3 else "false"}
        return Spec(kind, "GET", "/api/new?" + urllib.parse.urlencode(query), check=("keys", "cells"))
    if kind == "page":
        return Spec(kind, "GET", rng.choice(("/", "/", "/app.js", "/style.css", "/game.js")), check=("page",))
    raise ValueError(kind)


def make_plan(count, seed, pool):
    """`count` requests drawn from `pool` distinct requests made per kind."""
    rng = random.Random(seed)
    pools = {kind: [make_spec(kind, rng) for _ in range(pool)] for kind, _ in KINDS}
    kinds = [kind for kind, _ in KINDS]
    weights = [weight for _, weight in KINDS]
    return [rng.choice(pools[kind]) for kind in rng.choices(kinds, weights, k=count)]


# ------------------------------------------------------------ the answers

def check_answer(spec, body):
    """None when the answer holds, else what is wrong with it."""
    try:
        answer = json.loads(body) if spec.check[0] != "page" else None
    except ValueError:
        return "not JSON: " + body[:80].decode(errors="replace")
    what = spec.check[0]
    if what == "page":
        return None if body else "an empty page"
    if what == "keys":
        return None if spec.check[1] in answer else "no %r in the answer" % spec.check[1]
    if what == "analyze":
        _, rule, rows, cols, torus = spec.check
        if answer["rank"] + answer["nullity"] != rows * cols:
            return "rank + nullity != cells"
        changes = changes_of(rule, rows, cols, torus)
        for pattern in answer["quiet"][:2]:  # pressed, they change nothing
            lights = [0] * (rows * cols)
            for j, ch in enumerate(ch for row in pattern for ch in row):
                if ch == "1":
                    for i in changes[j]:
                        lights[i] ^= 1
            if any(lights):
                return "a quiet pattern is not quiet"
        return None
    _, rule, rows, cols, torus, states, lights, solvable = spec.check
    changes = changes_of(rule, rows, cols, torus)
    if answer["solvable"]:
        result = list(lights)
        for press in answer["presses"]:
            times = press[2] if len(press) > 2 else 1
            for i in changes[(press[0] - 1) * cols + press[1] - 1]:
                result[i] = (result[i] + times) % states
        return None if not any(result) else "the presses leave lights on"
    y = [0] * (rows * cols)
    for entry in answer["certificate"]:
        y[(entry[0] - 1) * cols + entry[1] - 1] = entry[2] if len(entry) > 2 else 1
    if any(sum(y[i] for i in changes[j]) % states for j in range(rows * cols)):
        return "the certificate is not a quiet pattern" + (" (the board was made solvable)" if solvable else "")
    if sum(yi * -v for yi, v in zip(y, lights)) % states == 0:
        return "the certificate does not separate the board from the goal"
    return None


# ------------------------------------------------------------- HTTP client

class BadAnswer(Exception):
    pass


async def read_answer(reader):
    """(status, headers with lower-case names, body) of one HTTP/1.1 answer."""
    line = await reader.readline()
    if not line:
        raise ConnectionResetError("closed before an answer")
    parts = line.split(None, 2)
    if len(parts) < 2 or not parts[0].startswith(b"HTTP/"):
        raise BadAnswer("bad status line %r" % line[:60])
    status = int(parts[1])
    headers = {}
    while True:
        line = await reader.readline()
        if line in (b"\r\n", b"\n"):
            break
        if not line:
            raise ConnectionResetError("closed inside the headers")
        name, _, value = line.decode("latin-1").partition(":")
        headers[name.strip().lower()] = value.strip()
    if "content-length" in headers:
        body = await reader.readexactly(int(headers["content-length"]))
    else:
        body = await reader.read()
    return status, headers, body


def request_bytes(host, spec, close=False):
    head = "%s %s HTTP/1.1\r\nHost: %s\r\n" % (spec.method, spec.path, host)
    if close:
        head += "Connection: close\r\n"
    if spec.body is not None:
        head += "Content-Type: application/json\r\nContent-Length: %d\r\n" % len(spec.body)
    return head.encode() + b"\r\n" + (spec.body or b"")


def percentile(sorted_values, q):
    if not sorted_values:
        return float("nan")
    return sorted_values[min(len(sorted_values) - 1, max(0, math.ceil(q * len(sorted_values)) - 1))]


# --------------------------------------------------------------- the test

class LoadTest:
    def __init__(self, args, host, port, pid):
        self.args, self.host, self.port, self.pid = args, host, port, pid
        self.plan = make_plan(args.requests, args.seed, args.pool)
        self.next = 0
        self.done = False
        self.status = {}             # status -> count
        self.by_kind = {}            # kind -> {"latency": [...], "status": {...}}
        self.busy_without_retry = 0  # 503 without Retry-After
        self.errors = {}             # description -> count
        self.kept = []               # (spec, body) to check afterwards
        self.probes = []             # (answered, seconds, note)
        self.slow = []               # (mode, seconds held, cut by the server, first answer line)
        self.samples = []            # (time, rss kB, hwm kB, threads, cpu seconds)
        self.idle = []               # (seconds held, closed by the server)
        self.padded = []             # (status, seconds)
        self.distinct_rss = []       # (analyses done, rss kB)
        self.floods = []             # (status or None, bytes sent)
        self.pipelined = []          # the statuses of three pipelined GETs, per connection
        self.heavy = []              # statuses of the heavy analyses
        self.hostile_rss = []        # (step, rss kB)

    def error(self, what):
        self.errors[what] = self.errors.get(what, 0) + 1

    async def connect(self):
        return await asyncio.wait_for(asyncio.open_connection(self.host, self.port), self.args.timeout)

    async def client(self):
        reader = writer = None
        while self.next < len(self.plan):
            index, self.next = self.next, self.next + 1
            spec = self.plan[index]
            record = self.by_kind.setdefault(spec.kind, {"latency": [], "status": {}})
            try:
                if writer is None:
                    reader, writer = await self.connect()
                start = time.perf_counter()
                writer.write(request_bytes(self.host, spec))
                status, headers, body = await asyncio.wait_for(read_answer(reader), self.args.timeout)
                seconds = time.perf_counter() - start
            except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError, BadAnswer) as e:
                self.error("%s: %s %s" % (spec.kind, type(e).__name__, str(e)[:60]))
                if writer is not None:
                    writer.close()
                reader = writer = None
                continue
            self.status[status] = self.status.get(status, 0) + 1
            record["status"][status] = record["status"].get(status, 0) + 1
            if status == 200:
                record["latency"].append(seconds)
                if index % self.args.check_every == 0:
                    self.kept.append((spec, body))
            if headers.get("connection", "").lower() == "close":
                writer.close()
                reader = writer = None
            if status == 503:
                retry = headers.get("retry-after")
                if retry is None:
                    self.busy_without_retry += 1
                await asyncio.sleep(min(float(retry or 1), 5))
        if writer is not None:
            writer.close()

    async def probe(self):
        start = time.perf_counter()
        writer = None
        try:
            reader, writer = await asyncio.wait_for(asyncio.open_connection(self.host, self.port),
                                                    self.args.probe_timeout)
            writer.write(b"GET /health HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n" % self.host.encode())
            status, _, body = await asyncio.wait_for(read_answer(reader),
                                                     self.args.probe_timeout - (time.perf_counter() - start))
            answered = status == 200 and b'"ok"' in body
            note = "" if answered else "status %d" % status
        except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError, BadAnswer) as e:
            answered, note = False, type(e).__name__
        finally:
            if writer is not None:
                writer.close()
        self.probes.append((answered, time.perf_counter() - start, note))

    async def prober(self):
        rng = random.Random(self.args.seed + 1)
        probes = []
        while not self.done:
            probes.append(asyncio.ensure_future(self.probe()))
            await asyncio.sleep(rng.uniform(0.1, 0.2))
        await asyncio.gather(*probes)

    async def slow_socket(self, mode):
        """Holds one unfinished request after another until the load ends."""
        while not self.done:
            try:
                reader, writer = await self.connect()
            except (OSError, asyncio.TimeoutError) as e:
                self.error("slow %s: connect %s" % (mode, type(e).__name__))
                await asyncio.sleep(1)
                continue
            opened = time.perf_counter()
            if mode == "drip":
                pending = b"POST /api/solve HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 100000
            elif mode == "half-body":
                writer.write(b"POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                             b"Content-Length: 1000\r\n\r\n{\"rows\":5,")
                pending = b""
            else:
                writer.write(b"GET /health HTTP/1.1\r\nHo")
                pending = b""
            reading = asyncio.ensure_future(reader.read(200))
            try:
                while not self.done and not reading.done():
                    if pending:
                        writer.write(pending[:1])
                        pending = pending[1:]
                        await writer.drain()
                    await asyncio.wait({reading}, timeout=DRIP_SECONDS if mode == "drip" else 0.2)
            except OSError:
                pass  # the server cut it while we wrote
            held = time.perf_counter() - opened
            cut = reading.done()
            first = b""
            if cut and not reading.cancelled() and reading.exception() is None:
                first = reading.result().split(b"\r\n", 1)[0]
            elif not cut:
                reading.cancel()
            self.slow.append((mode, held, cut, first.decode(errors="replace")))
            writer.close()

    async def idle_socket(self):
        """Connects and sends nothing, again each time the server closes it."""
        while not self.done:
            try:
                reader, writer = await self.connect()
            except (OSError, asyncio.TimeoutError) as e:
                self.error("idle: connect %s" % type(e).__name__)
                await asyncio.sleep(1)
                continue
            opened = time.perf_counter()
            reading = asyncio.ensure_future(reader.read(200))
            while not self.done and not reading.done():
                await asyncio.wait({reading}, timeout=0.2)
            if not reading.done():
                reading.cancel()
            self.idle.append((time.perf_counter() - opened, reading.done() and not reading.cancelled()))
            writer.close()

    async def padded_requests(self):
        """--padded bodies of 250 KB of empty objects under an unknown key, one after the other."""
        pad = b",".join([b"{}"] * ((250 * 1024 - 64) // 3))
        body = b'{"rows":1,"cols":1,"cells":["1"],"pad":[' + pad + b"]}"
        spec = Spec("padded", "POST", "/api/solve")
        spec.body = body
        for _ in range(self.args.padded):
            if self.done:
                break
            start = time.perf_counter()
            try:
                reader, writer = await self.connect()
                writer.write(request_bytes(self.host, spec, close=True))
                status, _, _ = await asyncio.wait_for(read_answer(reader), self.args.timeout)
                writer.close()
            except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError, BadAnswer) as e:
                self.error("padded: %s %s" % (type(e).__name__, str(e)[:60]))
                continue
            self.padded.append((status, time.perf_counter() - start))
            await asyncio.sleep(0.05)

    async def distinct(self):
        """--distinct /api/analyze requests, each a new analysis, from 8 clients."""
        rng = random.Random(self.args.seed + 3)
        seen, specs = set(), []
        while len(specs) < self.args.distinct:
            rule, rows, cols = random_stencil(rng), rng.randrange(8, 25), rng.randrange(8, 25)
            torus = rng.random() < 0.3
            if (rule, rows, cols, torus) not in seen:
                seen.add((rule, rows, cols, torus))
                specs.append(analyze_spec("distinct", rng, rule, rows, cols, torus))
        record = self.by_kind.setdefault("distinct", {"latency": [], "status": {}})
        self.distinct_rss = [(0, self.rss_kib())]
        step = max(1, len(specs) // 20)
        state = {"next": 0, "done": 0}

        async def client():
            reader = writer = None
            while state["next"] < len(specs):
                spec, state["next"] = specs[state["next"]], state["next"] + 1
                try:
                    if writer is None:
                        reader, writer = await self.connect()
                    start = time.perf_counter()
                    writer.write(request_bytes(self.host, spec))
                    status, headers, body = await asyncio.wait_for(read_answer(reader), self.args.timeout)
                except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError, BadAnswer) as e:
                    self.error("distinct: %s %s" % (type(e).__name__, str(e)[:60]))
                    if writer is not None:
                        writer.close()
                    reader = writer = None
                    continue
                self.status[status] = self.status.get(status, 0) + 1
                record["status"][status] = record["status"].get(status, 0) + 1
                if status == 200:
                    record["latency"].append(time.perf_counter() - start)
                    if state["done"] % (self.args.check_every * 10) == 0:
                        self.kept.append((spec, body))
                if headers.get("connection", "").lower() == "close":
                    writer.close()
                    reader = writer = None
                if status == 503:
                    await asyncio.sleep(min(float(headers.get("retry-after") or 1), 5))
                state["done"] += 1
                if state["done"] % step == 0 or state["done"] == len(specs):
                    self.distinct_rss.append((state["done"], self.rss_kib()))
            if writer is not None:
                writer.close()

        await asyncio.gather(*(client() for _ in range(8)))

    def flood(self, first, line, most_bytes):
        """Blocking: sends `first`, then `line` over and over (never the empty
        line) until the server answers or closes; (status or None, bytes sent)."""
        sent = 0
        with socket.create_connection((self.host, self.port), timeout=self.args.timeout) as sock:
            try:
                sock.sendall(first)
                chunk = line * max(1, 65536 // len(line))
                while sent < most_bytes and not select.select([sock], [], [], 0)[0]:
                    sock.sendall(chunk)
                    sent += len(chunk)
                answer = sock.recv(200)
            except OSError:
                answer = b""
        match = re.match(rb"HTTP/1\.1 ([0-9]{3})", answer)
        return (int(match.group(1)) if match else None), sent

    async def pipeline(self):
        """Three GETs in one write; their statuses in the order they came."""
        statuses = []
        try:
            reader, writer = await self.connect()
            writer.write(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\nGET /no-such-file HTTP/1.1\r\nHost: x\r\n\r\n"
                         b"GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            for _ in range(3):
                status, _, _ = await asyncio.wait_for(read_answer(reader), self.args.timeout)
                statuses.append(status)
            writer.close()
        except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError, BadAnswer) as e:
            statuses.append(type(e).__name__)
        self.pipelined.append(statuses)

    async def heavy_client(self, first):
        for i in range(first, self.args.hostile, 2):
            spec = Spec("heavy", "GET", "/api/analyze?rule=cross&rows=256&cols=%d&states=255" % (256 - i % 200))
            try:
                reader, writer = await self.connect()
                writer.write(request_bytes(self.host, spec, close=True))
                status, _, _ = await asyncio.wait_for(read_answer(reader), self.args.timeout)
                writer.close()
            except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError, BadAnswer) as e:
                status = type(e).__name__
            self.heavy.append(status)
            self.hostile_rss.append(("heavy %d" % len(self.heavy), self.rss_kib()))

    async def hostile(self):
        """Header floods, pipelined requests and heavy analyses on new connections."""
        self.hostile_rss.append(("start", self.rss_kib()))
        floods = [asyncio.to_thread(self.flood, b"GET / HTTP/1.1\r\nHost: x\r\n", b"X-%d: a\r\n" % i, 40 << 20)
                  for i in range(3)]
        floods.append(asyncio.to_thread(self.flood, b"GET / HTTP/1.1\r\nX-Long: ", b"a" * 4096, 40 << 20))
        self.floods = await asyncio.gather(*floods)
        self.hostile_rss.append(("floods", self.rss_kib()))
        await asyncio.gather(*(self.pipeline() for _ in range(50)))
        await asyncio.gather(self.heavy_client(0), self.heavy_client(1))

    async def sampler(self):
        ticks = os.sysconf("SC_CLK_TCK")
        while not self.done:
            self.sample(ticks)
            await asyncio.sleep(0.25)
        self.sample(ticks)

    def sample(self, ticks):
        if self.pid is None:
            return
        try:
            with open("/proc/%d/status" % self.pid) as f:
                status = dict(line.split(":", 1) for line in f if ":" in line)
            with open("/proc/%d/stat" % self.pid) as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            return
        if "VmRSS" not in status:  # a zombie: the server has died
            return
        kb = lambda name: int(status[name].split()[0])
        cpu = (int(fields[11]) + int(fields[12])) / ticks  # utime, stime
        self.samples.append((time.perf_counter(), kb("VmRSS"), kb("VmHWM"), int(status["Threads"]), cpu))

    async def factors(self):
        """/api/analyze for --factors random stencils on 50 x 50, one after the
        other: each a new dense factor for the server's cache."""
        rng = random.Random(self.args.seed + 2)
        record = self.by_kind.setdefault("factors", {"latency": [], "status": {}})
        reader = writer = None
        self.factor_rss = [(0, self.rss_kib())]
        for i in range(1, self.args.factors + 1):
            spec = analyze_spec("factors", rng, random_stencil(rng), 50, 50, rng.random() < 0.5)
            try:
                if writer is None:
                    reader, writer = await self.connect()
                start = time.perf_counter()
                writer.write(request_bytes(self.host, spec))
                status, headers, _ = await asyncio.wait_for(read_answer(reader), self.args.timeout)
            except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError, BadAnswer) as e:
                self.error("factors: %s %s" % (type(e).__name__, str(e)[:60]))
                reader = writer = None
                continue
            if status == 200:
                record["latency"].append(time.perf_counter() - start)
            self.status[status] = self.status.get(status, 0) + 1
            record["status"][status] = record["status"].get(status, 0) + 1
            if headers.get("connection", "").lower() == "close":
                writer.close()
                reader = writer = None
            if i % max(1, self.args.factors // 8) == 0 or i == self.args.factors:
                self.factor_rss.append((i, self.rss_kib()))
        if writer is not None:
            writer.close()

    def rss_kib(self):
        try:
            with open("/proc/%d/status" % self.pid) as f:
                return next(int(line.split()[1]) for line in f if line.startswith("VmRSS:"))
        except (OSError, TypeError, StopIteration):
            return None

    async def run(self):
        background = [asyncio.ensure_future(self.sampler()), asyncio.ensure_future(self.prober())]
        slow = [asyncio.ensure_future(self.slow_socket(SLOW_MODES[i % len(SLOW_MODES)])) for i in range(self.args.slow)]
        slow += [asyncio.ensure_future(self.idle_socket()) for _ in range(self.args.idle)]
        await asyncio.sleep(0.5)  # the slow sockets and the first probes are in place
        start = time.perf_counter()
        await asyncio.gather(*(self.client() for _ in range(self.args.clients)), self.padded_requests())
        self.wall = time.perf_counter() - start
        if self.args.factors:
            await self.factors()
        if self.args.distinct:
            await self.distinct()
        if self.args.hostile:
            await self.hostile()
        self.done = True
        await asyncio.gather(*background, *slow)


# ---------------------------------------------------------------- the server

async def start_server(lightsout, memory_limit):
    process = await asyncio.create_subprocess_exec(lightsout, "serve", "--port", "0", "--host", "127.0.0.1",
                                                   "--memory-limit", str(memory_limit),
                                                   stdin=asyncio.subprocess.DEVNULL,
                                                   stdout=asyncio.subprocess.DEVNULL,
                                                   stderr=asyncio.subprocess.PIPE)
    try:
        line = await asyncio.wait_for(process.stderr.readline(), 30)
    except asyncio.TimeoutError:
        line = b""
    match = re.search(rb"http://([0-9.]+):([0-9]+)/", line)
    if not match:
        process.kill()
        await process.wait()
        raise SystemExit("load_test.py: the server did not start: %r" % line.decode(errors="replace").strip())
    return process, match.group(1).decode(), int(match.group(2))


async def drain(stream, lines):
    while True:
        line = await stream.readline()
        if not line:
            return
        lines.append(line.decode(errors="replace").rstrip())


async def main_async(args):
    process = None
    log = []
    if args.url:
        url = urllib.parse.urlsplit(args.url)
        host, port, pid = url.hostname, url.port or 80, args.pid
    else:
        process, host, port = await start_server(args.lightsout, args.memory_limit)
        pid = process.pid
        drainer = asyncio.ensure_future(drain(process.stderr, log))
    test = LoadTest(args, host, port, pid)
    load_before = os.getloadavg()
    client_cpu = time.process_time()
    await test.run()
    test.client_cpu = time.process_time() - client_cpu
    test.load = (load_before, os.getloadavg())
    test.server_exit = None
    if process is None and pid is not None:
        try:
            with open("/proc/%d/status" % pid) as f:
                gone = any(line.startswith("State:") and line.split()[1] in ("Z", "X") for line in f)
        except OSError:
            gone = True
        if gone:
            test.server_exit = "process %d is gone at the end" % pid
    if process is not None:
        test.alive_at_end = process.returncode is None
        if test.alive_at_end:
            process.send_signal(signal.SIGTERM)
            try:
                test.server_exit = await asyncio.wait_for(process.wait(), 15)
            except asyncio.TimeoutError:
                process.kill()
                test.server_exit = "did not stop within 15 s of SIGTERM (killed)"
                await process.wait()
        else:
            test.server_exit = "died during the test (%s)" % process.returncode
        await drainer
    test.log = log
    return test


# ---------------------------------------------------------------- the report

def report(test, args):
    lines, failures = [], []
    say = lines.append
    say("lightsout load test: %d clients, %d requests, %d slow sockets (%s), %d idle sockets, %d padded bodies, "
        "%d distinct analyses, a health probe every 100-200 ms"
        % (args.clients, args.requests, args.slow, ", ".join(SLOW_MODES), args.idle, args.padded, args.distinct))
    say("server: %s, pid %s; load average before %s, after %s (%d cores)"
        % (args.url or args.lightsout + " serve", test.pid, "/".join("%.2f" % x for x in test.load[0]),
           "/".join("%.2f" % x for x in test.load[1]), os.cpu_count()))
    say("wall %.1f s for the requests: %.0f requests/s" % (test.wall, args.requests / test.wall if test.wall else 0))
    say("")
    say("requests by status: " + ", ".join("%d: %d" % kv for kv in sorted(test.status.items())) +
        ("" if not test.status.get(503) else " (503s without Retry-After: %d)" % test.busy_without_retry))
    say("%-10s %6s %8s %8s %8s %8s  %s" % ("kind", "count", "p50 ms", "p90 ms", "p99 ms", "max ms", "other statuses"))
    summary = {}
    for kind in [kind for kind, _ in KINDS] + (["factors"] if args.factors else []) + (["distinct"] if args.distinct else []):
        record = test.by_kind.get(kind, {"latency": [], "status": {}})
        values = sorted(record["latency"])
        ms = [1000 * percentile(values, q) for q in (0.5, 0.9, 0.99)] + [1000 * values[-1] if values else float("nan")]
        others = ", ".join("%d: %d" % kv for kv in sorted(record["status"].items()) if kv[0] != 200)
        say("%-10s %6d %8.1f %8.1f %8.1f %8.1f  %s" % (kind, sum(record["status"].values()), *ms, others))
        summary[kind] = {"count": sum(record["status"].values()), "p50_ms": ms[0], "p90_ms": ms[1], "p99_ms": ms[2],
                         "max_ms": ms[3], "status": record["status"]}
    for status, count in sorted(test.status.items()):
        if status == 503 and not test.busy_without_retry:
            continue
        if status != 200:
            failures.append("%d answers with status %d" % (count, status))

    answered = sum(1 for ok, _, _ in test.probes if ok)
    worst = max((s for _, s, _ in test.probes), default=float("nan"))
    probe_ms = sorted(s for ok, s, _ in test.probes if ok)
    say("")
    say("health probes: %d sent, %d answered; p50 %.1f ms, p99 %.1f ms, worst %.1f ms (time-out %.0f s)"
        % (len(test.probes), answered, 1000 * percentile(probe_ms, 0.5), 1000 * percentile(probe_ms, 0.99),
           1000 * worst, args.probe_timeout))
    slow_probes = sum(1 for ok, s, _ in test.probes if ok and s > args.probe_limit)
    if slow_probes:
        failures.append("%d health probes slower than %.0f ms" % (slow_probes, 1000 * args.probe_limit))
    if answered < len(test.probes):
        notes = {}
        for ok, _, note in test.probes:
            if not ok:
                notes[note] = notes.get(note, 0) + 1
        failures.append("%d health probes unanswered (%s)" % (len(test.probes) - answered,
                                                              ", ".join("%s: %d" % kv for kv in notes.items())))

    cut = [held for _, held, was_cut, _ in test.slow if was_cut]
    still = [held for _, held, was_cut, _ in test.slow if not was_cut]
    overdue = [held for held in cut + still if held > args.slow_deadline + 5]
    answers = {}
    for _, _, was_cut, first in test.slow:
        if was_cut:
            answers[first or "(closed without an answer)"] = answers.get(first or "(closed without an answer)", 0) + 1
    say("slow sockets: %d connections; %d cut by the server%s; %d still open at the end (held %.1f s at most)"
        % (len(test.slow), len(cut), " after %.1f-%.1f s (%s)" % (min(cut), max(cut), ", ".join(
            "%s: %d" % kv for kv in sorted(answers.items()))) if cut else "", len(still), max(still, default=0.0)))
    if overdue:
        failures.append("%d slow sockets held longer than %.0f s" % (len(overdue), args.slow_deadline + 5))

    if args.idle:
        closed = sum(1 for _, was_closed in test.idle if was_closed)
        say("idle sockets: %d held open (%d connections in all, %d closed by the server, after %.1f s at most)"
            % (args.idle, len(test.idle), closed, max((h for h, c in test.idle if c), default=0.0)))
    if args.padded:
        statuses = {}
        for status, _ in test.padded:
            statuses[status] = statuses.get(status, 0) + 1
        times = sorted(s for _, s in test.padded)
        say("padded JSON bodies (250 KB): %d sent, statuses %s; p50 %.1f ms, worst %.1f ms"
            % (len(test.padded), ", ".join("%d: %d" % kv for kv in sorted(statuses.items())),
               1000 * percentile(times, 0.5), 1000 * (times[-1] if times else float("nan"))))
        if any(status != 400 for status, _ in test.padded) or percentile(times, 0.5) > 0.25:
            failures.append("padded bodies not all answered 400, or their median above 250 ms")
    if args.distinct and test.pid is not None:
        points = [(i, kib) for i, kib in test.distinct_rss if kib is not None]
        say("distinct analyses (--distinct): server RSS " + ", ".join("%d MiB after %d" % (kib // 1024, i)
                                                                      for i, kib in points))
        if len(points) >= 3:
            start, middle, end = points[0][1], points[len(points) // 2][1], points[-1][1]
            grew_first, grew_second = middle - start, end - middle
            levels = grew_second <= grew_first / 4 + 32 * 1024
            say("    first half +%d MiB, second half +%d MiB: %s" % (grew_first // 1024, grew_second // 1024,
                                                                   "levels off" if levels else "DOES NOT level off"))
            if not levels:
                failures.append("RSS does not level off over the distinct analyses (+%d MiB, then +%d MiB)"
                                % (grew_first // 1024, grew_second // 1024))

    if args.hostile:
        say("hostile: header floods answered %s (bytes sent before the answer: %s)"
            % ([status for status, _ in test.floods], [sent for _, sent in test.floods]))
        if any(status not in (400, 431) for status, _ in test.floods):
            failures.append("a header flood was not answered 431 or 400")
        in_order = sum(1 for statuses in test.pipelined if statuses == [200, 404, 200])
        say("hostile: pipelined GETs answered in order on %d of %d connections" % (in_order, len(test.pipelined)))
        if in_order != len(test.pipelined):
            failures.append("pipelined GETs not answered in order: %s"
                            % [s for s in test.pipelined if s != [200, 404, 200]][:3])
        heavy = {}
        for status in test.heavy:
            heavy[status] = heavy.get(status, 0) + 1
        say("hostile: %d heavy analyses on new connections: %s; server RSS %s"
            % (len(test.heavy), ", ".join("%s: %d" % kv for kv in sorted(heavy.items(), key=str)),
               ", ".join("%d MiB (%s)" % (kib // 1024, step) for step, kib in test.hostile_rss[::6] + test.hostile_rss[-1:]
                         if kib is not None)))
        if any(status not in (200, 503) for status in test.heavy):
            failures.append("heavy analyses answered other than 200 or 503")
    if test.samples and not args.url:
        peak = max(sample[1] for sample in test.samples) / 1024
        say("memory ceiling: --memory-limit %d MiB; VmRSS sampled every 250 ms peaked at %.0f MiB" % (args.memory_limit, peak))
        if peak >= args.memory_limit:
            failures.append("VmRSS %.0f MiB passed the ceiling of %d MiB" % (peak, args.memory_limit))

    wrong = {}
    for spec, body in test.kept:
        problem = check_answer(spec, body)
        if problem:
            wrong[spec.kind + ": " + problem] = wrong.get(spec.kind + ": " + problem, 0) + 1
    say("answers checked here: %d (one request in %d); wrong: %d" % (len(test.kept), args.check_every, sum(wrong.values())))
    for what, count in wrong.items():
        say("    %s (%d)" % (what, count))
        failures.append("wrong answers: %s (%d)" % (what, count))

    if args.factors and test.pid is not None:
        say("distinct dense factors (--factors): server RSS " + ", ".join(
            "%d MiB after %d" % (kib // 1024, i) for i, kib in test.factor_rss if kib is not None))
    if test.samples:
        first, last = test.samples[0], test.samples[-1]
        cpu = last[4] - first[4]
        span = last[0] - first[0]
        say("server memory: peak RSS (VmHWM) %.1f MiB, RSS at the end %.1f MiB; threads at most %d"
            % (last[2] / 1024, last[1] / 1024, max(s[3] for s in test.samples)))
        say("server CPU: %.1f s over %.1f s = %.2f cores on average" % (cpu, span, cpu / span if span else 0))
        test.memory = {"vmhwm_kib": last[2], "rss_end_kib": last[1], "threads_max": max(s[3] for s in test.samples),
                       "cpu_seconds": cpu, "cpu_cores": cpu / span if span else 0}
    say("client (this script) CPU: %.1f s" % test.client_cpu)
    if test.server_exit is not None:
        say("server at the end: %s" % ("exit 0 after SIGTERM" if test.server_exit == 0 else test.server_exit))
        if test.server_exit != 0:
            failures.append("the server %s" % (test.server_exit if isinstance(test.server_exit, str)
                                               else "exited %s after SIGTERM" % test.server_exit))
    if test.log:
        say("server's messages after the start: %d lines, the first: %s" % (len(test.log), test.log[0][:120]))
    if test.errors:
        say("client errors:")
        for what, count in sorted(test.errors.items()):
            say("    %s (%d)" % (what, count))
        failures.append("%d client errors" % sum(test.errors.values()))
    say("")
    say("RESULT: " + ("PASS" if not failures else "FAIL: " + "; ".join(failures)))
    print("\n".join(lines), flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"clients": args.clients, "requests": args.requests, "slow": args.slow, "wall_s": test.wall,
                       "status": test.status, "kinds": summary, "probes": len(test.probes), "probes_answered": answered,
                       "probe_worst_ms": 1000 * worst, "slow_cut": len(cut), "slow_open_at_end": len(still),
                       "checked": len(test.kept), "wrong": sum(wrong.values()),
                       "idle": len(test.idle), "padded": test.padded, "distinct_rss_kib": test.distinct_rss,
                       "floods": test.floods, "pipelined": test.pipelined, "heavy": test.heavy,
                       "hostile_rss_kib": test.hostile_rss,
                       "server": getattr(test, "memory", None), "load": test.load, "errors": test.errors,
                       "failures": failures}, f, indent=1)
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("lightsout", nargs="?", default=os.path.join(HERE, "..", "build", "lightsout"))
    parser.add_argument("--url", help="test the server at this URL instead of starting one")
    parser.add_argument("--pid", type=int, help="with --url: the server's process id, for its memory and CPU")
    parser.add_argument("--clients", type=int, default=200)
    parser.add_argument("--requests", type=int, default=20000)
    parser.add_argument("--slow", type=int, default=24, help="slow sockets held open throughout")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pool", type=int, default=48, help="distinct requests made per kind (the mix draws from them)")
    parser.add_argument("--timeout", type=float, default=60, help="seconds a client waits for one answer")
    parser.add_argument("--probe-timeout", type=float, default=5)
    parser.add_argument("--slow-deadline", type=float, default=10,
                        help="the server's whole-request deadline (ServerLimits::request_deadline), seconds")
    parser.add_argument("--check-every", type=int, default=10, help="check one answer in this many")
    parser.add_argument("--factors", type=int, default=0,
                        help="after the mix, this many /api/analyze requests with random stencils on 50 x 50 "
                             "from one client (each a new dense factor: the server's cache grows)")
    parser.add_argument("--idle", type=int, default=260, help="sockets that connect and send nothing, held throughout")
    parser.add_argument("--padded", type=int, default=100, help="250 KB padded JSON bodies sent during the mix")
    parser.add_argument("--distinct", type=int, default=100000,
                        help="after the mix, this many /api/analyze requests, each a different analysis (8 clients)")
    parser.add_argument("--probe-limit", type=float, default=0.25, help="seconds within which every probe must be answered")
    parser.add_argument("--hostile", type=int, default=30,
                        help="after the distinct analyses: header floods, pipelined GETs and this many heavy analyses "
                             "on new connections (0: none)")
    parser.add_argument("--memory-limit", type=int, default=1536,
                        help="the server's --memory-limit, MiB; its VmRSS must stay under it")
    parser.add_argument("--json", help="also write the numbers to this file")
    args = parser.parse_args()
    if min(args.clients, args.requests, args.pool, args.check_every) < 1 or min(args.slow, args.factors, args.idle,
                                                                                args.padded, args.distinct) < 0:
        parser.error("--clients, --requests, --pool and --check-every must be positive, --slow and --factors at least 0")
    if not args.url and not os.access(args.lightsout, os.X_OK):
        parser.error("%s is not an executable (build it: make build)" % args.lightsout)
    args.lightsout = os.path.normpath(args.lightsout)
    try:
        test = asyncio.run(main_async(args))
    except SystemExit as e:
        print(e, file=sys.stderr)
        return 2
    return report(test, args)


if __name__ == "__main__":
    sys.exit(main())
