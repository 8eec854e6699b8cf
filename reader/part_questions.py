"""Questions about a part named by a state, or about the rest of its set (ADR 0104).

After "Dan had 97 cards, and 8 were torn", "How many cards are torn?"
asks for the part and "How many cards are not torn?" or "How many cards
does Dan have that are not torn?" for the rest. The predicate must repeat
the part's own verb and state word ("are torn", "had spots"); 'not' right
before it flips part to rest. An adjective the lexicon pairs with the
state as its `opposite` (either word may carry it: "unbroken", "good" after
"bad", ADR 0206) asks for the rest; any other wording is not read.

The words before the predicate are read as a question about the whole
("How many cards does Dan have", "How many cards are there"), and the
reading answers only when that whole is still exactly the amount the part
was taken from: no later change of the kind, and the solved amount equal
to the stated whole. Otherwise which things left or came is unknown.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import apply_word, begin_sentence, end_sentence, lookup, read_prefix
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.state import ProblemReadingState, SentenceReadingState
from reader.tokenise import Sentence
from reader.values import StatePart

Choices = tuple[tuple[int, int, str], ...]
DENIED = "do"  # a part named by a denied doing: "2 of the games didn't work" (ADR 0168)
AMBIGUOUS = "ambiguous_pronoun_referent"
PART = "part"
REST = "rest"
RELATIVES = frozenset({"that", "which"})
NOUNS = frozenset({"noun", "unit_noun", "person_noun", "coin_noun"})


def _predicate(texts: list[str], at: int, part: StatePart, lexicon: Lexicon) -> str:
    """ "are torn" / "are not torn" / "have spots" / "do not have spots" from ``at`` to the end: part, rest or ""."""
    rest = texts[at:]
    first = lookup(rest[0], at, lexicon) if rest else None
    if first is None:
        return ""
    if part.verb == DENIED:
        return _denied_predicate(rest, at, first, part, lexicon)
    if part.verb == "be" and first.category == "copula":
        tail = rest[1:]
    elif part.verb == "have" and first.category == "verb_possess":
        tail = rest[1:]
    elif part.verb == "have" and first.category == "auxiliary" and rest[2:3] and rest[2] in {"have"}:
        tail = rest[1:2] + rest[3:]  # "do not have spots": the auxiliary only carries 'not'
    else:
        return ""
    negated = bool(tail) and tail[0] == "not"
    tail = tail[1:] if negated else tail
    if part.verb == "have" and first.category == "auxiliary" and not negated:
        return ""
    if len(tail) != 1:
        return ""
    named = _names_state(tail[0], at + len(rest) - 1, part, lexicon)
    if not named or (negated and named == REST):
        return ""  # "are not unbroken": a double denial is not read
    return (REST if named == PART else PART) if negated else named


def _denied_predicate(rest: list[str], at: int, first: Word, part: StatePart, lexicon: Lexicon) -> str:
    """ "did not work" asks for the part a denied doing named, "did work" for the rest (ADR 0168)."""
    if first.category != "auxiliary" or not first.attr("light_verb"):
        return ""
    tail = rest[1:]
    after = lookup(tail[0], at + 1, lexicon) if tail else None
    negated = after is not None and after.category == "negation"
    tail = tail[1:] if negated else tail
    if len(tail) != 1 or tail[0] not in part.words:
        return ""
    return PART if negated else REST


def _names_state(text: str, at: int, part: StatePart, lexicon: Lexicon) -> str:
    """PART when the word is the state's own ("broken"), REST when the lexicon says it denies it ("unbroken")."""
    if text in part.words:
        return PART
    word = lookup(text, at, lexicon)
    if word is None:
        return ""
    if part.verb == "be" and word.category == "adjective" and word.attr("opposite") in part.words:
        return REST
    if part.verb == "be" and word.category == "adjective" and _denied_by_state(word, part, lexicon):
        return REST  # "If 8 were bad, how many good ...": the pair is read both ways (ADR 0206)
    if part.verb == DENIED and word.category == "adjective" and word.attr("sound") == "yes":
        return REST  # "how many good games": those that did not fail (ADR 0168)
    return ""


def _denied_by_state(word: Word, part: StatePart, lexicon: Lexicon) -> bool:
    """The part's own state word is the lexicon's opposite of the asked word ("bad" for "good")."""
    asked = word.lemma.casefold()
    for text in part.words:
        state = lookup(text, 1, lexicon)
        if state is not None and state.category == "adjective" and state.attr("opposite") == asked:
            return True
    return False


def _state_before_kind(texts: list[str], part: StatePart, lexicon: Lexicon) -> str:
    """ "How many unbroken shells did Dan find": the state or its denial right before the kind's noun.

    The rest of the question must be a question about the whole: a noun next, and no relative
    clause or second mention of the state after it.
    """
    if part.verb not in ("be", DENIED) or len(texts) < 5 or not _noun(texts[3], 3, lexicon):
        return ""
    if any(t in RELATIVES or _names_state(t, i, part, lexicon) for i, t in enumerate(texts[3:], 3)):
        return ""
    return _names_state(texts[2], 2, part, lexicon)


def _noun(text: str, at: int, lexicon: Lexicon) -> bool:
    word = lookup(text, at, lexicon)
    return word is not None and word.category in NOUNS


def read_part_question(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
) -> ProblemReadingState | ReaderRefusal | None:
    """The question read as one about the whole, marked as asking for the part or the rest.

    None when the sentence is not such a question; a refusal when it is and cannot be read so.
    """
    if not sentence.is_question or len(problem.state_parts) != 1 or problem.unknown_target_slot is not None:
        return None
    part = problem.state_parts[0]
    texts = [t.text.casefold() for t in sentence.tokens]
    if texts[:2] != ["how", "many"]:
        return None
    asked, added, stop, skip = _state_before_kind(texts, part, lexicon), (), len(texts), 2
    for at in range(3, len(texts) if not asked else 0):
        if texts[at] in RELATIVES:  # "How many cards does Dan have that are not torn"
            asked, added, stop, skip = _predicate(texts, at + 1, part, lexicon), (), at, -1
        elif all(_noun(texts[i], i, lexicon) for i in range(2, at)):
            # "How many cards are not torn": only the kind's words before the predicate, read as
            # "How many cards are there"
            asked, stop, skip = _predicate(texts, at, part, lexicon), at, -1
            added = ("are", "there")
        if asked:
            break
    if not asked:
        return None
    refusal = refuse(
        "unsupported_operation",
        "a question about a part named by a state, whose words before it are not a question about the whole",
        problem.sentence_index,
        stop,
        sentence.tokens[min(stop, len(texts) - 1)].text,
    )
    state = _read_without(sentence, skip, stop, problem, lexicon, choices)
    if isinstance(state, ReaderRefusal):
        # "did he end up with" after "from a friend": each referent is read in turn (ADR 0168)
        if state.reason != AMBIGUOUS:
            return refusal
        left_out = 0 <= skip <= state.token_index  # the words after the left-out one are counted one short
        return replace(state, token_index=state.token_index + 1) if left_out else state
    for word in added:
        step = apply_word(state, problem, word, lexicon)
        if isinstance(step, ReaderRefusal):
            return refusal
        state = step
    read = end_sentence(state, problem, sentence.end, True)
    if isinstance(read, ReaderRefusal) or read.unknown_target_slot is None:
        return refusal
    since = part.part.sentence_index
    unit = part.whole.unit
    later = [h for h in read.accumulated_initial_state if h.quantity.sentence_index > since]
    later_ops = [o for o in read.accumulated_operations if o.quantity.sentence_index > since]
    if any(h.quantity.unit == unit for h in later) or any(o.quantity.unit == unit for o in later_ops):
        return refuse(
            "unsupported_operation",
            "the set changed after its part was named: which things left or came is unknown",
            problem.sentence_index,
            0,
            "",
        )
    return replace(read, part_asked=asked)


def _read_without(
    sentence: Sentence, skip: int, stop: int, problem: ProblemReadingState, lexicon: Lexicon, choices: Choices
) -> SentenceReadingState | ReaderRefusal:
    """The tokens before ``stop`` read as a question about the whole, leaving out the state word at ``skip``."""
    if skip < 0:
        return read_prefix(sentence, stop, problem, lexicon, choices)
    state = begin_sentence(problem, sentence.start)
    for ti in range(stop):
        if ti == skip:
            continue
        forced = next((key for cs, ct, key in choices if (cs, ct) == (problem.sentence_index, ti)), "")
        step = apply_word(state, problem, sentence.tokens[ti].text, lexicon, forced)
        if isinstance(step, ReaderRefusal):
            return step
        state = step
    return state


def part_answer(problem: ProblemReadingState, whole: Fraction, factor: Fraction) -> Fraction | ReaderRefusal:
    """The part or the rest, when the question's whole is exactly the amount the part was named in."""
    part = problem.state_parts[0]
    q = problem.unknown_target_slot
    where = (q.sentence_index, q.token_index) if q is not None else (0, 0)
    if (
        factor != 1
        or whole != part.whole.value
        or part.part.value is None
        or not part.holder
        or q is None
        or q.entities not in {(part.holder,), ("there",)}  # "are there" stands for the one holder of the kind
    ):
        return refuse(
            "unsupported_operation",
            "the question's whole is not the amount the part was named in",
            where[0],
            where[1],
            "",
        )
    return part.part.value if problem.part_asked == PART else whole - part.part.value


def part_step(problem: ProblemReadingState, answer: Fraction) -> str:
    """The derivation line: of the whole, the part named by the state, and what is asked."""
    part = problem.state_parts[0]
    state = f"are {part.words[0]}" if part.verb == "be" else f"have {part.words[-1]}"
    if part.verb == DENIED:
        state = f"did not {part.words[-1]}"
    if part.share is not None:  # "1/4 of them are red": the part is a share of the whole
        state = f"({part.part.text} of {part.whole.value}) {state}"
    if problem.part_asked == PART:
        return f"of {part.whole.value} stated, {part.part.value} {state} (the part asked): {answer}"
    return f"of {part.whole.value} stated, {part.part.value} {state}; the rest: {part.whole.value} - {part.part.value} = {answer}"
