"""How long a supply lasts at a pace: "If she only ate 8 pieces a day, how long would the candy last her?" (ADR 0218).

A story tells what one person has (candy received, problems for homework, money made); a pace
then says how many of those things the person uses up or gets through in one period of time
("eats 8 pieces a day", "can finish 3 problems in an hour", "spent 5 dollars a week"), and the
question asks for the number of periods:

- "how long will/would <the things> last (<him/her>)?", "how many days will the cookies last?"
  with a pace whose verb uses things up (`verb_lose`, `verb_pay`) and no ability marker ("can eat
  8 a day" says what she could eat, not what she eats);
- "how long will/would it take <him/her> to <the pace's own verb> (all) the <things>?"
  with a pace of a using-up verb or an untaught verb of work (finish, grade).

The supply is never guessed: the pace is taken out and the rest of the story is asked "How many
<things> does <the pace's subject> have?" by the ordinary reading, in the pace's own unit. The
answer is that amount over the pace, a count of the pace's period. It must divide exactly: a
supply that runs out part way through a period is not read (the question does not say whether
the part period counts). Refused (left to the ordinary refusal): a negation, a group or plural
subject ('they': each or together?), an object pronoun that cannot be the pace's subject, any
other word in the pace (a second number, 'every 2 days', a condition), a question unit other than
the pace's period, a story that already tells a period of time or a rate, and a supply whose
noun is not the pace's things.
ADR 0334 (`reader/stock_lasts.py`) widens this: a measure of a content, containers of the things,
a stock named in the question, and a longer asked period.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.reasked_steps import Reasked, category_of, is_time_unit
from reader.rules.context import Word
from reader.stock_lasts import as_told, contained, converts, in_asked_unit, sole_holder
from reader.tokenise import Sentence, split_sentences

USING_UP = frozenset({"verb_lose", "verb_pay"})  # eat, use, spend: the things are gone
WORK = frozenset({"verb"})  # an untaught verb of work (finish, grade): the things are done
SUBJECTS = frozenset({"pronoun", "name"})
ONE_OF = frozenset({"a", "an"})
PERSONS = frozenset({"name", "person_noun"})
PERSON_MODIFIERS = frozenset({"pronoun", "adjective", "article", "possessive_marker", "name", "comparative"})
# a person after these is where things came from or a setting, not a holder ('to', 'with' may be)
NOT_HOLDING = frozenset({"prep_source", "prep_price", "preposition", "prep_in"})
LAST_AUXILIARIES = frozenset({"will", "would", "does", "do", "did"})  # "do the notebooks last" (ADR 0334)


@dataclass(frozen=True, slots=True)
class Pace:
    """How many things one subject gets through in one period."""

    subject: Word | None  # None for a passive pace: "3 puppies a day are adopted" (ADR 0230)
    verb: Word
    value: Fraction
    thing: Word
    thing_text: str
    period: str  # the lemma of the time unit
    ability: bool
    content: Word | None = None  # "2 cups of rice a day": rice (ADR 0334)


def _period(words: tuple[Word | None, ...], texts: tuple[str, ...], at: int) -> tuple[str, int] | None:
    """ "a day", "an hour", "per week", "every day", "each day", "in an hour" at ``at``: the unit and next index."""
    if at < len(words) and category_of(words[at]) == "prep_in":  # "in an hour": one period, 'a' or 'an' only
        if at + 2 < len(words) and texts[at + 1].lower() in ONE_OF and is_time_unit(words[at + 2]):
            return words[at + 2].lemma.lower(), at + 3
        return None
    opener = words[at] if at < len(words) else None
    if opener is None:
        return None
    one = texts[at].lower() in ONE_OF or opener.category in ("rate_marker", "distributive")
    if not one or at + 1 >= len(words) or not is_time_unit(words[at + 1]):
        return None
    return words[at + 1].lemma.lower(), at + 2


def _pace(words: tuple[Word | None, ...], texts: tuple[str, ...], start: int, end: int) -> Pace | None:
    """SUBJ [only] [can] VERB N THING PERIOD filling words[start:end] exactly."""
    at = start
    subject = words[at] if at < end else None
    if subject is None or subject.category not in SUBJECTS:
        return None
    if subject.category == "pronoun" and (
        subject.attr("number") != "singular"
        or subject.attr("case") != "subject"
        or subject.attr("person") != "3"
    ):
        return None
    at += 1
    if at < end and category_of(words[at]) == "exclusive_marker" and texts[at].lower() in ("only", "just"):
        at += 1
    ability = False
    if at < end and category_of(words[at]) == "auxiliary":
        if words[at].attr("modality") != "ability" or texts[at].lower() != "can":
            return None
        ability = True
        at += 1
    verb = words[at] if at < end else None
    if verb is None or verb.category not in USING_UP | WORK:
        return None
    at += 1
    if at >= end or category_of(words[at]) != "number":
        return None
    try:
        value = Fraction(texts[at].replace(",", ""))
    except ValueError:
        return None
    if value <= 0:
        return None
    thing = words[at + 1] if at + 1 < end else None
    if thing is None or thing.category not in ("noun", "unit_noun") or is_time_unit(thing):
        return None
    content = None
    after = at + 2
    if after + 1 < end and category_of(words[after]) == "prep_of" and category_of(words[after + 1]) == "noun":
        content, after = words[after + 1], after + 2  # "2 cups of rice a day" (ADR 0334)
    if thing.category == "unit_noun" and thing.attr("dimension") != "money" and content is None:
        return None
    period = _period(words, texts, after)
    if period is None or period[1] != end:
        return None
    return Pace(subject, verb, value, thing, texts[at + 1], period[0], ability, content)


BE_NOW = frozenset({"are", "is"})
BE = "be"


def _leaves(verb: Word) -> bool:
    """A participle whose passive takes the things from their holder: used up, or marked `passive: leaves`."""
    return verb.category in USING_UP or (verb.category == "verb_gain" and verb.attr("passive") == "leaves")


def _passive_pace(
    words: tuple[Word | None, ...], texts: tuple[str, ...], start: int, end: int
) -> Pace | None:
    """N THING PERIOD are/is PARTICIPLE filling words[start:end] exactly: "3 puppies a day are adopted"."""
    at = start
    if at >= end or category_of(words[at]) != "number":
        return None
    try:
        value = Fraction(texts[at].replace(",", ""))
    except ValueError:
        return None
    thing = words[at + 1] if at + 1 < end else None
    if value <= 0 or thing is None or thing.category != "noun":
        return None
    period = _period(words, texts, at + 2)
    if period is None or period[1] + 2 != end:
        return None
    be, verb = words[period[1]], words[period[1] + 1]
    if category_of(be) != "copula" or texts[period[1]].lower() not in BE_NOW:
        return None
    if verb is None or "VBN" not in verb.tags or not _leaves(verb):
        return None
    return Pace(None, verb, value, thing, texts[at + 1], period[0], False)


def _passive_question(
    words: tuple[Word | None, ...], texts: tuple[str, ...], at: int, pace: Pace
) -> tuple[Word, str] | None:
    """ "it take for all of them / (all) the THINGS to be PARTICIPLE", or "the THINGS last": the supply asked."""
    rest = [t.lower() for t in texts[at:]]
    if rest[:1] == ["the"] and len(rest) == 3 and rest[2] == "last":  # the puppies last
        supply = words[at + 1]
        if supply is None or pace.verb.category not in USING_UP:
            return None
        return supply, texts[at + 1]
    if rest[:3] != ["it", "take", "for"] or rest[-3:-1] != ["to", BE]:
        return None
    participle = words[len(texts) - 1]
    if (
        participle is None
        or participle.lemma.lower() != pace.verb.lemma.lower()
        or "VBN" not in participle.tags
    ):
        return None
    named = rest[3:-3]
    if named == ["all", "of", "them"]:
        return pace.thing, pace.thing_text  # all of the things the pace names
    if named[:1] == ["all"]:
        named = named[1:]
    if named[:1] != ["the"] or len(named) != 2:
        return None
    last = len(texts) - 4  # the noun right before "to be PARTICIPLE"
    supply = words[last]
    if supply is None or supply.lemma.lower() != pace.thing.lemma.lower():
        return None
    return supply, texts[last]


SKIPPED_BEFORE_NOUN = frozenset({"adjective", "comparative", "measure_adjective"})


def _one_kind(sentences: list[Sentence], lexicon: Lexicon, thing: Word) -> bool:
    """Every counted noun of the story is the pace's thing: 'all of them' can mean nothing else."""
    for sentence in sentences:
        words = sentence_words(sentence, lexicon)
        for i, w in enumerate(words):
            if w is None or w.category not in ("number", "number_word"):
                continue
            at = i + 1
            while at < len(words) and category_of(words[at]) in SKIPPED_BEFORE_NOUN:
                at += 1
            after = words[at] if at < len(words) else None
            if category_of(after) in ("noun", "unit_noun", "money_noun", "person_noun", "quantity_noun"):
                if after.lemma.lower() != thing.lemma.lower():
                    return False
    return True


def _agrees(subject: Word, obj: Word | None) -> bool:
    """An object pronoun ('her', 'him') that can mean the pace's subject; no object at all agrees."""
    if obj is None:
        return True
    if obj.category != "pronoun" or obj.attr("number") != "singular" or obj.attr("person") != "3":
        return False
    if obj.attr("case") not in ("object", "object_or_possessive"):
        return False
    gender = subject.attr("gender")
    return bool(gender) and gender == obj.attr("gender")


def _plural(unit: str, lexicon: Lexicon) -> str | None:
    """The unit's plural, only when the lexicon reads it back as the same unit."""
    word = unit + "s"
    found = sentence_words(split_sentences(word)[0], lexicon)[0]
    return word if found is not None and found.lemma.lower() == unit else None


def _supply_words(pace: Pace, supply: Word, supply_text: str, lexicon: Lexicon) -> str | None:
    """The words the supply question counts: "dollars", "cookies", "pieces of candy"; None when they do not fit."""
    if supply.category == "money_noun":
        if pace.thing.category != "unit_noun":
            return None
        return _plural(pace.thing.lemma.lower(), lexicon)
    if pace.content is not None:  # "2 cups of rice a day": only the rice lasts (ADR 0334)
        if supply.category != "noun" or supply.lemma.lower() != pace.content.lemma.lower():
            return None
        return f"{pace.thing_text} of {supply_text}"
    if supply.category != "noun" or pace.thing.category != "noun":
        return None
    if supply.lemma.lower() == pace.thing.lemma.lower():
        return supply_text
    if (
        pace.thing_text.lower() == pace.thing.lemma.lower()
    ):  # "1 piece a day" of candy: too rare to guess a plural
        return None
    return f"{pace.thing_text} of {supply_text}"


def _question(
    words: tuple[Word | None, ...], texts: tuple[str, ...], q: int, pace: Pace
) -> tuple[Word, str, str | None] | None:
    """The asked supply (its noun and text) and the asked unit (None for 'how long'), or None."""
    if q + 1 >= len(words):
        return None
    asked: str | None
    if category_of(words[q + 1]) == "measure_adjective" and texts[q + 1].lower() == "long":
        asked, at = None, q + 2
    elif category_of(words[q + 1]) == "question_quantity" and texts[q + 1].lower() == "many":
        if q + 2 >= len(words) or not is_time_unit(words[q + 2]):
            return None
        asked, at = words[q + 2].lemma.lower(), q + 3
    else:
        return None
    if asked is not None and not converts(pace.period, asked):  # 7 days a week, 60 minutes an hour
        return None
    if at >= len(words) or category_of(words[at]) != "auxiliary" or texts[at].lower() not in LAST_AUXILIARIES:
        return None
    at += 1
    if pace.subject is None:
        found = _passive_question(words, texts, at, pace)
        return None if found is None else (*found, asked)
    rest = [t.lower() for t in texts[at:]]
    if pace.content is not None and rest[:1] != ["the"]:
        return None  # a measure of a content: only "the rice last" is read
    if (
        len(rest) in (3, 4) and category_of(words[at]) == "number" and rest[2] == "last"
    ):  # 56 pages last [him]
        if (
            pace.ability
            or pace.verb.category not in USING_UP
            or not _agrees(pace.subject, words[at + 3] if len(rest) == 4 else None)
        ):
            return None
        supply = words[at + 1]
        if supply is None or supply.lemma.lower() != pace.thing.lemma.lower():
            return None
        return supply, texts[at + 1], asked
    if rest[:1] == ["the"] and len(rest) in (3, 4) and rest[2] == "last":  # the candy last [her]
        if pace.ability or pace.verb.category not in USING_UP:
            return None
        supply = words[at + 1]
        obj = words[at + 3] if len(rest) == 4 else None
        if supply is None or (len(rest) == 4 and obj is None) or not _agrees(pace.subject, obj):
            return None
        return supply, texts[at + 1], asked
    # it take her to VERB [all] the THINGS
    if rest[:2] != ["it", "take"] or len(rest) < 6:
        return None
    obj = words[at + 2]
    if obj is None or not _agrees(pace.subject, obj) or rest[3] != "to":
        return None
    verb = words[at + 4]
    if verb is None or verb.lemma.lower() != pace.verb.lemma.lower():
        return None
    tail = rest[5:]
    if tail[:1] == ["all"]:
        tail = tail[1:]
    if tail[:1] != ["the"] or len(tail) != 2:
        return None
    supply = words[len(texts) - 1]
    if supply is None or supply.lemma.lower() != pace.thing.lemma.lower():
        return None
    return supply, texts[-1], asked


def _person(word: Word) -> bool:
    """A person noun, a name, a capitalised word that is also a first name, or any capitalised word after the first."""
    if word.category in PERSONS or (word.text[:1].isupper() and bool(word.attr("name_gender"))):
        return True
    return word.index > 0 and word.text[:1].isupper()


def _story_is_plain(
    sentences: list[Sentence],
    lexicon: Lexicon,
    subject: Word | None,
    told_each: frozenset[tuple[int, int]] = frozenset(),
) -> bool:
    """No period of time or rate told before the pace, and one holder: the supply is one plain amount.

    A person other than the one holder may be named only as where things came from ("from her older
    sister"): a second holder makes "the candy" either hers alone or everyone's.
    """
    holders: set[str] = set()
    for s, sentence in enumerate(sentences):
        words = sentence_words(sentence, lexicon)
        for i, w in enumerate(words):
            if w is None or (s, i) in told_each:  # "40 pages each" of a container (ADR 0334)
                continue
            if is_time_unit(w) or w.category in ("rate_marker", "distributive", "negation"):
                return False
            if w.category == "pronoun" and w.attr("number") != "singular":
                return False  # 'they', 'we': a group
            if not _person(w):
                continue
            before = i - 1
            while before >= 0 and category_of(words[before]) in PERSON_MODIFIERS:
                before -= 1
            if before >= 0 and category_of(words[before]) in NOT_HOLDING:
                continue  # "from her sister", "For Halloween": a source or a setting
            holders.add(w.text.casefold())
    if subject is not None and subject.category == "name":
        return holders <= {subject.text.casefold()}
    return len(holders) <= 1


def _only_came_in(answer: object) -> bool:
    """The asked person's things of the asked kind only came in, each by a stated amount, and the
    answer is all of them: 'the candy' of "how long would the candy last her" is then what came in,
    whatever she may have had before (a received transfer keeps an unknown start, ADR 0278)."""
    graph = getattr(answer, "graph", None)
    if graph is None or graph.question is None or len(graph.question.entities) != 1:
        return False
    holder = graph.question.entities[0]
    chain = [e for e in graph.events if e.holder == holder and e.unit_key in graph.question_units]
    if not chain or any(e.kind != "change" or e.sign <= 0 or e.value is None for e in chain):
        return False
    if any(holder in t.parts for t in graph.totals):
        return False
    return sum(e.value * e.unit_factor for e in chain) == answer.value * graph.answer_factor


def _held(
    read: Callable[[str, Lexicon], object], lexicon: Lexicon, body: str, counted: str, subject: str
) -> tuple[object, Fraction | None]:
    """The supply: what the subject has, or else all that came in to the subject (ADR 0278)."""
    base = read(f"{body} How many {counted} does {subject} have?", lexicon)
    value = getattr(base, "value", None)
    if value is None:  # "received 11 pieces from neighbors": the candy is what came in
        base = read(f"{body} How many {counted} did {subject} get?", lexicon)
        value = getattr(base, "value", None) if _only_came_in(base) else None
    return base, value


def read_supply_pace(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]) -> Reasked | None:
    """The number of periods the supply lasts, or None when the problem is not of this shape."""
    sentences = split_sentences(text)
    if not sentences or not sentences[-1].is_question:
        return None
    last: Sentence = sentences[-1]
    words = sentence_words(last, lexicon)
    texts = tuple(t.text for t in last.tokens)
    if texts and texts[-1] == "?":
        words, texts = words[:-1], texts[:-1]
    if any(category_of(w) == "negation" for w in words):
        return None
    hows = [i for i, w in enumerate(words) if w is not None and w.lemma.lower() == "how"]
    if len(hows) != 1:
        return None
    q = hows[0]
    story = list(sentences[:-1])
    if q > 0:  # "If she only ate 8 pieces a day, how long ..."
        if category_of(words[0]) != "subordinator" or texts[0].lower() != "if":
            return None
        end = q - 1 if texts[q - 1] == "," else q
        pace = _pace(words, texts, 1, end) or _passive_pace(words, texts, 1, end)
    else:  # "She eats 8 pieces a day. How long ..."
        if not story:
            return None
        said = story.pop()
        sw = sentence_words(said, lexicon)
        st = tuple(t.text for t in said.tokens)
        if st and st[-1] == ".":
            sw, st = sw[:-1], st[:-1]
        pace = _pace(sw, st, 0, len(sw)) or _passive_pace(sw, st, 0, len(sw))
    if pace is None:
        return None
    found = _question(words, texts, q, pace)
    if found is None:
        return None
    supply, supply_text, asked = found
    if not story:  # "How many weeks will 56 pages last?" after the pace alone (ADR 0334)
        clause = text[said.start : said.end] if q == 0 else " ".join(texts[1:end]) + "."
        return _told_stock(words, texts, q, pace, asked, clause[:1].upper() + clause[1:], lexicon, read)
    if category_of(words[q + 3 if asked is None else q + 4]) == "number":
        return None  # the stock named in the question beside a story: which stock lasts?
    if supply is not pace.thing and not as_told(story, lexicon, supply, supply_text):
        return None  # "the napkin" after 70 napkins: one of them, not the stock
    told_each: frozenset[tuple[int, int]] = frozenset()
    counted = _supply_words(pace, supply, supply_text, lexicon)
    if pace.subject is not None and pace.content is None and supply.category == "noun":
        boxes = contained(story, lexicon, supply, pace.thing)  # "5 notebooks that have 40 pages each"
        if boxes is not None:
            told_each, counted = boxes, pace.thing_text
    if counted is None or not _story_is_plain(story, lexicon, pace.subject, told_each):
        return None
    body = " ".join(text[s.start : s.end] for s in story)
    if pace.subject is None:  # a passive pace: all the things there are, held by at most one (ADR 0230)
        if supply is pace.thing and not _one_kind(story, lexicon, pace.thing):
            return None  # "all of them" after kittens and puppies: which?
        base = read(f"{body} How many {counted} are there?", lexicon)
        value = getattr(base, "value", None)
        periods = None if value is None or value <= 0 else value / pace.value
        return _in_asked(periods, base, f"{value} {counted}", pace, asked)
    base, value = _held(read, lexicon, body, counted, pace.subject.text)
    if value is None or value <= 0 or not sole_holder(base):
        return None
    if counted.endswith(f" of {supply_text}"):  # "8 pieces a day" must be pieces of the candy only
        if _held(read, lexicon, body, pace.thing_text, pace.subject.text)[1] != value:
            return None
    return _in_asked(value / pace.value, base, f"{value} {counted}", pace, asked)


def _in_asked(
    periods: Fraction | None, base: object, stock: str, pace: Pace, asked: str | None
) -> Reasked | None:
    """The whole count of periods, in the asked unit when a fixed step away (ADR 0334)."""
    counted = None if periods is None else in_asked_unit(periods, pace.period, asked)
    if counted is None:
        return None
    unit = asked or pace.period
    step = f"{stock} at {pace.value} a {pace.period}: {counted} {unit}s"
    return Reasked(counted, base, step, unit)


def _told_stock(
    words: tuple[Word | None, ...],
    texts: tuple[str, ...],
    q: int,
    pace: Pace,
    asked: str | None,
    clause: str,
    lexicon: Lexicon,
    read: Callable[[str, Lexicon], object],
) -> Reasked | None:
    """A stock told in the question, "will 56 pages last", after the pace alone: checked by asking the
    reader how many things the pace uses over the answer's periods."""
    at = q + 2 if asked is None else q + 3
    number = at + 1
    if pace.subject is None or number >= len(words) or category_of(words[number]) != "number":
        return None
    try:
        value = Fraction(texts[number].replace(",", ""))
    except ValueError:
        return None
    periods = value / pace.value
    if value <= 0 or periods.denominator != 1:
        return None
    plural = pace.period if periods == 1 else _plural(pace.period, lexicon)
    if plural is None:
        return None
    who = pace.subject.text if pace.subject.category == "name" else pace.subject.text.lower()
    base = read(
        f"{clause} How many {pace.thing_text} does {who} {pace.verb.lemma} in {periods} {plural}?", lexicon
    )
    if getattr(base, "value", None) != value:
        return None
    return _in_asked(periods, base, f"{value} {texts[number + 1]}", pace, asked)
