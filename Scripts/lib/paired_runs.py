"""Interleaved paired runs: the benchmarks' way of comparing two commands.

Each round runs the base command and every other command once, in an order
that rotates from round to round, each timed from posix_spawn to waitpid
(as hyperfine -N does, without a shell). The verdict of a command is the
median of its per-round ratios to the base: a slow moment of the machine
falls on both sides of a round, where separate batches of runs would each
catch a different share of it.
"""
import os
import statistics
import sys
import time


def timed(argv, env=None, prepare=None):
    """Nanoseconds one run of argv takes; its stdout goes to /dev/null."""
    if prepare is not None:
        prepare()
    start = time.perf_counter_ns()
    pid = os.posix_spawn(argv[0], argv, env if env is not None else os.environ,
                         file_actions=[(os.POSIX_SPAWN_OPEN, 1, "/dev/null", os.O_WRONLY, 0)])
    _, status = os.waitpid(pid, 0)
    elapsed = time.perf_counter_ns() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("paired runs: %s exited %d" % (" ".join(argv), os.waitstatus_to_exitcode(status)))
    return elapsed


def compare(base, others, rounds, warmup=10, prepare=None):
    """base: (name, argv); others: [(name, argv)]; prepare: {name: callable}.

    Returns {name: {"median_ms": m, "ratio": r, "low": q1, "high": q3}},
    the base's ratio being 1."""
    prepare = prepare or {}
    commands = [base] + list(others)
    for _ in range(warmup):
        for name, argv in commands:
            timed(argv, prepare=prepare.get(name))
    times = {name: [] for name, _ in commands}
    ratios = {name: [] for name, _ in others}
    for index in range(rounds):
        shift = index % len(commands)
        order = commands[shift:] + commands[:shift]
        taken = {name: timed(argv, prepare=prepare.get(name)) for name, argv in order}
        for name in taken:
            times[name].append(taken[name] / 1e6)
        for name, _ in others:
            ratios[name].append(taken[name] / taken[base[0]])
    result = {base[0]: {"median_ms": statistics.median(times[base[0]]), "ratio": 1.0, "low": 1.0, "high": 1.0}}
    for name, _ in others:
        low, _, high = statistics.quantiles(ratios[name], n=4)
        result[name] = {"median_ms": statistics.median(times[name]), "ratio": statistics.median(ratios[name]),
                        "low": low, "high": high}
    return result
