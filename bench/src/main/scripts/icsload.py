#!/usr/bin/env python3
"""A load generator over the ICS (FICS) dialect, the same for Arbiter's ICS port and a FICS server.

usage: icsload.py PORT SERVER_PID GAMES RATE WARMUP_SECONDS MEASURE_SECONDS
GAMES pairs log in as guests on 127.0.0.1:PORT and set style 12; one of each pair challenges
("match NAME 10 0 unrated"), the other accepts; they shuffle knights (g1f3 g8f6 f3g1 f6g8),
black resigns after 12 plies (before a fivefold repetition ends the game on Arbiter) and white
challenges again. Each move is sent after an exponential think, so that all games together make
about RATE moves a second. After the warm-up it prints the moves made, the server's CPU per move
(user and kernel, the whole process SERVER_PID from /proc) in the measured window, the
move-to-opponent latency (sending a move to the opponent's style-12 line) and the server's
resident memory. Loopback only; it needs nothing beyond Python 3.
"""
import os
import random
import selectors
import socket
import sys
import time

port, pid, games, rate, warmup, measure = (int(a) for a in sys.argv[1:7])
think = 1.0 * games / rate  # mean seconds a bot thinks: a game moves rate/games times a second
sel = selectors.DefaultSelector()
TICK = os.sysconf('SC_CLK_TCK')


def name(i):
    s = ''
    for _ in range(4):
        s += chr(97 + i % 26)
        i //= 26
    return 'lg' + s


class Bot:
    def __init__(self, i, partner, white):
        self.me, self.partner, self.challenger = name(i), name(partner), white
        self.sock = socket.create_connection(('127.0.0.1', port))
        self.sock.setblocking(False)
        self.buf = b''
        self.state = 'login'
        self.due = None
        self.move = None
        self.sent_at = None
        self.other = None
        sel.register(self.sock, selectors.EVENT_READ, self)

    def send(self, text):
        self.sock.sendall(text.encode() + b'\n')

    def feed(self, data):
        self.buf += data
        while True:
            cut = self.buf.find(b'\n')
            txt = self.buf.decode('latin1')
            if self.state == 'login' and 'login:' in txt:
                self.buf = b''
                self.send(self.me)
                self.state = 'password'
                return
            # FICS lets an unregistered name in at "Press return"; Arbiter asks every name for a
            # password alike, and an empty one lets a guest in
            if self.state == 'password' and ('Press return' in txt or 'password:' in txt
                                             or 'fics%' in txt):
                self.buf = b''
                self.send('')
                self.state = 'prompt'
                return
            if self.state == 'prompt' and 'fics%' in txt:
                self.buf = b''
                self.send('set style 12')
                self.send('set bell 0')
                self.state = 'ready'
                if self.challenger:
                    self.due = time.monotonic() + 1.0  # the partner logs in meanwhile
                return
            if cut < 0:
                return
            line, self.buf = self.buf[:cut], self.buf[cut + 1:]
            self.line(line.decode('latin1').strip('\r\n '))

    def line(self, line):
        if 'Challenge:' in line and not self.challenger:
            self.send('accept ' + self.partner)
        elif line.startswith('<12>') or '<12> ' in line:
            f = line[line.index('<12>'):].split()
            if len(f) < 30:
                return
            relation, ply_no, color = int(f[19]), int(f[26]), f[9]
            white = f[17] == self.me
            ply = (ply_no - 1) * 2 + (0 if color == 'W' else 1)
            if relation == 1:
                if self.other is not None and self.other.sent_at is not None:
                    stats.latency(time.monotonic() - self.other.sent_at)
                    self.other.sent_at = None
                if not white and ply >= 12:
                    self.send('resign')
                    return
                shuffle = ['g1f3', 'g8f6', 'f3g1', 'f6g8']
                self.move = shuffle[ply % 4]
                self.due = time.monotonic() + random.expovariate(1.0 / think)
        elif '{Game' in line and ('resigns' in line or 'drawn' in line or 'repetition' in line) \
                and self.challenger and self.me in line:
            self.move = None
            self.due = time.monotonic() + random.expovariate(1.0 / think)

    def act(self, now):
        self.due = None
        if self.move:
            self.send(self.move)
            self.move = None
            self.sent_at = now
            stats.moves += 1
        elif self.challenger:
            self.send('match %s 10 0 unrated' % self.partner)


class Stats:
    moves = 0
    samples = []
    on = False

    def latency(self, seconds):
        if self.on:
            self.samples.append(seconds)


def cpu():
    with open('/proc/%d/stat' % pid) as f:
        parts = f.read().rsplit(')', 1)[1].split()
    return int(parts[11]) / TICK, int(parts[12]) / TICK


def rss_kb():
    with open('/proc/%d/status' % pid) as f:
        for line in f:
            if line.startswith('VmRSS'):
                return int(line.split()[1])


stats = Stats()
bots = []
for g in range(games):
    w = Bot(2 * g, 2 * g + 1, True)
    b = Bot(2 * g + 1, 2 * g, False)
    w.other, b.other = b, w
    bots += [w, b]

start = time.monotonic()
phase = 'warmup'
c0 = m0 = t0 = None
while True:
    now = time.monotonic()
    if phase == 'warmup' and now - start >= warmup:
        phase, c0, m0, t0 = 'measure', cpu(), stats.moves, now
        stats.on = True
    elif phase == 'measure' and now - t0 >= measure:
        c1, m1 = cpu(), stats.moves
        moves = m1 - m0
        user, sys_ = (c1[0] - c0[0]) * 1e6 / moves, (c1[1] - c0[1]) * 1e6 / moves
        s = sorted(stats.samples)
        p = lambda q: s[min(len(s) - 1, int(q * len(s)))] * 1000 if s else float('nan')
        print('%d games, %d moves in %.0f s = %.0f moves/s; server CPU per move %.1f us (user %.1f,'
              ' kernel %.1f); p50 %.2f ms p99 %.2f ms; server RSS %d MB' % (
                  games, moves, now - t0, moves / (now - t0), user + sys_, user, sys_, p(0.5),
                  p(0.99), rss_kb() >> 10))
        break
    wait = min([b.due for b in bots if b.due is not None] + [now + 0.05]) - now
    for key, _ in sel.select(max(0.0, wait)):
        try:
            data = key.data.sock.recv(65536)
        except BlockingIOError:
            continue
        if not data:
            print('connection closed by the server:', key.data.me)
            sel.unregister(key.data.sock)
            continue
        key.data.feed(data)
    now = time.monotonic()
    for b in bots:
        if b.due is not None and b.due <= now:
            b.act(now)
