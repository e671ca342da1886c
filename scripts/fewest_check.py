#!/usr/bin/python3
"""An independent check of the fewest presses of the all-lit n x n plus board
(docs/FEWEST.md), sharing no code with lightsout.

Light chasing: the presses of the first row (n unknowns) decide every other
row (row i+1 turns off what is left lit in row i), and the lights left in the
last row are an affine function of them. Gaussian elimination on that function
gives one solution and a basis of the quiet patterns; every solution is then
walked in Gray-code order (one XOR and one popcount of an n*n-bit integer each).
Fine up to a nullity of about 24 (2^24 members: a minute).

    /usr/bin/python3 scripts/fewest_check.py 5 9 59     ->  lines "n nullity fewest"
"""
import sys


def chase(n, first):
    """The press pattern (row i in bits i*n..) grown from the first row, and the lights left in the last row."""
    full = (1 << n) - 1
    rows, before, row = [first], 0, first
    for _ in range(n - 1):
        below = (full ^ before ^ row ^ (row << 1) ^ (row >> 1)) & full
        rows.append(below)
        before, row = row, below
    left = (full ^ before ^ row ^ (row << 1) ^ (row >> 1)) & full
    pattern = 0
    for i, r in enumerate(rows):
        pattern |= r << (i * n)
    return pattern, left


def fewest(n):
    p0, left0 = chase(n, 0)
    columns = []  # the linear part of first-row bit j: (lights left, press pattern)
    for j in range(n):
        p, left = chase(n, 1 << j)
        columns.append((left ^ left0, p ^ p0))
    echelon, null = {}, []  # pivot bit -> (lights left, first-row combination)
    for j in range(n):
        left, combination = columns[j][0], 1 << j
        while left:
            b = left.bit_length() - 1
            if b not in echelon:
                echelon[b] = (left, combination)
                break
            left ^= echelon[b][0]
            combination ^= echelon[b][1]
        if left == 0:
            null.append(combination)
    target, combination = left0, 0
    while target:
        b = target.bit_length() - 1
        if b not in echelon:
            return len(null), None  # no solution (never for the all-lit board)
        target ^= echelon[b][0]
        combination ^= echelon[b][1]

    def linear(first_row):
        out, j = 0, 0
        while first_row:
            if first_row & 1:
                out ^= columns[j][1]
            first_row >>= 1
            j += 1
        return out

    x = p0 ^ linear(combination)
    quiet = [linear(v) for v in null]
    best = x.bit_count()
    for i in range(1, 1 << len(quiet)):
        x ^= quiet[(i & -i).bit_length() - 1]
        best = min(best, x.bit_count())
    return len(quiet), best


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        nullity, presses = fewest(int(arg))
        print(arg, nullity, presses, flush=True)
