"""What percent(age) of the things a story counts are a part of them (ADR 0274).

"There are 20 oaks in a park. There are 45 pines. There are 35 elms. What percentage of
trees are not oaks?" -- the answer is 100 x part / whole, and both the part and the whole are
amounts the ordinary reader already reads when asked plainly: "How many flowers are there in all?"
and "How many roses are there in all?". So nothing is counted here: the question is read by its
shape only, the two plain questions are asked of the same story, and the percentage is taken only
when both answer in the units they name.

The question, after an optional leading clause that ends in a comma ("If Emily adds 5 more oranges
to the basket, ..."), which is kept in front of both plain questions so that they are asked in the
same world:

- "What percent|percentage of [all] [the] <kinds> [in|on|at <place>] <be> [not] <part>?", ``<be>``
  'are|is|were|was' or 'would|will be', ``<part>`` a plural noun of the kind or of a narrower kind
  the lexicon files under it (``kind_of``: a rose is a flower) or an adjective (then the part is
  "<adjective> <kinds>", "red marbles");
- "What percent|percentage of his|her|their|<Name>'s <kinds> <be> [not] <part>?": the holder's, asked
  "How many <kinds> does he have?" (a modal 'would be' is not read with a holder);
- "What percent|percentage of the <kinds> does|do|did <holder> have?": the part is the holder's,
  the whole every one "there" is in all.
- "What percent|percentage of his|her|<Name>'s <kinds> | the <kinds> ... is|are left [to <Name>]?": the
  part is "How many <kinds> does <holder> have left?", the whole the one holding of the kind the story
  tells, when every later move of the holder's things of the kind is a loss.

A question naming no holder takes the whole as everything of the kind, so the story may name one
person at most; a holder's share needs two holders or more whose things are only held (after "He lost
4 marbles", is it a share of the marbles he had or of those left?). Every unit the whole may count must
be known to lie inside the part or outside it (a sibling kind, another colour): "5 beads" beside "15 red
beads" may be red or not, so the percentage is not told.

Read only when both plain questions answer, the whole in the asked kind and the part in the part's
kind, the whole is more than 0, 0 <= part <= whole and the percentage is a finite decimal (a
rounded one is another question). 'not <part>' is the whole less the part. Everything else -- a
part of another kind, a part of no narrower kind, a singular thing ("of the cake"), anything after
the part ("..., rounded to the nearest percent"), 'percentage more|less', a money percentage --
leaves the first refusal standing. Which holder, which place, which time and which condition the
counts belong to is left to the ordinary reader, whose plain questions refuse when the story does
not settle them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.asked_amounts import finite_decimal
from reader.derivation import fmt
from reader.kinds import kind_chain, lexicon_kinds
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, or_none, plain_words

PERCENT_WORDS = frozenset({"percent", "percentage"})
PLACE_PREPOSITIONS = frozenset({"in", "on", "at"})
PLACE_WORDS = frozenset({"article", "noun", "name", "possessive_marker", "adjective"})
HOLDER_PRONOUNS = {"his": ("he", "does"), "her": ("she", "does"), "their": ("they", "do")}
PRESENT = frozenset({"are", "is"})
PAST = frozenset({"were", "was"})
MODALS = frozenset({"would", "will"})
ASK_VERBS = {"does": "does", "do": "do", "did": "did"}


@dataclass(frozen=True, slots=True)
class Percentage:
    """The percentage, the two plain readings (part, whole) it came from, and the step."""

    value: Fraction
    bases: tuple[object, object]
    step: str
    unit: str = "percent"


@dataclass(frozen=True, slots=True)
class Asked:
    """The plain questions for the part and the whole, the part's kind, and whether 'not' was said."""

    part_question: str
    whole_question: str
    kind: str  # the whole's lemma ("flower")
    part: str  # the part's unit as the reader names it ("rose", "red marble")
    negated: bool
    holder: bool  # the question names whose things they are ("his marbles", "does Tom have")
    share: bool = False  # "of the marbles does Tom have": one holder's share of everyone's
    left: bool = False  # "of the cards is left": the whole is what the holder started with
    holder_word: str = ""  # the holder as the question says it ("Joseph", "she")


def read_percentage_question(
    text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]
) -> Percentage | None:
    """The asked percentage, or None when the problem is not this shape or a plain question refuses."""
    return or_none(_read, text, lexicon, read)


def _read(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]) -> Percentage | None:
    from reader.api import Answer

    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    if any(s.is_question for s in sentences[:-1]):
        return None
    last = sentences[-1]
    words = plain_words(last, lexicon)
    opening = _opening(words)
    if opening is None:
        return None
    asked = _asked(words[opening + 3 :], lexicon)
    lead_persons = {w.lemma.casefold() for w in words[:opening] if _is_name(w) or w.category == "person_noun"}
    if not asked.holder and len(_persons(sentences[:-1], lexicon) | lead_persons) > 1:
        raise Unread  # "the marbles" when two people hold some: whose marbles are asked?
    lead = text[last.start : last.start + _offset(last, words, opening)]
    story = text[: last.start].strip()
    if asked.left and lead:
        raise Unread  # "If he gives 4 more, what percentage ... is left?": not read here
    part = read(f"{story} {lead}{_first(lead, asked.part_question)}", lexicon)
    if asked.left:
        whole = _started_with(
            part, asked.kind, _holder_key(asked.holder_word, sentences[:-1], lexicon), lexicon
        )
    else:
        whole = read(f"{story} {lead}{_first(lead, asked.whole_question)}", lexicon)
    if not isinstance(whole, Answer) or not isinstance(part, Answer):
        raise Unread
    if whole.unit != asked.kind or part.unit != asked.part:
        raise Unread  # the reader answered in another kind than the one asked
    if asked.share and not _held_by_several(whole, asked.kind, lexicon):
        raise Unread  # "Tom had 12 marbles. He lost 4.": of the marbles he had, or of those left?
    if not _sorted(whole, asked, lexicon):
        raise Unread  # some of the whole is of no kind the part tells in or out ("10 marbles" beside "4 red")
    if whole.value <= 0 or part.value < 0 or part.value > whole.value:
        raise Unread  # a part larger than its whole is not a part of it
    counted = whole.value - part.value if asked.negated else part.value
    value = 100 * counted / whole.value
    if not finite_decimal(value):
        raise Unread  # 33.33...%: the question would have to say how to round
    not_ = f"{fmt(whole.value)} - {fmt(part.value)} = {fmt(counted)}; " if asked.negated else ""
    step = f"{not_}100 x {fmt(counted)} / {fmt(whole.value)} {asked.kind} = {fmt(value)} percent"
    return Percentage(value, (part, whole), step)


def _persons(sentences, lexicon: Lexicon) -> set[str]:
    """The persons the story names or speaks of by a person noun ("Tom", "his sister")."""
    found: set[str] = set()
    for sentence in sentences:
        words = plain_words(sentence, lexicon)
        for at, word in enumerate(words):
            counted = at > 0 and words[at - 1].category in ("number", "number_word")
            if _is_name(word) or (word.category == "person_noun" and not counted):
                found.add(word.lemma.casefold())  # "11 boys" are things counted, not a holder
    return found


def _sorted(whole: object, asked: Asked, lexicon: Lexicon) -> bool:
    """Every kind of thing the whole may count is known to be inside the part or outside it.

    The whole's graph names the units the story counted. A unit of the asked kind (or a narrower one)
    is inside the part when it is the part's kind or narrower, and outside when it is a sibling kind
    ("tulip" beside "rose") or another value of the part's exclusive quality ("blue marble" beside "red
    marble"). A unit wider than the part ("marble" beside "red marble", "flower" beside "rose") may hold
    some of the part or none: then the percentage is not told.
    """
    if asked.part == asked.kind:
        return True  # the holder's things of the kind: every one is in the whole or not by holder
    kind_of = lexicon_kinds(lexicon.lookup, lexicon.entries)
    part_adj, _, part_noun = asked.part.rpartition(" ")
    for unit in whole.graph.units:  # type: ignore[attr-defined]
        adj, _, noun = unit.label.rpartition(" ")
        chain = (noun, *kind_chain(noun, kind_of))
        if asked.kind not in chain:
            continue  # not a thing of the asked kind: not in the whole
        if part_noun not in chain and noun in kind_chain(part_noun, kind_of):
            return False  # a wider kind than the part's: some may be of the part
        if part_noun not in chain:
            continue  # a sibling kind: outside
        if not part_adj or adj == part_adj:
            continue  # inside
        if not adj or _quality(adj, lexicon) != _quality(part_adj, lexicon) or not _quality(adj, lexicon):
            return False  # "marble" or "big marble" beside "red marble": red or not?
        if _attr(adj, "measure_more", lexicon) and _attr(adj, "measure_more", lexicon) == _attr(
            part_adj, "measure_more", lexicon
        ):
            return False  # "big" beside "large": one side of a size, said twice (ADR 0390)
    return True


def _held_by_several(whole: object, kind: str, lexicon: Lexicon) -> bool:
    """Things of the kind only held (no move in time), by two holders at least: a share among them."""
    kind_of = lexicon_kinds(lexicon.lookup, lexicon.entries)
    kind_adj, _, kind_noun = kind.rpartition(" ")
    graph = whole.graph  # type: ignore[attr-defined]
    events = []
    for event in graph.events:
        adj, _, noun = graph.unit(event.unit_key).label.rpartition(" ")
        if kind_noun in (noun, *kind_chain(noun, kind_of)) and (not kind_adj or adj == kind_adj):
            events.append(event)  # "red marble" and "blue marble" are marbles
    return bool(events) and all(e.kind == "hold" for e in events) and len({e.holder for e in events}) >= 2


def _quality(adjective: str, lexicon: Lexicon) -> str:
    sense = lexicon.lookup(adjective)
    entry = getattr(sense, "entry", None)
    return (entry.attr("quality", "") or "") if entry is not None else ""


def _attr(adjective: str, name: str, lexicon: Lexicon) -> str:
    entry = getattr(lexicon.lookup(adjective), "entry", None)
    return (entry.attr(name, "") or "") if entry is not None else ""


def _opening(words: tuple[Word, ...]) -> int | None:
    """Where "what percent(age) of" starts: the question's first words, or right after a clause and a comma."""
    for at in range(len(words) - 2):
        w, p, of = words[at], words[at + 1], words[at + 2]
        if (
            w.category == "question_word"
            and w.lemma.casefold() == "what"
            and p.lemma.casefold() in PERCENT_WORDS
            and of.category == "prep_of"
        ):
            if at == 0 or (words[at - 1].category == "punctuation" and words[at - 1].attr("mark") == "comma"):
                return at
            raise Unread
    return None


def _offset(sentence, words: tuple[Word, ...], at: int) -> int:
    """The length of the question's leading clause (with its comma and space) in the sentence's text."""
    if at == 0:
        return 0
    return sentence.tokens[words[at].index].start - sentence.start


def _first(lead: str, question: str) -> str:
    return question if not lead else question[0].lower() + question[1:]


def _plural(word: Word) -> bool:
    return word.category in ("noun", "person_noun") and "NNS" in word.tags


def _asked(words: tuple[Word, ...], lexicon: Lexicon) -> Asked:
    """The part and whole questions from the words after "what percent(age) of"."""
    at = 0
    if at < len(words) and words[at].category == "determiner" and words[at].lemma.casefold() == "all":
        at += 1
    holder, does = "", ""
    if at < len(words) and words[at].category == "article" and words[at].lemma.casefold() == "the":
        at += 1
    elif at < len(words) and words[at].text.casefold() in HOLDER_PRONOUNS and words[at].category == "pronoun":
        holder, does = HOLDER_PRONOUNS[words[at].text.casefold()]
        at += 1
    elif at + 1 < len(words) and _is_name(words[at]) and words[at + 1].category == "possessive_marker":
        holder, does = words[at].text, "does"
        at += 2
    described = None
    if at < len(words) and words[at].category == "adjective":
        described = words[at]  # "of the red marbles": read only as whose they are
        at += 1
    if at >= len(words) or not _plural(words[at]):
        raise Unread  # "of the cake": a share of one thing, not of things counted
    kind_word = words[at]
    at += 1
    place = ""
    if at < len(words) and words[at].lemma.casefold() in PLACE_PREPOSITIONS:
        end = at + 1
        while end < len(words) and words[end].category in PLACE_WORDS:
            end += 1
        if end == at + 1 or words[end - 1].category not in ("noun", "name"):
            raise Unread
        place = " ".join(w.text for w in words[at:end])
        at = end
    rest = words[at:]
    if holder and place:
        raise Unread  # "of his marbles in the box": a holder and a place at once
    if rest and rest[0].category == "auxiliary" and rest[0].lemma.casefold() != "would":
        return _holder_question(rest, kind_word, described, bool(holder or place))
    if described is not None:
        raise Unread  # "What percentage of the red marbles are big?": not read here
    if _left(rest):
        if place:
            raise Unread
        return _left_question(rest, kind_word, holder, does)
    be, rest = _copula(rest)
    negated = bool(rest) and rest[0].category == "negation"
    if negated:
        rest = rest[1:]
    if len(rest) != 1:
        raise Unread  # nothing may follow the part ("..., rounded to the nearest percent")
    part_word = rest[0]
    kind = kind_word.lemma.casefold()
    if part_word.category == "adjective":
        part_text = f"{part_word.text} {kind_word.text}"
        part = f"{part_word.lemma.casefold()} {kind}"
    elif _plural(part_word) and _narrower(part_word.lemma.casefold(), kind, lexicon):
        part_text, part = part_word.text, part_word.lemma.casefold()
    else:
        raise Unread  # "What percentage of the flowers are trees?": a part of another kind
    if holder:
        if be in MODALS:
            raise Unread
        verb = does if be in PRESENT else "did"
        if verb == "does" and holder == "they":
            verb = "do"
        ask = f"{verb} {holder} have?"
        return Asked(
            f"How many {part_text} {ask}", f"How many {kind_word.text} {ask}", kind, part, negated, True
        )
    if be in MODALS:
        where = f"{be} be {place}?" if place else f"{be} there be in all?"
    else:
        are = "are" if be in PRESENT else "were"
        where = f"{are} there {place}?" if place else f"{are} there in all?"
    return Asked(
        f"How many {part_text} {where}", f"How many {kind_word.text} {where}", kind, part, negated, False
    )


def _left(rest: tuple[Word, ...]) -> bool:
    """ "is|are left [to <Name>]": what remains of the things."""
    return (
        len(rest) >= 2
        and rest[0].category == "copula"
        and rest[0].text.casefold() in PRESENT
        and rest[1].category == "residual_marker"
        and rest[1].lemma.casefold() == "left"
    )


def _left_question(rest: tuple[Word, ...], kind_word: Word, holder: str, does: str) -> Asked:
    """ "What percentage of the cards is left [to Joseph]?": the holder's left out of what they had."""
    after = rest[2:]
    if after:
        if holder or len(after) != 2 or after[0].lemma.casefold() != "to" or not _is_name(after[1]):
            raise Unread  # "is left in the box", "left to him": not read here
        holder, does = after[1].text, "does"
    if not holder:
        raise Unread  # left to whom? (the story's one person is not guessed here)
    if does == "does" and holder == "they":
        raise Unread
    kind = kind_word.lemma.casefold()
    question = f"How many {kind_word.text} {does} {holder} have left?"
    return Asked(question, "", kind, kind, False, True, False, True, holder)


def _holder_key(holder: str, sentences, lexicon: Lexicon) -> str:
    """The graph's key of the asked holder: the name, or for 'he'/'she' the story's one name of that
    gender (a name of either or no known gender leaves 'she' open, so the reading refuses)."""
    if holder[:1].isupper():
        return holder.casefold()
    gender = {"he": "male", "she": "female"}.get(holder, "")
    names = {
        w.text.casefold(): w.attr("name_gender") or w.attr("gender") or ""
        for sentence in sentences
        for w in plain_words(sentence, lexicon)
        if _is_name(w)
    }
    if not gender or any(g not in ("male", "female") for g in names.values()):
        raise Unread
    agreeing = [name for name, g in names.items() if g == gender]
    if len(agreeing) != 1:
        raise Unread  # "her stickers" with two women named: whose start is it?
    return agreeing[0]


def _started_with(part: object, kind: str, holder: str, lexicon: Lexicon) -> object:
    """The whole a 'left' is of: the one holding of the kind the story tells, when every later move
    of that holder's things of the kind is a loss (a gain would make "the cards" his start or more).

    The Answer is rebuilt with that holding's value, so the checks after read it as any whole."""
    from dataclasses import replace

    from reader.api import Answer

    if not isinstance(part, Answer):
        raise Unread
    kind_of = lexicon_kinds(lexicon.lookup, lexicon.entries)
    graph = part.graph
    holds, moves = [], []
    for event in graph.events:
        noun = graph.unit(event.unit_key).label.rpartition(" ")[2]
        if kind not in (noun, *kind_chain(noun, kind_of)):
            continue
        (holds if event.kind == "hold" else moves).append(event)
    if len(holds) != 1 or holds[0].value is None:
        raise Unread  # two holdings of the kind: the cards of which one, or of both?
    start = holds[0]
    if start.holder != holder:
        raise Unread  # Ann's start, Joseph's left: "the cards" he has left are not of his start
    own = [e for e in moves if e.holder == start.holder]
    if not own or any(e.kind != "change" or e.sign != -1 for e in own):
        raise Unread  # nothing went, or something came: is the whole the start or the most held?
    return replace(part, value=start.value)


def _copula(rest: tuple[Word, ...]) -> tuple[str, tuple[Word, ...]]:
    """ "are|is|were|was" or "would|will be" opening the rest; Unread for any other verb."""
    if rest and rest[0].category == "copula" and rest[0].text.casefold() in PRESENT | PAST:
        return rest[0].text.casefold(), rest[1:]
    if (
        len(rest) >= 2
        and rest[0].category == "auxiliary"
        and rest[0].text.casefold() in MODALS
        and rest[1].category == "copula"
        and rest[1].text.casefold() == "be"
    ):
        return rest[0].text.casefold(), rest[2:]
    raise Unread


def _holder_question(rest: tuple[Word, ...], kind_word: Word, described: Word | None, owned: bool) -> Asked:
    """ "What percentage of the marbles does Tom have?": Tom's marbles out of all there are."""
    if owned or len(rest) != 3:
        raise Unread
    aux, who, verb = rest
    if aux.text.casefold() not in ASK_VERBS or verb.category != "verb_possess":
        raise Unread  # 'did Janet make', 'has Archibald won': whose whole is it? Not read here
    if not (_is_name(who) or (who.category == "pronoun" and who.attr("case") == "subject")):
        raise Unread
    are = "were" if aux.text.casefold() == "did" else "are"
    kind = kind_word.lemma.casefold()
    things = kind_word.text
    if described is not None:
        kind, things = f"{described.lemma.casefold()} {kind}", f"{described.text} {things}"
    return Asked(
        f"How many {things} {aux.text} {who.text} have?",
        f"How many {things} {are} there in all?",
        kind,
        kind,
        False,
        True,
        True,
    )


def _is_name(word: Word) -> bool:
    return word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender")))


def _narrower(lemma: str, kind: str, lexicon: Lexicon) -> bool:
    """The part's kind is the whole's kind or one the lexicon files under it (a rose under flower)."""
    if lemma == kind:
        return False  # "What percentage of the flowers are flowers?"
    kind_of = lexicon_kinds(lexicon.lookup, lexicon.entries)
    return kind in kind_chain(lemma, kind_of)


__all__ = ["Percentage", "read_percentage_question"]
