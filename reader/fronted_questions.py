"""Questions with a fronted clause or phrase before their question word (ADR 0249).

Two kinds of opening are read, each by asking the reader the question it says, never by a guess:

- a told change placed before the asked moment: "After Sam gives 4 apples to Ann, how many apples
  does Sam have?", with 'after' or 'once' (a time marker whose relation is 'after') or 'when'. The
  change happens before the moment the question asks about, exactly as in the question opened by
  'if' (ADR 0010, 0126), so the question is read again with 'If' in place of the opener and every
  check of that reading (moods and times, ADR 0147) applies. Only when the clause before the comma
  is one moving change: a verb that moves an amount (give, lose, gain, take, buy, sell, pay, earn,
  produce), no copula, auxiliary, negation or second subordinate word. "When Max is 3, ..." (a state
  to come, not a change) and "After he doesn't give ..." stay refused. Tenses must agree: a change
  told in the present is still to come or habitual, so a question asked in the past ("did he have")
  or about now ("does he have now") may ask about the moment before it: refused. A question about
  the start ("before", "at first", "initially") asks about the moment before the change: refused.
  The re-read answer must have read the clause as a change in the question sentence. A clause must
  tell an amount of its own, and none that the story told already: "She gives 6 to Leo. After she
  gives 6 to Leo, ..." (or "After she gives them to Leo") may retell the story's change, which read
  again would count twice;
- a pure connective that only points back to a told rate: "At this rate,", "At that rate,", "At the
  same rate," (also 'pace', 'speed', and "At this rate of speed,"). It adds nothing: the question is
  read without it, and the answer stands only when that reading applies a rate the story told before
  the question to an amount the question gives ("in 6 hours"); a question that applies no rate
  ("At this rate, how many apples will he have?") keeps its refusal;
- a fronted period the told rate runs for: "Sam reads 20 pages per day. After 5 days, how many pages
  will Sam have read?" is read as "... in 5 days?", only when that reading applies a rate of the asked
  verb told before the question, the story tells nothing else of the asked kind, and the question
  asks no holding ("how many will he have": what he held before the period counts too) and no
  earlier moment.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences

# Verbs whose clause tells an amount moving (the lexicon's verb categories).
MOVES = frozenset(
    {
        "verb_give",
        "verb_lose",
        "verb_gain",
        "verb_take",
        "verb_buy",
        "verb_sell",
        "verb_pay",
        "verb_earn",
        "verb_produce",
    }
)
# Words that make the clause something other than one told change.
NOT_A_CHANGE = frozenset(
    {"copula", "auxiliary", "negation", "subordinator", "question_word", "relative_pronoun", "verb_possess"}
)
PRESENT = frozenset({"VBZ", "VBP"})
PAST = frozenset({"VBD"})
# Time markers in the asked part that place the question before the change.
EARLIER = frozenset({"before", "start", "past"})
# Nouns naming a rate a connective may point back to.
RATE_NOUNS = frozenset({"rate", "pace", "speed"})
POINTING = frozenset({"this", "that"})
SCALED = "scaled"  # a question that applies a told rate to an amount of its own ("in 6 hours")
# Words that tell an amount in the clause.
AMOUNTS = frozenset({"number", "number_word", "fraction_word", "multiplier", "percent_word"})


@dataclass(frozen=True)
class Fronted:
    base: object  # the Answer of the question read without the opening
    value: object
    unit: str
    step: str


def _comma(sentence: Sentence) -> int | None:
    for i, token in enumerate(sentence.tokens):
        if token.text == ",":
            return i
    return None


def fronted_question(text: str, least_comma: int) -> tuple[tuple[Sentence, ...], Sentence, int] | None:
    """The sentences, the last (a question after a story with no other question) and its first comma.

    None unless the comma stands at token ``least_comma`` or later and something follows it: the
    shared first step of every reading of a question with a fronted part (ADR 0249, 0316).
    """
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question or any(s.is_question for s in sentences[:-1]):
        return None
    question = sentences[-1]
    comma = _comma(question)
    if comma is None or comma < least_comma or comma + 1 >= len(question.tokens):
        return None
    return sentences, question, comma


def _rest(text: str, sentence: Sentence, at: int) -> str:
    """The sentence from token ``at`` on, its first letter capitalised."""
    start = sentence.tokens[at].start
    rest = text[start : sentence.end]
    return rest[:1].upper() + rest[1:]


def _rate_connective(words: tuple[Word | None, ...], comma: int) -> bool:
    """ "At this rate", "At that rate", "At the same rate", "At this rate of speed": nothing more."""
    opening = words[:comma]
    if any(w is None for w in opening) or len(opening) < 3:
        return False
    low = [w.text.casefold() for w in opening if w is not None]
    if low[0] != "at" or opening[0].category != "prep_price":  # type: ignore[union-attr]
        return False
    at = 1
    if low[at] in POINTING and opening[at].category in ("determiner", "relative_pronoun"):  # type: ignore[union-attr]
        at += 1
    elif low[at] == "the" and at + 1 < len(low) and opening[at + 1].category == "equality_marker":  # type: ignore[union-attr]
        at += 2
    else:
        return False
    if at >= len(opening) or opening[at].category != "noun" or opening[at].lemma not in RATE_NOUNS:  # type: ignore[union-attr]
        return False
    tail = low[at + 1 :]
    return tail == [] or (
        len(tail) == 2 and tail[0] == "of" and opening[at + 2].lemma in RATE_NOUNS  # type: ignore[union-attr]
    )


def _opener(word: Word | None) -> bool:
    if word is None:
        return False
    if word.category == "time_marker":
        return word.attr("relation") == "after"
    return word.category == "question_word" and word.lemma.casefold() == "when"


def _change_clause(words: tuple[Word | None, ...], comma: int) -> str | None:
    """The tense of the fronted clause when it is one told change ('present' or 'past'); else None."""
    clause = words[1:comma]
    if not clause or any(w is None for w in clause):
        return None
    if any(w.category in NOT_A_CHANGE for w in clause if w is not None):
        return None
    verbs = [w for w in clause if w is not None and w.category.startswith("verb")]
    if len(verbs) != 1 or verbs[0].category not in MOVES:
        return None
    tags = set(verbs[0].tags)
    if tags & PRESENT and not tags & PAST:
        return "present"
    if tags & PAST and not tags & PRESENT:
        return "past"
    return None


def _amount_keys(words: tuple[Word | None, ...]) -> set[str]:
    """The amounts the words tell, by their value when the lexicon gives one ('six' and '6' alike)."""
    out = set()
    for w in words:
        if w is None or w.category not in AMOUNTS:
            continue
        value = w.attr("value") or w.attr("factor") or ""
        out.add(str(value).casefold() or w.text.casefold().replace("$", "").replace(",", ""))
    return out


def _restated(clause: tuple[Word | None, ...], story: tuple[Sentence, ...], lexicon: Lexicon) -> bool:
    """ "She gives 6 to Leo. After she gives 6 to Leo, ...": the clause may retell a change the story
    told; read again as a change it would be counted twice. A clause with no amount of its own
    ("After she gives them to Leo") cannot be told apart from such a retelling either."""
    mine = _amount_keys(clause)
    if not mine:
        return True
    told: set[str] = set()
    for sentence in story:
        told |= _amount_keys(sentence_words(sentence, lexicon))
    return bool(mine & told)


def _asked_past(words: tuple[Word | None, ...]) -> bool:
    """The asked part is told in the past: 'did', 'was', 'were', 'had' or a past verb."""
    for w in words:
        if w is None:
            continue
        if w.category == "auxiliary" and w.text.casefold() in ("did", "had"):
            return True
        if w.category == "copula" and w.text.casefold() in ("was", "were"):
            return True
        if w.category.startswith("verb") and "VBD" in w.tags and "VBN" not in w.tags and "VBZ" not in w.tags:
            return True
        if w.category == "verb_possess" and w.text.casefold() == "had":
            return True
    return False


def _asks_now(words: tuple[Word | None, ...]) -> bool:
    return any(w is not None and w.category == "time_marker" and w.attr("relation") == "now" for w in words)


def _asks_earlier(words: tuple[Word | None, ...]) -> bool:
    for w in words:
        if w is None:
            return True
        if w.category == "time_marker" and w.attr("relation") in EARLIER:
            return True
        if w.category == "ordinal_word" and w.lemma.casefold() == "first":
            return True  # "at first"
    return False


def _fronted_period(words: tuple[Word | None, ...], comma: int) -> bool:
    """ "After 5 days,", "After a week,": 'after', one amount (or 'a'), one unit of time, the comma."""
    if comma != 3 or any(w is None for w in words[:3]):
        return False
    first, amount, unit = words[0], words[1], words[2]
    assert first is not None and amount is not None and unit is not None
    if first.category != "time_marker" or first.lemma.casefold() != "after":
        return False
    counted = amount.category in ("number", "number_word") or (
        amount.category == "article" and amount.text.casefold() in ("a", "an")
    )
    return counted and unit.category == "unit_noun" and unit.attr("dimension") == "time"


def _after_period(
    text: str,
    sentences: tuple[Sentence, ...],
    question: Sentence,
    comma: int,
    lexicon: Lexicon,
    read: Callable[[str, Lexicon], object],
) -> Fronted | None:
    """ "Sam reads 20 pages per day. After 5 days, how many pages will Sam have read?": the period is
    the one the told rate runs for, as "... in 5 days?" says. Only when that reading applies a rate of
    the asked verb told before the question, and nothing else of the asked kind was told (a holding
    or an amount already done would be before the period or inside it: which?)."""
    from reader.answer import Answer

    words = sentence_words(question, lexicon)
    asked = words[comma + 1 :]
    if any(w is None or w.category in ("verb_remain", "negation") for w in asked):
        return None
    verbs = [w for w in asked if w is not None and w.category.startswith("verb")]
    if not verbs or verbs[-1].category == "verb_possess":
        return None  # "how many will he have": the period's amount and what was held before it
    if _asks_earlier(asked) or _asks_now(asked):
        return None
    period = text[question.tokens[1].start : question.tokens[2].end]
    body = _rest(text, question, comma + 1)
    if not body.endswith("?"):
        return None
    said = text[question.start : question.tokens[comma].end]
    story = text[: question.start].rstrip()
    result = read(f"{story} {body[:-1].rstrip()} in {period}?", lexicon)
    if not isinstance(result, Answer):
        return None
    graph = result.graph
    q = graph.question
    if q.kind != SCALED or q.given is None or graph.events:
        return None
    last = len(sentences) - 1
    used = [
        r
        for r in graph.rates
        if r.sentence_index < last and r.per_key.startswith("dim:time") and r.unit_key in graph.question_units
    ]
    if not used or any(r.verb_lemma != q.verb_lemma for r in used):
        return None
    step = f"'{said}' is the period the told rate runs for, as 'in {period}' says"
    return Fronted(result, result.value, result.unit, step)


def read_fronted_question(
    text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]
) -> Fronted | None:
    """The answer to a question whose opening clause or connective is read as ADR 0249 says; else None."""
    from reader.answer import Answer

    found = fronted_question(text, 2)
    if found is None:
        return None
    sentences, question, comma = found
    words = sentence_words(question, lexicon)
    asked = words[comma + 1 :]
    if not asked or asked[0] is None or asked[0].category != "question_word":
        return None
    if any(w is not None and w.text == "," for w in asked):
        return None  # a second fronted part or a list in the question: not this reading
    story = text[: question.start].rstrip()
    if _rate_connective(words, comma):
        said = text[question.start : question.tokens[comma].end]
        result = read(story + " " + _rest(text, question, comma + 1), lexicon)
        if not isinstance(result, Answer):
            return None
        graph = result.graph
        if graph.question.kind != SCALED or graph.question.given is None:
            return None  # "At this rate, how many apples will he have?": no rate is applied
        if not any(r.sentence_index < len(sentences) - 1 for r in graph.rates):
            return None
        step = f"'{said}' only points back to the rate told before the question"
        return Fronted(result, result.value, result.unit, step)
    if _fronted_period(words, comma):
        return _after_period(text, sentences, question, comma, lexicon, read)
    if not _opener(words[0]):
        return None
    tense = _change_clause(words, comma)
    if tense is None or _asks_earlier(asked):
        return None
    if tense == "present" and (_asked_past(asked) or _asks_now(asked)):
        return None  # "Once he buys 4, how many does he have now?": now is before a change to come
    if _restated(words[1:comma], sentences[:-1], lexicon):
        return None
    opener = question.tokens[0]
    supposed = story + " If " + text[opener.end : question.end].lstrip()
    result = read(supposed, lexicon)
    if not isinstance(result, Answer):
        return None
    last = len(sentences) - 1
    if not any(e.kind == "change" and e.sentence_index == last for e in result.graph.events):
        return None
    step = f"'{opener.text}' places the told change before the asked moment, as 'if' does"
    return Fronted(result, result.value, result.unit, step)
