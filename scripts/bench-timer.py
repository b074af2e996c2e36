"""Whole-process timing for scripts/bench-cli.js: runs commands in alternating rounds and reports,
for every run, its wall time, its CPU time (user + system, of the process and its threads, from
wait4) and its peak resident memory. The same harness starts both tools, so neither pays for
being measured: no probe is loaded into either process.

stdin: {"runs": N, "warm": true, "commands": [{"argv": [...], "env": {...}}, ...]}
stdout: [{"wallMs": [...], "cpuMs": [...], "peakRssKb": [...], "codes": [...]}, ...], one per command.
With "warm", a first, unrecorded run of each command warms the file cache, as a seller's second
run would be.
"""
import json
import os
import sys
import time


def run(argv, env):
    started = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(devnull, fd)
        try:
            os.execvpe(argv[0], argv, env)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    wall = (time.perf_counter() - started) * 1000
    # ru_maxrss is the child's peak in kB; this forking harness is a small Python process, far
    # below what the measured commands reach, so its own size carried across exec does not show.
    return wall, (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss, os.waitstatus_to_exitcode(status)


def main():
    request = json.load(sys.stdin)
    commands = request["commands"]
    results = [{"wallMs": [], "cpuMs": [], "peakRssKb": [], "codes": []} for _ in commands]
    if request.get("warm", True):
        for command in commands:
            run(command["argv"], command["env"])
    for _ in range(request["runs"]):
        for command, result in zip(commands, results):
            wall, cpu, peak, code = run(command["argv"], command["env"])
            result["wallMs"].append(round(wall, 1))
            result["cpuMs"].append(round(cpu, 1))
            result["peakRssKb"].append(peak)
            result["codes"].append(code)
    json.dump(results, sys.stdout)


main()
