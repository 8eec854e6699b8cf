""" "James has 7 more than 4 times as many cards as Jordan. If there are 52 cards total, how many ...?" (ADR 0462).

ADR 0268 solves a told total and one relation between two holders, and ADR 0452 retells a few more
total sentences for it; but its relation reader takes only "N more X than B" and "M times as many X
as B", so a relation that both scales and shifts ("7 more than 4 times as many", "one less than twice
the number of spots Phil has") left the story refused (`underdetermined`), and so did a total told
as "If there are 52 cards total", "Together, Alan and Marcy handed out 150 tickets" or a total over
a past doing ("they handed out 150 tickets combined"), which the sentence reader gives no role.

This reading takes the whole story in one fixed shape and solves the two-unknown system itself:

- at most one opening sentence "A and B are <words>." naming exactly the two holders;
- one relation "A <verb> [N more|less|fewer than] <M times|twice|double|triple|thrice> as many X as B
  [<verb>]" or "... the number of X [that] B <verb>", or "A <verb> N more|fewer|less X than B";
- one total: "[If] there are|were T X total|in total|in all|altogether" (a holding only), "[If] they
  <verb> T X together|combined|...", "they <verb> a [combined] total of T X", "Together[,] they|A and
  B <verb> T X", "A and B [together] <verb> T X [together|combined|...]";
- the question "how many [X] does|did A|B <verb>?", last, or after the 'if' total with a comma.

Every clause has the same verb (a holding 'has|had|have', or one past doing with its particle), the
thing counted is the same noun (the relation and question may name it by the total's last word),
'they' stands for exactly the two holders (no one else is named anywhere, and it never opens the
story), and the two counts must come out whole and positive; anything else leaves the first refusal.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.doer_tallies import whole_count
from reader.rules.context import Word
from reader.same_rates import _measures
from reader.tokenise import Sentence, split_sentences
from reader.whole_problem_words import (
    Unread,
    lowered,
    multiple_at,
    or_none,
    or_none_cut,
    plain_words,
    short_story,
    value_answer,
)

TOTAL_ENDINGS = (("in", "total"), ("in", "all"), ("total",), ("altogether",), ("together",), ("combined",))
FRONTED_TOTALS = (("together",), ("altogether",), ("in", "total"), ("in", "all"), ("combined",))
LESS = frozenset({"less", "fewer"})
PARTICLES = frozenset({"out", "up", "away", "in", "off", "down"})
DOLLARS = ("dollars",)
MOVING = frozenset(
    {"walk", "run", "swim", "drive", "ride", "bike", "hike", "jog", "cycle", "travel", "skate", "row"}
)
MEASURE_KINDS = {"weight": "mass", "height": "length", "distance": "length"}
MEASURE_VERBS = {"weight": "weigh", "height": "be"}
HOW_ASKED = {"weight": "heavy", "height": "tall", "distance": "far"}


@dataclass(frozen=True, slots=True)
class Verb:
    """The clause's verb: its lemma, 'past' or 'present', and its particle ('out' in 'handed out')."""

    lemma: str
    tense: str
    particle: str


@dataclass(frozen=True, slots=True)
class Relation:
    """subject = factor x other + shift, of the thing ``thing`` (empty when the relation names none)."""

    subject: str
    other: str
    factor: Fraction
    shift: Fraction
    thing: tuple[str, ...]
    verb: Verb
    said: str
    measure: str = ""


@dataclass(frozen=True, slots=True)
class Total:
    """The told total of both holders' things; ``holders`` empty for 'they' or 'there are'."""

    value: Fraction
    thing: tuple[str, ...]
    verb: Verb | None
    holders: frozenset[str]
    they: bool


@dataclass(frozen=True, slots=True)
class Asked:
    holder: str
    thing: tuple[str, ...]
    verb: Verb


def read_affine_total(text: str, lexicon: Lexicon) -> Answer | None:
    """One holder's count from a relation and the two holders' total (the docstring's shapes); None otherwise."""
    return or_none_cut(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    read = short_story(_without_letter_hint(split_sentences(text), lexicon), lexicon, 4)
    capitals = _non_initial_capitals(read)
    clauses: list[tuple[Word, ...]] = []
    for words in read[:-1]:
        clauses.append(words)
    last = read[-1]
    texts = lowered(last)
    if texts[:1] == ["if"]:
        if texts.count(",") != 1:
            raise Unread
        comma = texts.index(",")
        clauses.append(last[1:comma])
        last = last[comma + 1 :]
    elif "if" in texts or "," in texts:
        raise Unread
    opening: frozenset[str] = frozenset()
    if len(clauses) == 3:
        opening = _opening(clauses[0], capitals)
        clauses = clauses[1:]
    if len(clauses) != 2:
        raise Unread
    story = or_none(_count_story, clauses, last, opening, capitals)
    if story is None:
        story = _measure_story(clauses, last, opening, capitals, lexicon)
    relation, total, asked = story
    return _solve(relation, total, asked, opening, read, capitals)


def _count_story(
    clauses: list[tuple[Word, ...]], last: tuple[Word, ...], opening: frozenset[str], capitals: frozenset[str]
) -> tuple[Relation, Total, Asked]:
    """The relation, the total and the question of a story of counted things (or dollars)."""
    relation = total = None
    relation_clause: tuple[Word, ...] = ()
    for index, clause in enumerate(clauses):
        found = or_none(_relation, clause, capitals)
        if found is not None:
            if relation is not None:
                raise Unread
            relation, relation_clause = found, clause
            continue
        told = _total(clause, capitals)
        if total is not None or (told.they and index == 0 and not opening):
            raise Unread  # two totals, or a 'they' before anyone is named
        total = told
    if relation is None or total is None:
        raise Unread
    if relation.thing not in ((), total.thing) and clauses.index(relation_clause) == 0:
        raise Unread  # "twice as many cards ... 30 red cards in total": the total may count fewer
    return relation, total, _question(last, capitals)


def _measure_story(
    clauses: list[tuple[Word, ...]],
    last: tuple[Word, ...],
    opening: frozenset[str],
    capitals: frozenset[str],
    lexicon: Lexicon,
) -> tuple[Relation, Total, Asked]:
    """The relation, the total and the question of a story of two weights, heights or distances."""
    found = [(i, r) for i, c in enumerate(clauses) if (r := or_none(_measure_relation, c, capitals, lexicon))]
    if len(found) != 1:
        raise Unread
    index, relation = found[0]
    total = _measure_total(clauses[1 - index], capitals, relation)
    if total.they and index == 1 and not opening:
        raise Unread  # a 'they' before anyone is named
    return relation, total, _measure_question(last, capitals, relation)


def _without_letter_hint(sentences: tuple[Sentence, ...], lexicon: Lexicon) -> tuple[Sentence, ...]:
    """ "Use L to represent Lottie's earnings." after the question only suggests a letter: left out."""
    if len(sentences) < 3 or sentences[-1].terminator != "." or sentences[-2].terminator != "?":
        return sentences
    words = plain_words(sentences[-1], lexicon)
    texts = lowered(words)
    letter = words[1].text if len(words) > 4 else ""
    if texts[0] != "use" or len(letter) != 1 or not letter.isupper() or texts[2:4] != ["to", "represent"]:
        raise Unread
    return sentences[:-1]


def _non_initial_capitals(read: list[tuple[Word, ...]]) -> frozenset[str]:
    """Capitalised words told inside a sentence ('as Bill'): a name even when the pack files it otherwise."""
    found = set()
    for words in read:
        for at, word in enumerate(words):
            if at > 0 and word.text[:1].isupper() and words[at - 1].text != ",":
                found.add(word.text)
    return frozenset(found)


def _holder(word: Word, capitals: frozenset[str]) -> str:
    """A person's name: one capitalised word the pack files as a name, or one told as a name mid-sentence."""
    text = word.text
    if not text[:1].isupper() or not text[1:].islower() and text[1:]:
        raise Unread
    if word.category == "name" or word.attr("name_gender") or text in capitals:
        if word.category in ("pronoun", "article", "subordinator", "question_word", "aggregate_marker"):
            raise Unread
        return text
    raise Unread


def _opening(words: tuple[Word, ...], capitals: frozenset[str]) -> frozenset[str]:
    """ "Bill and Phil are firehouse dogs.": only names the two holders."""
    texts = lowered(words)
    if len(words) < 5 or texts[1] != "and" or texts[3] not in ("are", "were"):
        raise Unread
    names = frozenset({_holder(words[0], capitals), _holder(words[2], capitals)})
    if len(names) != 2:
        raise Unread
    for word in words[4:]:
        if word.category in ("name", "number", "number_word", "conjunction") or word.attr("name_gender"):
            raise Unread
        if word.category not in ("noun", "adjective", "article") and "NN" not in word.tags:
            raise Unread
    return names


def _verb(words: tuple[Word, ...], at: int) -> tuple[Verb, int]:
    """A told verb: 'has'/'had' (a holding) or one past doing with an optional particle."""
    word = words[at]
    text = word.text.casefold()
    if text in ("has", "have"):
        return Verb("have", "present", ""), at + 1
    if text == "had":
        return Verb("have", "past", ""), at + 1
    if "VBD" not in word.tags or not word.category.startswith("verb"):
        raise Unread
    particle = ""
    if at + 1 < len(words) and words[at + 1].text.casefold() in PARTICLES:
        particle = words[at + 1].text.casefold()
        at += 1
    return Verb(word.lemma.casefold(), "past", particle), at + 1


def _base_verb(words: tuple[Word, ...], at: int, aux: str) -> tuple[Verb, int]:
    """The question's verb after 'does'/'did': 'have' or a plain doing with its particle."""
    word = words[at]
    text = word.text.casefold()
    tense = {"does": "present", "do": "present", "did": "past"}.get(aux)
    if tense is None:
        raise Unread
    if text == "have":
        return Verb("have", tense, ""), at + 1
    if "VB" not in word.tags or text != word.lemma.casefold():
        raise Unread
    if not word.category.startswith("verb"):
        raise Unread
    particle = ""
    if at + 1 < len(words) and words[at + 1].text.casefold() in PARTICLES:
        particle = words[at + 1].text.casefold()
        at += 1
    return Verb(text, tense, particle), at + 1


def _same_verb(verb: Verb, other: Verb) -> bool:
    return verb.lemma == other.lemma and verb.particle == other.particle and verb.tense == other.tense


def _money(word: Word) -> Fraction | None:
    """ "$85": whole dollars; None for any other word (Unread for cents)."""
    shape = word.shape
    if word.category != "number" or shape is None or shape.primitive != "currency" or shape.unit != "dollar":
        return None
    if shape.value <= 0 or shape.value.denominator != 1:
        raise Unread
    return Fraction(shape.value)


def _amount(words: tuple[Word, ...], at: int) -> tuple[Fraction, tuple[str, ...]]:
    """A whole count ("52", "one") or whole dollars ("$85", its thing 'dollars')."""
    money = _money(words[at])
    if money is not None:
        return money, DOLLARS
    return whole_count(words[at]), ()


def _thing(words: tuple[Word, ...], at: int, end: int) -> tuple[str, ...]:
    """One or two words naming the counted thing, the last a plural noun ('parking tickets', 'Oreos')."""
    part = words[at:end]
    if not 1 <= len(part) <= 2:
        raise Unread
    last = part[-1]
    plural = "NNS" in last.tags or (last.category == "name" and last.text.endswith("s"))
    if [w.text.casefold() for w in part] == ["dollars"]:
        return DOLLARS
    if not plural or last.category not in ("noun", "name", "unit_noun"):
        raise Unread
    if (
        last.category == "name"
        and last.text.casefold() == last.lemma.casefold()
        and not last.text.endswith("s")
    ):
        raise Unread
    if len(part) == 2 and (part[0].text[:1].isupper() or part[0].category in ("number", "number_word")):
        raise Unread
    if len(part) == 2 and part[0].category in ("comparative", "article", "conjunction", "preposition"):
        raise Unread
    if len(part) == 2 and (part[0].category == "adjective" or "JJ" in part[0].tags):
        raise Unread  # "40 red stickers": a kind the relation's 'stickers' may not keep to
    return tuple(lowered(part))


def _relation(words: tuple[Word, ...], capitals: frozenset[str]) -> Relation:
    """ "A <verb> [N more|less|fewer than] M times as many X as B [<verb>]" and its neighbours."""
    texts = lowered(words)
    if len(words) < 6:
        raise Unread
    subject = _holder(words[0], capitals)
    verb, at = _verb(words, 1)
    shift = Fraction(0)
    shift_thing: tuple[str, ...] = ()
    if words[at].category in ("number", "number_word") and texts[at + 1] in LESS | {"more"}:
        shift, shift_thing = _amount(words, at)
        word = texts[at + 1]
        shift = -shift if word in LESS else shift
        at += 2
    if shift and texts[at] != "than":  # "N more X than B"
        if "than" not in texts[at + 1 :]:
            raise Unread
        more = texts.index("than", at)
        thing = _thing(words, at, more)
        factor = Fraction(1)
        at = more + 1
    else:
        at += 1 if shift else 0
        factor, at = multiple_at(words, at)
        if texts[at : at + 4] == ["as", "much", "money", "as"]:
            thing = DOLLARS
            at += 4
        elif texts[at : at + 2] == ["as", "many"]:
            if texts[at + 2] == "as":
                thing = ()
                at += 3
            else:
                close = texts.index("as", at + 2) if "as" in texts[at + 2 :] else -1
                if close < 0:
                    raise Unread
                thing = _thing(words, at + 2, close)
                at = close + 1
        elif texts[at : at + 3] == ["the", "number", "of"] and not shift_thing:
            return _number_of(words, at + 3, subject, verb, factor, shift, capitals)
        else:
            raise Unread
    other = _holder(words[at], capitals)
    at += 1
    if at < len(words):
        again, at = _verb_again(words, at, verb)
    if at != len(words) or other == subject or (shift_thing and thing != shift_thing):
        raise Unread
    return Relation(subject, other, factor, shift, thing, verb, " ".join(w.text for w in words))


def _verb_again(words: tuple[Word, ...], at: int, verb: Verb) -> tuple[bool, int]:
    """The verb told again after the other holder: 'has', 'had', 'does', 'did' or the same doing."""
    text = words[at].text.casefold()
    if verb.lemma == "have" and text in (("has", "does") if verb.tense == "present" else ("had", "did")):
        return True, at + 1
    if verb.lemma != "have" and text == "did":
        return True, at + 1
    again, at = _verb(words, at)
    if not _same_verb(again, verb):
        raise Unread
    return True, at


def _number_of(
    words: tuple[Word, ...],
    at: int,
    subject: str,
    verb: Verb,
    factor: Fraction,
    shift: Fraction,
    capitals: frozenset[str],
) -> Relation:
    """ "... the number of X [that] B <verb>": the other holder's count named by its thing."""
    texts = lowered(words)
    for end in (len(words) - 2, len(words) - 3):
        if end > at and _is_holder(words[end], capitals):
            break
    else:
        raise Unread
    thing = _thing(words, at, end - 1 if texts[end - 1] == "that" else end)
    other = _holder(words[end], capitals)
    again, at = _verb_again(words, end + 1, verb)
    if at != len(words) or other == subject or other.casefold() in thing:
        raise Unread
    return Relation(subject, other, factor, shift, thing, verb, " ".join(w.text for w in words))


def _is_holder(word: Word, capitals: frozenset[str]) -> bool:
    return or_none(_holder, word, capitals) is not None


def _total(words: tuple[Word, ...], capitals: frozenset[str]) -> Total:
    """The told total of both holders (the docstring's total shapes); Unread otherwise."""
    texts = lowered(words)
    if texts[:1] == ["there"]:
        if texts[1] not in ("are", "were"):
            raise Unread
        tense = "present" if texts[1] == "are" else "past"
        value = whole_count(words[2])
        if texts[3] == "total":
            thing = _thing(words, 4, len(words))
        else:
            thing = _thing(words, 3, _ending(texts, 3))
        return Total(value, thing, Verb("have", tense, ""), frozenset(), False)
    at = 0
    fronted = False
    for front in FRONTED_TOTALS:
        if tuple(texts[: len(front)]) == front:
            at = len(front)
            fronted = True
            if texts[at : at + 1] == [","]:
                at += 1
            break
    they = texts[at] == "they"
    holders: frozenset[str] = frozenset()
    if they:
        at += 1
    else:
        if texts[at + 1] != "and":
            raise Unread
        holders = frozenset({_holder(words[at], capitals), _holder(words[at + 2], capitals)})
        if len(holders) != 2:
            raise Unread
        at += 3
        if texts[at] == "together" and not fronted:
            fronted = True
            at += 1
    verb, at = _verb(words, at)
    if texts[at : at + 2] == ["a", "total"] or texts[at : at + 3] == ["a", "combined", "total"]:
        at += 2 if texts[at + 1] == "total" else 3
        if texts[at] != "of" or fronted:
            raise Unread
        value, thing = _amount(words, at + 1)
        if not thing:
            thing = _thing(words, at + 2, len(words))
        elif at + 2 != len(words):
            raise Unread
        return Total(value, thing, verb, holders, they)
    value, thing = _amount(words, at)
    if thing:
        if not (fronted and at + 1 == len(words)) and not (not fronted and _ending(texts, at) == at + 1):
            raise Unread
    elif fronted:
        thing = _thing(words, at + 1, len(words))
    else:
        end = _ending(texts, at + 1)
        thing = _thing(words, at + 1, end)
    return Total(value, thing, verb, holders, they)


def _ending(texts: list[str], at: int) -> int:
    """Where the closing total words ('in total', 'combined', ...) start; Unread without them."""
    for ending in TOTAL_ENDINGS:
        start = len(texts) - len(ending)
        if start > at and tuple(texts[start:]) == ending:
            return start
    raise Unread


def _question(words: tuple[Word, ...], capitals: frozenset[str]) -> Asked:
    """ "how many [X] does|did A <verb> [particle]" """
    texts = lowered(words)
    if texts[:2] not in (["how", "many"], ["how", "much"]) or len(words) < 5:
        raise Unread
    aux = next((i for i in range(2, len(texts)) if texts[i] in ("does", "did", "do")), -1)
    if aux < 0:
        raise Unread
    if texts[1] == "much":
        if texts[2:aux] not in ([], ["money"]):
            raise Unread
        thing = DOLLARS
    else:
        thing = _thing(words, 2, aux) if aux > 2 else ()
    at = aux + 1
    holder = _holder(words[at], capitals)
    verb, at = _base_verb(words, at + 1, texts[aux])
    if at != len(words):
        raise Unread
    return Asked(holder, thing, verb)


def _measure_verb(words: tuple[Word, ...], at: int) -> tuple[Verb, int]:
    """ "is"/"was" (a height), "weighs"/"weigh"/"weighed", or a past move ("walked", "swam")."""
    word = words[at]
    text = word.text.casefold()
    if text in ("is", "are", "was", "were"):
        return Verb("be", "present" if text in ("is", "are") else "past", ""), at + 1
    lemma = word.lemma.casefold()
    if lemma == "weigh" and text in ("weigh", "weighs", "weighed"):
        return Verb("weigh", "past" if text == "weighed" else "present", ""), at + 1
    if lemma in MOVING and "VBD" in word.tags:
        return Verb(lemma, "past", ""), at + 1
    raise Unread


def _unit(word: Word, noun: str, lexicon: Lexicon) -> str:
    """A plural unit of what the measure noun measures ('kilograms' for a weight)."""
    if word.category != "unit_noun" or "NNS" not in word.tags:
        raise Unread
    lemma = word.lemma.casefold()
    if _measures(lemma, lexicon) != MEASURE_KINDS[noun]:
        raise Unread
    return word.text.casefold()


def _measure_relation(words: tuple[Word, ...], capitals: frozenset[str], lexicon: Lexicon) -> Relation:
    """ "A weighs 7 kilograms less than twice B's weight", "A is 6 inches more than double B's height",
    "A walked 10 kilometers less than 4 times the distance [that] B walked" (or "7 less kilograms than")."""
    texts = lowered(words)
    subject = _holder(words[0], capitals)
    verb, at = _measure_verb(words, 1)
    shift = whole_count(words[at])
    if texts[at + 1] in LESS | {"more"}:
        sign, unit_at = texts[at + 1], at + 2
    else:
        sign, unit_at = texts[at + 2], at + 1
    if sign not in LESS | {"more"} or texts[at + 3] != "than":
        raise Unread
    shift = -shift if sign in LESS else shift
    factor, at = multiple_at(words, at + 4)
    if texts[at + 1 : at + 2] == ["'s"]:
        other = _holder(words[at], capitals)
        noun, end = texts[at + 2], at + 3
    elif texts[at] == "the":
        noun = texts[at + 1]
        at += 3 if texts[at + 2] == "that" else 2
        other = _holder(words[at], capitals)
        again, end = _measure_verb(words, at + 1)
        if not _same_verb(again, verb):
            raise Unread
    else:
        raise Unread
    if end != len(words) or other == subject or noun not in MEASURE_KINDS:
        raise Unread
    if not (verb.lemma == MEASURE_VERBS.get(noun) or (noun == "distance" and verb.lemma in MOVING)):
        raise Unread
    unit = _unit(words[unit_at], noun, lexicon)
    return Relation(subject, other, factor, shift, (unit,), verb, " ".join(w.text for w in words), noun)


def _measure_total(words: tuple[Word, ...], capitals: frozenset[str], relation: Relation) -> Total:
    """ "Together[,] they weigh 98 kilograms", "They walked 25 kilometers in total", "A and B have a
    combined height of 120 inches"."""
    texts = lowered(words)
    if texts[1] == "and":
        holders = frozenset({_holder(words[0], capitals), _holder(words[2], capitals)})
        if (
            texts[3] not in ("have", "had")
            or texts[4:6] != ["a", "combined"]
            or texts[6:8] != [relation.measure, "of"]
        ):
            raise Unread
        value = whole_count(words[8])
        if len(words) != 10 or texts[9] != relation.thing[0] or len(holders) != 2:
            raise Unread
        return Total(value, relation.thing, None, holders, False)
    at = 0
    fronted = False
    for front in FRONTED_TOTALS:
        if tuple(texts[: len(front)]) == front:
            at = len(front) + (1 if texts[len(front)] == "," else 0)
            fronted = True
            break
    if texts[at] != "they" or relation.verb.lemma == "be":
        raise Unread
    verb = relation.verb
    plain = {"weigh": "weigh"}.get(verb.lemma, "") if verb.tense == "present" else ""
    said = texts[at + 1]
    if not (said == plain or (verb.tense == "past" and _past_of(words[at + 1], verb.lemma))):
        raise Unread
    value = whole_count(words[at + 2])
    end = at + 4 if fronted else _ending(texts, at + 3)
    if end != at + 4 or texts[at + 3] != relation.thing[0] or (fronted and end != len(words)):
        raise Unread
    return Total(value, relation.thing, verb, frozenset(), True)


def _past_of(word: Word, lemma: str) -> bool:
    return "VBD" in word.tags and word.lemma.casefold() == lemma


def _measure_question(words: tuple[Word, ...], capitals: frozenset[str], relation: Relation) -> Asked:
    """ "How many kilograms does A weigh?", "How tall is A?", "How much does A weigh?", "How far did A walk?" """
    texts = lowered(words)
    verb = relation.verb
    if texts[0] != "how":
        raise Unread
    if verb.lemma == "be":
        tense = {"is": "present", "was": "past"}.get(texts[2])
        if texts[1] != HOW_ASKED[relation.measure] or len(words) != 4 or tense != verb.tense:
            raise Unread
        return Asked(_holder(words[3], capitals), relation.thing, verb)
    if texts[1:3] == ["many", relation.thing[0]]:
        at = 3
    elif texts[1] in ("much", HOW_ASKED[relation.measure]):
        at = 2
        if texts[1] == "much" and verb.lemma != "weigh":
            raise Unread
    else:
        raise Unread
    holder = _holder(words[at + 1], capitals)
    asked, at = _base_verb(words, at + 2, texts[at])
    if at != len(words) or asked.lemma != verb.lemma or asked.particle:
        raise Unread
    return Asked(holder, relation.thing, Verb(asked.lemma, asked.tense, ""))


def _same_thing(said: tuple[str, ...], total: tuple[str, ...]) -> bool:
    """The relation's or question's thing is the total's, or the total's last word ('tickets')."""
    return not said or said == total or said == total[-1:]


def _solve(
    relation: Relation,
    total: Total,
    asked: Asked,
    opening: frozenset[str],
    read: list[tuple[Word, ...]],
    capitals: frozenset[str],
) -> Answer | None:
    pair = frozenset({relation.subject, relation.other})
    if total.holders and total.holders != pair:
        raise Unread
    if opening and opening != pair:
        raise Unread
    if asked.holder not in pair:
        raise Unread
    if total.they and not opening and not _named_before_they(read, pair):
        raise Unread
    _only_two_named(read, pair | {" ".join(total.thing)}, capitals)
    if not _same_thing(relation.thing, total.thing) or not _same_thing(asked.thing, total.thing):
        raise Unread
    if total.thing == DOLLARS and asked.thing != DOLLARS:
        raise Unread  # money asked as "how many does Jo have?"
    if relation.thing and asked.thing and relation.thing != asked.thing and len(asked.thing) == 1:
        if asked.thing != total.thing[-1:]:
            raise Unread
    verbs = [relation.verb, asked.verb] + ([total.verb] if total.verb else [])
    if total.verb is not None and not total.holders and not total.they:
        # "there are|were T X": a holding only, its tense the relation's
        if relation.verb.lemma != "have" or total.verb.tense != relation.verb.tense:
            raise Unread
        verbs = [relation.verb, asked.verb]
    if any(not _same_verb(v, relation.verb) for v in verbs):
        raise Unread
    factor, shift = relation.factor, relation.shift
    other = (total.value - shift) / (factor + 1)
    subject = factor * other + shift
    if other <= 0 or subject <= 0 or other.denominator != 1 or subject.denominator != 1:
        return None
    value = subject if asked.holder == relation.subject else other
    unit = "dollar" if total.thing == DOLLARS else total.thing[-1]
    shift_said = "" if not shift else (f" + {fmt(shift)}" if shift > 0 else f" - {fmt(-shift)}")
    steps = (
        f"{relation.subject} = {fmt(factor)} x {relation.other}{shift_said}, and "
        f"{relation.subject} + {relation.other} = {fmt(total.value)} {unit}",
        f"{relation.other} = ({fmt(total.value)}{_minus(shift)}) / {fmt(factor + 1)} = {fmt(other)} {unit}",
        f"{relation.subject} = {fmt(factor)} x {fmt(other)}{shift_said} = {fmt(subject)} {unit}",
    )
    return value_answer(value, unit, asked.holder, steps, len(read) - 1)


def _minus(shift: Fraction) -> str:
    if not shift:
        return ""
    return f" - {fmt(shift)}" if shift > 0 else f" + {fmt(-shift)}"


def _named_before_they(read: list[tuple[Word, ...]], pair: frozenset[str]) -> bool:
    """Both holders are named in a sentence before the one that says 'they'."""
    seen: set[str] = set()
    for words in read:
        texts = lowered(words)
        if "they" in texts:
            cut = texts.index("they")
            seen.update(w.text for w in words[:cut])
            return pair <= seen
        seen.update(w.text for w in words)
    return False


def _only_two_named(read: list[tuple[Word, ...]], pair: frozenset[str], capitals: frozenset[str]) -> None:
    """No third person anywhere: every name, person noun or pronoun other than 'they' leaves the story unread."""
    for words in read:
        for word in words:
            text = word.text
            if word.category == "pronoun" and text.casefold() != "they":
                raise Unread
            if word.category == "person_noun":
                raise Unread
            if text in pair or text.casefold() in pair or not text[:1].isupper():
                continue  # a holder, or the counted thing ('Oreos')
            if word.category == "name" or word.attr("name_gender"):
                raise Unread
            if text in capitals and (word.category != "noun" or "NNS" not in word.tags):
                raise Unread  # 'Dalmatians' is a kind; any other capitalised word may be a person


__all__ = ["read_affine_total"]
