"""Change given back after paying for what was bought (ADR 0296).

"Sara bought 2 rulers for $2 each, 3 binders for $4 each and 4 erasers for $1 each. If she paid with a
$30 bill, how much change will she get back?" The change (a noun marked ``tender: rest``) is the money
handed over less the price of what was bought. ADR 0152 reads a bill told in the very sentence of the
payments ("paid $6 for pens with a $20 bill"); this reading takes the payment told as a clause of its
own, after every purchase:

- a sentence of its own that closes the story: "He pays with 2 $20 bills.", "She gave the cashier
  $100.", "She gave $250 to the cashier.", "She paid the cashier $100.";
- or the question's 'if' clause, before or after it: "If he paid with a $50 bill, how much change ...",
  "How much change did she get back if she gave a one hundred dollar bill?".

What is handed over is a money amount ("$100"), or banknotes (a ``tender: note`` noun) counted and
valued: "a $50 bill", "2 $20 bills", "a one hundred dollar bill", "one fifty-dollar bill". A bare amount
is taken only as paid to a person of a trade (``trade: yes``: the cashier) or after 'paid with'. The
question is "How much change did/will <payer> get/receive (back)?" or "How much (money) does <payer> get
in change?".

The price is never worked out here: the payment clause is taken out and the ordinary reading is asked
"How much money did <payer> spend?". Its answer must come from purchases only: every money event a loss
of the payer's, paid for things bought (a verb of buying). Then the change is the payment less that.

It refuses (the first refusal stands) when: the payment is less than the price; more than one payment
or a second amount in the payment clause ("two $20 bills and $3 in coins"); a statement after the
payment; any other money move, money held, or a gift or tip; a percentage or a noun of a percentage
change anywhere (a discount or tax no rule here reads); more than one name, a group ('they'), a person
other than the payer (the payer's mother, friends), pronouns of both genders; 'change' anywhere but the
question ('a change of clothes'); a negation, condition, contrast or 'or' in the payment clause; any
other question shape; purchases at two told times, or over two sentences when the story has a time word
("Later she bought a pen"), since the one payment may cover only the last (ADR 0299).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.rules.context import Word, said_in_dollars
from reader.tokenise import Sentence, split_sentences
from reader.whole_problem_words import Unread, known_words, or_none

MONEY = "dim:money"
STOP_CATEGORIES = frozenset({"negation", "contrast_marker", "disjunction"})
# auxiliaries that set no tense of their own: the story's tense decides the money question's
MODAL_AUXILIARIES = frozenset({"will", "would", "should", "can", "could"})

Reader = Callable[[str, Lexicon], object]


@dataclass(frozen=True, slots=True)
class ChangeBack:
    value: Fraction
    base: object  # the Answer to "How much money did <payer> spend?"
    step: str
    unit: str


@dataclass(frozen=True, slots=True)
class Payment:
    value: Fraction
    sentence: int  # the statement it is, or -1 for the question's 'if' clause
    start: int  # the character span taken out of the text
    end: int


def read_change_back(text: str, lexicon: Lexicon, read: Reader) -> ChangeBack | None:
    """The change got back after paying for the things bought; None when not read this way."""
    return or_none(_read, text, lexicon, read)


def _read(text: str, lexicon: Lexicon, read: Reader) -> ChangeBack | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question or any(s.is_question for s in sentences[:-1]):
        return None
    words = [known_words(s, lexicon) for s in sentences]
    question = [w for w in words[-1] if w.category != "punctuation" or w.attr("mark") == "comma"]
    if not any(_rest(w) for w in question):
        return None  # no 'change' asked
    for ws in words:
        for w in ws:
            if _percent(w) or w.attr("percent_change"):
                raise Unread  # a discount, a tax or a tip: not read here
    for ws in words[:-1]:
        if any(_rest(w) for w in ws):
            raise Unread  # 'change' in the story: money back told, or another sense of the word
    core, clause = _split_question(question)
    payments: list[Payment] = []
    if clause:
        payments.append(_payment(clause, -1, sentences[-1]))
    last = len(sentences) - 2
    for si, ws in enumerate(words[:-1]):
        if any(_note(w) for w in ws) or _pays_trade(ws):
            if si != last:
                raise Unread  # a statement after the payment: a later purchase or another move?
            payments.append(_payment(_body(ws), si, sentences[si]))
    if len(payments) != 1:
        raise Unread
    payment = payments[0]
    aux, doer = _asked(core)
    _one_payer(words, clause, payment)
    if payment.sentence >= 0:
        story = text[: payment.start] + text[payment.end : sentences[-1].start]
    else:
        story = text[: sentences[-1].start]
    auxes = ("did", "does") if aux.casefold() in MODAL_AUXILIARIES else (aux.casefold(),)
    buyers = {w.lemma.casefold() for ws in words[:-1] for w in ws if w.category == "verb_buy"}
    timed = any(w.category == "time_marker" for ws in words[:-1] for w in ws)
    found = [_spent(story.strip(), a, doer, lexicon, read, buyers, timed) for a in auxes]
    answers = [f for f in found if f is not None]
    if not answers or len({a.value for a in answers}) > 1:
        raise Unread
    base = answers[0]
    value = payment.value - base.value
    if value < 0:
        raise Unread  # the payment does not cover the price
    step = f"${payment.value} handed over - ${base.value} spent = ${value} back in change"
    return ChangeBack(value, base, step, "dollar")


# --- words ------------------------------------------------------------------------


def _rest(word: Word) -> bool:
    return word.attr("tender") == "rest"


def _note(word: Word) -> bool:
    return word.attr("tender") == "note"


def _percent(word: Word) -> bool:
    return word.category == "number" and word.shape is not None and word.shape.unit == "percent"


def _trade(word: Word) -> bool:
    return word.category == "person_noun" and word.attr("trade") == "yes"


def is_name(word: Word) -> bool:
    return word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender")))


def name_gender(word: Word) -> str | None:
    """A name's gender: 'name_gender' of a capitalised word, 'gender' of a pack name ('Ben': male)."""
    return word.attr("name_gender") or word.attr("gender")


def _person(word: Word) -> bool:
    """A name or a singular gendered subject pronoun."""
    if is_name(word):
        return True
    return (
        word.category == "pronoun"
        and word.attr("case") == "subject"
        and word.attr("number") == "singular"
        and word.attr("gender") in ("male", "female")
    )


def _body(words: tuple[Word, ...]) -> list[Word]:
    """The sentence's words without its closing mark."""
    body = list(words)
    if body and body[-1].category == "punctuation" and body[-1].attr("mark") != "comma":
        body.pop()
    return body


def _pays_trade(words: tuple[Word, ...]) -> bool:
    """ "She gave the cashier $100.": a sentence that hands money to a person of a trade."""
    return any(_trade(w) for w in words) and any(w.category in ("verb_pay", "verb_give") for w in words)


# --- the question -----------------------------------------------------------------


def _split_question(words: list[Word]) -> tuple[list[Word], list[Word]]:
    """The question's core and its 'if' clause (opening it, before a comma, or closing it)."""
    ifs = [i for i, w in enumerate(words) if w.category == "subordinator"]
    if not ifs:
        return words, []
    if len(ifs) > 1 or words[ifs[0]].attr("condition") != "yes":
        raise Unread
    at = ifs[0]
    if at == 0:
        commas = [i for i, w in enumerate(words) if w.category == "punctuation"]
        if len(commas) != 1:
            raise Unread
        return words[commas[0] + 1 :], words[1 : commas[0]]
    if any(w.category == "punctuation" for w in words):
        raise Unread
    return words[:at], words[at + 1 :]


def _asked(core: list[Word]) -> tuple[str, str]:
    """ "how much change did she get (back)" or "how much (money) does he get in change": (aux, payer)."""
    if len(core) < 5 or core[0].category != "question_word" or core[0].lemma.casefold() != "how":
        raise Unread
    if core[1].category != "question_quantity" or core[1].attr("kind") != "amount":
        raise Unread
    at = 2
    named = _rest(core[at])
    if named or core[at].category == "money_noun":
        at += 1
    if at + 3 > len(core) or core[at].category != "auxiliary" or not _person(core[at + 1]):
        raise Unread
    aux, doer, verb = core[at], core[at + 1], core[at + 2]
    if verb.category != "verb_gain":
        raise Unread  # "get", "receive": not "spend", "save", "have"
    rest = core[at + 3 :]
    if rest and rest[0].category == "preposition" and rest[0].attr("relation") == "return":
        rest = rest[1:]  # 'back'
    if named and rest:
        raise Unread  # "... get back from the store?": more than the change
    if not named and not (len(rest) == 2 and rest[0].category == "prep_in" and _rest(rest[1])):
        raise Unread  # "How much does he get?" asks no change
    return aux.text, doer.text


# --- the payment ------------------------------------------------------------------


def _payment(words: list[Word], si: int, sentence: Sentence) -> Payment:
    """ "<payer> paid with a $50 bill", "<payer> gave the cashier $100", "<payer> gave $250 to the cashier"."""
    if any(w.category in STOP_CATEGORIES for w in words):
        raise Unread
    if len(words) < 3 or not _person(words[0]):
        raise Unread
    verb, rest = words[1], words[2:]
    if verb.category == "verb_pay" and rest[0].category == "prep_with":
        value = tender_value(rest[1:], bare=True)
    elif verb.category in ("verb_pay", "verb_give") and _trade_object(rest[:2]):
        value = tender_value(rest[2:], bare=True)
    elif verb.category in ("verb_pay", "verb_give") and len(rest) > 3 and _trade_object(rest[-2:]):
        if rest[-3].category != "prep_recipient":
            raise Unread
        value = tender_value(rest[:-3], bare=True)
    elif verb.category == "verb_give":
        value = tender_value(rest, bare=False)  # "gave a $50 bill": only banknotes, no one named
    else:
        raise Unread
    if si < 0:
        return Payment(value, si, 0, 0)
    return Payment(value, si, sentence.start, sentence.end)


def _trade_object(words: list[Word]) -> bool:
    """ "the cashier": a person of a trade, the one paid."""
    return (
        len(words) == 2
        and words[0].category == "article"
        and words[0].lemma.casefold() == "the"
        and _trade(words[1])
    )


def tender_value(words: list[Word], bare: bool) -> Fraction:
    """What is handed over: "$100" (when ``bare``), "a $50 bill", "2 $20 bills", "a one hundred dollar bill"."""
    if bare and len(words) == 1 and said_in_dollars(words[0]):
        return words[0].shape.value
    if len(words) < 3 or not _note(words[-1]):
        raise Unread
    count_word, worth = words[0], words[1:-1]
    if count_word.category == "article" and count_word.lemma.casefold() == "a":
        count = Fraction(1)
    elif count_word.category == "number" and count_word.shape is not None and not count_word.shape.unit:
        count = count_word.shape.value
    elif count_word.category == "number_word" and worth and not _scale_follows(worth):
        count = Fraction(count_word.attr("value") or 0)
    else:
        raise Unread
    if count <= 0 or count.denominator != 1:
        raise Unread
    plural = words[-1].text.casefold() != words[-1].lemma.casefold()
    if (count == 1) == plural:
        raise Unread  # "a $20 bills", "2 $20 bill"
    return count * note_value(worth)


def _scale_follows(worth: list[Word]) -> bool:
    return worth[0].category == "scale_word"


def note_value(words: list[Word]) -> Fraction:
    """ "$50", "one hundred dollar", "fifty-dollar", "twenty dollar": one banknote's money."""
    if len(words) == 1 and said_in_dollars(words[0]):
        return words[0].shape.value
    if not words or words[-1].category != "unit_noun" or words[-1].attr("base") != "dollar":
        raise Unread
    numbers = words[:-1]
    if len(numbers) == 1 and numbers[0].category == "number" and numbers[0].shape is not None:
        plain = numbers[0].shape  # "a 20 dollar bill" (ADR 0411)
        if plain.unit or plain.value <= 0 or plain.value.denominator != 1:
            raise Unread
        return plain.value
    if numbers and numbers[-1].category == "punctuation" and numbers[-1].attr("mark") == "dash":
        numbers = numbers[:-1]
    total, current = Fraction(0), Fraction(0)
    for w in numbers:
        if w.category == "number_word":
            current += Fraction(w.attr("value") or 0)
        elif w.category == "scale_word":
            current = (current or Fraction(1)) * Fraction(w.attr("value") or 0)
            total, current = total + current, Fraction(0)
        else:
            raise Unread
    value = total + current
    if not numbers or value <= 0:
        raise Unread
    return value


# --- one payer ----------------------------------------------------------------------


def _one_payer(words: list[tuple[Word, ...]], clause: list[Word], payment: Payment) -> None:
    """One person buys, pays and gets the change: one name at most, one gender, no group, no other person."""
    names = {w.text.casefold() for ws in words for w in ws if is_name(w)}
    if len(names) > 1:
        raise Unread
    genders = set()
    for si, ws in enumerate(words):
        paying = si == payment.sentence or (si == len(words) - 1 and payment.sentence < 0)
        for w in ws:
            if w.category == "person_noun" and not (paying and _trade(w)):
                raise Unread  # "her mom gave her a $20 bill": whose money, whose change?
            if w.category == "pronoun":
                if w.attr("number") == "plural" or w.attr("person") in ("1", "2"):
                    raise Unread  # 'they', 'we', 'you': a group or a reader
                if w.attr("gender") in ("male", "female"):
                    genders.add(w.attr("gender"))
            if is_name(w) and name_gender(w) in ("male", "female"):
                genders.add(name_gender(w))
    if len(genders) > 1:
        raise Unread  # 'he' and 'she': two people


# --- the price ----------------------------------------------------------------------


def _spent(story: str, aux: str, doer: str, lexicon: Lexicon, read: Reader, buyers: set[str], timed: bool):
    """The ordinary reading's money spent, when all of it is the payer's paying for things bought."""
    if not story:
        return None
    answer = read(f"{story} How much money {aux} {doer} spend?", lexicon)
    if not hasattr(answer, "graph") or getattr(answer, "unit", "") != "dollar":
        return None
    moved = [e for e in answer.graph.events if e.unit_key == MONEY]
    if not moved:
        return None
    holders = {e.holder for e in moved}
    for e in moved:
        if (
            e.kind != "change"
            or e.sign != -1
            or e.value is None
            or e.verb_category != "verb_pay"
            or e.verb_lemma not in buyers
            or e.counterparty
        ):
            raise Unread  # money held, got, given or paid for no thing bought
    if len(holders) != 1:
        raise Unread
    if len({e.time for e in answer.graph.events}) > 1:
        raise Unread  # bought on Monday and on Tuesday: does the one payment cover both days?
    if timed and len({e.sentence_index for e in moved}) > 1:
        raise Unread  # "Later she bought a pen": a purchase of another time, paid then or now?
    return answer


__all__ = ["is_name", "name_gender", "note_value", "read_change_back", "tender_value"]
