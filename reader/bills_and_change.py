"""Banknotes counted as money, and a price found from a bill handed over and the change (ADR 0411).

Two retellings, each read again by a reading that already exists:

- Counted banknotes: "Rosa has six $20 bills and three $5 bills." A count of banknotes (a ``tender:
  note`` noun) with a worth told before it ("$20", "twenty dollar", "20 dollar") is money: the list
  is retold as one amount, "Rosa has $135.", and the whole reader reads the problem again. A banknote
  left out of the noun in a list ("4 $20 and 2 $10 bills") takes the noun of the list's last item; a
  count told against the item before it ("and three fewer $5 bills", "two more $1 bills") is that
  count less or plus its own. One banknote alone ("has a $20 bill") is not retold: it may as well be
  a bill of $20 to pay. Retold only when the question asks money (a money noun or dollars) and
  names no banknote, and when every banknote of the problem is in such a list: "3 bills" (no worth),
  "the $40 bill" (no count), "twice as many $5 bills", "fewer $5 bills than ..." leave the problem
  as it was, so it refuses as before.
- A price from the change: "<buyer> buys 4 mugs. <buyer> pays with a $50 bill and gets $14 in
  change." The money that stays with the seller is what was spent: "<buyer> pays $36 in total.",
  then read by the spending-whole reading (ADR 0381), which answers only "How much did each mug
  cost?"-shaped questions about one thing with an untold price, and refuses a purchase of several
  kinds whose prices may differ. The handing over and the change are told in one statement, the last
  of the story, as 'and'-joined clauses: "<buyer> pays|paid with <tender> and gets|got|receives $C
  [in] change [back]", "gives|pays [the cashier] <tender> and gets $C back"; a purchase clause may
  come first in the same statement ("buys 4 mugs and pays with ..."). The tender is a money amount or
  counted banknotes (`reader.change_back.tender_value`). It is not retold when the change is not less
  than what was handed over, the sentence holds a negation, contrast or 'or', or the subject is not
  one person (a name, 'he' or 'she').
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.change_back import is_name, note_value, tender_value
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word, said_in_dollars
from reader.tokenise import Sentence, split_sentences
from reader.whole_problem_words import Unread, or_none

STOP_CATEGORIES = frozenset({"negation", "contrast_marker", "disjunction", "subordinator"})
LIST_JOINS = frozenset({"and", ","})
COUNTED = frozenset({"noun", "unit_noun", "coin_noun", "adjective", "colour", "number_word", "scale_word"})
FEWER = frozenset({"fewer", "less"})
PLACES = frozenset({"in", "at", "on", "inside"})  # "five $2 bills in a coat": where banknotes are kept
MORE = frozenset({"more"})
SUBJECTS = frozenset({"he", "she"})
# words that may point back at banknotes as things: retold as money, they would point at nothing or wrongly
BACK_POINTERS = frozenset({"them", "they", "it", "its", "their", "ones", "those", "these", "each", "worth"})


def _note(word: Word | None) -> bool:
    return word is not None and word.attr("tender") == "note"


def _low(word: Word | None) -> str:
    return word.text.casefold() if word is not None else ""


def _money_text(value: Fraction) -> str:
    if value.denominator == 1:
        return f"${value.numerator}"
    cents = value * 100
    if cents.denominator != 1:
        raise Unread
    return f"${cents.numerator // 100}.{cents.numerator % 100:02d}"


# --- counted banknotes ----------------------------------------------------------------


def bills_as_money(text: str, lexicon: Lexicon) -> Rewrite | None:
    """Every counted list of banknotes retold as the money it is, when money is asked."""
    return or_none(_bills_as_money, text, lexicon)


def _asks_money(words: tuple[Word | None, ...]) -> bool:
    if any(_note(w) for w in words):
        return False  # "How much money are the $5 bills worth?"
    return any(
        w is not None
        and (w.category == "money_noun" or (w.category == "unit_noun" and w.attr("base") == "dollar"))
        for w in words
    )


def _bills_as_money(text: str, lexicon: Lexicon) -> Rewrite | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    question = sentence_words(sentences[-1], lexicon)
    if not _asks_money(question) or _bare_count(question, []):
        return None
    if any(_low(w) in BACK_POINTERS for s in sentences for w in sentence_words(s, lexicon)):
        return None  # "She gave two of them to Omar": a count of the banknotes, lost once they are money
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for sentence in sentences[:-1]:
        words = sentence_words(sentence, lexicon)
        if not any(_note(w) for w in words):
            if _bare_count(words, []):
                return None
            continue
        if any(w is None for w in words):
            raise Unread
        runs = _runs(words)
        if _bare_count(words, runs):
            return None
        for start, end in runs:
            after = words[end] if end < len(words) else None
            if after is not None and not (
                after.category in ("punctuation", "conjunction") or _low(after) in PLACES
            ):
                return None  # "three $50 bills to pay", "$20 bills for the rent": bills to pay, maybe
            value = _run_value(list(words[start:end]))
            said = text[sentence.tokens[start].start : sentence.tokens[end - 1].end]
            money = _money_text(value)
            edits.append((sentence.tokens[start].start, sentence.tokens[end - 1].end, money))
            steps.append(f"'{said}' is {money} in banknotes")
    return with_edits(text, edits, steps)


def _runs(words: tuple[Word, ...]) -> list[tuple[int, int]]:
    """The spans of the sentence's lists of counted banknotes; every banknote must be in one."""
    notes = [i for i, w in enumerate(words) if _note(w)]
    runs: list[tuple[int, int]] = []
    i = 0
    while i < len(notes):
        end = notes[i] + 1
        # the list runs on while a join is followed by more items that end on a banknote
        j = i + 1
        while j < len(notes) and all(
            _low(w) in LIST_JOINS or not w.category.startswith("verb") for w in words[end : notes[j]]
        ):
            between = words[end : notes[j]]
            if not between or _low(between[0]) not in LIST_JOINS:
                break
            end = notes[j] + 1
            j += 1
        start = _list_start(words, notes[i])
        if runs and start < runs[-1][1]:
            raise Unread
        runs.append((start, end))
        i = j
    return runs


def _bare_count(words: tuple[Word | None, ...], runs: list[tuple[int, int]]) -> bool:
    """A count outside the banknote lists with no noun or unit of its own ("She gave two to Omar"):
    it may count the banknotes, and once they are retold as money it would be read as dollars."""
    for i, w in enumerate(words):
        if w is None or any(a <= i < b for a, b in runs):
            continue
        if w.category not in ("number", "number_word") or (w.shape is not None and w.shape.unit):
            continue
        after = words[i + 1] if i + 1 < len(words) else None
        if after is None or after.category not in COUNTED:
            return True
    return False


def _list_start(words: tuple[Word, ...], note: int) -> int:
    """Where the list holding the banknote at ``note`` starts: after the verb or preposition before it."""
    at = note - 1
    while at >= 0:
        w = words[at]
        if w.category.startswith("verb") or w.category in ("prep_with", "prep_of", "preposition"):
            return at + 1
        if w.category == "punctuation" and _low(w) != ",":
            return at + 1
        at -= 1
    raise Unread  # a list at the sentence's start: "Six $5 bills are ..."


def _items(words: list[Word]) -> list[list[Word]]:
    """The list's items, split at 'and' and commas."""
    items: list[list[Word]] = [[]]
    for w in words:
        if _low(w) in LIST_JOINS:
            if items[-1]:
                items.append([])
            continue
        items[-1].append(w)
    if not items[-1]:
        raise Unread
    return items


def _run_value(words: list[Word]) -> Fraction:
    """The money of a list of counted banknotes: each count times its banknote's worth."""
    items = _items(words)
    noun = items[-1][-1]
    if not _note(noun):
        raise Unread
    total, counted = Fraction(0), Fraction(0)
    before: Fraction | None = None
    for item in items:
        if not _note(item[-1]):
            # "4 $20 and 2 $10 bills": the noun is the list's last item's
            if len(item) != 2 or not said_in_dollars(item[1]):
                raise Unread
            item = [*item, noun]
        count, worth = _item(item, before)
        total += count * worth
        counted += count
        before = count
    if counted < 2:
        raise Unread  # "has a 20 dollar bill": one banknote, or a bill of $20 to pay?
    return total


def _item(item: list[Word], before: Fraction | None) -> tuple[Fraction, Fraction]:
    """ "six $20 bills", "a $5 bill", "three fewer $5 bills": (count, one banknote's worth)."""
    compared = len(item) >= 4 and _low(item[1]) in FEWER | MORE
    said = [item[0], *item[2:]] if compared else item
    worth = note_value(said[1:-1])
    if worth.denominator != 1:
        raise Unread
    count = tender_value(said, bare=False) / worth  # a told count, 'a' only before one banknote
    if compared:
        if before is None:
            raise Unread  # fewer than what?
        count = before - count if _low(item[1]) in FEWER else before + count
        plural = _low(item[-1]) != item[-1].lemma.casefold()
        if count <= 0 or (count == 1) == plural:
            raise Unread
    return count, worth


# --- the price from the change ----------------------------------------------------------


def paid_less_change(text: str, lexicon: Lexicon) -> Rewrite | None:
    """ "pays with a $50 bill and gets $14 in change" retold as "pays $36 in total"."""
    return or_none(_paid_less_change, text, lexicon)


def _subject(word: Word) -> bool:
    """A name, 'he' or 'she'; a capitalised singular noun too ("Tom"), whom the spending-whole reading
    then holds to be its one buyer."""
    return (
        is_name(word)
        or _low(word) in SUBJECTS
        or (word.text[:1].isupper() and word.category == "noun" and "NN" in word.tags)
    )


def _clauses(words: list[Word]) -> list[list[Word]]:
    clauses: list[list[Word]] = [[]]
    for w in words:
        if _low(w) == "and":
            clauses.append([])
        else:
            clauses[-1].append(w)
    if any(not c for c in clauses):
        raise Unread
    return clauses


def _handed(clause: list[Word]) -> Fraction:
    """ "pays with a $50 bill", "gives $60", "paid the cashier two $20 bills": the money handed over."""
    verb, rest = clause[0], clause[1:]
    if verb.category == "verb_pay" and rest and rest[0].category == "prep_with":
        return tender_value(rest[1:], bare=True)
    if verb.category not in ("verb_pay", "verb_give"):
        raise Unread
    if (
        len(rest) > 2
        and _low(rest[0]) == "the"
        and rest[1].category == "person_noun"
        and rest[1].attr("trade") == "yes"
    ):
        rest = rest[2:]
    return tender_value(rest, bare=True)


def _change(clause: list[Word]) -> Fraction:
    """ "gets $14 in change", "got $14 change back", "receives $14 back": the change."""
    if len(clause) < 3 or clause[0].category != "verb_gain" or not said_in_dollars(clause[1]):
        raise Unread
    rest = [_low(w) for w in clause[2:]]
    if rest not in (["change"], ["in", "change"], ["change", "back"], ["back"], ["back", "in", "change"]):
        raise Unread
    if rest != ["back"] and clause[-1 if rest[-1] == "change" else -2].attr("tender") != "rest":
        raise Unread
    return clause[1].shape.value


def _past(word: Word) -> bool:
    return "VBD" in word.tags or "VBN" in word.tags


def _paid_less_change(text: str, lexicon: Lexicon) -> Rewrite | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    if any(s.is_question for s in sentences[:-1]):
        return None
    last: Sentence = sentences[-2]
    words = sentence_words(last, lexicon)
    if any(w is None for w in words) or not any(
        w.attr("tender") == "rest" or _low(w) == "back" for w in words
    ):
        return None
    if any(w.category in STOP_CATEGORIES for w in words):
        raise Unread
    body = list(words)
    if body and body[-1].category == "punctuation" and _low(body[-1]) == ".":
        body.pop()
    if last.terminator != "." or any(w.category == "punctuation" for w in body):
        raise Unread  # a statement ending in a full stop, with no comma
    subject, clauses = body[0], _clauses(body[1:])
    if not _subject(subject) or len(clauses) not in (2, 3):
        raise Unread
    bought = clauses[:-2]
    if bought and bought[0][0].category != "verb_buy":
        raise Unread
    paid = _handed(clauses[-2])
    back = _change(clauses[-1])
    if back >= paid:
        raise Unread  # change as large as the money handed over
    spent = paid - back
    pay = clauses[-2][0]
    verb = "paid" if _past(pay) else "pays"
    said = subject.text
    if bought:
        # "Tom buys 4 mugs and pays ...": the purchase keeps its sentence, the payment gets one of its own
        kept = last.tokens[clauses[-2][0].index - 2]
        edit = (kept.end, last.tokens[body[-1].index].end, f". {said} {verb} {_money_text(spent)} in total")
    else:
        edit = (
            last.tokens[1].start,
            last.tokens[body[-1].index].end,
            f"{verb} {_money_text(spent)} in total",
        )
    step = (
        f"{_money_text(paid)} handed over - {_money_text(back)} back in change ="
        f" {_money_text(spent)} spent in total"
    )
    return with_edits(text, [edit], [step])


__all__ = ["bills_as_money", "paid_less_change"]
