"""A counted group split into parts told by counts and shares, and the rest (ADR 0455).

"Lina has 60 pets. 30% of them are cats, 45% are dogs, and the rest are fish. How many fish does
she have?" and "In a shed, there are 20 mice. Three of them are brown, and 25% of them are white. The rest
of the mice are grey. How many grey mice are in this shed?" tell one counted whole and two or more of
its parts. The chained-parts reading (ADRs 0290, 0306, 0394) takes one part and 'the rest' in its own
wording only; a list of parts, a 'the rest' sentence of its own or a whole told by 'there are' with a
fronted place refuse. Such a story is read here whole, and answered only when the parts cannot overlap:

- the whole is one sentence: "<Name> has|had N <things>.", "A|The <body> has N <things>.", "There
  are|were N <things> [in|at|on the <place>].", "In|At|On a|the <place>, there are N <things>." or
  "<Name> <verb> N <things>." (a count of things some act is done to: "Kim plants 80 seeds.");
- every sentence between it and the question is a list of parts ("A of them are K", "A are K", "A of
  the <things> are K", joined by ',', 'and' or ', and'), closed at most once by "the rest [of them|of
  the <things>] are K" as the last part; a part's amount is a count ("two", "12") or a share ("25%",
  "40 percent", "1/4", "half", "a third", "two-fifths") of the whole, and a share of the whole must be
  a whole number of things;
- the parts' words K are pairwise exclusive by the pack: two values of one exclusive quality or
  opposites (white, black, grey: ADR 0206), two kinds of one wider kind marked `distinct_kind` and
  filed under the whole's noun (dogs, cats: ADR 0394), or two person nouns of other genders or stages
  of life in a whole of people (men, women, children: ADR 0306). Only then do the told parts fill no
  more than the whole, and only then is 'the rest' a count of its own kind;
- the question asks one part by its word ("How many rabbits does he have?", "How many grey cats are in
  the house?", "How many cats are grey?") or the whole less one part ("How many cats are not white?").

One part told by a verb phrase rather than a kind, "Kim plants 80 seeds. 25% of them sprout.", is
read alone: the question asks those that do it again ("How many seeds sprout?") or those that do not
("How many seeds did not sprout?"), which is the whole less the part whatever the part is.

Refused (None; the first refusal stands): two verb-phrase parts ("25% wear glasses and 40% wear
contacts": one student may do both, so who does neither is not told), a kind the pack does not make
exclusive with the others ("new" beside "broken", "dogs" beside "puppies"), parts that fill the whole
or more before 'the rest', a share that is no whole count, a question about a kind not told (the girls
among "50 people" of whom 30% are boys: grown-ups may be among them), a place or a person the whole
does not name, and any sentence of another kind (a change, a second group, a distractor).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.adjective_parts import exclusive_pair
from reader.answer import Answer
from reader.bare_parts import distinct_kinds, exclusive_kinds, kind_part, part_of_group
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.graph import Event, MathProblemGraph, UnitSpec
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.values import EntityRef, QuestionTarget, Unit
from reader.whole_problem_words import Unread, or_none, word_by_surface, words_by_surface

__all__ = ["group_parts"]

PLACE = r"(?P<prep>in|at|on) (?:the|a|an) (?P<place>[a-z]+)"
COUNT = r"(?P<n>\d+|[a-z]+)"
WHOLES = (
    re.compile(
        r"^(?P<holder>[A-Z][a-z]+|(?:A|An|The) [a-z]+) (?P<verb>[a-z]+) " + COUNT + r" (?P<group>[a-z]+)\.$"
    ),
    re.compile(r"^There (?:are|were) " + COUNT + r" (?P<group>[a-z]+)(?: " + PLACE + r")?\.$"),
    re.compile(
        r"^(?:In|At|On) (?:the|a|an) (?P<place>[a-z]+), there (?:are|were) "
        + COUNT
        + r" (?P<group>[a-z]+)\.$"
    ),
)
HOLDING = frozenset({"has", "had", "owns", "owned"})
AMOUNT = r"(?P<amount>\d+%|\d+ percent|\d+/\d+|\d+|[A-Za-z]+(?:[- ](?!of )[a-z]+)?)"
OF = r"(?: of them| of the (?P<of>[a-z]+))?"
KIND_PART = re.compile(r"^" + AMOUNT + OF + r" (?:are|were) (?P<kind>[a-z]+)(?: (?P<noun>[a-z]+))?$")
REST_PART = re.compile(
    r"^(?:the rest|the others|the remaining ones)"
    + OF
    + r" (?:are|were) (?P<kind>[a-z]+)(?: (?P<noun>[a-z]+))?$"
)
VERB_PART = re.compile(r"^" + AMOUNT + OF + r" (?P<vp>[a-z]+(?: [a-z]+){0,3})$")
JOINS = re.compile(r",? and |, ")
ASKED_HAVE = re.compile(
    r"^How many (?P<kind>[a-z]+)(?: (?P<noun>[a-z]+))? (?:does|did) (?P<who>[A-Za-z]+(?: [a-z]+)?) have\?$"
)
ASKED_THERE = re.compile(
    r"^How many (?P<kind>[a-z]+)(?: (?P<noun>[a-z]+))? (?:are|were) "
    r"(?:there(?: (?:in|at|on) (?:the|this|that) (?P<place>[a-z]+))?|(?:in|at|on) (?:the|this|that) (?P<place2>[a-z]+))\?$"
)
ASKED_ARE = re.compile(
    r"^How many(?: (?P<noun>[a-z]+))? (?:are|were) (?P<neg>not )?(?P<kind>[a-z]+)"
    r"(?: (?:in|at|on) (?:the|this|that) (?P<place>[a-z]+))?\?$"
)
ASKED_DO = re.compile(
    r"^How many (?P<noun>[a-z]+) (?:(?P<aux>do|does|did) not )?(?P<vp>[a-z]+(?: [a-z]+){0,3})\?$"
)
FRACTIONS = re.compile(r"^(?P<top>[a-z]+)[- ](?P<bottom>[a-z]+)$")
NOT_VERBS = frozenset({"copula", "auxiliary", "negation", "modal"})
PRONOUNS = {"he": "male", "she": "female"}


@dataclass(frozen=True)
class Whole:
    n: int
    group: Word
    place: str  # "" when none is named
    holder: str  # a name or a body ("church"); "" for 'there are'
    holding: bool  # 'has'/'had' rather than another verb
    past: bool  # told in the past ('had', 'were', 'planted')


@dataclass(frozen=True)
class Part:
    kind: str  # the kind's lemma, or the verb phrase
    word: Word | None  # the kind's word; None for a verb phrase or the rest
    count: Fraction | None  # None for the rest
    told: str  # how it was told, for the derivation
    share: bool = False  # told as a share of the whole ("25%", "a third"), not a count
    bare: bool = False  # a share with no 'of them' or 'of the <things>' after it
    them: bool = False  # an amount with 'of them' after it
    sentence: int = 0  # which sentence tells it
    said: str = ""  # a verb phrase as the text says it ("sprouted")


def group_parts(text: str, lexicon: Lexicon) -> Answer | None:
    """The asked part of a counted group split into exclusive parts and the rest; None when not the shape."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    said = [text[s.start : s.end].strip() for s in split_sentences(text)]
    if not 3 <= len(said) <= 5 or not said[-1].endswith("?") or any(not s.endswith(".") for s in said[:-1]):
        return None
    words = words_by_surface(text, lexicon)
    whole = _whole(said[0], words)
    if whole is None:
        return None
    parts: list[Part] = []
    for at, sentence in enumerate(said[1:-1], start=1):
        parts.extend(_parts(sentence, at, whole, words))
    if not parts:
        return None
    verbal = [p for p in parts if p.word is None and p.count is not None]
    if verbal:
        if len(parts) != 1:
            return None  # "25% wear glasses and 40% wear contacts": one may do both
        return _verbal(said[-1], whole, parts[0], words)
    if len(parts) < 2:
        return None  # one part alone is the sentence reader's (ADRs 0103, 0290)
    _bare_shares(parts)
    rests = [i for i, p in enumerate(parts) if p.count is None]
    if rests and rests != [len(parts) - 1]:
        return None  # 'the rest' told before the last part: the rest of what?
    _exclusive(parts, whole, words)
    told = sum((p.count for p in parts if p.count is not None), Fraction(0))
    if told > whole.n or (rests and told >= whole.n):
        return None  # the parts fill more than the whole, or leave no rest to name
    if _opposites([p for p in parts if p.count is not None]) and (rests or told != whole.n):
        return None  # "2/5 are male and 1/5 are female" of 30: two opposites that leave some as neither
    kind, negated = _asked(said[-1], whole, words)
    asked = [p for p in parts if p.kind == kind]
    if len(asked) != 1:
        return None  # a kind not told: not determined by the parts
    part = asked[0]
    value = part.count if part.count is not None else whole.n - told
    steps = [f"the whole: {whole.n} {whole.group.text}"]
    steps += [f"{p.told}: {fmt(p.count)}" for p in parts if p.count is not None]
    if part.count is None:
        steps.append(f"{part.told}: {whole.n} - {fmt(told)} = {fmt(value)}")
    if negated:
        steps.append(f"not {part.kind}: {whole.n} - {fmt(value)} = {fmt(whole.n - value)}")
        value = whole.n - value
    return _answer(value, whole, tuple(steps))


def _plural(word: Word) -> bool:
    return (
        word.category in ("noun", "person_noun")
        and "NNS" in word.tags
        and word.text.casefold() != word.lemma.casefold()  # "sheep", "fish": one or many?
    )


def _whole(sentence: str, words: dict[str, Word]) -> Whole | None:
    for shape in WHOLES:
        m = shape.match(sentence)
        if m is not None:
            break
    else:
        return None
    group = word_by_surface(m["group"], words)
    count = word_by_surface(m["n"], words)
    if not _plural(group) or group.attr("collective") == "yes":
        return None
    n = _count(count)
    if n is None or n < 2:
        return None
    names = m.groupdict()
    place = names.get("place") or ""
    holder = ""
    holding = True
    past = bool(re.search(r"\b[Tt]here were\b", sentence))
    if names.get("holder"):
        verb = word_by_surface(m["verb"], words)
        holding = m["verb"] in HOLDING
        if not holding and (verb.category in NOT_VERBS or not any(t.startswith("VB") for t in verb.tags)):
            return None
        past = _past(verb)
        first = m["holder"].split(" ")
        if len(first) == 2:
            body = word_by_surface(first[1], words)
            if body.category != "noun" or "NN" not in body.tags or body.attr("covers") or not holding:
                return None  # "The boys have 30 cards": a body of members, not a place
            place = first[1]
        else:
            name = word_by_surface(first[0], words)
            if name.category != "name" and not name.attr("name_gender"):
                return None
            holder = first[0]
    if place:
        where = word_by_surface(place, words)
        if where.category != "noun" or "NN" not in where.tags or where.attr("covers"):
            return None
    return Whole(n, group, place, holder, holding, past)


def _past(verb: Word) -> bool:
    """ "had", "planted": a past form, not a present one that looks alike ("put", "read")."""
    return verb.text.casefold() == "had" or (
        "VBD" in verb.tags
        and not ({"VBZ", "VBP"} & set(verb.tags))
        and verb.text.casefold() != verb.lemma.casefold()
    )


def _count(word: Word) -> int | None:
    """A plain whole count: "36", "forty"; None otherwise."""
    if word.category == "number" and word.shape is not None and not word.shape.unit:
        value = word.shape.value
    elif word.category == "number_word" and word.attr("value"):
        value = Fraction(word.attr("value"))
    else:
        return None
    if word.category == "number" and word.shape.primitive not in ("integer", "grouped_integer"):
        return None
    return int(value) if value.denominator == 1 and value > 0 else None


def _amount(amount: str, whole: Whole, words: dict[str, Word]) -> Fraction:
    """The count of things an amount names in the whole: "two", "12", "25%", "1/4", "a third"; Unread otherwise."""
    low = amount.casefold()
    share: Fraction | None = None
    if re.fullmatch(r"\d+%|\d+ percent", low):
        share = Fraction(int(re.match(r"\d+", low)[0]), 100)
    elif re.fullmatch(r"\d+/\d+", low):
        top, bottom = low.split("/")
        share = Fraction(int(top), int(bottom)) if int(bottom) else None
    elif low in ("half", "one half", "a half", "one-half"):
        share = Fraction(1, 2)
    else:
        single = words.get(low)
        if single is not None and " " not in low and "-" not in low:
            count = _count(single)
            if count is None:
                raise Unread
            return Fraction(count)
        m = FRACTIONS.match(low)
        if m is None:
            raise Unread
        top = 1 if m["top"] in ("a", "one") else _count(word_by_surface(m["top"], words))
        bottom_word = (
            word_by_surface(m["bottom"], words) if m["bottom"] not in ("quarter", "quarters") else None
        )
        if m["bottom"] in ("quarter", "quarters"):
            bottom = 4
        elif bottom_word is not None and bottom_word.category == "ordinal_word" and bottom_word.attr("value"):
            bottom = int(bottom_word.attr("value"))
        else:
            raise Unread
        if (
            top is None
            or bottom < 2
            or (top == 1)
            != (
                m["bottom"]
                in (
                    "third",
                    "fourth",
                    "quarter",
                    "fifth",
                    "sixth",
                    "seventh",
                    "eighth",
                    "ninth",
                    "tenth",
                    "half",
                )
            )
        ):
            raise Unread  # "two third", "one thirds"
        share = Fraction(top, bottom)
    if share is None or not 0 < share < 1:
        raise Unread
    count = share * whole.n
    if count.denominator != 1:
        raise Unread  # a share of the whole that is no whole number of things
    return count


def _parts(sentence: str, at: int, whole: Whole, words: dict[str, Word]) -> list[Part]:
    """The parts a sentence lists; Unread when any clause is not a part of the whole."""
    body = sentence[:-1]
    body = body[0].lower() + body[1:]
    found: list[Part] = []
    for clause in JOINS.split(body):
        rest = REST_PART.match(clause)
        kind = KIND_PART.match(clause) if rest is None else None
        if rest is not None or kind is not None:
            m = rest or kind
            assert m is not None
            _tense(clause, whole)
            if m["of"] and word_by_surface(m["of"], words).lemma != whole.group.lemma:
                raise Unread  # "of the dogs" after a whole of pets: a part of a part
            word = _kind_word(m["kind"], m["noun"], whole, words)
            if rest is not None:
                found.append(
                    Part(word.lemma.casefold(), word, None, f"the rest are {m['kind']}", sentence=at)
                )
            else:
                count = _amount(m["amount"], whole, words)
                share = _share_told(m["amount"], words)
                told = f"{m['amount']} are {m['kind']}"
                bare = share and " of " not in clause
                them = " of them " in f" {clause} "
                found.append(Part(word.lemma.casefold(), word, count, told, share, bare, them, at))
            continue
        verb = VERB_PART.match(clause)
        if verb is None or verb["amount"].casefold() in ("the rest", "the others"):
            raise Unread
        if verb["of"] and word_by_surface(verb["of"], words).lemma != whole.group.lemma:
            raise Unread
        phrase = _verb_phrase(verb["vp"], words)
        count = _amount(verb["amount"], whole, words)
        found.append(
            Part(phrase, None, count, f"{verb['amount']} {verb['vp']}", sentence=at, said=verb["vp"])
        )
    return found


def _tense(clause: str, whole: Whole) -> None:
    """Unread unless a part is told in the whole's own tense: "had 150 members. 40% are adults" may be later."""
    copula = "were" if whole.past else "are"
    if f" {copula} " not in f" {clause} ":
        raise Unread


def _share_told(amount: str, words: dict[str, Word]) -> bool:
    """Whether an amount is a share ("25%", "a third") rather than a count ("two", "12")."""
    low = amount.casefold()
    if re.fullmatch(r"\d+", low):
        return False
    word = words.get(low)
    return word is None or word.category != "number_word"


def _bare_shares(parts: list[Part]) -> None:
    """Unread when a bare share after a part may be of what is left rather than of the whole (ADR 0365).

    "1/3 of them are blue, 1/2 are red" and "25% of them are dogs, 50% are cats" are shares of the whole: a list
    of shares named by describing words or kinds of thing in one sentence, as the chained-parts reading takes
    them. After a count, a kind of person, or in a later sentence ("10 are blue, half are red"; "half of them
    are men, a third are women") the bare share may be of the rest, and the reading refuses; so may a share
    'of them' after any part ("two of them are white, and 25% of them are black"). A count is the same
    count of the whole or of the rest, and 'of the <things>' names the whole.
    """
    for i, part in enumerate(parts):
        if i > 0 and part.share and part.them:
            raise Unread  # "1/3 of them are blue, half of them are red": of them all, or of the rest?
        if not part.bare or i == 0:
            continue
        for earlier in parts[:i]:
            word = earlier.word
            if (
                word is None
                or not (_describing(word) or word.category == "noun")
                or earlier.sentence != part.sentence
                or not earlier.share
            ):
                raise Unread


def _kind_word(kind: str, noun: str | None, whole: Whole, words: dict[str, Word]) -> Word:
    """A part's word: one adjective (with the whole's noun after it, or none) or one plural noun."""
    word = word_by_surface(kind, words)
    if noun is not None:
        if not _describing(word) or word_by_surface(noun, words).lemma != whole.group.lemma:
            raise Unread
    if _describing(word) or _plural(word):
        return word
    raise Unread


def _colour_noun(word: Word) -> bool:
    """ "are orange": a singular noun the pack says also names a quality (orange, a colour: ADR 0384)."""
    return (
        word.category == "noun"
        and "NN" in word.tags
        and word.text.casefold() == word.lemma.casefold()
        and bool(word.attr("quality"))
    )


def _describing(word: Word) -> bool:
    return word.category == "adjective" or _colour_noun(word)


def _exclusive_pair(first: Word, second: Word) -> bool:
    """Two words no one thing is both of: describing words of one exclusive quality or opposites, two
    distinct kinds of one wider kind, or two person nouns of other genders or stages."""
    if first.lemma.casefold() == second.lemma.casefold():
        return False
    if _describing(first) and _describing(second):
        if first.category == second.category == "adjective":
            return exclusive_pair(first, second)
        quality = first.attr("quality")
        return bool(quality) and quality == second.attr("quality")
    return distinct_kinds(first, second) or exclusive_kinds(first, second)


def _opposites(parts: list[Part]) -> bool:
    """Whether two parts are lexicon opposites (male, female): together they are the whole group."""
    words = [p.word for p in parts if p.word is not None and p.word.category == "adjective"]
    return any(first.attr("opposite") == second.lemma.casefold() for first in words for second in words)


def _verb_phrase(phrase: str, words: dict[str, Word]) -> str:
    """ "sprout", "wear glasses": a verb and plain words after it, as lemma + the rest; Unread otherwise."""
    said = [word_by_surface(w, words) for w in phrase.split(" ")]
    verb = said[0]
    if verb.category in NOT_VERBS or not any(t.startswith("VB") for t in verb.tags):
        raise Unread
    for w in said[1:]:
        if w.category in ("number", "number_word", "negation", "fraction_word", "copula", "auxiliary"):
            raise Unread  # "weigh 3 pounds", "are not ripe": not a plain act
        if w.category.startswith("prep") or w.category in ("conjunction", "punctuation", "residual_marker"):
            raise Unread
        if w.category in ("article", "pronoun", "determiner", "vague_quantifier"):
            raise Unread  # "have the books", "have them": which things, and do the others have none?
    return " ".join([verb.lemma.casefold(), *phrase.split(" ")[1:]])


def _exclusive(parts: list[Part], whole: Whole, words: dict[str, Word]) -> None:
    """Unread unless every two parts' words are exclusive by the pack and each is a part the whole may hold."""
    kinds = [p.word for p in parts]
    for word in kinds:
        assert word is not None
        if _describing(word):
            continue
        if word.category == "person_noun":
            if not part_of_group(word, whole.group):
                raise Unread
        elif not kind_part(word, whole.group):
            raise Unread
    for i, first in enumerate(kinds):
        for second in kinds[i + 1 :]:
            assert first is not None and second is not None
            if not _exclusive_pair(first, second):
                raise Unread


def _asked(question: str, whole: Whole, words: dict[str, Word]) -> tuple[str, bool]:
    """The asked part's lemma and whether the question asks those that are not of it."""
    asked_past = re.search(r" (?:did|were) ", question) is not None
    if asked_past != whole.past or re.search(r" (?:does|do|are) ", question) is None and not asked_past:
        raise Unread  # "How many dogs did he have?" of "has": another time
    have = ASKED_HAVE.match(question)
    there = ASKED_THERE.match(question) if have is None else None
    are = ASKED_ARE.match(question) if have is None and there is None else None
    if have is not None:
        if not whole.holding or not _same_holder(have["who"], whole, words):
            raise Unread
    elif there is not None:
        place = there["place"] or there["place2"]
        if place and place != whole.place:
            raise Unread  # another place, or a place where no whole was told
    elif are is not None:
        if are["place"] and are["place"] != whole.place:
            raise Unread
        if not are["noun"] or word_by_surface(are["noun"], words).lemma != whole.group.lemma:
            raise Unread  # "How many are not cedars?": the question names no things (ADR 0332)
        return word_by_surface(are["kind"], words).lemma.casefold(), bool(are["neg"])
    else:
        raise Unread
    m = have or there
    assert m is not None
    kind = word_by_surface(m["kind"], words)
    if m["noun"] is not None:
        if not _describing(kind) or word_by_surface(m["noun"], words).lemma != whole.group.lemma:
            raise Unread
    elif not _plural(kind):
        raise Unread
    return kind.lemma.casefold(), False


def _same_holder(who: str, whole: Whole, words: dict[str, Word]) -> bool:
    """ "does Kim have", "does she have" of Kim's whole; "does the church have" of the church's."""
    if whole.place and not whole.holder:
        return who == f"the {whole.place}"
    if who == whole.holder:
        return True
    gender = PRONOUNS.get(who.casefold())
    if gender is None:
        return False
    name = word_by_surface(whole.holder, words)
    return (name.attr("name_gender") or name.attr("gender")) in (gender, "any", "")


def _verbal(question: str, whole: Whole, part: Part, words: dict[str, Word]) -> Answer | None:
    """ "Kim plants 80 seeds. 25% of them sprout. How many seeds sprout?" and its 'do not' question."""
    m = ASKED_DO.match(question)
    if m is None or word_by_surface(m["noun"], words).lemma != whole.group.lemma:
        return None
    phrase = _verb_phrase(m["vp"], words)
    if phrase != part.kind:
        return None
    assert part.count is not None
    if m["aux"] is None and m["vp"] != part.said:
        return None  # "25% of them sprouted. How many seeds sprout?": another time
    verb = word_by_surface(part.said.split(" ")[0], words)
    past = "VBD" in verb.tags and verb.text.casefold() != verb.lemma.casefold()
    if past != whole.past:
        return None  # "There are 40 pupils. 25% of them wore hats.": then, or now?
    steps = [f"the whole: {whole.n} {whole.group.text}", f"{part.told}: {fmt(part.count)}"]
    value = part.count
    if m["aux"] is not None:
        if past != (m["aux"] == "did"):
            return None  # "25% of them sprout. How many did not sprout?": the tense of the part differs
        value = whole.n - part.count
        steps.append(f"not {part.kind}: {whole.n} - {fmt(part.count)} = {fmt(value)}")
    return _answer(value, whole, tuple(steps))


def _answer(value: Fraction, whole: Whole, steps: tuple[str, ...]) -> Answer:
    """The answer with a one-event graph holding the count found."""
    key = label = unit = whole.group.lemma.casefold()
    holder = (whole.holder or whole.place or "there").casefold()
    entity = EntityRef(holder, holder, "neuter", "singular", "thing", 0)
    events = (Event(holder, key, "hold", 1, value, "", (0, 0), 0, 0, label),)
    question = QuestionTarget("value", (holder,), Unit(unit), 0, 0)
    graph = MathProblemGraph(
        (entity,), (UnitSpec(key, label, "", True),), events, question, (key,), Fraction(1), unit, ((0, 0),)
    )
    trace = canonical_hash({"graph": graph, "steps": steps, "value": value})
    return Answer(value, unit, graph, steps, trace)
