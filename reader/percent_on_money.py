"""A tip, a tax or a raise told as a percentage of the one money amount told (ADR 0422).

ADR 0152 reads "a 20% tip" when the money it is taken on comes from events of buying that the ordinary
reading answers. Short stories of a tip, a tax or a raise often tell that money another way, and then
nothing read it:

- a price told by a clause of its own: "The haircut cost $30.", "Her dinner was $40.";
- a wage told as a named amount: "Ann's salary is $500.", "He receives a monthly salary of $500.",
  "She earns $500 a week.";
- the tip told as a verb with its receiver: "Tim gets a manicure and tips the beautician 30%.";
- a tax taken out of pay: "She pays 10% in taxes.", "10% of her pay goes to taxes.";
- a raise of that wage asked as "What is her new salary?", and pay less tax asked as "take-home pay".

The lexicon says which way each percentage noun moves its base (``percent_change``) and what the base
is (``percent_base``: money paid, or a wage); the money's role comes from the noun or verb that tells
it (``names_amount``: a price or pay). A tip or tax on a price adds to what is paid; a tax on pay is
taken from it; a raise adds to the wage. The question picks the total, the new amount, the part itself,
or what is left.

Every sentence must be one of the shapes below, whole: one person, one money amount, one percentage and
no other number; a leading "If <told>," is read as told. So a second percentage (whose base?), a
discount before a tax (which first?), "tax included", a condition, 'not', 'they', 'each', a period in the
question that the story did not use, or any other word leaves the first refusal standing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from fractions import Fraction

from packs.model import Lexicon
from reader.rules.context import Word, said_in_dollars
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, one_person, or_none, plain_words

# ---------------------------------------------------------------------------------------------
# What a story tells, filled in as its sentences are matched.


@dataclass(frozen=True, slots=True)
class Told:
    person: Word | None = None
    money: Fraction | None = None
    role: str = ""  # "price" (paid for a thing) or "pay" (a wage earned)
    period: str = ""  # the period word told with the pay ("monthly", "week"), if any
    share: Fraction | None = None
    relation: str = ""  # "up_paid" (a tip, a tax on a price) or "up_wage" (a raise)
    noun: str = ""  # the percentage noun: "handed" for a tip, else its lemma ("tax", "raise")
    thing: str = ""  # the thing named with no price ("gets a manicure"), to be priced later
    priced: str = ""  # the thing whose price was told
    asked: str = ""  # "total", "part", "new", "left"
    asked_noun: str = ""  # the percentage noun a "part" question names
    asked_period: str = ""
    share_first: bool = False  # the percentage was told before the money


Match = Iterator[tuple[int, Told]]
Element = Callable[[tuple[Word, ...], int, Told], Match]


class _Clash(Exception):
    """Two facts of one kind told (two amounts, two percentages): the story is not this reading's."""


def _fold(word: Word) -> str:
    return word.text.casefold()


def _seq(*elements: Element) -> Element:
    def match(words: tuple[Word, ...], at: int, told: Told) -> Match:
        if not elements:
            yield at, told
            return
        for mid, mid_told in elements[0](words, at, told):
            yield from _seq(*elements[1:])(words, mid, mid_told)

    return match


def _alt(*elements: Element) -> Element:
    def match(words: tuple[Word, ...], at: int, told: Told) -> Match:
        for element in elements:
            yield from element(words, at, told)

    return match


def _opt(element: Element) -> Element:
    def match(words: tuple[Word, ...], at: int, told: Told) -> Match:
        yield at, told
        yield from element(words, at, told)

    return match


def _word(test: Callable[[Word], bool], fill: Callable[[Word, Told], Told] | None = None) -> Element:
    def match(words: tuple[Word, ...], at: int, told: Told) -> Match:
        if at < len(words) and test(words[at]):
            if fill is None:
                yield at + 1, told
                return
            try:
                yield at + 1, fill(words[at], told)
            except (_Clash, Unread):
                return

    return match


def _text(*forms: str) -> Element:
    return _word(lambda w: _fold(w) in forms)


def _cat(*categories: str) -> Element:
    return _word(lambda w: w.category in categories)


# ---------------------------------------------------------------------------------------------
# Words.

# lexicon id -> (lexicon, each word that says "every <unit of time>" -> the unit's first such word)
_PERIODS: dict[int, tuple[Lexicon, dict[str, str]]] = {}


def _periods(lexicon: Lexicon) -> dict[str, str]:
    """The time units' ``every`` words ('weekly'; 'yearly', 'annual'), which before a wage name its period."""
    held = _PERIODS.get(id(lexicon))
    if held is None or held[0] is not lexicon:
        words: dict[str, str] = {}
        for entry in lexicon.entries:
            said = (entry.attr("every") or "").casefold().split() if entry.category == "unit_noun" else []
            for word in said:
                words.setdefault(word, said[0])
        _PERIODS.clear()
        held = _PERIODS[id(lexicon)] = (lexicon, words)
    return held[1]


def _is_pay_noun(word: Word) -> bool:
    return word.category in ("money_noun", "verb_pay", "noun") and word.attr("names_amount") == "pay"


def _percent_noun(word: Word, base: str) -> bool:
    return (
        word.category == "noun" and word.attr("percent_change") == "up" and word.attr("percent_base") == base
    )


def _set(told: Told, **facts: object) -> Told:
    for key, value in facts.items():
        held = getattr(told, key)
        if held not in (None, "") and held != value:
            raise _Clash
    return replace(told, **facts)


def _subject(word: Word, told: Told) -> Told:
    return replace(told, person=one_person(word, told.person))


def _possessor(word: Word, told: Told) -> Told:
    """'his'/'her' agreeing with the person, or the person's own name before 's."""
    if word.category == "pronoun" and word.attr("case") in ("possessive", "object_or_possessive"):
        if word.attr("number") != "singular" or word.attr("gender") not in ("male", "female"):
            raise Unread
        if told.person is not None:
            gender = told.person.told_gender or told.person.attr("gender") or told.person.attr("name_gender")
            if gender not in ("", "any", word.attr("gender")):
                raise Unread
        return told
    return replace(told, person=one_person(word, told.person))


SUBJECT = _word(
    lambda w: w.category in ("name", "pronoun", "noun") and w.text[:1].isupper() or w.category == "pronoun",
    _subject,
)
POSSESSIVE = _alt(
    _word(lambda w: w.category == "pronoun" and w.attr("case") != "subject", _possessor),
    _seq(_word(lambda w: w.text[:1].isupper(), _possessor), _cat("possessive_marker")),
)
ARTICLE = _cat("article")
THE = _text("the")


def _money(role: str) -> Element:
    def fill(word: Word, told: Told) -> Told:
        assert word.shape is not None
        return _set(told, money=Fraction(word.shape.value), role=role)

    return _word(said_in_dollars, fill)


def _percent_value(value: Fraction, told: Told) -> Told:
    share = value / 100
    if not 0 < share <= 1:
        raise _Clash
    return replace(_set(told, share=share), share_first=told.money is None)


def _percent() -> Element:
    """ "20%", "20 percent", "twenty percent": the one share told."""

    def glued(word: Word, told: Told) -> Told:
        assert word.shape is not None
        return _percent_value(Fraction(word.shape.value), told)

    def number(word: Word, told: Told) -> Told:
        if (
            word.category == "number"
            and word.shape is not None
            and word.shape.primitive in ("integer", "decimal")
        ):
            return _percent_value(Fraction(word.shape.value), told)
        if word.category == "number_word" and word.attr("value"):
            return _percent_value(Fraction(word.attr("value")), told)
        raise Unread

    return _alt(
        _word(lambda w: w.category == "number" and w.shape is not None and w.shape.unit == "percent", glued),
        _seq(_word(lambda w: w.category in ("number", "number_word"), number), _cat("percent_word")),
    )


PERCENT = _percent()


def _noun_name(word: Word) -> str:
    """How the story names a percentage noun: "handed" for any tip-like noun, else its lemma."""
    return "handed" if _handed(word) else word.lemma.casefold()


def _noun_of(base: str, field: str = "noun") -> Element:
    relation = "up_" + base

    def fill(word: Word, told: Told) -> Told:
        return _set(told, relation=relation, **{field: _noun_name(word)})

    return _word(lambda w: _percent_noun(w, base), fill)


TIP_OR_TAX = _noun_of("paid")
RAISE = _noun_of("wage")


def _thing_head(field: str) -> Element:
    def fill(word: Word, told: Told) -> Told:
        return _set(told, **{field: word.lemma.casefold()})

    return _word(
        lambda w: (
            w.category in ("noun", "price_noun")
            and not w.attr("percent_change")
            and not w.attr("names_amount") == "pay"
            and not w.attr("tender")
            and not w.attr("name_gender")
            and _fold(w) == w.lemma.casefold()
        ),  # one thing, not several
        fill,
    )


def _thing(field: str) -> Element:
    """A determiner, up to two describing words and the one thing (singular): "the haircut", "her new dress"."""
    modifier = _word(lambda w: w.category in ("noun", "adjective") and not w.attr("percent_change"))
    return _seq(
        _alt(ARTICLE, POSSESSIVE),
        _alt(_seq(), modifier, _seq(modifier, modifier)),
        _thing_head(field),
    )


def _period_word(field: str, periods: dict[str, str]) -> Element:
    """ "monthly", or "a|per <unit of time>": the period a wage is told for."""

    def unit(word: Word, told: Told) -> Told:
        every = word.attr("every").casefold().split()
        if not every:
            raise Unread
        return _set(told, **{field: every[0]})

    return _alt(
        _period_adjective(field, periods),
        _seq(
            _alt(_text("a", "an", "per"), _cat("rate_marker")),
            _word(lambda w: w.category == "unit_noun", unit),
        ),
    )


def _period_adjective(field: str, periods: dict[str, str]) -> Element:
    return _word(lambda w: _fold(w) in periods, lambda w, t: _set(t, **{field: periods[_fold(w)]}))


PAY_NOUN = _word(_is_pay_noun)
PAYING = _word(lambda w: w.category == "verb_pay" and _fold(w).endswith("ing"))  # "goes to paying taxes"
COPULA = _word(lambda w: w.category == "copula" and _fold(w) in ("is", "was"))
COST = _word(
    lambda w: (
        w.category == "verb_cost" and w.attr("names_amount") == "price" and _fold(w) in ("cost", "costs")
    )
)


def _verb(*categories: str) -> Element:
    return _word(lambda w: w.category in categories)


def _handed(word: Word) -> bool:
    """A percentage noun of money paid that is handed to the person who served ('tip', ``handed_to``)."""
    return _percent_noun(word, "paid") and word.attr("handed_to") == "person"


def _tip_verb(lexicon: Lexicon) -> Element:
    """A handed percentage noun used as the verb: "tips", "tipped"."""

    def test(word: Word) -> bool:
        if _handed(word):
            return _fold(word) != word.lemma.casefold() and "VBZ" in word.tags
        text = _fold(word)
        if word.category != "verb" or not text.endswith("ed"):
            return False
        for stem in (text[:-2], text[:-3]):
            sense = lexicon.lookup(stem)
            if sense is not None and sense.category == "noun" and sense.entry.attr("percent_change") == "up":
                return (
                    sense.entry.attr("percent_base") == "paid" and sense.entry.attr("handed_to") == "person"
                )
        return False

    def fill(word: Word, told: Told) -> Told:
        return _set(told, relation="up_paid", noun="handed")

    return _word(test, fill)


# ---------------------------------------------------------------------------------------------
# Clauses. ``subject`` is SUBJECT, or nothing for a clause after 'and' that shares it.


def _clauses(lexicon: Lexicon, subject: Element) -> Element:
    periods = _periods(lexicon)
    tip_verb = _tip_verb(lexicon)
    receiver = _seq(
        _alt(THE, POSSESSIVE),
        _word(
            lambda w: (
                w.category in ("person_noun", "noun")
                and not w.attr("percent_change")
                and not w.attr("names_amount")
            )
        ),
    )
    gives = _word(
        lambda w: w.category in ("verb_give", "verb_pay") or _fold(w) in ("leaves", "left", "leave")
    )
    gains = _word(
        lambda w: w.category == "verb_gain" and _fold(w) in ("gets", "got", "get", "receives", "received")
    )
    earns = _word(
        lambda w: (
            w.category in ("verb_earn", "verb_gain")
            and w.attr("names_amount") != "price"
            and _fold(w) in ("earns", "earned", "makes", "made", "receives", "received", "gets", "got")
            or w.category == "verb_produce"
            and _fold(w) in ("makes", "made")
        )
    )
    pays = _word(lambda w: w.category == "verb_pay" and w.lemma.casefold() == "pay")
    buys = _word(lambda w: w.category == "verb_buy" and not w.attr("names_amount"))
    taxes = _word(
        lambda w: _percent_noun(w, "paid") and not _handed(w),
        lambda w, t: _set(t, relation="up_paid", noun=_noun_name(w)),
    )
    on_price = _seq(
        _text("on"), _text("a", "an", "the"), _money("price"), _cat("noun", "price_noun")
    )  # "on a $50 check"
    return _alt(
        # prices
        _seq(subject, _alt(buys, gains), _thing("thing")),  # "gets a manicure"
        _seq(subject, buys, _thing("priced"), _text("for"), _money("price")),  # "orders a meal for $30"
        # wages
        _seq(subject, earns, _money("pay"), _opt(_period_word("period", periods))),  # "earns $500 a week"
        _seq(
            subject,
            _alt(earns, _word(lambda w: w.category == "verb_possess" and _fold(w) in ("has", "had"))),
            ARTICLE,
            _opt(_period_adjective("period", periods)),
            PAY_NOUN,
            _text("of"),
            _money("pay"),
            _opt(_period_word("period", periods)),
        ),  # "receives a monthly salary of $500"
        # percentages
        _seq(subject, tip_verb, receiver, PERCENT, _opt(on_price)),  # "tips the barber 20%"
        _seq(
            subject, gives, _opt(receiver), _text("a", "an"), PERCENT, TIP_OR_TAX, _opt(on_price)
        ),  # "leaves a 20% tip"
        _seq(
            subject, pays, PERCENT, _opt(_alt(_text("in", "for"), _seq(_text("for"), THE))), taxes
        ),  # "pays 10% in taxes"
        _seq(subject, gains, _text("a", "an"), PERCENT, RAISE),  # "got a 6% raise"
    )


def _statements(lexicon: Lexicon) -> Element:
    periods = _periods(lexicon)
    clause = _clauses(lexicon, SUBJECT)
    joined = _clauses(lexicon, _seq())
    bill = _word(
        lambda w: w.category == "price_noun" and _fold(w) == w.lemma.casefold(),
        lambda w, t: _set(t, priced=w.lemma.casefold()),
    )
    priced = _alt(_thing("priced"), _seq(THE, bill))  # "The haircut", "The bill"
    return _alt(
        _seq(clause, _opt(_seq(_opt(_word(lambda w: w.attr("mark") == "comma")), _text("and"), joined))),
        _seq(priced, _alt(COST, COPULA), _money("price")),  # "The haircut cost $30."
        _seq(
            POSSESSIVE,
            _opt(_period_adjective("period", periods)),
            PAY_NOUN,
            COPULA,
            _money("pay"),
            _opt(_period_word("period", periods)),
        ),
        _seq(_opt(THE), _opt(_cat("noun")), TIP_OR_TAX, COPULA, PERCENT),  # "The sales tax is 8%."
        _seq(
            PERCENT,
            _text("of"),
            POSSESSIVE,
            _opt(_period_adjective("period", periods)),
            PAY_NOUN,
            _text("goes"),
            _text("to"),
            _opt(PAYING),
            TIP_OR_TAX,
        ),
    )


# ---------------------------------------------------------------------------------------------
# Questions.


def _mark(kind: str) -> Element:
    """What the question asks, taking no word."""

    def match(words: tuple[Word, ...], at: int, told: Told) -> Match:
        yield at, replace(told, asked=kind)

    return match


HOW_MUCH = _seq(_text("how"), _text("much"), _opt(_text("money")))
DO = _word(lambda w: w.category == "auxiliary" and _fold(w) in ("did", "does", "will", "do"))
IS_WAS = _word(lambda w: w.category == "copula" and _fold(w) in ("is", "was"))
ALL = _opt(_alt(_seq(_text("in"), _text("total", "all")), _text("altogether", "total")))


def _asked_noun(base: str) -> Element:
    return _word(lambda w: _percent_noun(w, base), lambda w, t: _set(t, asked_noun=_noun_name(w)))


def _questions(lexicon: Lexicon) -> Element:
    periods = _periods(lexicon)
    subject = SUBJECT
    total, part, new, left = _mark("total"), _mark("part"), _mark("new"), _mark("left")
    pays = _word(lambda w: w.category == "verb_pay" and _fold(w) in ("pay", "spend"))
    new_word = _word(lambda w: w.category == "adjective" and w.attr("recency") == "new")
    new_pay = _seq(POSSESSIVE, new_word, _opt(_period_word("asked_period", periods)), PAY_NOUN)
    will_be = _seq(_text("will"), _text("be"))
    return _alt(
        # total paid: "How much did he pay in total?"
        _seq(HOW_MUCH, DO, subject, _seq(pays, total), ALL),
        _seq(_text("what"), IS_WAS, THE, _text("total"), _text("cost"), total),
        # the part: "How much was the tip?", "How much did she pay in taxes?", "How much did he tip?"
        _seq(HOW_MUCH, _alt(IS_WAS, will_be), THE, _alt(_asked_noun("paid"), _asked_noun("wage")), part),
        _seq(HOW_MUCH, DO, subject, _text("pay"), _text("in", "for"), _asked_noun("paid"), part),
        _seq(
            HOW_MUCH,
            DO,
            subject,
            _word(
                lambda w: _handed(w) and _fold(w) == w.lemma.casefold(),
                lambda w, t: _set(t, asked_noun="handed"),
            ),
            part,
        ),
        # the new wage: "What is her new salary?", "How much will his new salary be?"
        _seq(_text("what"), _alt(IS_WAS, will_be), new_pay, new),
        _seq(HOW_MUCH, _alt(IS_WAS, will_be), new_pay, new),
        _seq(HOW_MUCH, _text("will"), new_pay, _text("be"), new),
        # pay less tax: "How much is her take-home pay?", "How much does he take home?"
        _seq(HOW_MUCH, IS_WAS, POSSESSIVE, _text("take"), _text("-"), _text("home"), PAY_NOUN, left),
        _seq(HOW_MUCH, DO, subject, _text("take"), _text("home"), left),
        _seq(HOW_MUCH, DO, subject, _text("have"), _text("left"), left),
    )


# ---------------------------------------------------------------------------------------------
# The reading.


def _whole(element: Element, words: tuple[Word, ...], told: Told) -> list[Told]:
    return [t for end, t in element(words, 0, told) if end == len(words)]


def _one(found: list[Told]) -> Told:
    """The one reading of a sentence; two different readings are two meanings, and nothing is read."""
    if not found or any(t != found[0] for t in found[1:]):
        raise Unread
    return found[0]


def percent_on_money(text: str, lexicon: Lexicon) -> tuple[str, Fraction, Fraction, str, str] | None:
    """(person, base money, value, unit role, the step) when the story is read this way; else None."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> tuple[str, Fraction, Fraction, str, str] | None:
    sentences = split_sentences(text)
    if not 2 <= len(sentences) <= 4 or not sentences[-1].is_question:
        return None
    if any(s.is_question for s in sentences[:-1]):
        return None
    statements = _statements(lexicon)
    told = Told()
    for sentence in sentences[:-1]:
        told = _one(_whole(statements, plain_words(sentence, lexicon), told))
    question = plain_words(sentence=sentences[-1], lexicon=lexicon)
    if question and _fold(question[0]) == "if":
        readings = []
        for at in range(2, len(question)):
            head, rest = question[1:at], question[at:]
            if rest and rest[0].attr("mark") == "comma":
                rest = rest[1:]
            for before in _whole(statements, head, told):
                readings.extend(_whole(_questions(lexicon), rest, before))
        told = _one(readings)
    else:
        told = _one(_whole(_questions(lexicon), question, told))
    return _answer(told)


def _answer(told: Told) -> tuple[str, Fraction, Fraction, str, str] | None:
    person, money, share = told.person, told.money, told.share
    if person is None or money is None or share is None or money <= 0:
        return None
    if person.category == "pronoun":
        return None
    if told.thing and told.thing != told.priced:
        return None  # "gets a manicure ... The haircut cost $30": what was priced is not what was got
    if told.asked_period and told.asked_period != told.period:
        return None  # "a salary of $500 a week ... new monthly salary"
    if told.asked_noun and told.asked_noun != told.noun:
        return None  # "pays a 10% tax ... How much was the tip?"
    pct = share * 100
    if told.relation == "up_paid" and told.role == "price":
        if told.asked == "total":
            value = money * (1 + share)
            return person.text, money, value, "price", f"${money} + {pct}% of ${money} = ${value}"
        if told.asked == "part":
            value = money * share
            return person.text, money, value, "price", f"{pct}% of ${money} = ${value}"
        return None
    if told.relation == "up_paid" and told.role == "pay" and told.noun != "handed":
        if told.asked == "left" and share < 1:
            value = money * (1 - share)
            return person.text, money, value, "pay", f"${money} - {pct}% of ${money} = ${value}"
        if told.asked == "part":
            value = money * share
            return person.text, money, value, "pay", f"{pct}% of ${money} = ${value}"
        return None
    if told.relation == "up_wage" and told.role == "pay" and not told.share_first:
        # "She got a 5% raise. Her salary is $2000.": the salary before the raise, or after it?
        if told.asked == "new":
            value = money * (1 + share)
            return person.text, money, value, "pay", f"${money} + {pct}% of ${money} = ${value}"
        if told.asked == "part":
            value = money * share
            return person.text, money, value, "pay", f"{pct}% of ${money} = ${value}"
    return None
