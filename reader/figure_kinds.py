""" "A rectangle has a length of 8 cm and a width of 5 cm. What is its area?" (ADR 0419).

ADR 0169 reads a thing told by two sides in one clause. Schoolbook figures are also told by their
kind (a noun the lexicon gives a `shape`: rectangle, square, triangle) and by measures spread over a
few sentences: one side and how many times as long the thing is as it is wide; one side and the
perimeter or the area; the area and that ratio; a square's side, area or perimeter; a triangle's
perimeter and two of its sides. The geometry of each shape is fixed, so the asked measure follows:

- a rectangle, or a thing told long and wide: length x width, 2 x (length + width), a side from
  the other and the perimeter (P / 2 - W) or the area (A / W), the width from the area and the
  ratio (the root of A / k, only when it is exact), or from the perimeter and the ratio;
- a square: the side from its area (an exact root only), its perimeter (P / 4) or its length;
- a triangle: the third side from the perimeter and two sides, when the three make a triangle.

The story is one figure: every sentence is one statement of a fixed shape about it (or a fronted
`If <statement>,` before the question), every measure in one unit (an area in that unit squared),
exactly the measures its kind needs (a rectangle two, a square one, a triangle the perimeter and
two sides), the asked measure not among them, every value positive. Anything else (a second thing,
two units, a plural, a negation, a volume, a side of a triangle with no perimeter) leaves the first
refusal standing.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.graph import Event, MathProblemGraph, UnitSpec
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.values import EntityRef, QuestionTarget, Unit
from reader.whole_problem_words import Unread, or_none, plain_number, plain_words

COPULAS = frozenset({"is", "was"})
# how many measures fix a figure of each kind; "flat" is a thing told long and wide (ADR 0169)
NEEDED = {"rectangle": 2, "flat": 2, "square": 1, "triangle": 2}


@dataclass(frozen=True, slots=True)
class Fact:
    """One told measure: along, across, side, area, perimeter, ratio (along over across) or pair."""

    what: str
    values: tuple[Fraction, ...]
    unit: str  # the length unit's lemma ("" for none); an area's unit is its square
    where: tuple[int, int]
    text: str


@dataclass(slots=True)
class Story:
    """The one figure (its head noun, owner and kind) and what was told of it."""

    head: str = ""
    owner: str = ""
    kind: str = ""
    facts: list[Fact] | None = None


def read_figure_kind(text: str, lexicon: Lexicon) -> Answer | None:
    """The asked measure of one rectangle, square or triangle told in the docstring's shapes."""
    sentences = split_sentences(text)
    if not 1 <= len(sentences) <= 4 or not sentences[-1].is_question:
        return None
    if any(s.is_question for s in sentences[:-1]):
        return None
    words = [or_none(plain_words, s, lexicon) for s in sentences]
    if any(not w for w in words):
        return None
    return or_none(_read, words, lexicon)


def _read(found: list[tuple[Word, ...]], lexicon: Lexicon) -> Answer:
    story = Story(facts=[])
    for si, words in enumerate(found[:-1]):
        _statement(words, si, story, lexicon)
    question = found[-1]
    si = len(found) - 1
    if question[0].category == "subordinator" and question[0].lemma.casefold() == "if":
        commas = [i for i, w in enumerate(question) if w.text == ","]
        if not commas:
            raise Unread
        _statement(question[1 : commas[0]], si, story, lexicon)
        question = question[commas[0] + 1 :]
    if not story.kind or not question:
        raise Unread
    question, in_unit = _in_unit(question)
    asked = _question(question, story, lexicon)
    found = _solved(story, asked, si, question[0].index)
    if in_unit and in_unit != found.unit:
        raise Unread  # asked in another unit than the one the figure was told in
    return found


def _in_unit(words: tuple[Word, ...]) -> tuple[tuple[Word, ...], str]:
    """ "..., in feet" / "in square feet" at the question's end: the question before it and that unit."""
    for at in range(len(words) - 1, 0, -1):
        if words[at].category == "prep_in":
            tail = words[at + 1 :]
            start = at - 1 if words[at - 1].text == "," else at
            if len(tail) == 1 and _length_unit(tail[0]):
                return words[:start], tail[0].lemma.casefold()
            if len(tail) == 2 and tail[0].attr("power") == "2" and _length_unit(tail[1]):
                return words[:start], "square " + tail[1].lemma.casefold()
            return words, ""
    return words, ""


# --- noun phrases ---------------------------------------------------------------------------


def _name(word: Word) -> bool:
    return word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender")))


def _phrase(words: tuple[Word, ...], at: int) -> tuple[str, str, str, int, bool]:
    """ "a board", "Ava's rectangle", "a rectangular patio": its head, owner, shape (the head's or a
    describing word's), where it ends and whether its article is 'a'."""
    owner, indefinite = "", False
    if at + 1 < len(words) and _name(words[at]) and words[at + 1].category == "possessive_marker":
        owner, at = words[at].text.casefold(), at + 2
    elif at < len(words) and words[at].category == "article":
        indefinite = words[at].attr("definite") == "false"
        at += 1
    else:
        raise Unread
    start = at
    while at < len(words) and words[at].category in ("adjective", "noun"):
        if at > start and words[at - 1].category == "noun" and words[at].category == "adjective":
            break
        at += 1
    if at == start or words[at - 1].category != "noun" or "NN" not in words[at - 1].tags:
        raise Unread  # "the boards": each, or all?
    if words[at - 1].attr("figure") or words[at - 1].attr("measure"):
        raise Unread  # "the area", "the length": a measure, no thing
    head = words[at - 1]
    shapes = {w.attr("shape") for w in words[start:at]} - {""}
    if len(shapes) > 1:
        raise Unread  # "a square triangle"
    return head.lemma.casefold(), owner, (shapes.pop() if shapes else ""), at, indefinite


def _refer(story: Story, head: str, owner: str, shape: str, indefinite: bool) -> None:
    """The first thing named is the figure; any later one must be it, named with 'the' or its owner."""
    if not story.kind:
        story.head, story.owner, story.kind = head, owner, shape or "flat"
        return
    if head != story.head or owner not in ("", story.owner) or indefinite:
        raise Unread  # another thing than the figure ("a board" again is another board)
    if shape and shape != story.kind:
        raise Unread  # "the board" told as a square and asked as a rectangular one


def _thing(words: tuple[Word, ...], at: int, story: Story) -> int:
    """The figure named at ``at`` ("it", "the board"); where the words after it start."""
    if at < len(words) and words[at].category == "pronoun" and words[at].text.casefold() == "it":
        if not story.kind:
            raise Unread
        return at + 1
    head, owner, shape, end, indefinite = _phrase(words, at)
    _refer(story, head, owner, shape, indefinite)
    return end


# --- amounts --------------------------------------------------------------------------------


def _amount(words: tuple[Word, ...], at: int, si: int, area: bool) -> tuple[Fact, int]:
    """ "9 cm" (or "75 square feet" for an area, or a bare number): a positive value and its unit."""
    if at >= len(words):
        raise Unread
    value = plain_number(words[at])
    if value is None or value <= 0:
        raise Unread
    end = at + 1
    unit = ""
    if area and end + 1 < len(words) and words[end].attr("power") == "2":
        end += 1
        if not _length_unit(words[end]):
            raise Unread
        unit, end = words[end].lemma.casefold(), end + 1
    elif end < len(words) and _length_unit(words[end]):
        if area:
            raise Unread  # "an area of 40 feet"
        unit, end = words[end].lemma.casefold(), end + 1
    elif end < len(words) and words[end].category in ("unit_noun", "noun", "money_noun"):
        raise Unread
    return Fact("", (value,), unit, (si, words[at].index), words[at].text), end


def _length_unit(word: Word) -> bool:
    return word.category == "unit_noun" and word.attr("dimension").startswith("length_")


def _times(words: tuple[Word, ...], at: int) -> tuple[Fraction, int]:
    """ "3 times", "three times", "twice": a factor and where the words after it start."""
    if at >= len(words) or words[at].category not in ("multiplier", "number", "number_word"):
        raise Unread
    factor = words[at].attr("factor")
    if words[at].category == "multiplier" and factor and factor != "number":
        return Fraction(factor), at + 1
    value = plain_number(words[at])
    if value is not None and value > 0 and at + 1 < len(words):
        if words[at + 1].category == "multiplier" and words[at + 1].attr("factor") == "number":
            return value, at + 2  # "3 times": the number is the factor
    raise Unread


def _axis(word: Word, lexicon: Lexicon) -> str:
    """ "long" / "length": along; "wide" / "width": across (the adjectives' `axis`)."""
    if word.category == "measure_adjective" and "JJ" in word.tags:
        return word.attr("axis")
    if word.category == "noun" and word.attr("measure") and "NN" in word.tags:
        sense = lexicon.lookup(word.attr("measure"))
        return sense.entry.attr("axis") if sense is not None else ""
    return ""


def _measure(word: Word, lexicon: Lexicon) -> str:
    """What a measure noun names: along, across, side, area, perimeter ("" for none)."""
    if word.category != "noun" or "NN" not in word.tags:
        return ""
    return _axis(word, lexicon) or word.attr("figure")


# --- statements -----------------------------------------------------------------------------


def _add(story: Story, what: str, fact: Fact) -> None:
    assert story.facts is not None
    if any(f.what == what for f in story.facts):
        raise Unread  # the same measure told twice
    story.facts.append(Fact(what, fact.values, fact.unit, fact.where, fact.text))


def _statement(words: tuple[Word, ...], si: int, story: Story, lexicon: Lexicon) -> None:
    """One statement about the figure, its facts added to the story; Unread for any other."""
    if not words:
        raise Unread
    first = words[0]
    if first.category == "number_word" and first.attr("value") == "2":
        return _pair(words, si, story)
    if first.category == "distributive" or (
        first.category in ("article", "pronoun") and len(words) > 1 and _measure(words[1], lexicon)
    ):
        return _measure_statement(words, si, story, lexicon)
    if first.category == "existential":
        if len(words) < 3 or words[1].text.casefold() not in COPULAS:
            raise Unread
        return _introduced(words, _thing(words, 2, story), si, story, lexicon)
    doer = _name(first) or (first.category == "pronoun" and first.attr("case").startswith("subject"))
    if doer and len(words) > 2 and words[1].category not in ("possessive_marker", "copula"):
        verb = words[1]  # "Ava paints a board that ...", "You draw a rectangle that ..."
        if verb.category in ("auxiliary", "negation") or not {"VB", "VBP", "VBZ", "VBD"} & set(verb.tags):
            raise Unread
        return _introduced(words, _thing(words, 2, story), si, story, lexicon)
    end = _thing(words, 0, story)
    if end < len(words) and words[end].category == "possessive_marker":
        return _measure_statement(words, si, story, lexicon)
    return _described(words, end, si, story, lexicon)


def _introduced(words: tuple[Word, ...], at: int, si: int, story: Story, lexicon: Lexicon) -> None:
    """After "There is a board" / "Ava paints a board": "that is ...", "that has ...", "with ..."."""
    if (
        at < len(words)
        and words[at].category == "relative_pronoun"
        and words[at].text.casefold()
        in (
            "that",
            "which",
        )
    ):
        return _described(words, at + 1, si, story, lexicon)
    if at < len(words) and words[at].category == "prep_with":
        return _measures(words, at + 1, si, story, lexicon)
    raise Unread


def _described(words: tuple[Word, ...], at: int, si: int, story: Story, lexicon: Lexicon) -> None:
    """ "is 6 cm wide [and 9 cm long]", "is 3 times as long as it is wide", "has a length of ..."."""
    if at >= len(words):
        raise Unread
    verb = words[at]
    if verb.category == "verb_possess" and verb.text.casefold() in ("has", "had"):
        return _measures(words, at + 1, si, story, lexicon)
    if verb.category != "copula" or verb.text.casefold() not in COPULAS:
        raise Unread
    at += 1
    if (
        at < len(words)
        and plain_number(words[at]) is not None
        and (at + 1 >= len(words) or words[at + 1].category != "multiplier")
    ):
        while True:
            fact, at = _amount(words, at, si, False)
            axis = _axis(words[at], lexicon) if at < len(words) else ""
            if axis not in ("along", "across") or not fact.unit:
                raise Unread
            _add(story, axis, fact)
            at += 1
            if at == len(words):
                return
            if words[at].category != "conjunction" or words[at].text.casefold() != "and":
                raise Unread
            at += 1
    factor, at = _times(words, at)
    # "as long as it is wide"
    if len(words) - at != 6 or words[at].category != "as_marker" or words[at + 2].category != "as_marker":
        raise Unread
    said, other = _axis(words[at + 1], lexicon), _axis(words[at + 5], lexicon)
    if words[at + 1].category != "measure_adjective" or words[at + 5].category != "measure_adjective":
        raise Unread
    pronoun, copula = words[at + 3], words[at + 4]
    if pronoun.text.casefold() != "it" or copula.text.casefold() not in COPULAS:
        raise Unread
    _ratio(story, said, other, factor, words[at - 1], si)


def _ratio(story: Story, said: str, other: str, factor: Fraction, word: Word, si: int) -> None:
    if {said, other} != {"along", "across"}:
        raise Unread
    value = factor if said == "along" else 1 / factor
    _add(story, "ratio", Fact("", (value,), "", (si, word.index), word.text))


def _measures(words: tuple[Word, ...], at: int, si: int, story: Story, lexicon: Lexicon) -> None:
    """ "a length of 9 cm and a width of 4 cm", "sides of 7 meters": measures had by the figure."""
    while True:
        if at + 2 < len(words) and words[at].lemma.casefold() == "side" and "NNS" in words[at].tags:
            what, at = "side", at + 1  # "sides of 7 meters": every side, a square's
            if story.kind != "square":
                raise Unread
        else:
            if at + 3 >= len(words) or words[at].category != "article":
                raise Unread
            what = _measure(words[at + 1], lexicon)
            at += 2
        if not what or words[at].category != "prep_of":
            raise Unread
        fact, at = _amount(words, at + 1, si, what == "area")
        _add(story, what, fact)
        if at == len(words):
            return
        if words[at].category != "conjunction" or words[at].text.casefold() != "and":
            raise Unread
        at += 1


def _measure_statement(words: tuple[Word, ...], si: int, story: Story, lexicon: Lexicon) -> None:
    """ "The perimeter of the triangle is 90 cm", "Its length is 3 times its width", "Each side of the
    square is 5 cm", "The rectangle's area is 48 square feet", "The area is 50 square feet"."""
    what, at = _measured(words, 0, story, lexicon)
    if at >= len(words) or words[at].category != "copula" or words[at].text.casefold() not in COPULAS:
        raise Unread
    at += 1
    if what in ("along", "across") and at + 1 < len(words) and words[at + 1].category == "multiplier":
        factor, end = _times(words, at)
        other, end = _measured(words, end, story, lexicon)
        if end != len(words):
            raise Unread
        return _ratio(story, what, other, factor, words[end - 1], si)
    if at < len(words) and words[at].category == "multiplier":
        factor, end = _times(words, at)
        other, end = _measured(words, end, story, lexicon)
        if end != len(words):
            raise Unread
        return _ratio(story, what, other, factor, words[at], si)
    fact, end = _amount(words, at, si, what == "area")
    if end != len(words):
        raise Unread
    _add(story, what, fact)


def _measured(words: tuple[Word, ...], at: int, story: Story, lexicon: Lexicon) -> tuple[str, int]:
    """ "the length of the rectangle", "its width", "the rectangle's area", "each side of the square"."""
    if at >= len(words):
        raise Unread
    word = words[at]
    if word.category == "pronoun" and word.text.casefold() == "its":
        if not story.kind:
            raise Unread
        what = _measure(words[at + 1], lexicon) if at + 1 < len(words) else ""
        if not what:
            raise Unread
        return what, at + 2
    if word.category == "distributive" and word.text.casefold() == "each":
        if at + 1 >= len(words) or words[at + 1].lemma.casefold() != "side" or "NN" not in words[at + 1].tags:
            raise Unread
        what, at = "side", at + 2
    elif word.category == "article" and at + 1 < len(words) and _measure(words[at + 1], lexicon):
        what, at = _measure(words[at + 1], lexicon), at + 2
    else:
        head, owner, shape, end, indefinite = _phrase(words, at)
        if end + 1 >= len(words) or words[end].category != "possessive_marker":
            raise Unread
        _refer(story, head, owner, shape, indefinite)
        what = _measure(words[end + 1], lexicon)
        if not what:
            raise Unread
        return what, end + 2
    if at < len(words) and words[at].category == "prep_of":
        return what, _thing(words, at + 1, story)
    if not story.kind:
        raise Unread  # "The area is 40": of what?
    return what, at


def _pair(words: tuple[Word, ...], si: int, story: Story) -> None:
    """ "Two of its sides are 20 cm and 35 cm", "Two sides of the triangle are ...": a triangle's."""
    at = 1
    if at < len(words) and words[at].category == "prep_of":
        if at + 1 < len(words) and words[at + 1].text.casefold() in ("its", "the"):
            at += 2
        else:
            raise Unread
    if at >= len(words) or words[at].lemma.casefold() != "side" or "NNS" not in words[at].tags:
        raise Unread
    at += 1
    if at < len(words) and words[at].category == "prep_of":
        at = _thing(words, at + 1, story)
    if story.kind != "triangle" or at >= len(words) or words[at].text.casefold() not in ("are", "were"):
        raise Unread
    first, at = _amount(words, at + 1, si, False)
    if at >= len(words) or words[at].text.casefold() != "and":
        raise Unread
    second, at = _amount(words, at + 1, si, False)
    if at != len(words) or first.unit != second.unit:
        raise Unread
    _add(story, "pair", Fact("", first.values + second.values, first.unit, first.where, first.text))


# --- the question ---------------------------------------------------------------------------


def _question(words: tuple[Word, ...], story: Story, lexicon: Lexicon) -> str:
    """What is asked: along, across, side, area, perimeter or third."""
    first = words[0]
    if first.category == "question_word" and first.lemma.casefold() == "how":
        if len(words) < 3 or words[2].text.casefold() not in COPULAS:
            raise Unread
        axis = _axis(words[1], lexicon) if words[1].category == "measure_adjective" else ""
        if axis not in ("along", "across"):
            raise Unread
        rest = words[3:]
        side = or_none(_side_asked, rest, story) if axis == "along" else None
        if side is not None:
            return side
        if _thing(rest, 0, story) != len(rest):
            raise Unread
        return axis
    if first.category == "question_word" and first.lemma.casefold() == "what":
        if len(words) < 3 or words[1].text.casefold() not in COPULAS:
            raise Unread
        rest = words[2:]
    elif first.attr("asks") == "value" and "VB" in first.tags and first.category in ("verb", "verb_gain"):
        rest = words[1:]  # "Calculate the area of the rectangle"
    else:
        raise Unread
    if len(rest) > 4 and rest[1].attr("measure") == "long" and rest[2].category == "prep_of":
        side = or_none(_side_asked, rest[3:], story)  # "the length of the third side"
        if side is not None:
            return side
    what, end = _measured(rest, 0, story, lexicon)
    if end != len(rest):
        raise Unread
    return what


def _side_asked(words: tuple[Word, ...], story: Story) -> str:
    """ "each side [of the square]", "the third side [of the triangle]"."""
    if len(words) < 2:
        raise Unread
    first = words[0]
    if first.category == "article" and len(words) > 2 and words[1].category == "ordinal_word":
        if words[1].attr("value") != "3" or words[2].lemma.casefold() != "side":
            raise Unread
        what, at = "third", 3
    elif first.text.casefold() in ("each", "a", "one") and words[1].lemma.casefold() == "side":
        what, at = "side", 2
    else:
        raise Unread
    if "NN" not in words[at - 1].tags:
        raise Unread
    if at < len(words):
        if words[at].category != "prep_of" or _thing(words, at + 1, story) != len(words):
            raise Unread
    return what


# --- solving --------------------------------------------------------------------------------


def _isqrt(n: int) -> int:
    """The integer square root of n >= 0 (Newton's method on integers: exact, no floats)."""
    if n < 2:
        return max(n, 0)
    x = n
    y = (x + n // x) // 2
    while y < x:
        x, y = y, (y + n // y) // 2
    return x


def _root(value: Fraction) -> Fraction:
    """The exact square root of a positive fraction; Unread when it is not a fraction."""
    num, den = _isqrt(value.numerator), _isqrt(value.denominator)
    if value <= 0 or num * num != value.numerator or den * den != value.denominator:
        raise Unread
    return Fraction(num, den)


def _solved(story: Story, asked: str, si: int, at: int) -> Answer:
    facts = {f.what: f for f in story.facts or ()}
    kind = story.kind
    if len(facts) != NEEDED[kind] or asked in facts:
        raise Unread  # a measure too few, one too many, or the asked one told
    if kind == "flat" and {"area", "perimeter"} & set(facts):
        raise Unread  # a garden's area and width give its length only when it is a rectangle
    units = {f.unit for f in facts.values() if f.what != "ratio"}
    if len(units) != 1:
        raise Unread  # "12 feet" and "30 inches": units the reading would have to convert
    (unit,) = units
    if not unit:
        raise Unread  # "an area of 64": in what unit?
    value = {k: f.values[0] for k, f in facts.items()}
    steps: list[str] = []
    if kind == "triangle":
        if set(facts) != {"perimeter", "pair"} or asked != "third":
            raise Unread
        a, b = facts["pair"].values
        third = value["perimeter"] - a - b
        if third <= 0 or a >= b + third or b >= a + third or third >= a + b:
            raise Unread  # no triangle has those sides
        steps.append(f"{fmt(value['perimeter'])} - {fmt(a)} - {fmt(b)} = {fmt(third)} {unit}".rstrip())
        return _answer(story, third, unit, steps, si, at)
    if kind == "square":
        side = _square_side(value, steps, unit)
        result = {"side": side, "along": side, "across": side, "area": side * side, "perimeter": 4 * side}
    else:
        if "side" in value:
            raise Unread  # a rectangle's "side": its length or its width?
        length, width = _sides(value, steps, unit)
        if asked == "side":
            raise Unread
        result = {
            "along": length,
            "across": width,
            "area": length * width,
            "perimeter": 2 * (length + width),
        }
    if asked not in result:
        raise Unread
    answer = result[asked]
    if asked == "area":
        step = f"{fmt(result['along'])} x {fmt(result['across'])} = {fmt(answer)}"
        steps.append(step + (f" square {unit}" if unit else ""))
        return _answer(story, answer, f"square {unit}" if unit else "", steps, si, at)
    if asked == "perimeter":
        if kind == "square":
            steps.append(f"4 x {fmt(result['side'])} = {fmt(answer)} {unit}".rstrip())
        else:
            steps.append(
                f"2 x ({fmt(result['along'])} + {fmt(result['across'])}) = {fmt(answer)} {unit}".rstrip()
            )
    return _answer(story, answer, unit, steps, si, at)


def _square_side(value: dict[str, Fraction], steps: list[str], unit: str) -> Fraction:
    ((what, told),) = value.items()
    if what in ("side", "along", "across"):
        return told
    if what == "perimeter":
        side = told / 4
        steps.append(f"{fmt(told)} / 4 = {fmt(side)} {unit}".rstrip())
        return side
    if what == "area":
        side = _root(told)
        steps.append(f"the side whose square is {fmt(told)}: {fmt(side)} {unit}".rstrip())
        return side
    raise Unread


def _sides(value: dict[str, Fraction], steps: list[str], unit: str) -> tuple[Fraction, Fraction]:
    """A rectangle's length and width from the two measures told of it."""
    length, width = value.get("along"), value.get("across")
    ratio, area, perimeter = value.get("ratio"), value.get("area"), value.get("perimeter")
    if length is None and width is None:
        if ratio is None:
            raise Unread  # the area and the perimeter: which root is the length?
        if area is not None:
            width = _root(area / ratio)
            steps.append(
                f"width x ({fmt(ratio)} x width) = {fmt(area)}: width = {fmt(width)} {unit}".rstrip()
            )
        else:
            assert perimeter is not None
            width = perimeter / (2 * (ratio + 1))
            steps.append(
                f"2 x ({fmt(ratio)} + 1) x width = {fmt(perimeter)}: width = {fmt(width)} {unit}".rstrip()
            )
        length = ratio * width
    elif length is None or width is None:
        known = length if length is not None else width
        assert known is not None
        if ratio is not None:
            other = known / ratio if length is not None else known * ratio
        elif area is not None:
            other = area / known
        elif perimeter is not None:
            other = perimeter / 2 - known
        else:
            raise Unread
        steps.append(f"the other side: {fmt(other)} {unit}".rstrip())
        length, width = (known, other) if length is not None else (other, known)
    if length <= 0 or width <= 0:
        raise Unread
    return length, width


def _answer(story: Story, value: Fraction, unit: str, steps: list[str], si: int, at: int) -> Answer:
    if value <= 0:
        raise Unread
    facts = story.facts or []
    entity = "+".join(((story.owner,) if story.owner else ()) + (story.head,))
    keys = tuple(f"measure:{f.what}+dim:length+{f.unit or 'number'}" for f in facts)
    events = tuple(
        Event(entity, key, "hold", 1, f.values[0], f"m{i}", (f.where[0], i), f.where[0], f.where[1], f.text)
        for i, (key, f) in enumerate(zip(keys, facts, strict=True))
    )
    graph = MathProblemGraph(
        (EntityRef(entity, story.head, "any", "singular", "thing", facts[0].where[0]),),
        tuple(UnitSpec(k, f"{f.unit} ({f.what})", "length", False) for k, f in zip(keys, facts, strict=True)),
        events,
        QuestionTarget("value", (entity,), Unit(unit, (), "length", Fraction(1)), si, at),
        keys,
        Fraction(1),
        unit,
        tuple(f.where for f in facts),
    )
    told = "; ".join(f"{f.what} {', '.join(fmt(v) for v in f.values)} {f.unit}".rstrip() for f in facts)
    all_steps = (f"{story.kind} {story.head}: {told}", *steps)
    trace = canonical_hash({"graph": graph, "steps": all_steps, "value": value})
    return Answer(value, unit, graph, all_steps, trace)


__all__ = ["read_figure_kind"]
