""" "Ivo bought a bench and 3 pots for $90. The bench cost $60. How much did each pot cost?" (ADR 0416).

One price left unknown in a purchase whose total is told: the total less the prices told, shared by
the things of the one kind whose price is asked. The sentence reader reads a total over several kinds
as nothing it can tie to one kind, so it refuses; this reads the whole problem, word by word, and
gives up on the first word or shape it does not take. The story is nothing but these sentences:

- purchases: "<buyer> [also] <buy verb> <things>" where things are "<a|an|one|N> <words> <noun>"
  joined by ',' and 'and', closed by "for [a total of] <$T>" (the total) when more than one thing or
  kind is named; a single kind may carry its own price ("3 pots for $9 each", "a bench for $60") or,
  alone in its sentence, what all of it cost ("3 pots for $9");
- a total: "<buyer> paid|spent [a total of] <$T> [in total|altogether|in all]", 'total' said once;
- a price: "<a|an|each|the> <thing> costs|is <$p>", "[the] <things> cost|are <$p> each";
- 'same': "each <thing> cost the same [amount|price]", "[all] the <things> [all] cost the same";
- the question: "[If <price or same>,] how much does|did <a|an|each|one|the> <thing> cost?" or
  "what is|was the price|cost of <a|an|each|one|the> <thing>?".

It answers only when every kind bought but the asked one has its price told once, the total is told
once, one buyer (a pronoun agreeing with it) does every buying, and the answer is more than zero and a
whole number of cents. Several things of the asked kind share the rest evenly only when the story says
so: 'each' in the question, a 'same' sentence, or a present price of the kind ("does a rug cost"); "the
<thing>" asks about a kind bought once. A price told for a counted kind needs 'each' or a present "a
<thing> costs" (a kind's price): "the chairs cost $40" may be for all of them. Any other word (a
negation, a second total, a discount, a distractor amount, another buyer, 'they') leaves the first
refusal standing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
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

BUY = frozenset({"buy", "purchase", "order"})
PAY = frozenset({"pay", "spend"})
ONE = frozenset({"a", "an", "one"})
EACH = frozenset({"each", "apiece"})
NOUNISH = frozenset({"noun", "adjective"})
THE_SAME = frozenset({"amount", "price"})
MARKS = (["in", "total"], ["altogether"], ["in", "all"])  # what closes a total
PRONOUNS = {"he": "male", "she": "female", "it": "neuter"}


@dataclass(slots=True)
class Kind:
    """One kind of thing bought: how many, and its price once told."""

    key: tuple[str, ...]  # the lemmas of its words: ("patio", "table")
    count: Fraction
    where: tuple[int, int]
    unit_price: Fraction | None = None
    subtotal: Fraction | None = None
    same: bool = False


@dataclass(slots=True)
class Story:
    kinds: list[Kind] = field(default_factory=list)
    totals: list[tuple[Fraction, tuple[int, int], list[Kind] | None]] = field(default_factory=list)
    buyer: tuple[str, ...] = ()
    gender: str = ""
    person: bool = False
    prices: list[tuple[tuple[str, ...], str, Fraction, bool, bool]] = field(default_factory=list)
    sames: list[tuple[tuple[str, ...], str]] = field(default_factory=list)
    tenses: set[str] = field(default_factory=set)  # "bought ... pays $10": the paying is another time
    told: list[str] = field(default_factory=list)  # "buy"/"pay" in story order


def read_price_from_total(text: str, lexicon: Lexicon) -> Answer | None:
    """The one unknown price of a purchase whose total is told (the docstring's shape); None otherwise."""
    sentences = split_sentences(text)
    if not 2 <= len(sentences) <= 5 or not sentences[-1].is_question:
        return None
    if any(s.is_question for s in sentences[:-1]):
        return None
    said = [or_none(plain_words, s, lexicon) for s in sentences]
    if any(not words for words in said):
        return None
    return or_none(_read, said)


def _read(said: list[tuple[Word, ...]]) -> Answer:
    story = Story()
    for si, words in enumerate(said[:-1]):
        _statement(words, si, story)
    question = said[-1]
    si = len(said) - 1
    texts = _texts(question)
    if texts[0] == "if":
        comma = texts.index(",") if "," in texts else -1
        if comma < 2:
            raise Unread
        _told_price_or_same(question[1:comma], si, story)
        question = question[comma + 1 :]
    return _asked(question, si, story)


def _texts(words: tuple[Word, ...]) -> list[str]:
    return [w.text.casefold() for w in words]


def _money(words: tuple[Word, ...], at: int) -> tuple[Fraction, int]:
    """A dollar amount at ``at`` ("$20", "$20.50", "20 dollars") and where the words after it start."""
    if at >= len(words):
        raise Unread
    word = words[at]
    if word.category == "number" and word.shape is not None and word.shape.primitive == "currency":
        if word.shape.unit != "dollar":
            raise Unread
        value = Fraction(word.shape.value)
        at += 1
    else:
        value = plain_number(word)
        after = words[at + 1] if at + 1 < len(words) else None
        if value is None or after is None or after.lemma.casefold() != "dollar":
            raise Unread
        at += 2
    if value <= 0:
        raise Unread
    return value, at


def _noun_phrase(
    words: tuple[Word, ...], at: int, contents: bool = False
) -> tuple[tuple[str, ...], bool, int]:
    """Describing words and a noun at ``at``: (lemmas, plural, next); with ``contents`` also
    "<container> of <things>" ("a bag of onions"), plural as the container. Unread for anything else."""
    end = at
    while end < len(words) and words[end].category in NOUNISH and end - at < 3:
        end += 1
    while end > at and words[end - 1].category != "noun":
        end -= 1
    if end == at:
        raise Unread
    head = words[end - 1]
    low, lemma = head.text.casefold(), head.lemma.casefold()
    plural = low != lemma and "NNS" in head.tags
    if low != lemma and not plural:
        raise Unread
    for word in words[at : end - 1]:
        if word.category == "noun" and word.text.casefold() != word.lemma.casefold():
            raise Unread  # "shoes rack": a plural inside the phrase
    key = tuple(w.lemma.casefold() for w in words[at:end])
    if contents and end + 1 < len(words) and words[end].text.casefold() == "of":
        inner, _many, end = _noun_phrase(words, end + 1)
        key = (*key, "of", *inner)
    return key, plural, end


def _count(word: Word) -> Fraction | None:
    low = word.text.casefold()
    if low in ONE:
        return Fraction(1)
    value = plain_number(word)
    if value is None or value <= 0 or value.denominator != 1:
        return None
    return value


def _subject(words: tuple[Word, ...], end: int, story: Story) -> None:
    """The buyer: the first told (a name, a title and a name, or 'a|the' and nouns), then the same."""
    part = words[:end]
    texts = tuple(w.text.casefold() for w in part)
    if not part:
        raise Unread
    if len(part) == 1 and texts[0] in PRONOUNS:
        if not story.buyer or PRONOUNS[texts[0]] != story.gender:
            raise Unread
        return
    if part[-1].category == "name":
        if len(part) > 2 or (len(part) == 2 and texts[0] not in ("mr.", "mrs.", "ms.", "dr.")):
            raise Unread
        gender = part[-1].attr("name_gender") or part[-1].attr("gender")
        if len(part) == 2 and gender in ("", "any"):
            gender = part[0].attr("gender")
        if gender not in ("male", "female"):
            gender = ""  # a name of no told gender: no pronoun may stand for it
        key, person = texts, True
    elif texts[0] in ("a", "an", "the") and 2 <= len(part) <= 3:
        if any(w.category not in NOUNISH and w.category != "person_noun" for w in part[1:]):
            raise Unread
        if part[-1].text.casefold() != part[-1].lemma.casefold():
            raise Unread  # several buyers
        person = part[-1].category == "person_noun"
        gender = (part[-1].attr("gender") or "") if person else "neuter"
        key = ("the",) + texts[1:]
    else:
        raise Unread
    if not story.buyer:
        story.buyer, story.gender, story.person = key, gender, person
    elif key != story.buyer:
        raise Unread  # another buyer


def _verb_at(words: tuple[Word, ...], lemmas: frozenset[str], story: Story) -> int:
    found = [i for i, w in enumerate(words) if w.lemma.casefold() in lemmas and w.category.startswith("verb")]
    if len(found) != 1:
        raise Unread
    verb = words[found[0]]
    if "VBD" not in verb.tags and "VBZ" not in verb.tags:
        raise Unread
    story.tenses.add("VBD" if "VBD" in verb.tags else "VBZ")
    story.told.append("pay" if lemmas == PAY else "buy")
    if len(story.tenses) != 1:
        raise Unread
    return found[0]


def _statement(words: tuple[Word, ...], si: int, story: Story) -> None:
    texts = _texts(words)
    if any(w.category == "verb_buy" for w in words):
        _purchase(words, si, story)
    elif any(w.lemma.casefold() in PAY for w in words):
        _total(words, texts, si, story)
    else:
        _told_price_or_same(words, si, story)


def _purchase(words: tuple[Word, ...], si: int, story: Story) -> None:
    verb = _verb_at(words, BUY, story)
    if words[verb].category != "verb_buy":
        raise Unread
    end = verb - 1 if verb > 0 and words[verb - 1].text.casefold() == "also" else verb
    _subject(words, end, story)
    texts = _texts(words)
    at = verb + 1
    bought: list[Kind] = []
    while True:
        if at >= len(words):
            raise Unread
        count = _count(words[at])
        if count is None:
            raise Unread
        key, plural, at = _noun_phrase(words, at + 1, contents=True)
        if plural != (count > 1):
            raise Unread
        kind = Kind(key, count, (si, at - 1))
        bought.append(kind)
        if at < len(words) and texts[at] == "for" and at + 1 < len(words) and texts[at + 1] != "a":
            price, after = _money(words, at + 1)
            own = all(k.unit_price is not None or k.subtotal is not None for k in bought[:-1])
            if own and after < len(words) and texts[after] in EACH:
                kind.unit_price, at = price, after + 1
            elif own and count == 1 and after < len(words):
                kind.unit_price, at = price, after  # "a bench for $60, and ..."
            elif own and after == len(words) and len(bought) == 1:
                kind.subtotal, at = price, after  # "3 pots for $9": what these cost
            elif (
                (after == len(words) or texts[after:] in MARKS)
                and not own
                and not any(k.unit_price or k.subtotal for k in bought)
            ):
                story.totals.append((price, (si, at + 1), bought))  # "a desk and 4 stools for $135"
                at = len(words)
            else:
                raise Unread  # "3 pots and a bench for $20 each": the bench's, or everything's?
        if at == len(words):
            break
        if texts[at] == "for":
            if texts[at + 1 : at + 4] != ["a", "total", "of"]:
                raise Unread
            if any(k.unit_price is not None or k.subtotal is not None for k in bought):
                raise Unread
            price, at = _money(words, at + 4)
            story.totals.append((price, (si, at - 1), bought))
            if at != len(words):
                raise Unread
            break
        if texts[at] == ",":
            at += 1
        if at < len(words) and texts[at] == "and":
            at += 1
    story.kinds.extend(bought)


def _total(words: tuple[Word, ...], texts: list[str], si: int, story: Story) -> None:
    verb = _verb_at(words, PAY, story)
    _subject(words, verb, story)
    at = verb + 1
    marked = False
    if texts[at : at + 3] == ["a", "total", "of"]:
        at += 3
        marked = True
    price, at = _money(words, at)
    rest = texts[at:]
    if rest in MARKS:
        if marked:
            raise Unread
        marked = True
    elif rest:
        raise Unread
    if not marked and words[verb].lemma.casefold() != "spend":
        raise Unread  # "paid $20" may be the note handed over, with change back
    story.totals.append((price, (si, at - 1), None))


def _told_price_or_same(words: tuple[Word, ...], si: int, story: Story) -> None:
    """ "Each pot costs $3", "the bench was $60", "pots cost $3 each", "each pot cost the same"."""
    texts = _texts(words)
    det = texts[0] if texts and texts[0] in ("a", "an", "each", "the", "all") else ""
    at = 1 if det else 0
    if det == "all":
        if texts[1:2] != ["the"]:
            raise Unread
        at = 2
    key, plural, at = _noun_phrase(words, at, contents=True)
    if det in ("a", "an", "each") and plural:
        raise Unread
    if det in ("", "all") and not plural:
        raise Unread
    if plural and at < len(words) and texts[at] == "all":
        at += 1
    if at >= len(words):
        raise Unread
    verb = words[at]
    low = texts[at]
    if verb.category == "verb_cost":
        present = low == "costs" or (plural and low == "cost")
        if low not in ("cost", "costs") or (plural and low == "costs"):
            raise Unread
    elif verb.category == "copula":
        if low not in (("are", "were") if plural else ("is", "was")):
            raise Unread
        present = low in ("is", "are")
    else:
        raise Unread
    at += 1
    if texts[at : at + 2] == ["the", "same"]:
        rest = texts[at + 2 :]
        if rest and (len(rest) > 1 or rest[0] not in THE_SAME):
            raise Unread
        if verb.category == "copula" and rest != ["price"]:
            raise Unread
        if det in ("a", "an", "the") and not plural:
            raise Unread
        story.sames.append((key, det))
        return
    if det == "all":
        raise Unread
    price, at = _money(words, at)
    each = at < len(words) and texts[at] in EACH
    if each:
        at += 1
    if at != len(words):
        raise Unread
    if each and not plural:
        raise Unread
    if plural and not each:
        raise Unread  # "the chairs cost $40": for each or for all?
    story.prices.append((key, det, price, present, each))


def _kind(story: Story, key: tuple[str, ...], contents: bool = False) -> Kind:
    """The one kind bought whose words end with ``key``; Unread for none or several.

    "each onion" does not name "a bag of onions": a price of the contents is no price of the bag.
    Only ``contents`` (the question "how much did the onions cost?") names a bag by what it holds.
    """
    found = [
        k for k in story.kinds if k.key[-len(key) :] == key and (contents or "of" not in k.key or "of" in key)
    ]
    if len(found) != 1:
        raise Unread
    return found[0]


def _settle(story: Story) -> None:
    """Give each told price and 'same' to its kind; a price told twice, or unclear, is Unread."""
    if len(story.kinds) < 2 or len({k.key for k in story.kinds}) != len(story.kinds):
        raise Unread
    for a in story.kinds:
        for b in story.kinds:
            if a is not b and a.key[-len(b.key) :] == b.key:
                raise Unread  # "a red pen and 3 pens": which does "the pen" name?
    for key, det, price, present, each in story.prices:
        kind = _kind(story, key)
        if kind.unit_price is not None or kind.subtotal is not None:
            raise Unread
        if det == "the" and not each and kind.count != 1:
            raise Unread  # "the chair cost $20" of 4 chairs: which one?
        if det in ("a", "an") and not present and kind.count != 1:
            raise Unread
        kind.unit_price = price
    for key, _det in story.sames:
        kind = _kind(story, key)
        if kind.same:
            raise Unread
        kind.same = True


def _asked(words: tuple[Word, ...], si: int, story: Story) -> Answer:
    texts = _texts(words)
    if texts[:2] == ["how", "much"] and len(texts) >= 5:
        aux = texts[2]
        if aux not in ("does", "did"):
            raise Unread
        det = texts[3]
        key, plural, at = _noun_phrase(words, 4, contents=True)
        if texts[at:] != ["cost"]:
            raise Unread
        present = aux == "does"
        if plural:
            return _asked_contents(key, det, aux, si, story)
    elif texts[:1] == ["what"] and len(texts) >= 6:
        if texts[1] not in ("is", "was") or texts[2] != "the" or texts[3] not in ("price", "cost"):
            raise Unread
        if texts[4] != "of":
            raise Unread
        det = texts[5]
        key, plural, at = _noun_phrase(words, 6, contents=True)
        if plural or at != len(words):
            raise Unread
        present = texts[1] == "is"
    else:
        raise Unread
    if det not in ("a", "an", "each", "one", "the"):
        raise Unread
    _settle(story)
    asked = _kind(story, key)
    return _solved(story, asked, si, det, present)


def _asked_contents(key: tuple[str, ...], det: str, aux: str, si: int, story: Story) -> Answer:
    """ "How much did the onions cost?" of "a bag of onions": the price of the one bag."""
    if det != "the" or aux != "did":
        raise Unread
    _settle(story)
    asked = _kind(story, key, contents=True)
    if "of" not in asked.key or asked.count != 1:
        raise Unread  # "the pots" of 3 pots: each or all of them?
    return _solved(story, asked, si, "the", False)


def _solved(story: Story, asked: Kind, si: int, det: str, present: bool) -> Answer:
    """The total less the prices told, shared by the asked kind; Unread unless exactly one is unknown."""
    if len(story.totals) != 1:
        raise Unread
    unknown = [k for k in story.kinds if k.unit_price is None and k.subtotal is None]
    if unknown != [asked]:
        raise Unread  # two prices unknown, or the asked one told
    if asked.count != 1:
        if det == "the":
            raise Unread
        shared = asked.same or det == "each" or (present and det in ("a", "an"))
        if not shared:
            raise Unread  # the rest may not be shared evenly
    told = "".join("b" if t == "buy" else "p" for t in story.told)
    if "bpb" in told.replace("bb", "b").replace("bb", "b"):
        raise Unread  # "She paid $45 in total. She bought a hat": is the hat in the total?
    total, total_at, scope = story.totals[0]
    if scope is not None and len(scope) != len(story.kinds):
        raise Unread  # "for $87" is what that sentence's things cost, not the things bought after
    known = sum(
        (
            k.subtotal if k.subtotal is not None else k.unit_price * k.count
            for k in story.kinds
            if k is not asked
        ),
        Fraction(0),
    )
    value = (total - known) / asked.count
    if value <= 0 or (value * 100).denominator != 1:
        raise Unread
    return _answer(story, asked, total, known, value, total_at, si)


def _answer(
    story: Story,
    asked: Kind,
    total: Fraction,
    known: Fraction,
    value: Fraction,
    total_at: tuple[int, int],
    si: int,
) -> Answer:
    holder = " ".join(story.buyer)
    name = " ".join(asked.key)
    key = "measure:dollar"
    event = Event(holder, key, "hold", 1, value, "", (si, 0), si, 0, f"each {name}")
    question = QuestionTarget("total", (holder,), Unit("dollar", (), "money"), si, 0)
    kind = "person" if story.person else "thing"
    entity = EntityRef(holder, holder, story.gender or "any", "singular", kind, 0)
    graph = MathProblemGraph(
        (entity,),
        (UnitSpec(key, "dollar", "money", False),),
        (event,),
        question,
        (key,),
        Fraction(1),
        "dollar",
        (total_at, asked.where),
    )
    steps = (
        f"prices told: ${fmt(known)} of the ${fmt(total)} total",
        f"(${fmt(total)} - ${fmt(known)}) / {fmt(asked.count)} {name} -> ${fmt(value)} each",
    )
    trace = canonical_hash({"graph": graph, "steps": steps, "value": value})
    return Answer(value, "dollar", graph, steps, trace)


__all__ = ["read_price_from_total"]
