#!/usr/bin/env python3
"""Differential testing of our solver (LayoutSolver) against kiwi (kiwisolver, C++ Cassowary).

Generates random constraint systems and operation sequences (seeded: the same --seed and --cases
give the same cases), runs every case through kiwi and through ours (`adaptive-bench trace`, which
replays the solver's incremental API: add, remove, edit variables, suggestValue, setConstant),
and compares them after every `check`.

    pip install kiwisolver            # tooling only; CI does not depend on it
    pip install scipy                 # optional: HiGHS settles kiwi's rounding (conflict shape)
    swift build -c release --product adaptive-bench
    python3 Scripts/kiwi-differential.py --seed 1 --cases 1000
    python3 Scripts/kiwi-differential.py --shape edits --cases 200 --show 3

Why `adaptive-bench trace` and not `adaptive solve`: a `.system` file only adds constraints in
order, while the edit and interleaving shapes remove constraints, move edit variables and change
constants, checking after each step. `--solve` additionally runs the static shapes (dense, chain,
equal) through `adaptive solve --ambiguous` and requires the same values and ambiguities as the
trace replay, so the command-line path is covered too.

Semantics, and how the comparison respects them:

- Strengths. kiwi's strengths are weighted (strong 1e6, medium 1e3, weak 1, summed with the
  constraints' errors); ours are strictly lexicographic (750 before 500 before 250, whatever the
  sums). Priorities map 750 -> strong, 500 -> medium, 250 -> weak, 1000 -> required. The two
  agree when no lower level's total error can outweigh a level above; the generators keep
  coefficients and constants small so that is usual, and the comparison is exact about the rest:
  both answers are scored by OUR semantics (the error of every optional level, highest first).
    * same scores: both are optima; variable values are compared only where ours says the
      optimum fixes them (`Solver.ambiguities`); a different value there is a discrepancy
      (our ambiguity answer or a value is wrong).
    * kiwi's score lexicographically better: ours is not optimal -> discrepancy.
    * ours lexicographically better but kiwi's weighted sum no worse than ours: a legitimate
      difference of semantics (kiwi traded a higher level for lower ones), counted as `weights`.
    * ours better both ways: kiwi is not at its own optimum -> counted as `kiwi-suboptimal`
      and shown (it would be kiwi's bug, or a tolerance question).
- Required constraints: both answers must satisfy every active required constraint.
- Unsatisfiable required sets: both must refuse the same operation (kiwi raises
  UnsatisfiableConstraint on add; ours throws `unsatisfiable`). After a refusal both go on with
  the constraint left out, as in Auto Layout. A constant change that kiwi refuses is a removal
  and re-add there; the old constraint is put back, as ours keeps its old constant.
- Edit variables: kiwi's edit constraint starts at `v == 0`, ours at the variable's current
  value; a generated `edit` is therefore always followed by a `suggest` before any check.
- Tolerances: 1e-6 relative (to max(1, |a|, |b|)) on values and on per-level errors.

Exit status 0 when no discrepancy was found, 1 otherwise.
"""

import argparse
from fractions import Fraction
import json
import os
import random
import subprocess
import sys
import tempfile

try:
    import kiwisolver as kiwi
except ImportError:  # pragma: no cover - tooling message
    sys.exit("kiwi-differential: error: kiwisolver is not installed (pip install kiwisolver)")

REQUIRED = 1000
LEVELS = [750, 500, 250]
KIWI_STRENGTH = {750: kiwi.strength.strong, 500: kiwi.strength.medium, 250: kiwi.strength.weak}
# The weights kiwi's strengths stand for, to score an answer the way kiwi does.
KIWI_WEIGHT = {750: 1e6, 500: 1e3, 250: 1.0}
RELATIONS = ["==", "<=", ">="]
TOLERANCE = 1e-6
SHAPES = ["dense", "chain", "equal", "edits", "interleave", "alias", "conflict"]


def kiwi_constraint(var, priority, relation, constant, terms):
    """One of our constraints as kiwi's: the expression against 0, with the kiwi strength of an
    optional priority (`var` maps a name to its kiwi variable)."""
    expr = sum((c * var(v) for c, v in terms), kiwi.Expression([], constant))
    cn = {"==": expr == 0, "<=": expr <= 0, ">=": expr >= 0}[relation]
    return cn if priority == REQUIRED else (cn | KIWI_STRENGTH[priority])


def close(a, b, tol=TOLERANCE):
    return abs(a - b) <= tol * max(1.0, abs(a), abs(b))


# ---------------------------------------------------------------------------------------------
# Cases. A case is a list of operations:
#   ("add", id, priority, relation, constant, [(coefficient, variable), ...])
#       sum(coefficient * variable) + constant  RELATION  0
#   ("remove", id)  ("edit", var, priority)  ("suggest", var, value)  ("unedit", var)
#   ("constant", id, value)  ("check",)
# ---------------------------------------------------------------------------------------------


def random_priority(rng, required_share):
    return REQUIRED if rng.random() < required_share else rng.choice(LEVELS)


def random_constraint(rng, cid, names, required_share=0.4):
    count = rng.randint(1, min(3, len(names)))
    chosen = rng.sample(names, count)
    terms = [(rng.choice([-3, -2, -1, 1, 1, 1, 2, 3]), name) for name in chosen]
    constant = rng.randint(-20, 20)
    return ("add", cid, random_priority(rng, required_share), rng.choice(RELATIONS), constant, terms)


def dense_case(rng):
    """2-8 variables, 3-15 constraints of 1-3 terms, mixed relations and priorities."""
    names = ["x%d" % i for i in range(rng.randint(2, 8))]
    ops = [random_constraint(rng, "c%d" % i, names) for i in range(rng.randint(3, 15))]
    ops.append(("check",))
    return ops


def chain_case(rng):
    """x(i+1) >= x(i) + c(i) (required), a start, optional targets and a required or optional end."""
    n = rng.randint(2, 10)
    names = ["x%d" % i for i in range(n)]
    ops = [("add", "start", REQUIRED, ">=", 0, [(1, "x0")])]
    for i in range(n - 1):
        gap = rng.randint(0, 10)
        relation = rng.choice([">=", ">=", "=="])
        ops.append(("add", "g%d" % i, REQUIRED, relation, -gap, [(1, names[i + 1]), (-1, names[i])]))
    for i in range(n):
        if rng.random() < 0.6:
            target = rng.randint(0, 12 * n)
            ops.append(("add", "t%d" % i, rng.choice(LEVELS), "==", -target, [(1, names[i])]))
    ops.append(("add", "end", rng.choice([REQUIRED, REQUIRED, 750, 500]), "<=",
                -rng.randint(3 * n, 10 * n), [(1, names[-1])]))
    ops.append(("check",))
    return ops


def equal_case(rng):
    """Views in a row in a container: equal widths (required or not), minimums, wishes, gaps."""
    n = rng.randint(2, 6)
    ops = []
    width = rng.randint(10 * n, 60 * n)
    ops.append(("add", "container", REQUIRED, "==", -width, [(1, "W")]))
    ops.append(("add", "lead", REQUIRED, "==", 0, [(1, "l0")]))
    for i in range(n):
        ops.append(("add", "r%d" % i, REQUIRED, "==", 0, [(1, "r%d" % i), (-1, "l%d" % i), (-1, "w%d" % i)]))
        ops.append(("add", "min%d" % i, rng.choice([REQUIRED, REQUIRED, 750]), ">=",
                    -rng.randint(0, 40), [(1, "w%d" % i)]))
        if rng.random() < 0.7:
            ops.append(("add", "want%d" % i, rng.choice(LEVELS), "==", -rng.randint(5, 80), [(1, "w%d" % i)]))
        if i > 0:
            gap = rng.randint(0, 8)
            ops.append(("add", "gap%d" % i, REQUIRED, "==", -gap, [(1, "l%d" % i), (-1, "r%d" % (i - 1))]))
            if rng.random() < 0.8:
                ops.append(("add", "eq%d" % i, rng.choice([REQUIRED, 750, 500, 250]), "==", 0,
                            [(1, "w%d" % i), (-1, "w0")]))
    ops.append(("add", "trail", rng.choice([REQUIRED, 750]), "==", 0, [(1, "r%d" % (n - 1)), (-1, "W")]))
    ops.append(("check",))
    return ops


def edits_case(rng):
    """A random system, edit variables with several suggestions, then removals one by one."""
    names = ["x%d" % i for i in range(rng.randint(2, 6))]
    ops = [random_constraint(rng, "c%d" % i, names) for i in range(rng.randint(3, 10))]
    edited = rng.sample(names, rng.randint(1, min(2, len(names))))
    for name in edited:
        ops.append(("edit", name, rng.choice(LEVELS)))
        ops.append(("suggest", name, rng.randint(-30, 30)))
    ops.append(("check",))
    for _ in range(rng.randint(1, 5)):
        ops.append(("suggest", rng.choice(edited), rng.randint(-30, 30)))
        ops.append(("check",))
    ids = [op[1] for op in ops if op[0] == "add"]
    rng.shuffle(ids)
    for cid in ids:
        ops.append(("remove", cid))
        ops.append(("check",))
    if rng.random() < 0.5:
        ops.append(("unedit", edited[0]))
        ops.append(("check",))
    return ops


def interleave_case(rng):
    """Adds, removals, constant changes and suggestions interleaved, checked after each."""
    names = ["x%d" % i for i in range(rng.randint(2, 6))]
    ops = []
    live = []
    next_id = 0
    edited = []
    for _ in range(rng.randint(6, 20)):
        roll = rng.random()
        if roll < 0.45 or not live:
            cid = "c%d" % next_id
            next_id += 1
            ops.append(random_constraint(rng, cid, names))
            live.append(cid)
        elif roll < 0.65:
            cid = live.pop(rng.randrange(len(live)))
            ops.append(("remove", cid))
        elif roll < 0.8:
            ops.append(("constant", rng.choice(live), rng.randint(-20, 20)))
        elif not edited:
            name = rng.choice(names)
            edited.append(name)
            ops.append(("edit", name, rng.choice(LEVELS)))
            ops.append(("suggest", name, rng.randint(-30, 30)))
        else:
            ops.append(("suggest", edited[0], rng.randint(-30, 30)))
        ops.append(("check",))
    return ops


def alias_case(rng):
    """Two-variable equalities x(i) == x(j) + c at every priority (what the solver turns into
    aliases, optimistic ones when optional), bounds, an edit, removals and constant changes."""
    names = ["x%d" % i for i in range(rng.randint(3, 7))]
    ops = [("add", "floor", REQUIRED, ">=", 0, [(1, names[0])])]
    live = []
    edited = None
    for k in range(rng.randint(6, 24)):
        roll = rng.random()
        cid = "a%d" % k
        if roll < 0.45 or not live:
            i, j = rng.sample(names, 2)
            priority = rng.choice([REQUIRED, REQUIRED, 750, 500, 250])
            ops.append(("add", cid, priority, "==", rng.randint(-10, 10), [(1, i), (-1, j)]))
            live.append(cid)
        elif roll < 0.6:
            priority = rng.choice([REQUIRED] + LEVELS)
            ops.append(("add", cid, priority, rng.choice(["<=", ">="]), rng.randint(-40, 40), [(1, rng.choice(names))]))
            live.append(cid)
        elif roll < 0.72:
            ops.append(("remove", live.pop(rng.randrange(len(live)))))
        elif roll < 0.86:
            ops.append(("constant", rng.choice(live), rng.randint(-15, 15)))
        elif edited is None:
            edited = rng.choice(names)
            ops.append(("edit", edited, rng.choice(LEVELS)))
            ops.append(("suggest", edited, rng.randint(-20, 40)))
        else:
            ops.append(("suggest", edited, rng.randint(-20, 40)))
        ops.append(("check",))
    return ops


def conflict_case(rng):
    """Levels that trade against each other: large coefficients and many constraints at the
    lower levels, so that kiwi's weighted sum and our strict order disagree. Compared with kiwi
    solving one level at a time (`kiwi_lexicographic`), never with its weights."""
    names = ["x%d" % i for i in range(rng.randint(2, 6))]
    ops = []
    for i in range(rng.randint(4, 14)):
        count = rng.randint(1, min(3, len(names)))
        terms = [(rng.choice([-1, 1]) * rng.choice([1, 2, 5, 20, 100]), v) for v in rng.sample(names, count)]
        ops.append(("add", "c%d" % i, random_priority(rng, 0.25), rng.choice(RELATIONS),
                    rng.randint(-500, 500), terms))
    ops.append(("check",))
    ids = [op[1] for op in ops if op[0] == "add"]
    for cid in rng.sample(ids, min(3, len(ids))):
        ops.append(("remove", cid))
        ops.append(("check",))
    return ops


GENERATORS = {"dense": dense_case, "chain": chain_case, "equal": equal_case,
              "edits": edits_case, "interleave": interleave_case, "alias": alias_case,
              "conflict": conflict_case}


def case_variables(ops):
    names = set()
    for op in ops:
        if op[0] == "add":
            names.update(v for _, v in op[5])
        elif op[0] == "edit":
            names.add(op[1])
    return sorted(names)


def trace_text(name, ops):
    variables = case_variables(ops)
    lines = ["case %s" % name]
    for op in ops:
        kind = op[0]
        if kind == "add":
            _, cid, priority, relation, constant, terms = op
            lines.append("add %s %d %s %r %s" % (cid, priority, relation, float(constant),
                                                 " ".join("%r %s" % (float(c), v) for c, v in terms)))
        elif kind == "check":
            lines.append("check " + " ".join(variables))
        elif kind in ("suggest", "constant"):
            lines.append("%s %s %r" % (kind, op[1], float(op[2])))
        elif kind == "edit":
            lines.append("edit %s %d" % (op[1], op[2]))
        else:
            lines.append("%s %s" % (kind, op[1]))
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# kiwi side
# ---------------------------------------------------------------------------------------------


def required_feasible(rows):
    """Whether the required rows among `rows` ((priority, relation, constant, terms), the
    expression against 0) can all hold, decided in exact rational arithmetic: phase 1 of the
    simplex (Bland's rule, so it ends) over x = p - q with p, q >= 0 and a slack per inequality.

    The referee for kiwi's refusals: kiwi refuses a required constraint when its artificial
    variable's residual is not within an absolute 1e-8 of zero (`nearZero` in kiwi's
    `addWithArtificialVariable`), which round-off alone can exceed once values reach 1e6 and
    coefficients 100 (the ulp of 3.5e8 is 6e-8): seed 11, conflict case 280."""
    required = [row for row in rows if row[0] == REQUIRED]
    names = sorted({v for _, _, _, terms in required for _, v in terms})
    width = 2 * len(names) + len(required)
    table = []
    for k, (_, relation, constant, terms) in enumerate(required):
        row = [Fraction(0)] * width
        for c, v in terms:
            i = names.index(v)
            row[2 * i] += Fraction(c)
            row[2 * i + 1] -= Fraction(c)
        if relation != "==":
            row[2 * len(names) + k] = Fraction(1 if relation == "<=" else -1)
        rhs = -Fraction(constant)
        if rhs < 0:
            row, rhs = [-a for a in row], -rhs
        table.append(row + [Fraction(1 if j == k else 0) for j in range(len(required))] + [rhs])
    basis = [width + k for k in range(len(required))]
    # Phase 1: minimize the sum of the artificial variables (columns width...).
    while True:
        entering = None
        for j in range(width + len(required)):
            if j in basis:
                continue
            reduced = (1 if j >= width else 0) - sum(
                (1 if basis[i] >= width else 0) * table[i][j] for i in range(len(table)))
            if reduced < 0:
                entering = j
                break
        if entering is None:
            break
        leaving = None
        for i in range(len(table)):
            if table[i][entering] > 0:
                ratio = table[i][-1] / table[i][entering]
                if leaving is None or ratio < leaving[0] or (
                        ratio == leaving[0] and basis[i] < basis[leaving[1]]):
                    leaving = (ratio, i)
        r = leaving[1]  # phase 1 is bounded below by 0: there is always one
        pivot = table[r][entering]
        table[r] = [a / pivot for a in table[r]]
        for i in range(len(table)):
            if i != r and table[i][entering] != 0:
                factor = table[i][entering]
                table[i] = [a - factor * b for a, b in zip(table[i], table[r])]
        basis[r] = entering
    return sum(table[i][-1] for i in range(len(table)) if basis[i] >= width) == 0


def exact_minimum(width, rows, cost):
    """min cost·x over x >= 0 with rows (dict column -> Fraction, right-hand side) as equalities,
    in exact rational arithmetic: two-phase simplex with Bland's rule. None when infeasible
    (never unbounded here: the costs are sums of errors, bounded below by 0)."""
    table, basis = [], []
    for k, (row, rhs) in enumerate(rows):
        line = [row.get(j, Fraction(0)) for j in range(width)]
        if rhs < 0:
            line, rhs = [-a for a in line], -rhs
        table.append(line + [Fraction(1 if i == k else 0) for i in range(len(rows))] + [rhs])
        basis.append(width + k)
    total = width + len(rows)

    def pivot(r, j):
        p = table[r][j]
        table[r] = [a / p for a in table[r]]
        for i in range(len(table)):
            if i != r and table[i][j] != 0:
                f = table[i][j]
                table[i] = [a - f * b for a, b in zip(table[i], table[r])]
        basis[r] = j

    def run(costs, allowed):
        while True:
            entering = None
            for j in range(total):
                if j in basis or not allowed(j):
                    continue
                if costs[j] - sum(costs[basis[i]] * table[i][j] for i in range(len(table))) < 0:
                    entering = j
                    break
            if entering is None:
                return
            best = None
            for i in range(len(table)):
                if table[i][entering] > 0:
                    ratio = table[i][-1] / table[i][entering]
                    if best is None or ratio < best[0] or (ratio == best[0] and basis[i] < basis[best[1]]):
                        best = (ratio, i)
            pivot(best[1], entering)

    run([Fraction(0)] * width + [Fraction(1)] * len(rows), lambda j: True)
    if any(basis[i] >= width and table[i][-1] != 0 for i in range(len(table))):
        return None
    for i in range(len(table)):
        if basis[i] >= width:
            j = next((j for j in range(width) if table[i][j] != 0), None)
            if j is not None:
                pivot(i, j)
    costs = [cost.get(j, Fraction(0)) for j in range(width)] + [Fraction(0)] * len(rows)
    run(costs, lambda j: j < width)
    return sum(costs[basis[i]] * table[i][-1] for i in range(len(table)))


def exact_level_optima(rows):
    """Each optional level's optimum, the levels above held at theirs, in exact rational
    arithmetic ({level: float}); None when the required rows cannot hold. The referee for a
    check that the kiwi comparison would excuse as `kiwi-inexact`: the excuses read kiwi's
    staged slack, and one let a real fault of ours through (seed 14, conflict case 40: level
    500 left at 33.08 where its optimum is 0, excused because kiwi's level 750 came out a hair
    above ours)."""
    names = sorted({v for _, _, _, terms in rows for _, v in terms})
    width = 2 * len(names)
    program, errors = [], {level: [] for level in LEVELS}
    for priority, relation, constant, terms in rows:
        row = {}
        for c, v in terms:
            i = names.index(v)
            row[2 * i] = row.get(2 * i, Fraction(0)) + Fraction(c)
            row[2 * i + 1] = row.get(2 * i + 1, Fraction(0)) - Fraction(c)
        if priority != REQUIRED:
            if relation != ">=":  # the expression may exceed 0 by e+
                row[width] = Fraction(-1)
                errors[priority].append(width)
                width += 1
            if relation != "<=":  # or fall short by e-
                row[width] = Fraction(1)
                errors[priority].append(width)
                width += 1
        if relation != "==":
            row[width] = Fraction(1 if relation == "<=" else -1)
            width += 1
        program.append((row, -Fraction(constant)))
    optima = {}
    for level in LEVELS:
        held = []
        for above, best in optima.items():
            if errors[above]:
                held.append(({e: Fraction(1) for e in errors[above]} | {width + len(held): Fraction(1)},
                             best))
        value = exact_minimum(width + len(held), program + held, {e: Fraction(1) for e in errors[level]})
        if value is None:
            return None
        optima[level] = value
    return {level: float(value) for level, value in optima.items()}


def ours_worse_than_exact(model, ours_levels, sizes):
    """Whether ours' level errors are lexicographically worse than the exact optima."""
    optima = exact_level_optima(model.active())
    return optima is not None and lex_compare(ours_levels, optima, sizes) > 0


def kiwi_fresh_run(ops, lexicographic=False):
    """Runs a case through kiwi the robust way: every operation builds a fresh kiwi solver from
    the constraints and edits active at that point, so each answer is kiwi's solve of that set
    from scratch, never its incremental path (see `kiwi_run` for why). Our solver is still
    replayed incrementally: its answer after each step must equal a solve from scratch.
    Returns one result per operation, as the trace replay does."""
    variables = {}
    active = {}  # id -> (priority, relation, constant, terms), in the order added
    edits = {}  # var -> [priority, suggested value or None], in the order made

    def var(name):
        if name not in variables:
            variables[name] = kiwi.Variable(name)
        return variables[name]

    def make(priority, relation, constant, terms):
        return kiwi_constraint(var, priority, relation, constant, terms)

    def fresh(rows, extra=None):
        """A solver with `rows` (and `extra` last); None when `extra` is refused."""
        solver = kiwi.Solver()
        try:
            for row in rows.values():
                solver.addConstraint(make(*row))
        except kiwi.UnsatisfiableConstraint:
            return None  # a row kiwi falsely refused earlier (`required_feasible`) again
        for name, (priority, value) in edits.items():
            solver.addEditVariable(var(name), KIWI_STRENGTH[priority])
            if value is not None:
                solver.suggestValue(var(name), float(value))
        if extra is not None:
            try:
                solver.addConstraint(make(*extra))
            except kiwi.UnsatisfiableConstraint:
                return None
        return solver

    results = []
    names = case_variables(ops)
    falsely_refused = False
    for op in ops:
        kind = op[0]
        result = {"ok": True}
        if kind in ("remove", "constant") and op[1] not in active:
            result = {"error": "unknownConstraint"}  # its add was refused
        elif kind == "add":
            row = (op[2], op[3], op[4], op[5])
            if fresh(active, row) is not None:
                active[op[1]] = row
            elif required_feasible(list(active.values()) + [row]):
                # kiwi's false refusal (`required_feasible`): the required rows can hold.
                result = {"ok": True, "kiwi-false-refusal": True}
                falsely_refused = True
                active[op[1]] = row
            else:
                result = {"error": "unsatisfiable"}
        elif kind == "remove":
            del active[op[1]]
        elif kind == "constant":
            priority, relation, _, terms = active[op[1]]
            others = {k: v for k, v in active.items() if k != op[1]}
            row = (priority, relation, op[2], terms)
            if fresh(others, row) is not None:
                active[op[1]] = row
            elif required_feasible(list(others.values()) + [row]):
                result = {"ok": True, "kiwi-false-refusal": True}  # as for an add
                falsely_refused = True
                active[op[1]] = row
            else:
                result = {"error": "unsatisfiable"}  # ours keeps the old constant: so does this
        elif kind == "edit":
            edits[op[1]] = [op[2], None]
        elif kind == "unedit":
            del edits[op[1]]
        elif kind == "suggest":
            edits[op[1]][1] = op[2]
        elif kind == "check":
            if lexicographic:
                values, movable = kiwi_lexicographic(active, edits, var, names)
                if values is None:
                    # kiwi could not hold its own optimum (counted as kiwi-crashed), or refuses
                    # again a row it refused falsely (counted as such).
                    return "false-refusal" if falsely_refused else None
                result = {"values": {n: values[n] for n in names},
                          "movable": {n: movable[n] for n in names}}
            else:
                solver = fresh(active)
                if solver is None:
                    return "false-refusal"  # it refuses again a row it refused falsely
                solver.updateVariables()
                result = {"values": {n: var(n).value() for n in names}}
        results.append(result)
    return results


def kiwi_lexicographic(active, edits, var, names):
    """Our semantics solved with kiwi, one priority level at a time (`--kiwi lexicographic`, and
    always for the conflict shape), so that systems whose levels trade against each other have
    an independent oracle too: every optional constraint gets explicit error variables
    (required: the error is at least the violation, and not negative); stage L minimizes the
    summed error of level L (kiwi's only soft constraint: that sum == 0, weak), with every level
    above held to its optimum by a required `sum <= best` (plus 1e-11 relative slack, as kiwi's
    answers are doubles) and the levels below left out. The last stage's values are one
    lexicographic optimum.

    Then, with every level held, whether each variable can move: a weak wish to be max(1, |v|)
    above (or below) its value v; it moves when kiwi's answer is more than 1e-6 max(1, |v|) away. That checks ours'
    ambiguity answers both ways (`movable`)."""
    rows = list(active.values())
    for name, (priority, value) in edits.items():
        rows.append((priority, "==", -float(value), [(1, name)]))
    try:
        return staged_solve(rows, var, names, 1e-11)
    except kiwi.UnsatisfiableConstraint:
        # kiwi's own rounding can leave a level's optimum a little below what it can hold
        # again (seed 7, conflict shape): once more with 1e-8 slack, then a kiwi failure.
        try:
            return staged_solve(rows, var, names, 1e-8)
        except kiwi.UnsatisfiableConstraint:
            return None, None


def staged_solve(rows, var, names, slack):
    """`kiwi_lexicographic` with levels held to `slack` relative."""
    best = {}
    for level in LEVELS:
        solver, errors = staged(rows, var, best, level, slack)
        if errors[level]:
            solver.addConstraint((sum(errors[level]) == 0) | kiwi.strength.weak)
        solver.updateVariables()
        best[level] = sum(e.value() for e in errors[level])
    # A name no active constraint uses is in no stage: kiwi leaves it at 0, and it moves freely.
    values = {name: var(name).value() for name in names}
    movable = {}
    for name in sorted(values):
        moves = False
        size = max(1.0, abs(values[name]))
        for step in (size, -size):
            solver, _ = staged(rows, var, best, None, slack)
            solver.addConstraint((var(name) == values[name] + step) | kiwi.strength.weak)
            solver.updateVariables()
            moves = moves or abs(var(name).value() - values[name]) > 1e-6 * max(1.0, abs(values[name]))
        movable[name] = moves
    return values, movable


def staged(rows, var, best, level, slack):
    """A kiwi solver with the required rows, error variables for the optional rows at `level`
    and above (every level when `level` is None), and each level in `best` held at its optimum.
    Returns the solver and the error variables of each level."""
    solver = kiwi.Solver()
    errors = {above: [] for above in LEVELS}
    for k, (priority, relation, constant, terms) in enumerate(rows):
        expr = sum((c * var(v) for c, v in terms), kiwi.Expression([], constant))
        if priority == REQUIRED:
            solver.addConstraint({"==": expr == 0, "<=": expr <= 0, ">=": expr >= 0}[relation])
            continue
        if level is not None and priority < level:
            continue
        up, down = kiwi.Variable("up%d" % k), kiwi.Variable("down%d" % k)
        solver.addConstraint(up >= 0)
        solver.addConstraint(down >= 0)
        if relation == "==":
            solver.addConstraint(expr == up - down)
            errors[priority] += [up, down]
        elif relation == "<=":
            solver.addConstraint(expr <= up)
            errors[priority].append(up)
        else:
            solver.addConstraint(expr >= -down)
            errors[priority].append(down)
    for above, total in best.items():
        if errors[above]:
            solver.addConstraint(sum(errors[above]) <= total * (1 + slack) + slack)
    return solver, errors


def kiwi_run(ops):
    """Runs a case through kiwi's incremental API, as ours is (`--kiwi incremental`); returns one
    result per operation, as the trace replay does.

    Not the default: kiwi 1.5.1's incremental path has a bug this script found. Two identical
    required equalities and an optional one on the same expression (x2 - x0 == 0 twice,
    x2 - x0 + 10 == 0 at medium); remove the first required one, and kiwi answers x0 = 10,
    x2 = 0, breaking the second, which is still in its solver (a fresh kiwi solver of the same
    three constraints, less the removed one, answers x0 = x2). The redundant twin was added on
    its dummy marker and is lost with the removal. Then kiwi also accepts a constant change
    that conflicts with the twin."""
    solver = kiwi.Solver()
    variables = {}
    constraints = {}  # id -> kiwi constraint

    def var(name):
        if name not in variables:
            variables[name] = kiwi.Variable(name)
        return variables[name]

    def make(priority, relation, constant, terms):
        return kiwi_constraint(var, priority, relation, constant, terms)

    edits = {}  # var -> [kiwi strength, suggested value or None], in the order made

    def rebuild():
        # kiwi 1.5.1 leaves its tableau damaged after it raises UnsatisfiableConstraint: the
        # refused row's pivots stay, and the values then break required constraints (found by
        # this script: x0 <= 5, x0 + x1 == 19, then x1 - x0 + 8 == 0 is refused and kiwi reports
        # x0 = 13.5; the same as kiwi.js issue #31). A fresh solver with the constraints kept is
        # the state kiwi documents, so every refusal rebuilds it.
        nonlocal solver
        solver = kiwi.Solver()
        for cn, _ in constraints.values():
            solver.addConstraint(cn)
        for name, (strength, value) in edits.items():
            solver.addEditVariable(var(name), strength)
            if value is not None:
                solver.suggestValue(var(name), value)

    results = []
    names = case_variables(ops)
    for op in ops:
        kind = op[0]
        try:
            if kind == "add":
                _, cid, priority, relation, constant, terms = op
                cn = make(priority, relation, constant, terms)
                solver.addConstraint(cn)
                constraints[cid] = (cn, op)
            elif kind in ("remove", "constant") and op[1] not in constraints:
                results.append({"error": "unknownConstraint"})  # its add was refused
                continue
            elif kind == "remove":
                cn, _ = constraints.pop(op[1])
                solver.removeConstraint(cn)
            elif kind == "edit":
                solver.addEditVariable(var(op[1]), KIWI_STRENGTH[op[2]])
                edits[op[1]] = [KIWI_STRENGTH[op[2]], None]
            elif kind == "unedit":
                solver.removeEditVariable(var(op[1]))
                del edits[op[1]]
            elif kind == "suggest":
                solver.suggestValue(var(op[1]), float(op[2]))
                edits[op[1]][1] = float(op[2])
            elif kind == "constant":
                old, old_op = constraints[op[1]]
                _, cid, priority, relation, _, terms = old_op
                solver.removeConstraint(old)
                new_op = ("add", cid, priority, relation, op[2], terms)
                cn = make(priority, relation, op[2], terms)
                try:
                    solver.addConstraint(cn)
                    constraints[cid] = (cn, new_op)
                except kiwi.UnsatisfiableConstraint:
                    # Ours keeps the old constant: so does the rebuilt kiwi (the old constraint
                    # is still in `constraints`).
                    rebuild()
                    raise
            elif kind == "check":
                solver.updateVariables()
                results.append({"values": {n: var(n).value() for n in names}})
                continue
        except kiwi.UnsatisfiableConstraint:
            if kind == "add":
                rebuild()
            results.append({"error": "unsatisfiable"})
            continue
        results.append({"ok": True})
    return results


# ---------------------------------------------------------------------------------------------
# Scoring and comparison
# ---------------------------------------------------------------------------------------------


class Model:
    """The active constraints after each operation, replayed from the operations and the
    refusals both solvers agreed on."""

    def __init__(self):
        self.constraints = {}  # id -> (priority, relation, constant, terms)
        self.edits = {}  # var -> [priority, value]

    def apply(self, op, refused):
        kind = op[0]
        if refused:
            return
        if kind == "add":
            self.constraints[op[1]] = (op[2], op[3], op[4], op[5])
        elif kind == "remove":
            del self.constraints[op[1]]
        elif kind == "constant":
            p, r, _, t = self.constraints[op[1]]
            self.constraints[op[1]] = (p, r, op[2], t)
        elif kind == "edit":
            self.edits[op[1]] = [op[2], None]
        elif kind == "suggest":
            self.edits[op[1]][1] = op[2]
        elif kind == "unedit":
            del self.edits[op[1]]

    def active(self):
        rows = list(self.constraints.values())
        for name, (priority, value) in sorted(self.edits.items()):
            rows.append((priority, "==", -value, [(1, name)]))
        return rows

    def constrained(self):
        names = set()
        for _, _, _, terms in self.active():
            names.update(v for c, v in terms if c != 0)
        return names


def violation(relation, constant, terms, values):
    e = constant + sum(c * values[v] for c, v in terms)
    if relation == "==":
        return abs(e)
    if relation == "<=":
        return max(0.0, e)
    return max(0.0, -e)


def scale(constant, terms, values):
    return max(1.0, abs(constant), *(abs(c * values[v]) for c, v in terms))


def score(model, values):
    """(worst required violation relative to its scale, {level: summed error},
    {level: summed magnitude of its constraints' terms})."""
    worst = 0.0
    levels = {level: 0.0 for level in LEVELS}
    sizes = {level: 0.0 for level in LEVELS}
    for priority, relation, constant, terms in model.active():
        v = violation(relation, constant, terms, values)
        if priority == REQUIRED:
            worst = max(worst, v / scale(constant, terms, values))
        else:
            levels[priority] += v
            sizes[priority] += scale(constant, terms, values)
    return worst, levels, sizes


def lex_compare(a, b, sizes):
    """-1 when level errors a are lexicographically better than b, 1 when worse, 0 when equal.

    Equal within 1e-6 relative to the errors, or 1e-10 relative to the magnitude of the level's
    terms: an error is a difference of terms, so with terms near 1e7 (the conflict shape) a
    double's rounding alone leaves errors near 1e-6 (seed 8, conflict case 203: 4.8e-6 at 750,
    terms up to 1e7, where the staged kiwi found 2e-12)."""
    for level in LEVELS:
        if not close(a[level], b[level]) and abs(a[level] - b[level]) > 1e-10 * sizes[level]:
            return -1 if a[level] < b[level] else 1
    return 0


def traded_above(a, b, sizes):
    """Whether a is worse than b, by more than 1e-12 of the level's term magnitudes (double
    rounding), at a level above the first one where a is better beyond `lex_compare`'s tolerance."""
    for level in LEVELS:
        if a[level] - b[level] > 1e-12 * max(1.0, sizes[level]):
            return True
        if not close(a[level], b[level]) and abs(a[level] - b[level]) > 1e-10 * sizes[level]:
            return False
    return False


def first_difference_worse(a, b, sizes):
    """Whether a is worse than b at the first level where they differ by more than 1e-9 of the
    level's term magnitudes (a tighter test than `lex_compare`'s tolerance)."""
    for level in LEVELS:
        if abs(a[level] - b[level]) > 1e-9 * max(1.0, sizes[level]):
            return a[level] > b[level]
    return False


def highs_ranges(rows, names):
    """A third opinion for the conflict shape, where kiwi's staged answers are sometimes off by
    its rounding: the same staged program solved by HiGHS through scipy (optional: None when
    scipy is missing), then each variable minimized and maximized with every level held (1e-12
    relative slack, or the least of 1e-11, 1e-10 and 1e-9 that HiGHS solves). Returns
    {name: (low, high)}, infinite where unbounded; None when a program fails with every slack
    (HiGHS can find a held level infeasible within its own tolerances).

    Why as loose as 1e-9: with coefficients up to 100 and values near 1e5, HiGHS finds a level
    held at its own optimum infeasible (seed 62, conflict case 235: every program after the
    first removal failed, and kiwi's x1 = 0.28619860 against ours 0.2862, exact in the case's
    decimals, could not be told apart); 1e-9 of a level's error moves a fixed variable by about
    1e-7 there, well inside the 1e-6 the comparison allows.

    Why the slacks between: a fixed variable's range grows with the slack, and how fast depends
    on the case. Seed 75, conflict case 46, first check: x2 rests on its bound -0.4 (required),
    and each unit it moves up costs 2 of level 500's error, 411,758. HiGHS failed at 1e-12,
    and at 1e-9 (4e-4 of error) x2's range was 2e-4 wide, which read as movable, as the staged
    kiwi says, where ours says fixed. At 1e-11 it is 2e-6 wide: fixed, as the range's shrinking
    with the slack shows (0.2 wide at 1e-6, 2e-4 at 1e-9, 2e-6 at 1e-11)."""
    try:
        from scipy.optimize import linprog  # noqa: F401 (only whether it is there)
    except ImportError:
        return None
    for slack in (1e-12, 1e-11, 1e-10, 1e-9):
        ranges = highs_ranges_held(rows, names, slack)
        if ranges is not None:
            return ranges
    return None


def highs_ranges_held(rows, names, slack):
    """`highs_ranges` with each level held to `slack` relative (and absolute) of its optimum."""
    from scipy.optimize import linprog
    optional = [i for i, row in enumerate(rows) if row[0] != REQUIRED]
    width = len(names) + 2 * len(optional)
    column = {name: i for i, name in enumerate(names)}

    def program(level, best):
        a_ub, b_ub, a_eq, b_eq = [], [], [], []
        for i, (priority, relation, constant, terms) in enumerate(rows):
            row = [0.0] * width
            for c, v in terms:
                row[column[v]] += c
            if priority == REQUIRED:
                if relation == "==":
                    a_eq.append(row)
                    b_eq.append(-constant)
                elif relation == "<=":
                    a_ub.append(row)
                    b_ub.append(-constant)
                else:
                    a_ub.append([-x for x in row])
                    b_ub.append(constant)
                continue
            up = len(names) + 2 * optional.index(i)
            if relation == "==":
                row[up], row[up + 1] = -1.0, 1.0
                a_eq.append(row)
                b_eq.append(-constant)
            elif relation == "<=":
                row[up] = -1.0
                a_ub.append(row)
                b_ub.append(-constant)
            else:
                row = [-x for x in row]
                row[up + 1] = -1.0
                a_ub.append(row)
                b_ub.append(constant)
        cost = [0.0] * width
        for held, total in list(best.items()) + ([(level, None)] if level else []):
            row = [0.0] * width
            for j, i in enumerate(optional):
                if rows[i][0] == held:
                    row[len(names) + 2 * j] = row[len(names) + 2 * j + 1] = 1.0
            if total is None:
                cost = row
            else:
                a_ub.append(row)
                b_ub.append(total * (1 + slack) + slack)
        return cost, a_ub or None, b_ub or None, a_eq or None, b_eq or None

    bounds = [(None, None)] * len(names) + [(0, None)] * (2 * len(optional))
    best = {}
    for level in LEVELS:
        cost, a_ub, b_ub, a_eq, b_eq = program(level, best)
        result = linprog(cost, A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=b_eq, bounds=bounds, method="highs")
        if result.status != 0:
            return None
        best[level] = result.fun
    ranges = {}
    for n, name in enumerate(names):
        ends = []
        for sign in (1.0, -1.0):
            cost, a_ub, b_ub, a_eq, b_eq = program(None, best)
            cost[n] = sign
            result = linprog(cost, A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=b_eq, bounds=bounds, method="highs")
            if result.status == 3:  # unbounded: the variable moves without end that way
                ends.append(-sign * float("inf"))
            elif result.status == 0:
                ends.append(result.x[n])
            else:  # HiGHS failed (infeasible within its tolerances): no opinion
                return None
        ranges[name] = (ends[0], ends[1])
    return ranges


def highs_agrees_with_ours(model, values, ambiguous):
    """Whether HiGHS's ranges back ours: every value inside its range (1e-6 relative), and a
    variable ours calls fixed has a range narrower than 1e-5 of its size, one it calls free a
    wider one. None without scipy, or when HiGHS fails."""
    names = sorted(model.constrained())
    ranges = highs_ranges(model.active(), names)
    if ranges is None:
        return None
    for name in names:
        low, high = ranges[name]
        size = max(1.0, abs(values[name]))
        if not (low - 1e-6 * size <= values[name] <= high + 1e-6 * size):
            return False
        if (high - low > 1e-5 * size) != (name in ambiguous):
            return False
    return True


def weighted(levels):
    return sum(KIWI_WEIGHT[level] * levels[level] for level in LEVELS)


def compare_case(ops, ours, theirs):
    """Compares one case's results; returns (outcome counts, list of discrepancy messages)."""
    counts = {"checks": 0, "agree": 0, "weights": 0, "refusals": 0, "kiwi-inexact": 0,
              "kiwi-false-refusal": 0}
    problems = []
    model = Model()
    for index, (op, a, b) in enumerate(zip(ops, ours, theirs)):
        where = "op %d (%s)" % (index + 1, op[0])
        if b.get("kiwi-false-refusal"):
            counts["kiwi-false-refusal"] += 1
        if op[0] != "check":
            a_err, b_err = a.get("error"), b.get("error")
            if a_err != b_err:
                problems.append("%s: ours %s, kiwi %s" % (where, a_err or "ok", b_err or "ok"))
                return counts, problems  # the states differ from here on
            if a_err:
                counts["refusals"] += 1
            model.apply(op, refused=a_err is not None)
            continue
        counts["checks"] += 1
        if "values" not in a or any(v is None for v in a["values"].values()):
            problems.append("%s: ours gave no finite values: %s" % (where, a))
            continue
        ours_values, kiwi_values = a["values"], b["values"]
        ambiguous = set(a["ambiguous"])
        constrained = model.constrained()
        for name in sorted(set(ours_values) - constrained - ambiguous):
            problems.append("%s: ours says %s is fixed, but no active constraint names it" % (where, name))
        ours_required, ours_levels, sizes = score(model, ours_values)
        kiwi_required, kiwi_levels, _ = score(model, kiwi_values)
        if ours_required > TOLERANCE:
            problems.append("%s: ours violates a required constraint by %g" % (where, ours_required))
            continue
        if kiwi_required > TOLERANCE:
            problems.append("%s: kiwi violates a required constraint by %g (kiwi-suboptimal)" % (where, kiwi_required))
            continue
        order = lex_compare(ours_levels, kiwi_levels, sizes)
        if order > 0 and traded_above(kiwi_levels, ours_levels, sizes) and not ours_worse_than_exact(
                model, ours_levels, sizes):
            # kiwi's gain at a lower level is paid for by a higher one, within the tolerance
            # there: its staged slack, not a better optimum (seed 7, conflict case 207: kiwi
            # 1.5e-7 worse at 750 and 5e-5 worse at 500, 0.004 better at 250).
            counts["kiwi-inexact"] += 1
            continue
        if order > 0:
            problems.append("%s: ours not optimal: ours %s, kiwi %s" % (where, ours_levels, kiwi_levels))
            continue
        if order < 0:
            if weighted(kiwi_levels) <= weighted(ours_levels) * (1 + TOLERANCE) + TOLERANCE:
                counts["weights"] += 1
            else:
                problems.append("%s: kiwi-suboptimal: ours %s, kiwi %s" % (where, ours_levels, kiwi_levels))
            continue
        if first_difference_worse(kiwi_levels, ours_levels, sizes):
            # Within tolerance, but kiwi's point is worse than ours at the first level where
            # they differ at all: kiwi's rounding, not another optimum (seed 9, conflict case
            # 164: kiwi x3 = -0.3199568 with 4.3e-5 error at 750, where ours and HiGHS through
            # scipy both give x3 = -0.32 and 1e-11); its values say nothing about ours.
            counts["kiwi-inexact"] += 1
            continue
        if "movable" in b:
            wrong = [n for n in sorted(constrained) if b["movable"][n] != (n in ambiguous)]
            bad = [n for n in sorted(constrained - ambiguous) if not close(ours_values[n], kiwi_values[n])]
            if (wrong or bad) and highs_agrees_with_ours(model, ours_values, ambiguous):
                # kiwi's staged answer is off by its rounding (seed 9, conflict cases 164 and
                # 746: kiwi x3 = -0.3199568 where HiGHS and ours give -0.32 fixed; kiwi's probe
                # moved a variable HiGHS pins to 2e-7).
                counts["kiwi-inexact"] += 1
                continue
            if wrong:
                problems.append("%s: ambiguity differs from the staged kiwi's: %s" % (where, ", ".join(
                    "%s ours %s, kiwi %s" % (n, "free" if n in ambiguous else "fixed",
                                             "moves" if b["movable"][n] else "stays") for n in wrong)))
                continue
        bad = [n for n in sorted(constrained - ambiguous) if not close(ours_values[n], kiwi_values[n])]
        if bad:
            problems.append("%s: same errors per level, but ours says fixed and kiwi differs: %s" % (
                where, ", ".join("%s ours %r kiwi %r" % (n, ours_values[n], kiwi_values[n]) for n in bad)))
            continue
        counts["agree"] += 1
    return counts, problems


# ---------------------------------------------------------------------------------------------
# `adaptive solve --ambiguous` cross-check for the static shapes
# ---------------------------------------------------------------------------------------------


def system_text(ops):
    """The adds of a static case as a .system file (one line each, in order)."""
    lines = []
    for op in ops:
        if op[0] != "add":
            continue
        _, _, priority, relation, constant, terms = op
        lhs = " + ".join("%r*%s" % (float(c), v) for c, v in terms)
        lines.append("%s + %r %s 0 @%d" % (lhs, float(constant), relation, priority))
    return "\n".join(lines) + "\n"


def solve_check(solve_binary, ops, trace_results, directory):
    path = os.path.join(directory, "case.system")
    with open(path, "w") as f:
        f.write(system_text(ops))
    run = subprocess.run([solve_binary, "solve", path, "--ambiguous"], capture_output=True, text=True)
    refused = any(r.get("error") for r in trace_results)
    if refused:
        return [] if run.returncode == 1 else ["solve: exit %d where the trace refused an add" % run.returncode]
    if run.returncode != 0:
        return ["solve: exit %d: %s" % (run.returncode, run.stderr.strip()[:200])]
    out = json.loads(run.stdout)
    check = trace_results[-1]
    problems = []
    if sorted(out["ambiguous"]) != sorted(check["ambiguous"]):
        problems.append("solve: ambiguous %s, trace %s" % (out["ambiguous"], check["ambiguous"]))
    for name, value in check["values"].items():
        if not close(out["values"].get(name, 0.0), value, 1e-9):
            problems.append("solve: %s = %r, trace %r" % (name, out["values"].get(name), value))
    return problems


# ---------------------------------------------------------------------------------------------


def perturbed(ops, ours):
    """ours with one answer changed (see --self-test), and whether anything could be changed:
    a fixed value at the first check that has one, else the first add's answer."""
    ours = json.loads(json.dumps(ours))
    for op, result in zip(ops, ours):
        if op[0] == "check" and "values" in result:
            fixed = [n for n in sorted(result["values"]) if n not in result["ambiguous"]]
            if fixed and all(v is not None for v in result["values"].values()):
                result["values"][fixed[0]] += 1e-3 * max(1.0, abs(result["values"][fixed[0]]))
                return ours, True
    for op, result in zip(ops, ours):
        if op[0] == "add":
            refused = "error" in result
            result.clear()
            result.update({"ok": True} if refused else {"error": "unsatisfiable"})
            return ours, True
    return ours, False


def in_child(work):
    """`work()` in a forked child, its JSON result read back; None when the child dies.

    kiwi 1.5.1 sometimes throws its C++ InternalSolverError ("The objective is unbounded") out
    of the Python binding, on weighted systems of the conflict shape and on the staged programs
    of `kiwi_lexicographic`, which are bounded (errors are at or above 0: found with seed 4,
    conflict case 266); the process
    then ends in std::terminate, which Python cannot catch. Such cases are counted as
    `kiwi-crashed` and skipped, never compared."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 2)  # the terminate message
        try:
            data = json.dumps(work()).encode()
        except Exception as error:  # the script's own bug: report it, never count it a crash
            data = json.dumps({"script-error": repr(error)}).encode()
        try:
            with os.fdopen(write, "wb") as f:
                f.write(data)
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as f:
        data = f.read()
    _, status = os.waitpid(pid, 0)
    if status != 0 or not data:
        return None
    result = json.loads(data)
    if isinstance(result, dict):
        sys.exit("kiwi-differential: error: " + result["script-error"])
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", type=int, default=1000, help="cases per shape")
    parser.add_argument("--shape", action="append", choices=SHAPES, help="shapes (default: all)")
    parser.add_argument("--bench", default=".build/release/adaptive-bench")
    parser.add_argument("--solve", metavar="ADAPTIVE", help="also check static shapes through `ADAPTIVE solve`")
    parser.add_argument("--kiwi", choices=["fresh", "incremental", "lexicographic", "weighted"],
                        default="fresh",
                        help="kiwi solves each step from scratch with weighted strengths (default;"
                        " lexicographic for the conflict shape), incrementally, or from scratch"
                        " one level at a time (our semantics) for every shape; weighted: fresh"
                        " with weights for the conflict shape too, to see the semantics differ")
    parser.add_argument("--show", type=int, default=5, help="discrepant cases to print in full")
    parser.add_argument("--self-test", action="store_true",
                        help="perturb ours' answers; every perturbed case must be flagged")
    parser.add_argument("--keep", metavar="DIR", help="write each discrepant case's trace to DIR")
    args = parser.parse_args()

    total_problems = 0
    shown = 0
    with tempfile.TemporaryDirectory() as directory:
        for shape in args.shape or SHAPES:
            # One generator per shape, seeded from the seed and the shape's name, so a shape's
            # cases do not depend on which other shapes run.
            rng = random.Random("%d/%s" % (args.seed, shape))
            cases = [GENERATORS[shape](rng) for _ in range(args.cases)]
            trace_path = os.path.join(directory, shape + ".trace")
            with open(trace_path, "w") as f:
                for i, ops in enumerate(cases):
                    f.write(trace_text("%s-%d" % (shape, i), ops))
            run = subprocess.run([args.bench, "trace", trace_path], capture_output=True, text=True)
            if run.returncode != 0:
                sys.exit("kiwi-differential: error: adaptive-bench trace failed: " + run.stderr)
            lines = [json.loads(line) for line in run.stdout.splitlines()]
            totals = {"cases": 0, "checks": 0, "agree": 0, "weights": 0, "refusals": 0, "discrepant": 0,
                      "kiwi-crashed": 0, "perturbed": 0, "kiwi-inexact": 0, "kiwi-false-refusal": 0}
            position = 0
            for i, ops in enumerate(cases):
                position += 1  # the `case` line
                ours = lines[position:position + len(ops)]
                position += len(ops)
                if args.kiwi == "incremental":
                    theirs = kiwi_run(ops)
                elif args.kiwi == "lexicographic" or (shape == "conflict" and args.kiwi != "weighted"):
                    theirs = in_child(lambda: kiwi_fresh_run(ops, lexicographic=True))
                else:
                    theirs = in_child(lambda: kiwi_fresh_run(ops))
                if theirs is None or theirs == "false-refusal":
                    # Not compared: kiwi has no answer (it crashed, or refuses rows that can
                    # hold, `required_feasible`, and cannot solve them later either).
                    totals["cases"] += 1
                    totals["kiwi-crashed" if theirs is None else "kiwi-false-refusal"] += 1
                    continue
                if args.self_test:
                    # The comparison must be able to fail: move one value ours says is fixed by
                    # 1e-3 (relative 1e-6 tolerance below 1000), or turn ours' first answer to an
                    # add into the opposite one; every case so changed must be flagged.
                    ours, changed = perturbed(ops, ours)
                    if not changed:
                        continue
                    totals["perturbed"] += 1
                counts, problems = compare_case(ops, ours, theirs)
                if args.solve and shape in ("dense", "chain", "equal"):
                    problems += solve_check(args.solve, ops, ours, directory)
                totals["cases"] += 1
                for key, value in counts.items():
                    totals[key] += value
                if problems:
                    totals["discrepant"] += 1
                    if args.self_test:
                        continue
                    if args.keep:
                        os.makedirs(args.keep, exist_ok=True)
                        with open(os.path.join(args.keep, "%s-%d.trace" % (shape, i)), "w") as f:
                            f.write(trace_text("%s-%d" % (shape, i), ops))
                    if shown < args.show:
                        shown += 1
                        print("--- %s-%d (seed %d)" % (shape, i, args.seed))
                        print("\n".join(problems))
                        print(trace_text("%s-%d" % (shape, i), ops), end="")
            if args.self_test:
                missed = totals["perturbed"] - totals["discrepant"]
                print("%-10s self-test: perturbed %d, flagged %d" % (shape, totals["perturbed"],
                                                                     totals["discrepant"]))
                total_problems += missed
                continue
            total_problems += totals["discrepant"]
            print("%-10s cases %5d  checks %6d  agree %6d  weights %4d  refusals %4d  kiwi-crashed %d"
                  "  kiwi-inexact %d  kiwi-false-refusal %d  discrepant %d" % (
                      shape, totals["cases"], totals["checks"], totals["agree"], totals["weights"],
                      totals["refusals"], totals["kiwi-crashed"], totals["kiwi-inexact"],
                      totals["kiwi-false-refusal"], totals["discrepant"]))
    return 1 if total_problems else 0


if __name__ == "__main__":
    sys.exit(main())
