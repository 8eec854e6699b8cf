"""The countable parts every thing of a kind has, counted over the things a story counts (ADR 0270).

"Omar has 3 cats and 2 ducks. How many animal legs are there in all?" (3 x 4 + 2 x 2);
"There are 5 bicycles and 7 cars in the shed. How many wheels are there in the shed?" (5 x 2 +
7 x 4). No sentence states a leg or a wheel: the number of each part a thing has is knowledge the
lexicon carries (noun attribute ``has_parts``: dog "leg 4", bird "leg 2, wing 2", bicycle "wheel 2"),
read through the kind chain (a chicken is a bird). The count of each kind is left to the ordinary
reader: the question is asked again once per counted kind, "How many dogs are there in all?", with the
rest of the question kept, so places and holders scope each count as they always do; the answer is
the sum of count x parts.

Read only when the whole problem is this shape, else the first refusal stands:

- the question is "How many [<kind>] <parts> are|were there ... ?" or "How many <parts> are|were
  <in|at|on> ... ?", the parts a noun the lexicon marks ``part: yes`` (legs, wheels, wings), or 'feet'
  when every counted thing is an animal ('feet' is also a length); a kind before the parts ("animal
  legs") narrows the things counted, and every counted thing must be of it; no comparison, 'each',
  rate, number or negation follows;
- or the question asks the parts of the things of one kind, "How many <parts> do|did the|his|her|
  their|<Name>'s <kinds> have [in all|in total|altogether]?" ("How many legs do her animals have?",
  "... do the cats have?"): re-asked "How many cats are there?" or "... does she have?", only the
  counted things of that kind count, and every other counted thing must be of a kind the lexicon
  knows to lie outside it ("3 pets" beside "the dogs" refuses: pets may be dogs);
- every other sentence only holds or is: its verbs say 'has' or 'there is', every number counts
  a noun right after it ("5 dogs"), 'a'/'an' may count one, and every other noun stands in a place
  phrase ("in the garage at Connor's house", "for sale"); a number anywhere else, a noun not counted,
  a modifier on a counted noun ("three-legged", "toy"), 'each' outside a told part, or a negation
  refuses;
- a sentence made only of told parts, "Each tricycle has 3 wheels", "Bicycles have 2 wheels", gives
  them for its kinds and is left out of the re-asked story; a told number must agree with the lexicon
  where both say one (a contradiction refuses), and must be of a kind the story counts;
- each kind is counted once, no kind is a kind of another ("3 birds and 2 ducks" overlap), and every
  counted kind has a known number of the asked part (a snake's 0 legs included); an unknown one refuses;
- a person the story names or speaks of ("Adlai", "his son", "she") may be in the scope: only a part
  the lexicon says people have none of (wheels, wings) is then read, unless a kind before the parts
  leaves people out ("animal legs"). People counted by a number ("3 boys") count with their 2 legs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.derivation import fmt
from reader.kinds import PERSON, kind_chain, lexicon_kinds
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences
from reader.whole_problem_words import Unread, or_none, plain_number, plain_words

PARTS = "has_parts"
ALSO_NAMES = "also_names"  # a person noun that names an animal too (kid: goat), ADR 0343
FEET = "foot"  # 'feet' of animals counts their legs; 'feet' is also a length
LEG = "leg"
ANIMAL = "animal"
PLACE_PREPOSITIONS = frozenset({"prep_in", "prep_price", "preposition"})
PLACE_WORDS = frozenset(
    {"article", "noun", "unit_noun", "name", "possessive_marker", "adjective", "determiner"}
)
STORY_VERBS = frozenset({"verb_possess", "copula", "existential"})
PERSONS = frozenset({"name", "person_noun", "pronoun"})
COUNTED = frozenset({"noun", "person_noun"})
ASKED_REST = frozenset(
    {
        "prep_in",
        "prep_price",
        "preposition",
        "article",
        "noun",
        "name",
        "possessive_marker",
        "aggregate_marker",
    }
)
ASKED_REST_TEXTS = frozenset({"all", "altogether", "together", "combined"})


@dataclass(frozen=True, slots=True)
class Counted:
    """A kind the story counts: its lemma, the surface it was counted with, whether more than one."""

    lemma: str
    surface: str
    word: Word
    many: bool


@dataclass(frozen=True, slots=True)
class PartsOfThings:
    """The asked total, the re-asked answers (one per kind with parts), and the step that sums them."""

    value: Fraction
    bases: tuple[object, ...]
    step: str
    unit: str


def read_parts_of_things(
    text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]
) -> PartsOfThings | None:
    """The parts of every counted thing in the asked scope, or None when the problem is not this shape."""
    return or_none(_read, text, lexicon, read)


def part_counts(word_or_entry: object) -> dict[str, Fraction]:
    """``has_parts`` "leg 2, wing 2" as {"leg": 2, "wing": 2}; {} when the entry says none."""
    raw = word_or_entry.attr(PARTS, "") or ""  # type: ignore[attr-defined]
    counts: dict[str, Fraction] = {}
    for item in raw.split(","):
        if item.strip():
            name, number = item.split()
            counts[name] = Fraction(number)
    return counts


def _known_parts(lemma: str, part: str, lexicon: Lexicon) -> Fraction | None:
    """How many of ``part`` one ``lemma`` has, from its own entry or its nearest wider kind that says."""
    kind_of = lexicon_kinds(lexicon.lookup, lexicon.entries)
    for kind in (lemma, *kind_chain(lemma, kind_of)):
        sense = lexicon.lookup(kind)
        entry = getattr(sense, "entry", None)
        if entry is None or entry.lemma != kind:
            continue
        counts = part_counts(entry)
        if part in counts:
            return counts[part]
    return None


def _read(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]) -> PartsOfThings | None:
    from reader.api import Answer

    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    question = plain_words(sentences[-1], lexicon)
    asked = _asked(question, text, sentences[-1])
    if asked is None:
        return None
    part, scope, feet = asked.part, asked.scope, asked.feet
    told: dict[str, Fraction] = {}
    counted: dict[str, Counted] = {}
    persons = False
    body: list[str] = []
    for sentence in sentences[:-1]:
        if sentence.is_question:
            raise Unread
        words = plain_words(sentence, lexicon)
        rates = _told_parts(words)
        if rates is not None:
            for lemma, said_part, value in rates:
                if said_part != part or lemma in told:
                    raise Unread  # another part, or one kind told twice
                told[lemma] = value
            continue
        found, named = _story_sentence(words)
        persons = persons or named
        for one in found:
            if one.lemma in counted:
                raise Unread  # one kind counted twice: which count is asked?
            counted[one.lemma] = one
        body.append(text[sentence.start : sentence.end])
    if not counted or set(told) - set(counted):
        raise Unread
    if any(one.word.attr(ALSO_NAMES) for one in counted.values()):
        raise Unread  # "3 goats and 4 kids": young goats or children? their legs differ (ADR 0343)
    kind_of = lexicon_kinds(lexicon.lookup, lexicon.entries)
    chains = {lemma: kind_chain(lemma, kind_of) for lemma in counted}
    for a in counted:
        for b in counted:
            if a != b and a in chains[b]:
                raise Unread  # "3 birds and 2 ducks": the ducks may be among the birds
    if asked.whose:
        counted = _of_kind(counted, chains, scope, kind_of)
    elif scope and any(scope not in chains[lemma] for lemma in counted):
        raise Unread  # "animal legs" with a thing of no known kind of animal counted
    if feet and any(ANIMAL not in chains[lemma] for lemma in counted):
        raise Unread  # 'feet' is a length unless every counted thing is an animal
    if persons and not (scope and PERSON not in _chain_with(scope, kind_of)):
        if _known_parts(PERSON, part, lexicon) != 0:
            raise Unread  # a person in the scope has legs too, and the story does not count them
    each: dict[str, Fraction] = {}
    for lemma in counted:
        known = _known_parts(lemma, part, lexicon)
        said = told.get(lemma)
        if known is not None and said is not None and known != said:
            raise Unread  # the story and the lexicon disagree: a three-wheeled car?
        value = said if said is not None else known
        if value is None:
            raise Unread  # a thing whose number of the part nobody says
        each[lemma] = value
    rest = asked.rest
    story = " ".join(body)
    bases: list[object] = []
    terms: list[str] = []
    total = Fraction(0)
    for lemma, one in counted.items():
        if each[lemma] == 0:
            terms.append(f"{one.surface} x 0 {part}")
            continue
        plural = _plural(one, lexicon)
        base = read(f"{story} How many {plural} {rest}", lexicon)
        if not isinstance(base, Answer) or base.unit != lemma:
            raise Unread
        if base.value <= 0 or base.value.denominator != 1:
            raise Unread
        bases.append(base)
        total += base.value * each[lemma]
        terms.append(f"{fmt(base.value)} {plural} x {fmt(each[lemma])} {part}")
    if not bases:
        raise Unread
    step = f"{' + '.join(terms)} = {fmt(total)} {part}"
    return PartsOfThings(total, tuple(bases), step, part)


def _of_kind(
    counted: dict[str, Counted], chains: dict[str, tuple[str, ...]], kind: str, kind_of: Callable[[str], str]
) -> dict[str, Counted]:
    """The counted things of the asked kind ("the animals", "her dogs"); every other counted thing must
    be known to be of another kind, or the asked kind may count it too ("3 pets" beside "the dogs")."""
    asked = {lemma: one for lemma, one in counted.items() if lemma == kind or kind in chains[lemma]}
    wider = _chain_with(kind, kind_of)
    for lemma in set(counted) - set(asked):
        if not chains[lemma] or lemma in wider:
            raise Unread
    if not asked:
        raise Unread
    return asked


def _chain_with(kind: str, kind_of: Callable[[str], str]) -> tuple[str, ...]:
    return (kind, *kind_chain(kind, kind_of))


@dataclass(frozen=True, slots=True)
class Asked:
    """The part asked, the kind narrowing it, whether it was 'feet', and the re-asked question's rest.

    ``whose`` is set for "How many legs do the|his|<Name>'s <kinds> have": the kind names which counted
    things are asked (the others must be known to be of another kind); a kind before the parts ("animal
    legs") must instead be a kind of every counted thing.
    """

    part: str
    scope: str
    feet: bool
    rest: str  # "are there in all?", "does she have in total?"
    whose: bool


OWNERS = {"his": "he", "her": "she", "their": "they"}
ASKING = {"do": ("are", "do"), "did": ("were", "did"), "does": ("", "does")}


def _asked(words: tuple[Word, ...], text: str, sentence: Sentence) -> Asked | None:
    """ "How many [animal] legs are there in all", "How many legs do her animals have": what is asked."""
    texts = tuple(w.text.casefold() for w in words)
    if texts[:2] != ("how", "many") or len(words) < 4:
        return None
    at, scope = 2, ""
    if words[at].category == "noun" and words[at].attr("part") != "yes" and at + 1 < len(words):
        scope, at = words[at].lemma.casefold(), at + 1  # "animal legs"
    asked = words[at]
    feet = asked.category == "unit_noun" and asked.lemma.casefold() == FEET and texts[at] == "feet"
    if not feet and not (asked.category == "noun" and asked.attr("part") == "yes" and "NNS" in asked.tags):
        return None
    if feet and scope:
        raise Unread
    part = LEG if feet else asked.lemma.casefold()
    if texts[at] == part or at + 2 >= len(words):
        raise Unread  # "How many leg ..."
    if texts[at + 1] in ASKING and not scope:
        return _whose(words, at + 1, text, sentence, part, feet)
    if texts[at + 1] not in ("are", "were") or words[at + 1].category != "copula":
        raise Unread
    after = words[at + 2]
    if after.category != "existential" and after.category not in PLACE_PREPOSITIONS:
        raise Unread
    _plain_rest(words[at + 3 :])
    rest = text[sentence.tokens[words[at + 1].index].start : sentence.end]
    return Asked(part, scope, feet, rest, whose=False)


def _plain_rest(words: tuple[Word, ...]) -> None:
    for word in words:
        if word.category not in ASKED_REST and word.text.casefold() not in ASKED_REST_TEXTS:
            raise Unread  # "more than", "each", a number: not the plain total


def _whose(words: tuple[Word, ...], at: int, text: str, sentence: Sentence, part: str, feet: bool) -> Asked:
    """ "do the animals have", "did his dogs have", "do Maria's birds have [in all]": the things asked."""
    texts = tuple(w.text.casefold() for w in words)
    are, do = ASKING[texts[at]]
    at += 1
    if at < len(words) and texts[at] == "the" and are:
        subject, at = f"{are} there", at + 1  # "How many dogs are there"
    elif at < len(words) and texts[at] in OWNERS and words[at].category == "pronoun":
        pronoun = OWNERS[texts[at]]
        verb = {"do": "does", "did": "did"}.get(do, "") if pronoun != "they" else ("" if do == "does" else do)
        if not verb:
            raise Unread
        subject, at = f"{verb} {pronoun} have", at + 1
    elif at + 1 < len(words) and words[at].category == "name" and texts[at + 1] == "'s":
        verb = {"do": "does", "did": "did"}.get(do, "")
        if not verb:
            raise Unread
        subject, at = f"{verb} {words[at].text} have", at + 2
    else:
        raise Unread
    if at + 1 >= len(words):
        raise Unread
    kind, have = words[at], words[at + 1]
    if kind.category != "noun" or "NNS" not in kind.tags or texts[at] == kind.lemma.casefold():
        raise Unread  # "the sheep": one or many?
    if kind.attr("part") == "yes" or have.category != "verb_possess" or texts[at + 1] != "have":
        raise Unread
    ending = words[at + 2 :]
    if any(w.text.casefold() not in ASKED_REST_TEXTS and w.category != "aggregate_marker" for w in ending):
        if tuple(w.text.casefold() for w in ending) not in (("in", "all"), ("in", "total")):
            raise Unread
    rest = f"{subject}{text[sentence.tokens[have.index].end : sentence.end]}"
    return Asked(part, kind.lemma.casefold(), feet, rest, whose=True)


def _told_parts(words: tuple[Word, ...]) -> list[tuple[str, str, Fraction]] | None:
    """ "Each bicycle has 2 wheels, each tricycle has 3 wheels and ...", "Bicycles have two wheels":
    the told parts of each kind; None for a sentence that tells none."""
    texts = [w.text.casefold() for w in words]
    if not any(w.category == "noun" and w.attr("part") == "yes" for w in words):
        return None
    found: list[tuple[str, str, Fraction]] = []
    at = 0
    while at < len(words):
        plural = True
        if texts[at] in ("each", "every", "a", "an"):
            plural, at = False, at + 1
        if at + 3 > len(words):
            raise Unread
        kind, verb, number = words[at], words[at + 1], words[at + 2]
        value = plain_number(number)
        if (
            kind.category != "noun"
            or verb.category != "verb_possess"
            or value is None
            or at + 3 >= len(words)
        ):
            raise Unread
        if ("NNS" if plural else "NN") not in kind.tags or (plural and texts[at] == kind.lemma.casefold()):
            raise Unread
        said = words[at + 3]
        if said.category != "noun" or said.attr("part") != "yes":
            raise Unread
        if value < 0 or value.denominator != 1 or (value != 1 and "NNS" not in said.tags):
            raise Unread
        found.append((kind.lemma.casefold(), said.lemma.casefold(), value))
        at += 4
        if at < len(words) and texts[at] == ",":
            at += 1
        if at < len(words) and texts[at] == "and":
            at += 1
    return found


def _story_sentence(words: tuple[Word, ...]) -> tuple[list[Counted], bool]:
    """The kinds a holding sentence counts, and whether it names a person; Unread for anything else."""
    found: list[Counted] = []
    persons = False
    at = 0
    while at < len(words):
        word = words[at]
        text = word.text.casefold()
        value = plain_number(word)
        counts = value is not None or (word.category == "article" and text in ("a", "an"))
        if counts:
            if value is not None and (value <= 0 or value.denominator != 1):
                raise Unread
            if at + 1 >= len(words) or words[at + 1].category not in COUNTED:
                raise Unread  # "sold 2", "2 of the dogs", "3 three-legged dogs"
            head = words[at + 1]
            if at + 2 < len(words) and words[at + 2].category in COUNTED | {"possessive_marker"}:
                raise Unread  # "2 dog houses": the last noun is the thing counted
            many = value is not None and value > 1
            found.append(Counted(head.lemma.casefold(), head.text, head, many))  # "3 boys": counted people
            at += 2
            continue
        if word.category in PLACE_PREPOSITIONS:
            at += 1
            while at < len(words) and words[at].category in PLACE_WORDS:
                persons = persons or words[at].category == "name"
                at += 1
            continue
        if word.category in PERSONS:
            persons = True
        elif word.category not in STORY_VERBS and not (word.category == "conjunction" and text == "and"):
            if text != ",":
                raise Unread
        at += 1
    return found, persons


def _plural(one: Counted, lexicon: Lexicon) -> str:
    """The plural surface of a counted kind, to ask how many there are."""
    if one.many and "NNS" in one.word.tags:
        return one.surface  # "9 sheep"
    sense = lexicon.lookup(one.lemma)
    entry = getattr(sense, "entry", None)
    if entry is None:
        raise Unread
    plurals = sorted({s for s, tag in entry.forms if tag == "NNS"} - {one.lemma})
    if len(plurals) != 1:
        raise Unread
    return plurals[0]


__all__ = ["PartsOfThings", "part_counts", "read_parts_of_things"]
