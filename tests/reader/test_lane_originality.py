"""Lanes and tests are written by us: none may repeat a question of an eval set, or nearly repeat one.

The evals measure the eval questions already; a test or lane that copies one tunes the reader to that
case instead of teaching a rule. Guarded here: every lane question, every string constant longer than
30 characters in tests/**/*.py (read with ast, so implicitly joined pieces count as one string),
every probe line of tests/**/*.txt, and every double-quoted text of 40 characters or more in
docs/**/*.md and reader/**/*.py (docs and docstrings give invented examples of a shape, never an eval
question; read as plain text with whitespace folded, so a quote broken over lines counts). Questions
are compared after folding case, spacing and punctuation, so a copy with a changed comma or capital
letter is still caught; and a text of 12 words or more that shares 85 % of its distinct words with an
eval question (a name or a number swapped) is a near copy, caught as well.
"""

import ast
import functools
import json
import math
import re
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LANES = ROOT / "evals" / "lanes"
EVAL_DATA = ROOT / "evals" / "data"
TESTS = ROOT / "tests"
DOCS = ROOT / "docs"
READER = ROOT / "reader"
MIN_CONSTANT = 30  # shorter strings are words and phrases, not problems
MIN_QUOTE = 40  # shorter quotes in docs and docstrings are phrases, not problems
NEAR = 0.85  # share of distinct words, of the longer of the two texts, that makes a near copy
MIN_NEAR_WORDS = 12  # shorter texts share most words with some question by chance


def fold(text: str) -> str:
    """Lower case, letters and digits only, single spaces."""
    return " ".join(re.sub(r"[^0-9a-z]+", " ", text.casefold()).split())


class EvalQuestions:
    """The eval questions, asked whether a text copies or nearly copies one of them.

    A near copy of a text of n distinct words must share at least ceil(NEAR * n) of them with the
    question, so it holds at least one of any n - ceil(NEAR * n) + 1 of the text's words: only the
    questions holding one of its rarest words are compared (prefix filtering), which keeps the check fast.
    """

    def __init__(self, questions: Iterable[str]) -> None:
        folded = [fold(question) for question in questions]
        self.exact = frozenset(folded)
        self.words = [frozenset(text.split()) for text in folded]
        postings: dict[str, list[int]] = defaultdict(list)
        for number, words in enumerate(self.words):
            for word in words:
                postings[word].append(number)
        self.postings = dict(postings)

    def __len__(self) -> int:
        return len(self.exact)

    def copies(self, text: str) -> bool:
        folded = fold(text)
        if folded in self.exact:
            return True
        words = frozenset(folded.split())
        if len(words) < MIN_NEAR_WORDS:
            return False
        prefix = len(words) - math.ceil(NEAR * len(words)) + 1
        rarest = sorted(words, key=lambda word: (len(self.postings.get(word, ())), word))[:prefix]
        candidates = {number for word in rarest for number in self.postings.get(word, ())}
        return any(
            len(words & self.words[number]) >= NEAR * max(len(words), len(self.words[number]))
            for number in candidates
        )


@functools.cache
def _eval_questions() -> EvalQuestions:
    """Split on newlines only: eval texts may hold other Unicode line separators."""
    return EvalQuestions(
        json.loads(line)["question"]
        for path in sorted(EVAL_DATA.glob("*.jsonl"))
        for line in path.read_text(encoding="utf-8").split("\n")
        if line.strip()
    )


def test_fold_ignores_case_spacing_and_punctuation():
    assert fold("Sam had 9 dimes.  How many?") == fold("sam had 9 dimes how many")


def test_no_lane_question_is_copied_from_an_eval_set():
    evals = _eval_questions()
    assert evals, "no eval data found"
    lanes = [
        json.loads(line)
        for path in sorted(LANES.glob("*.jsonl"))
        for line in path.read_text(encoding="utf-8").split("\n")
        if line.strip()
    ]
    copied = sorted(case["id"] for case in lanes if evals.copies(case["question"]))
    assert copied == [], f"lane questions copied from eval sets: {copied}"


def _joined(node: ast.AST, names: dict[str, str]) -> str | None:
    """The text of a string constant, of a module-level name bound to one, or of '+' joining such parts."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return names.get(node.id)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _joined(node.left, names), _joined(node.right, names)
        return None if left is None or right is None else left + right
    return None


def _copied_constants(source: str, evals: EvalQuestions) -> list[tuple[int, str]]:
    """(line, start of text) of every string longer than MIN_CONSTANT in source that folds to an eval
    question or nearly copies one: a constant, or parts joined with '+' (a story told once as a module-level name, then
    finished in each case)."""
    tree = ast.parse(source)
    names: dict[str, str] = {}
    for statement in tree.body:
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
            target, text = statement.targets[0], _joined(statement.value, names)
            if isinstance(target, ast.Name) and text is not None:
                names[target.id] = text
    copied = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant | ast.BinOp):
            text = _joined(node, names)
            if text is not None and len(text) > MIN_CONSTANT and evals.copies(text):
                copied.add((node.lineno, text[:60]))
    return sorted(copied)


def _copied_probe_lines(text: str, evals: EvalQuestions) -> list[tuple[int, str]]:
    """(line, text) of every probe line whose problem ('problem # = GOLD', or a bare line) folds to an
    eval question or nearly copies one; comment lines are skipped."""
    copied = []
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        problem = line.partition("# =")[0] if "# =" in line else line.partition(" # ")[0]
        if evals.copies(problem):
            copied.append((number, line[:60]))
    return copied


def _copied_quotes(text: str, evals: EvalQuestions) -> list[str]:
    """The start of every double-quoted text of MIN_QUOTE characters or more in text (whitespace folded,
    so a quote broken over lines is one text) that folds to an eval question or nearly copies one. Every
    stretch between two consecutive quote marks is tried, so a stray mark (an inch sign, a quote inside
    code) that shifts how the marks pair up cannot hide a quote."""
    pieces = " ".join(text.split()).split('"')[1:-1]
    return [piece[:60] for piece in pieces if len(piece) >= MIN_QUOTE and evals.copies(piece)]


def test_the_guards_catch_a_folded_copy():
    evals = EvalQuestions(["Sam had 9 dimes and 4 nickels. How many coins did Sam have?"])
    source = 'CASE = ("sam had 9 dimes, and 4 nickels. " "How many coins did Sam have")\nOTHER = "Sam had 9 dimes."\n'
    assert _copied_constants(source, evals) == [
        (1, "sam had 9 dimes, and 4 nickels. How many coins did Sam have")
    ]
    probes = "# Sam had 9 dimes and 4 nickels. How many coins did Sam have?\nSAM had 9 dimes and 4 nickels; how many coins did Sam have? # = 13\n"
    assert _copied_probe_lines(probes, evals) == [
        (2, "SAM had 9 dimes and 4 nickels; how many coins did Sam have? ")
    ]
    doc = 'A 6" ruler. Read as in "Sam had 9 dimes and 4\n  nickels. How many coins did Sam have?" and "Sam had 9 dimes."\n'
    assert _copied_quotes(doc, evals) == ["Sam had 9 dimes and 4 nickels. How many coins did Sam have?"]


def test_a_swapped_name_or_number_is_a_near_copy_and_a_new_story_is_not():
    evals = EvalQuestions(
        ["Nell picked 14 pears and gave 5 of them to her aunt. How many pears does Nell have now?"]
    )
    assert evals.copies(
        "Nell picked 16 pears and gave 5 of them to her aunt. How many pears does Nell have now?"
    )
    assert evals.copies(
        "Owen picked 14 pears and gave 5 of them to his aunt. How many pears does Owen have now?"
    )
    assert not evals.copies("Nell baked 14 rolls for the fair and sold 5 of them. How many rolls are left?")
    assert not evals.copies("Nell picked 14 pears.")  # too short to be a story of its own


def test_no_test_string_is_copied_from_an_eval_set():
    evals = _eval_questions()
    assert evals, "no eval data found"
    copied = [
        f"{path.relative_to(ROOT)}:{line} {start!r}"
        for path in sorted(TESTS.rglob("*.py"))
        for line, start in _copied_constants(path.read_text(encoding="utf-8"), evals)
    ]
    assert copied == [], f"test strings copied from eval sets (rewrite them in our own words): {copied}"


def test_no_probe_line_is_copied_from_an_eval_set():
    evals = _eval_questions()
    assert evals, "no eval data found"
    copied = [
        f"{path.relative_to(ROOT)}:{line} {start!r}"
        for path in sorted(TESTS.rglob("*.txt"))
        for line, start in _copied_probe_lines(path.read_text(encoding="utf-8"), evals)
    ]
    assert copied == [], f"probe lines copied from eval sets (the evals measure them already): {copied}"


def test_no_quote_in_docs_or_reader_is_copied_from_an_eval_set():
    evals = _eval_questions()
    assert evals, "no eval data found"
    copied = [
        f"{path.relative_to(ROOT)} {start!r}"
        for path in sorted(DOCS.rglob("*.md")) + sorted(READER.rglob("*.py"))
        for start in _copied_quotes(path.read_text(encoding="utf-8"), evals)
    ]
    assert copied == [], (
        f"quotes in docs or reader copied from eval sets (invent an example of the same shape): {copied}"
    )
