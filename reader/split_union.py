"""Two counted sets of one kind, then 'them' (or 'they') split into groups of N (ADR 0237).

"The town's hockey team had 20 new players and 8 old players. If the coach split them into
groups with 4 players in each group, how many groups would there be?" The sentence reader finds no
single entity that 'them' agrees with, and it has no reading of a passive split ("If they were split
into groups of 9"), so the whole problem is read here: 'them' stands for the two sets together.

That is only sound when both sets are of one kind, so the shape is narrow on purpose:

- the opening is "<singular holder> had/has N1 [modifiers] <plural>1 and N2 [modifiers] <plural>2
  [on it | in it | in stock]." with no other number, or "<holder> had N1 [modifiers] <plural> [in
  stock] when <pronoun> got/received a/another <noun> with N2 [modifiers] <plural> in it." (an arrival
  of more of the same things, ADR 0230's 'when' clause, told as a load that holds them);
- the two sets are of one kind: the same noun ("new players", "returning players"), or two nouns of
  the same category the pack files under one wider kind (`kind_of`: a boy and a girl are children).
  Two unrelated kinds (6 apples and 4 pens, players and balls) are not read: which of them is 'them'?
- the split is "<subject> put/split/... them|the <kind> into/onto <C>s with K [<noun>] in/on each <C>"
  or "they|the <kind> were/are <split/put> into <C>s of K [<noun>]" (or "with K ... in each <C>"),
  fronted by 'if' before the question or as a statement of its own; a noun after K must name the kind
  or a role that covers it ("students" for boys and girls), not one set only ("6 boys in each group");
  "the <noun>" must name both sets, not one ("the girls were split": refused);
- 'them'/'they' is read so only when no plural pronoun came before it (a 'they' for the store's people
  would make a later 'they' ambiguous), and the opening's holder is singular;
- the question is "how many <C>s would/will there be" or "how many <C>s could/can/would/will/did/do
  <subject> <verb>" whose verb makes (`verb_produce`), needs (`verb_need`) or uses containers
  (`containers: counted`), and nothing after it.

Groups and shelves are whole: a total that K does not divide refuses (``non_integer_count``); the
reader never rounds a leftover into a part-filled group or drops it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.graph import Event, MathProblemGraph, UnitSpec
from reader.lifecycle import sentence_words
from reader.one_and_the_rest import _is, _value
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.values import EntityRef, QuestionTarget, Unit

Words = tuple[Word | None, ...]
SETS = ("noun", "person_noun")  # the categories of a counted set's noun
MODIFIERS = (
    "adjective",
    "measure_adjective",
    "noun",
    "verb",
)  # "new", "old", "giant", "stuffed", "returning"
PUTTING = ("verb_give", "verb_split")  # "put them into groups", "were split into groups"
INTO = frozenset({"into", "onto", "in", "on"})
HOLDER = ("article", "noun", "person_noun", "name", "possessive_marker", "existential", "adjective")
ENDINGS = (("on", "it"), ("in", "it"), ("in", "stock"))  # "had 26 boys and 46 girls on it"
ASKED_VERBS = ("verb_produce", "verb_need")  # "could they make", "will they need"


@dataclass(frozen=True, slots=True)
class _Set:
    value: Fraction
    lemma: str
    word: Word
    text: str  # the number as written
    sentence_index: int
    token_index: int


@dataclass(frozen=True, slots=True)
class _Opening:
    holder: str
    sets: tuple[_Set, _Set]
    arrival: bool  # the second set came in a load told in a 'when' clause
    pronoun: bool  # the opening used a plural pronoun ('when they got ...')
    gender: str = ""  # a named holder's census gender ('any' when the census files it under none)
    covered: frozenset[str] = frozenset()  # the kinds a role noun after K may cover (boys: child, person)


@dataclass(frozen=True, slots=True)
class _Split:
    container: str
    shown: str  # the containers as written ("shelves")
    each: Fraction
    each_at: tuple[int, int]
    doer: str = ""  # the gender of a named or person doer of the split, '' when none is named
    said: str = ""  # the gender of a 'he'/'she' that did the split: the question's must agree (ADR 0244)


def _low(texts: tuple[str, ...], at: int) -> str:
    return texts[at].lower() if 0 <= at < len(texts) else ""


def _plural(word: Word | None) -> str:
    """A plural noun's lemma (a person noun too); '' for any other word or a surface that may be singular."""
    if word is None or word.category not in SETS or word.sense is None:
        return ""
    if "NNS" not in word.sense.tags or "NN" in word.sense.tags:
        return ""
    return word.lemma.lower()


def _singular(word: Word | None) -> str:
    if word is None or word.category not in SETS or word.sense is None or "NN" not in word.sense.tags:
        return ""
    return word.lemma.lower()


def _counted(words: Words, texts: tuple[str, ...], at: int, si: int) -> tuple[_Set | None, int]:
    """ "48 new players" from ``at``: the number, modifiers and a plural noun; the index after it."""
    value = _value(words[at], texts[at]) if at < len(words) else None
    if value is None or value <= 0:
        return None, at
    end = at + 1
    while end < len(words) and words[end] is not None and words[end].category in MODIFIERS + SETS:
        end += 1
    if end == at + 1:
        return None, at
    for w in words[at + 1 : end - 1]:
        if w.category == "verb" and not {"VBN", "VBG"} & set(w.tags):
            return None, at  # only participles modify: "stuffed", "returning"
        if _plural(w):
            return None, at  # "4 boys girls": two plurals in a row are not one set
    head = words[end - 1]
    lemma = _plural(head)
    if not lemma:
        return None, at
    return _Set(value, lemma, head, texts[at], si, at), end


def _holder(words: Words, texts: tuple[str, ...], end: int) -> str:
    """The words before 'had', ending in a singular noun ("A toy store") or a name; no number, no joining.

    A word with a noun use may modify the head ("The swim team")."""
    if end < 1 or not (_singular(words[end - 1]) or (end == 1 and _is(words[0], "name"))):
        return ""
    for w in words[:end]:
        if w is None or (w.category not in HOLDER and "NN" not in (w.sense.tags if w.sense else ())):
            return ""  # "Each team had ...": every team, or one?
    return " ".join(texts[:end])


def _gender(head: Word | None) -> str:
    """A named or person holder's gender, 'any' when none is filed; '' for a thing (a team, a store)."""
    if head is None or head.category not in ("name", "person_noun"):
        return ""
    return head.attr("gender") or "any"


def _opening(words: Words, texts: tuple[str, ...]) -> _Opening | None:
    had = next((i for i, w in enumerate(words) if _is(w, "verb_possess", "have")), None)
    if had is None or _low(texts, had) not in ("had", "has"):
        return None
    holder = _holder(words, texts, had)
    if not holder:
        return None
    one, at = _counted(words, texts, had + 1, 0)
    if one is None:
        return None
    if _low(texts, at) == "and":
        two, at = _counted(words, texts, at + 1, 0)
        if two is None:
            return None
        if (_low(texts, at), _low(texts, at + 1)) in ENDINGS:
            at += 2
        return (
            _Opening(holder, (one, two), False, False, _gender(words[had - 1])) if at == len(words) else None
        )
    if (_low(texts, at), _low(texts, at + 1)) == ("in", "stock"):
        at += 2
    # "when they got another shipment with 10 bears in it"
    if _low(texts, at) != "when" or words[at + 1 : at + 2] == () or not _is(words[at + 1], "pronoun"):
        return None
    pronoun = words[at + 1]
    if pronoun.attr("case") not in ("subject", "subject_or_object", ""):
        return None
    gain = words[at + 2] if at + 2 < len(words) else None
    if gain is None or gain.category != "verb_gain" or "VBD" not in gain.tags:
        return None
    if _low(texts, at + 3) not in ("a", "another"):
        return None
    at += 4  # "another shipment", "a new box": the load that brought them
    while at < len(words) and words[at] is not None and words[at].category in ("adjective", "noun"):
        at += 1
    if not _singular(words[at - 1]) or not _is(words[at] if at < len(words) else None, "prep_with"):
        return None
    two, end = _counted(words, texts, at + 1, 0)
    if two is None or two.lemma != one.lemma or end + 2 != len(words):
        return None
    if (_low(texts, end), _low(texts, end + 1)) != ("in", "it"):
        return None
    plural = pronoun.attr("number") == "plural"
    return _Opening(holder, (one, two), True, plural, _gender(words[had - 1]))


def _kind(opening: _Opening) -> str | None:
    """The one kind both sets are of; None for two unrelated kinds."""
    one, two = opening.sets
    if one.word.category != two.word.category:
        return None  # a person and a thing: 'them' could mean either
    if one.lemma == two.lemma:
        return one.lemma
    wider = (one.word.attr("kind_of") or "").lower()
    if not wider or wider != (two.word.attr("kind_of") or "").lower():
        return None
    if one.word.category == "person_noun" and wider == "person":
        return None  # "48 players and 6 coaches": would the coach put himself into a group?
    return wider


def _covered(opening: _Opening, kind: str, lexicon: Lexicon) -> frozenset[str]:
    """The kind, the kinds the sets are filed under, and the kind the kind is filed under (child: person)."""
    found = {kind} | {(s.word.attr("kind_of") or "").lower() for s in opening.sets}
    sense = lexicon.lookup(kind)
    if sense is not None and sense.entry.lemma.lower() == kind:
        found.add((sense.entry.attr("kind_of") or "").lower())
    return frozenset(found - {""})


def _fits(word: Word | None, kind: str, opening: _Opening) -> bool:
    """A noun after K that names the kind, or a role that covers it ("6 students" for boys and girls)."""
    lemma = _plural(word)
    if not lemma:
        return False
    if lemma == kind:
        return True
    covers = (word.attr("covers") or "").lower()
    if lemma in {s.lemma for s in opening.sets}:
        return False  # "6 boys in each group": one set only
    return covers == "any" or (bool(covers) and covers in opening.covered)


def _grouping(words: Words, texts: tuple[str, ...], at: int, si: int, kind: str, opening: _Opening):
    """ "into groups with 6 players in each group" / "into groups of 9" from ``at``: the split and the end."""
    if _low(texts, at) not in INTO:
        return None
    container = _plural(words[at + 1] if at + 1 < len(words) else None)
    if not container or words[at + 1].category != "noun":
        return None
    at += 2
    link = _low(texts, at)
    if link not in ("with", "of"):
        return None
    each = _value(words[at + 1], texts[at + 1]) if at + 1 < len(words) else None
    if each is None or each <= 0:
        return None
    split = _Split(container, texts[at - 1], each, (si, at + 1))
    at += 2
    if at < len(words) and words[at] is not None and words[at].category in SETS:
        if not _fits(words[at], kind, opening):
            return None  # "groups with 6 boys in each group": one set only
        at += 1
    if link == "with":
        if _low(texts, at) not in ("in", "on") or not _is(
            words[at + 1] if at + 1 < len(words) else None, "distributive", "each"
        ):
            return None
        if _singular(words[at + 2] if at + 2 < len(words) else None) != container:
            return None
        at += 3
    return split, at


def _object(words: Words, texts: tuple[str, ...], at: int, kind: str, opening: _Opening, before: bool) -> int:
    """ "them" / "they" / "the bears": the index after it, or -1 when it is not both sets."""
    if _low(texts, at) in ("them", "they"):
        return -1 if before else at + 1
    if _low(texts, at) == "the" and _plural(words[at + 1] if at + 1 < len(words) else None) == kind:
        return at + 2
    return -1


def _split(
    words: Words, texts: tuple[str, ...], at: int, si: int, kind: str, opening: _Opening, before: bool
):
    """The split clause from ``at``: active "<subject> put them into ..." or passive "they were split into ..."."""
    obj = _object(words, texts, at, kind, opening, before)
    if (
        obj > 0
        and _is(words[obj] if obj < len(words) else None, "copula")
        and _low(texts, obj) in ("were", "are")
    ):
        verb = words[obj + 1] if obj + 1 < len(words) else None
        if verb is None or verb.category not in PUTTING or "VBN" not in verb.tags:
            return None
        return _grouping(words, texts, obj + 2, si, kind, opening)
    # active: a subject of one or two words, then the putting verb
    for start in (at + 1, at + 2):
        verb = words[start] if start < len(words) else None
        if verb is None or verb.category not in PUTTING or "VBD" not in verb.tags:
            continue
        if not _subject(words[at:start], texts[at:start], opening):
            return None
        obj = _object(words, texts, start + 1, kind, opening, before)
        if obj < 0:
            return None
        grouped = _grouping(words, texts, obj, si, kind, opening)
        doer = _gender(words[start - 1])  # "If Lena put them ...": 'she' may be Lena in the question
        said = words[start - 1].attr("gender") if _is(words[start - 1], "pronoun") else ""
        return None if grouped is None else (replace(grouped[0], doer=doer, said=said), grouped[1])
    return None


def _subject(words: Words, texts: tuple[str, ...], opening: _Opening, doer: str = "") -> bool:
    """ "the coach", "Sam", "they", or 'The' before the verb (a 'They' that lost its 'y').

    'he' or 'she' only for a named holder of that gender ("Kenji had ... He put them"): with a team
    or a store as the holder, who would 'he' be?"""
    if len(words) == 2:
        return _low(texts, 0) == "the" and bool(_singular(words[1])) and words[1].category == "person_noun"
    if len(words) != 1 or words[0] is None:
        return False
    w = words[0]
    if texts[0] == "The" or w.category == "name" or _low(texts, 0) == "they":
        return True
    if (
        w.category != "pronoun"
        or w.attr("number") != "singular"
        or w.attr("gender") not in ("male", "female")
    ):
        return False
    return opening.gender in ("any", w.attr("gender")) or doer in ("any", w.attr("gender"))


def _question(words: Words, texts: tuple[str, ...], at: int, split: _Split, opening: _Opening) -> bool:
    """ "how many groups would there be" / "how many shelves did they use" from ``at`` to the end."""
    if _low(texts, at) != "how" or not _is(
        words[at + 1] if at + 1 < len(words) else None, "question_quantity"
    ):
        return False
    if _plural(words[at + 2] if at + 2 < len(words) else None) != split.container:
        return False
    aux = _low(texts, at + 3)
    rest = texts[at + 4 :]
    if aux in ("would", "will") and tuple(t.lower() for t in rest) == ("there", "be"):
        return True
    if aux not in ("would", "will", "could", "can", "did", "do", "does") or len(rest) not in (2, 3):
        return False
    verb = words[-1]
    if texts[at + 4] == "The" or not _subject(words[at + 4 : -1], texts[at + 4 : -1], opening, split.doer):
        return False
    asker = words[at + 4]
    if split.said and _is(asker, "pronoun") and asker.attr("gender") in ("male", "female"):
        if asker.attr("gender") != split.said:
            return False  # "If he put them ..., how many bags would she need?": someone else (ADR 0244)
    return verb is not None and (verb.category in ASKED_VERBS or verb.attr("containers") == "counted")


def read_split_union(text: str, lexicon: Lexicon) -> Answer | ReaderRefusal | None:
    """Two sets of one kind split into groups of K: (N1 + N2) / K; None when the problem is not this shape."""
    sentences = split_sentences(text)
    if len(sentences) not in (2, 3) or not sentences[-1].is_question or sentences[0].is_question:
        return None
    try:
        return _read(sentences, lexicon)
    except IndexError:
        return None


def _read(sentences, lexicon: Lexicon) -> Answer | ReaderRefusal | None:
    first = sentences[0]
    fw, ft = sentence_words(first, lexicon), tuple(t.text for t in first.tokens)
    opening = _opening(fw, ft)
    if opening is None:
        return None
    kind = _kind(opening)
    if kind is None:
        return None
    opening = replace(opening, covered=_covered(opening, kind, lexicon))
    last = sentences[-1]
    words, texts = sentence_words(last, lexicon), tuple(t.text for t in last.tokens)
    si = len(sentences) - 1
    if len(sentences) == 2:  # "If they were split into groups of 9 how many groups could they make?"
        if _low(texts, 0) != "if":
            return None
        grouped = _split(words, texts, 1, si, kind, opening, opening.pronoun)
        if grouped is None:
            return None
        split, at = grouped
        if _low(texts, at) == ",":
            at += 1
        qi = at
        if not _question(words, texts, at, split, opening):
            return None
    else:  # "The put the bears onto shelves with 7 on each shelf. How many shelves did they use?"
        middle = sentences[1]
        if middle.is_question:
            return None
        mw, mt = sentence_words(middle, lexicon), tuple(t.text for t in middle.tokens)
        grouped = _split(mw, mt, 0, 1, kind, opening, opening.pronoun)
        if grouped is None or grouped[1] != len(mw):
            return None
        split = grouped[0]
        qi = 0
        if not _question(words, texts, 0, split, opening):
            return None
    return _answer(opening, kind, split, si, qi)


def _answer(opening: _Opening, kind: str, split: _Split, si: int, qi: int) -> Answer | ReaderRefusal:
    one, two = opening.sets
    total = one.value + two.value
    made = total / split.each
    if made.denominator != 1:
        return refuse(
            "non_integer_count",
            f"{fmt(total)} of them do not fill a whole number of {split.shown} with {fmt(split.each)} in each",
            si,
            0,
            "",
        )
    holder = opening.holder.lower()
    things, counted = f"{kind}:split", f"{split.container}:count"
    events = tuple(
        Event(
            holder,
            things,
            "hold",
            1,
            s.value,
            "",
            (s.sentence_index, s.token_index),
            s.sentence_index,
            s.token_index,
            s.text,
        )
        for s in opening.sets
    )
    graph = MathProblemGraph(
        (EntityRef(holder, opening.holder, "any", "singular", "thing", 0),),
        (UnitSpec(things, kind, "", True), UnitSpec(counted, split.container, "", True)),
        events,
        QuestionTarget("value", (holder,), Unit(split.container), si, qi),
        (counted,),
        Fraction(1),
        split.container,
        ((0, one.token_index), (0, two.token_index), split.each_at),
    )
    joined = "arrived" if opening.arrival else "and"
    steps = (
        f"{fmt(one.value)} {one.lemma} {joined} {fmt(two.value)} {two.lemma}: {fmt(total)} {kind} (them)",
        f"{fmt(total)} {kind} with {fmt(split.each)} in each: {fmt(total)} / {fmt(split.each)} = {fmt(made)} {split.shown}",
    )
    trace = canonical_hash({"graph": graph, "steps": steps, "value": made})
    return Answer(made, split.container, graph, steps, trace)
