#!/usr/bin/env python3
"""Runs the solver workloads of issue 2 on kiwisolver and compares them with ours.

    python3 Benchmarks/kiwi-compare.py [--ours FILE.json] [--max-n N] [--workload W2,W3]
                                       [--sizes 100,1000] [--skip W2@10000,W3@10000]
                                       [--kiwi-json OUT.json] [--kiwi-from IN.json]

Creates Benchmarks/.venv and installs kiwisolver from PyPI into it (once), re-runs itself there,
times W1 (enaml-like), W2 (chain), W3 (grid of views), W4 (compressed chain) and, when named, W5
(compressed stack of views) and W5r (the same with its equal widths required) on kiwi with the same constraints, strengths and phases as
`adaptive-bench solver`, then runs
`swift run -c release adaptive-bench solver --json` (or reads --ours) and prints a table:
workload, n, phase, ours, kiwi, kiwi/ours (above 1: we are faster), medians and minimums.
kiwi's W2 and W3 at n = 10,000 are skipped unless asked for: one kiwi build there takes 13
minutes (W2) or over 4 (W3).

Strengths: required is kiwi's required; our priority 999 (every edit variable, W2's chain
equalities) is kiwi's "strong"; 500 is "medium"; W5's 750 and 250 are "medium" and "weak" (its
optimum is the same point under kiwi's weighted strengths: see compressed_stack). W1 uses the kiwi strengths stored in
w1-enaml-like.json, edit variables "strong", exactly as kiwi's own benchmark.

What is timed is the same as in the Swift bench: a build is Solver(), addEditVariable and
suggestValue where the workload has them, every addConstraint, updateVariables, and reading every
value; an edit is suggestValue(s), updateVariables and reading every value. Making the Variable
and Constraint objects is outside the clock on both sides. The Python calls add their own
overhead (well under a microsecond per call): negligible for builds, visible for small edits; the
script measures the read loop alone and prints it so the reader can judge.

Every kiwi answer is checked like ours, so both sides solve the same problem.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
VENV = os.path.join(HERE, ".venv")
VENV_PYTHON = os.path.join(VENV, "bin", "python")

SIZES = [100, 1000, 10000]
W1_SIZES = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
MIN_TIME_NS = 0.3e9


def ensure_venv():
    """Re-runs this script inside Benchmarks/.venv, creating it and installing kiwisolver."""
    if os.path.realpath(sys.prefix) == os.path.realpath(VENV):
        return
    if not os.path.exists(VENV_PYTHON):
        print("creating %s and installing kiwisolver" % VENV, file=sys.stderr)
        subprocess.check_call([sys.executable, "-m", "venv", VENV])
        subprocess.check_call([VENV_PYTHON, "-m", "pip", "install", "--quiet", "kiwisolver"])
    os.execv(VENV_PYTHON, [VENV_PYTHON] + sys.argv)


class WrongAnswer(Exception):
    pass


def close(actual, expected):
    return abs(actual - expected) <= 1e-6 * max(1.0, abs(expected))


def check_all(values, names, expected):
    for i, v in enumerate(values):
        if not close(v, expected(i)):
            raise WrongAnswer("%s = %r, expected %r" % (names[i], v, expected(i)))


# ---------------------------------------------------------------------------------------------
# Systems: the same shape as Sources/adaptive-bench/BenchSystem.swift.


class System:
    def __init__(self, variables, constraints, check):
        self.variables = variables  # read after every build and edit, in this order
        self.constraints = constraints  # added in this order
        self.edit_variables = []  # (variable, strength), added first
        self.initial_suggestion = None  # suggested right after adding them, in the build
        self.edit_steps = []  # cycled by the edit phase
        self.check = check  # check(values, step or None)


def chain(kiwi, n, editing):
    """W2: x0 == 0; x(i+1) >= x(i) + 10; strong x(i+1) == x(i) + 20.  x(i) = x0 + 20 i."""
    x = [kiwi.Variable("x%d" % i) for i in range(n)]
    cs = [] if editing else [x[0] == 0]
    for i in range(n - 1):
        cs.append(x[i + 1] >= x[i] + 10)
        cs.append((x[i + 1] == x[i] + 20) | "strong")
    names = [v.name() for v in x]

    def check(values, step):
        x0 = 100.0 if step == 0 else 0.0
        check_all(values, names, lambda i: x0 + 20 * i)

    s = System(x, cs, check)
    if editing:
        s.edit_variables = [(x[0], "strong")]
        s.edit_steps = [[100.0], [0.0]]
    return s


def grid(kiwi, n, editing):
    """W3: n views in rows of 10 in a container of edit width 375 (rotation 667, 375, ...)."""
    cl, ct, cw = kiwi.Variable("cl"), kiwi.Variable("ct"), kiwi.Variable("cw")
    variables = [cl, ct, cw]
    # Pinned, as a root view's are (see Workloads.grid in the Swift bench).
    cs = [cl == 0, ct == 0]
    left, top, width, height = [], [], [], []
    for k in range(n):
        r, c = divmod(k, 10)
        l, t, w, h = (kiwi.Variable("v%d.%s" % (k, a)) for a in ("l", "t", "w", "h"))
        variables += [l, t, w, h]
        cs.append(w >= 0)
        cs.append(h >= 0)
        if c == 0:
            cs.append(l == cl + 16)
        else:
            cs.append(l == left[k - 1] + width[k - 1] + 8)
            cs.append(w == width[k - 1])
        if c == 9:
            cs.append(l + w == cl + cw - 16)
        cs.append((h == 44) | "medium")
        if r == 0:
            cs.append(t == ct + 16)
        else:
            cs.append(t == top[k - 10] + height[k - 10] + 8)
        left.append(l)
        top.append(t)
        width.append(w)
        height.append(h)
    names = [v.name() for v in variables]

    def check(values, step):
        container = 667.0 if step == 0 else 375.0
        vw = (container - 2 * 16 - 9 * 8) / 10
        x0, y0 = 0.0, 0.0

        def expected(i):
            if i < 3:
                return [x0, y0, container][i]
            k, a = divmod(i - 3, 4)
            r, c = divmod(k, 10)
            return [x0 + 16 + c * (vw + 8), y0 + 16 + 52 * r, vw, 44.0][a]

        check_all(values, names, expected)

    s = System(variables, cs, check)
    s.edit_variables = [(cw, "strong")]
    s.initial_suggestion = [375.0]
    if editing:
        s.edit_steps = [[667.0], [375.0]]
    return s


def compressed_chain(kiwi, n, editing):
    """W4: x0 == 0; x(i+1) >= x(i) + 10; medium x(N-1) == 0.  x(i) = x0 + 10 i."""
    x = [kiwi.Variable("x%d" % i) for i in range(n)]
    cs = [] if editing else [x[0] == 0]
    for i in range(n - 1):
        cs.append(x[i + 1] >= x[i] + 10)
    cs.append((x[n - 1] == 0) | "medium")
    names = [v.name() for v in x]

    def check(values, step):
        x0 = 100.0 if step == 0 else 0.0
        check_all(values, names, lambda i: x0 + 10 * i)

    s = System(x, cs, check)
    if editing:
        s.edit_variables = [(x[0], "strong")]
        s.edit_steps = [[100.0], [0.0]]
    return s


def compressed_stack(kiwi, n, editing, equal_widths="weak"):
    """W5: n views side by side, each wanting 100 wide (750: kiwi's medium) and as wide as the
    first (250: weak), squeezed into a container of edit width 50 n (edits 40 n, 50 n, ...).
    Every width (W - 8 (n + 1)) / n, every left 8 + i (width + 8).
    W5r (equal_widths="required"): the equal widths required, as a fillEqually stack's are."""
    cl, cw = kiwi.Variable("container.left"), kiwi.Variable("container.width")
    left = [kiwi.Variable("view%d.left" % i) for i in range(n)]
    width = [kiwi.Variable("view%d.width" % i) for i in range(n)]
    cs = [cl == 0]
    for i in range(n):
        cs.append(width[i] >= 0)
        if i == 0:
            cs.append(left[0] == cl + 8)
        else:
            cs.append(left[i] >= left[i - 1] + width[i - 1] + 8)
            cs.append((width[i] == width[0]) | equal_widths)
        cs.append((width[i] == 100) | "medium")
    cs.append(left[n - 1] + width[n - 1] <= cl + cw - 8)
    variables = [cl, cw] + left + width
    names = [v.name() for v in variables]

    def check(values, step):
        container = float(40 * n if step == 0 else 50 * n)
        w = (container - 8 * (n + 1)) / n

        def expected(i):
            if i < 2:
                return [0.0, container][i]
            return 8 + (i - 2) * (w + 8) if i - 2 < n else w

        check_all(values, names, expected)

    s = System(variables, cs, check)
    s.edit_variables = [(cw, "strong")]
    s.initial_suggestion = [float(50 * n)]
    if editing:
        s.edit_steps = [[float(40 * n)], [float(50 * n)]]
    return s


def enaml_like(kiwi, path):
    """W1: kiwi's enaml-like benchmark, from the JSON, with kiwi's own strengths."""
    with open(path) as f:
        data = json.load(f)
    names = data["variables"]
    var = {name: kiwi.Variable(name) for name in names}
    variables = [var[name] for name in names]
    cs = []
    required = []
    for c in data["constraints"]:
        expr = c["constant"]
        for coefficient, name in c["terms"]:
            expr = expr + coefficient * var[name]
        op = c["op"]
        con = expr == 0 if op == "==" else (expr <= 0 if op == "<=" else expr >= 0)
        if c["priority"] >= 1000:
            con = con | "required"
            required.append(c)
        else:
            con = con | c["kiwiStrength"]
        cs.append(con)
    index = {name: i for i, name in enumerate(names)}
    edit_names = [e["name"] for e in data["editVariables"]]

    def check(values, step):
        for c in required:
            e = c["constant"] + sum(k * values[index[n]] for k, n in c["terms"])
            tol = 1e-6 * max(1.0, abs(c["constant"]))
            ok = {"==": abs(e) <= tol, "<=": e <= tol, ">=": e >= -tol}[c["op"]]
            if not ok:
                raise WrongAnswer("required %r is off by %r" % (c, e))
        if step is not None:
            for k, name in enumerate(edit_names):
                if not close(values[index[name]], W1_SIZES[step][k]):
                    raise WrongAnswer("%s = %r, suggested %r"
                                      % (name, values[index[name]], W1_SIZES[step][k]))

    s = System(variables, cs, check)
    s.edit_variables = [(var[name], "strong") for name in edit_names]
    s.edit_steps = [list(size) for size in W1_SIZES]
    return s


# ---------------------------------------------------------------------------------------------
# Timing: the same phases as the Swift bench.


def build(kiwi, system):
    """The timed build; returns (solver, values, ns)."""
    clock = time.perf_counter_ns
    variables, constraints = system.variables, system.constraints
    start = clock()
    solver = kiwi.Solver()
    for v, strength in system.edit_variables:
        solver.addEditVariable(v, strength)
    if system.initial_suggestion is not None:
        for (v, _), value in zip(system.edit_variables, system.initial_suggestion):
            solver.suggestValue(v, value)
    for c in constraints:
        solver.addConstraint(c)
    solver.updateVariables()
    values = [v.value() for v in variables]
    return solver, values, clock() - start


def edit(solver, system, step):
    """One timed edit; returns (values, ns)."""
    clock = time.perf_counter_ns
    suggestion = system.edit_steps[step % len(system.edit_steps)]
    pairs = [(v, value) for (v, _), value in zip(system.edit_variables, suggestion)]
    variables = system.variables
    start = clock()
    for v, value in pairs:
        solver.suggestValue(v, value)
    solver.updateVariables()
    values = [v.value() for v in variables]
    return values, clock() - start


def read_only(system):
    """The Python cost of the read loop alone (no solver work), in ns."""
    clock = time.perf_counter_ns
    variables = system.variables
    samples = []
    for _ in range(50):
        start = clock()
        values = [v.value() for v in variables]
        samples.append(clock() - start)
    del values
    return statistics.median(samples)


def summary(samples):
    return {"median_ns": statistics.median(samples), "min_ns": min(samples),
            "max_ns": max(samples), "samples": len(samples)}


def measure(kiwi, name, n, make, args, results, log):
    label = name if n == 0 else "%s n=%d" % (name, n)
    big = n >= 10000
    repeats = args.big_repeat if big else args.repeat
    samples = []
    total = 0
    while len(samples) < repeats or (total < MIN_TIME_NS and len(samples) < 200):
        system = make(False)
        _, values, ns = build(kiwi, system)
        system.check(values, None)
        samples.append(ns)
        total += ns
    results.append(dict(workload=name, n=n, phase="build", **summary(samples)))
    log("%-10s build %s" % (label, fmt(statistics.median(samples))))

    system = make(True)
    solver, values, _ = build(kiwi, system)
    system.check(values, None)
    cycle = len(system.edit_steps)
    step = 0
    for _ in range(2 * cycle):
        values, _ = edit(solver, system, step)
        system.check(values, step % cycle)
        step += 1
    samples = []
    total = 0
    while len(samples) < max(args.edits, cycle) or (total < MIN_TIME_NS and len(samples) < 20000):
        values, ns = edit(solver, system, step)
        system.check(values, step % cycle)
        samples.append(ns)
        total += ns
        step += 1
    results.append(dict(workload=name, n=n, phase="edit", **summary(samples),
                        python_read_ns=read_only(system)))
    log("%-10s edit  %s" % (label, fmt(statistics.median(samples))))


def run_kiwi(args, log):
    import kiwisolver as kiwi

    results = []
    makers = {"W2": chain, "W3": grid, "W4": compressed_chain, "W5": compressed_stack,
              "W5R": lambda kiwi, n, editing: compressed_stack(kiwi, n, editing, "required")}
    for name in args.workloads:
        if name == "W1":
            path = os.path.join(HERE, "w1-enaml-like.json")
            measure(kiwi, "W1", 0, lambda editing: enaml_like(kiwi, path), args, results, log)
            continue
        for n in SIZES:
            if n > args.max_n or "%s@%d" % (name, n) in args.skip:
                continue
            label = "W5r" if name == "W5R" else name
            measure(kiwi, label, n, lambda editing, n=n: makers[name](kiwi, n, editing),
                    args, results, log)
    return {"kiwisolver": kiwi.__version__, "results": results}


def run_ours(args):
    command = ["swift", "run", "-c", "release", "adaptive-bench", "solver", "--json",
               "--workload", ",".join(args.workloads), "--max-n", str(args.max_n),
               "--n", ",".join(str(n) for n in SIZES)]
    print("running: " + " ".join(command), file=sys.stderr)
    done = subprocess.run(command, cwd=ROOT, stdout=subprocess.PIPE)
    if done.returncode != 0:
        # A timeout still prints what was measured; a wrong answer prints nothing usable.
        print("kiwi-compare: adaptive-bench exited with status %d" % done.returncode,
              file=sys.stderr)
    return json.loads(done.stdout or b"[]")


def fmt(ns):
    if ns is None:
        return "-"
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            x = ns / scale
            return ("%.0f %s" if x >= 100 else "%.1f %s" if x >= 10 else "%.2f %s") % (x, unit)
    return "%.0f ns" % ns


def table(ours, kiwi_results):
    key = lambda r: (r["workload"].upper(), r.get("n", 0) or 0, r["phase"])
    mine = {key(r): r for r in ours}
    theirs = {key(r): r for r in kiwi_results}
    keys = [key(r) for r in ours] + [k for k in theirs if k not in mine]
    lines = ["| workload | n | phase | ours (median) | kiwi (median) | kiwi / ours | "
             "ours (min) | kiwi (min) | kiwi / ours (min) | Python read loop |",
             "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|"]
    for k in keys:
        o, r = mine.get(k), theirs.get(k)
        ours_text = ours_min = ratio = ratio_min = "-"
        if o is not None and "timeout_s" in o:
            ours_text = "> %d s" % o["timeout_s"]
        elif o is not None:
            ours_text, ours_min = fmt(o["median_ns"]), fmt(o.get("min_ns"))
        if o is not None and r is not None:
            if "timeout_s" in o:
                # Timed out: we were slower than the timeout, so the ratio is at most this.
                ratio = "< %.3f" % (r["median_ns"] / (o["timeout_s"] * 1e9))
            else:
                ratio = "%.2f" % (r["median_ns"] / o["median_ns"])
                if "min_ns" in o:
                    ratio_min = "%.2f" % (r["min_ns"] / o["min_ns"])
        lines.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            "W5r" if k[0] == "W5R" else k[0], "-" if k[1] == 0 else "{:,}".format(k[1]), k[2],
            ours_text, fmt(r and r["median_ns"]), ratio, ours_min, fmt(r and r["min_ns"]),
            ratio_min, fmt(r["python_read_ns"]) if r and "python_read_ns" in r else ""))
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ours", help="our results (adaptive-bench solver --json) from a file")
    parser.add_argument("--kiwi-from", help="kiwi results from a file written by --kiwi-json")
    parser.add_argument("--kiwi-json", help="write kiwi's results to this file")
    parser.add_argument("--workload", default="W1,W2,W3,W4")
    parser.add_argument("--max-n", type=int, default=10000)
    parser.add_argument("--repeat", type=int, default=5, help="builds timed, at least")
    parser.add_argument("--skip", default="W2@10000,W3@10000",
                        help="workloads left out on kiwi (default W2@10000,W3@10000: there one "
                             "kiwi build took 13 minutes (W2) and 4 (W3); --skip '' runs them)")
    parser.add_argument("--sizes", default="100,1000,10000",
                        help="sizes for W2-W5 (W5, whose builds grow as n^3: give it 100,300)")
    parser.add_argument("--big-repeat", type=int, default=1,
                        help="builds timed at n = 10,000 (a kiwi build takes a minute there)")
    parser.add_argument("--edits", type=int, default=50, help="edits timed, at least")
    args = parser.parse_args()
    args.skip = {w.strip().upper() for w in args.skip.split(",") if w.strip()}
    global SIZES
    SIZES = [int(n) for n in args.sizes.split(",")]
    args.workloads = [w.strip().upper() for w in args.workload.split(",") if w.strip()]
    if not set(args.workloads) <= {"W1", "W2", "W3", "W4", "W5", "W5R"}:
        parser.error("unknown workload in %r" % args.workload)

    def log(text):
        print(text, file=sys.stderr, flush=True)

    if args.kiwi_from:
        with open(args.kiwi_from) as f:
            kiwi_data = json.load(f)
    else:
        try:
            kiwi_data = run_kiwi(args, log)
        except WrongAnswer as e:
            print("kiwi-compare: error: kiwi answered wrong: %s" % e, file=sys.stderr)
            return 1
        if args.kiwi_json:
            with open(args.kiwi_json, "w") as f:
                json.dump(kiwi_data, f, indent=1)
    if args.ours:
        with open(args.ours) as f:
            ours = json.load(f)
    else:
        ours = run_ours(args)
    print("kiwisolver %s (Python %s)" % (kiwi_data["kiwisolver"], sys.version.split()[0]))
    print(table(ours, kiwi_data["results"]))
    return 0


if __name__ == "__main__":
    if "--help" not in sys.argv and "-h" not in sys.argv:
        ensure_venv()
    sys.exit(main())
