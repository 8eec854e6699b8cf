"""A second amount told as a multiple of the first in one list: "14 green beads and half as many blue beads" (ADR 0487).

"Noor has 14 green beads and half as many blue beads." says what "Noor has 14 green beads and 7 blue
beads." says: with no "as ..." after it, "half as many" compares with the one amount told right before
'and', by the same doer and the same verb. The sentence reader wants a second 'as' and a holder to
compare with, so it refuses; this reading writes the multiple out as a number of its own things and has
the whole reader read the retold problem, so every other word, the question above all, is still the
sentence reader's to read or refuse.

Only this shape is retold, at the end of a statement before the question:

  <subject> <verb> N <things> and <F> as many <things2>
  <subject> <verb> N <unit> of <stuff> and <F> as much <stuff2>

F is 'half', 'twice', 'double', 'triple', 'thrice' or "<whole number> times". N is the one number of the
statement, a plain whole or decimal number right after the verb (or a copula: "There are"), and <things>
its noun run right before 'and'. With 'many', both runs are plural counted nouns (with "<noun> of <noun>"
on the one side, the same container on the other), the product a whole number; with 'much', N counts a
unit "of" one stuff and the other run is one stuff, retold in the same unit.

Refused (None, so the first refusal stands): "as many as <someone>" or any word after the other noun
(a time, a place: "twice as many on Sunday"); after "as <things>", a place or time of its own other
than the one said of the first amount ("... at the fair and 3 times as many rabbits as ponies at the
market" compares with the market's ponies: ADR 0501); no noun after 'many' (which noun, with which adjectives?);
the same words on both sides; two numbers in the statement (which amount is it of?); money, a percent, a
fraction; a word that relates, rates or negates before 'and'; an opening 'if' or 'when'; 'they' or 'we'
in a problem's first sentence (a group never named); a unit or a measure word after 'many'; a count that
is not whole; any other "as many" or "as much" in the statements (it may be chained onto this one).
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.asked_amounts import finite_decimal
from reader.derivation import fmt
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.that_multiples import MEASURE_NOUNS, RELATING
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, multiple_at, or_none_cut, plain_number, plain_words

__all__ = ["conjoined_multiples"]

COUNTED = frozenset({"noun", "person_noun", "coin_noun"})
OPENERS = frozenset({"if", "when", "after", "before", "while", "since", "because", "once", "until"})
GROUP_PRONOUNS = frozenset({"they", "we", "you"})
CLAUSE_BREAKS = frozenset({",", ";", ":", "and", "but", "while", "or", "so", "then", "whereas"})


def conjoined_multiples(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with its one "and <F> as many|much <things>" written as a number of those things."""
    low = text.casefold()
    if " as many " not in low and " as much " not in low:
        return None
    return or_none_cut(_retold, text, lexicon)


def _t(word: Word) -> str:
    return word.text.casefold()


def _retold(text: str, lexicon: Lexicon) -> Rewrite:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question or any(s.is_question for s in sentences[:-1]):
        raise Unread
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for si, sentence in enumerate(sentences[:-1]):
        words = plain_words(sentence, lexicon)
        if words is None:
            raise Unread
        ats = [i for i, w in enumerate(words) if _t(w) == "as" and _t_at(words, i + 1) in ("many", "much")]
        if not ats:
            continue
        if len(ats) > 1 or edits:
            raise Unread  # another "as many" in the story may be chained onto this one: one at a time
        start, end, new, step = _phrase(words, ats[0], si)
        tokens = sentence.tokens
        edits.append((tokens[words[start].index].start, tokens[words[end - 1].index].end, new))
        steps.append(step)
    found = with_edits(text, edits, steps)
    if found is None:
        raise Unread
    return found


def _t_at(words: tuple[Word, ...], i: int) -> str:
    return _t(words[i]) if 0 <= i < len(words) else ""


def _phrase(words: tuple[Word, ...], as_at: int, si: int) -> tuple[int, int, str, str]:
    """Where "<F> as many <things2> [as <things>]" starts and ends, what it is retold as and the step."""
    much = _t(words[as_at + 1]) == "much"
    factor, start = _factor(words, as_at)
    if start < 1 or _t(words[start - 1]) != "and":
        raise Unread
    told_end = start - 2 if _t_at(words, start - 2) == "," else start - 1  # "20 silver watches, and ..."
    own = _run(words, as_at + 2)
    end = as_at + 2 + len(own)
    numbers = [
        i for i, w in enumerate(words) if w.category in ("number", "number_word") and not start <= i < as_at
    ]  # "3 times": the factor's own number is no amount
    if len(numbers) != 1:
        raise Unread  # two amounts before 'and': which one is it of?
    (at,) = numbers
    value = plain_number(words[at])
    if value is None or value <= 0 or (not much and value.denominator != 1):
        raise Unread  # money, a percent, a fraction; 2.5 of a counted thing
    lead = words[at - 1] if at > 0 else None
    if lead is None or not (lead.category.startswith("verb") or lead.category == "copula"):
        raise Unread  # "in 3 days", "the 3 boys": not an amount told right after its verb
    told = _run(words, at + 1)
    if not told:
        raise Unread  # "5 on Monday": no noun told
    if any(w.attr("dimension") == "money" for w in told):
        raise Unread  # "6 dollars ... and twice as much": money, as "$6" (ADR 0454 keeps it refused)
    compared = _t_at(words, end) == "as" and bool(own)
    if compared:
        again = _run(words, end + 1)
        if not again or _nouns_of(again) != _nouns_of(told):
            raise Unread  # "twice as many as Ann", "as many pears as the apples": another amount
        end += 1 + len(again)  # "9 fleas and four times as many mites as fleas"
    tail, own_tail = words[at + 1 + len(told) : told_end], words[end:]
    if compared and tail and own_tail and [_t(w) for w in tail] != [_t(w) for w in own_tail]:
        raise Unread  # "9 fleas on the cat and 3 times as many mites as fleas on the dog": the dog's fleas (ADR 0501)
    if not own and not own_tail:
        raise Unread  # "14 green beads and half as many": which noun, with which adjectives?
    before = words[:told_end]
    if any(w.category in RELATING or _t(w) in ("each", "per", "every") for w in before + own_tail):
        raise Unread  # "twice as many as Ann", "more", "not", "each", "than"
    if _t(words[0]) in OPENERS or (si == 0 and any(_t(w) in GROUP_PRONOUNS for w in before)):
        raise Unread
    if any(_t(w) in CLAUSE_BREAKS or w.category.startswith("verb") for w in tail + own_tail):
        raise Unread  # another clause or another verb: "9 fleas, 3 mites and ...", "and twice as many to fix"
    if [w.lemma.casefold() for w in told] == [w.lemma.casefold() for w in own]:
        raise Unread  # "5 pears and twice as many pears": no second kind
    product = value * factor
    retold = own or told  # "80 parcels on Monday and twice as many on Tuesday": the same things
    new = _many(told, retold, product) if not much else _much(told, retold, product)
    step = f"'{_joined(words[start:end])}' is {fmt(factor)} x {fmt(value)}: {new}"
    return start, end, new, step


def _nouns_of(run: tuple[Word, ...]) -> list[str]:
    """The run's nouns by lemma: "hawk feathers" and "feathers" name the same told things, adjectives aside."""
    return [w.lemma.casefold() for w in run if w.category != "adjective"]


def _factor(words: tuple[Word, ...], as_at: int) -> tuple[Fraction, int]:
    """The factor ending right before 'as' and where it starts; Unread for any other word there."""
    if as_at >= 1 and _t(words[as_at - 1]) == "half":
        return Fraction(1, 2), as_at - 1
    for start in (as_at - 1, as_at - 2):
        if start < 0:
            continue
        try:
            factor, end = multiple_at(words, start)
        except Unread:
            continue
        if end == as_at:
            return factor, start
    raise Unread


def _run(words: tuple[Word, ...], at: int) -> tuple[Word, ...]:
    """ "green beads", "boxes of red pens": adjectives then nouns, maybe "of" and another such run; () else."""
    end = _nouns(words, at)
    if end == at:
        return ()
    if end < len(words) and _t(words[end]) == "of":
        after = _nouns(words, end + 1)
        if after == end + 1:
            raise Unread
        end = after
    return words[at:end]


def _nouns(words: tuple[Word, ...], at: int) -> int:
    end = at
    while end < len(words) and words[end].category == "adjective":
        end += 1
    nouns = end
    while end < len(words) and words[end].category in COUNTED | {"unit_noun"}:
        end += 1
    if end == nouns:
        return at  # adjectives with no noun, or no run at all
    return end


def _parts(run: tuple[Word, ...]) -> tuple[tuple[Word, ...], tuple[Word, ...]]:
    for i, w in enumerate(run):
        if _t(w) == "of":
            return run[:i], run[i + 1 :]
    return run, ()


def _counted(run: tuple[Word, ...]) -> bool:
    last = run[-1]
    return last.category in COUNTED and "NNS" in last.tags and not last.attr("dimension")


def _many(told: tuple[Word, ...], own: tuple[Word, ...], product: Fraction) -> str:
    """ "7 blue beads": a whole count of the other counted things."""
    head, of = _parts(told)
    own_head, own_of = _parts(own)
    if not _counted(head) or not _counted(own_head):
        raise Unread  # a unit, a measure or a mass: "twice as many minutes"
    if bool(of) != bool(own_of):
        raise Unread  # "4 boxes of pens and twice as many pencils": boxes or pens?
    if of and (head[-1].lemma.casefold() != own_head[-1].lemma.casefold() or not _counted(own_of)):
        raise Unread  # "bags of chips and twice as many tins of nuts": the count is of another thing
    if product.denominator != 1:
        raise Unread  # half of 7 beads
    return f"{product.numerator} {_joined(own)}"


def _much(told: tuple[Word, ...], own: tuple[Word, ...], product: Fraction) -> str:
    """ "3 ounces of gold": the same unit of the other stuff."""
    unit, stuff = _parts(told)
    if len(unit) != 1 or unit[0].category != "unit_noun" or unit[0].attr("dimension") == "time":
        raise Unread  # 'much' of a count; a time ("twice as much" of 3 hours is ADR 0481's)
    if not finite_decimal(product):
        raise Unread
    if own == told and not stuff:
        return f"{_decimal(product)} {unit[0].text}"  # "300 kg on Friday and half as much on Sunday"
    if len(stuff) != 1:
        raise Unread  # "2 pounds and twice as much rice": of what were the 2 pounds?
    if own == told:
        own = stuff  # "2 pounds of rice on Monday and twice as much on Tuesday"
    if len(own) != 1:
        raise Unread
    word = own[0]
    if word.category != "noun" or "NN" not in word.tags or _t(word) in MEASURE_NOUNS:
        raise Unread  # "twice as much weight": a measure, not a stuff
    return f"{_decimal(product)} {unit[0].text} of {word.text}"


def _decimal(value: Fraction) -> str:
    """A finite decimal written out ("3", "4.5", "0.25")."""
    places = 0
    while (value * 10**places).denominator != 1:
        places += 1
    if places == 0:
        return str(value.numerator)
    whole, part = divmod((value * 10**places).numerator, 10**places)
    return f"{whole}.{part:0{places}d}"


def _joined(words: tuple[Word, ...]) -> str:
    return " ".join(w.text for w in words)
