"""Rules that open a question: "how" followed by "many" or "much"."""

from __future__ import annotations

from reader.rules.context import Result, Word, payload, previous_category, refuse_at, unexpected, with_payload
from reader.rules.subordinate import after_main_clause
from reader.rules.what_questions import asks_thing, on_quantity_noun, open_what
from reader.state import ProblemReadingState, SentenceReadingState, evolve
from reader.values import QuestionPart

# What a relative 'which' or 'who' may point back to when it describes an amount already read (ADR 0071).
DESCRIBED = frozenset({"thing", "person"})


def on_question_word(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    if s.frame == "question" and word.lemma == "how":
        return refuse_at(
            s, word, "expectation_collision", "a second question opens while one is still being read"
        )
    if word.lemma == "how" and word.text[:1] == "H" and s.token_index > 0:
        s = evolve(
            s, expectation="capital_how"
        )  # "If she has 33 dollars left How much ...": a question starts
    after_if = s.token_index > 0 and (_after_condition(s) or _after_unstopped_condition(s, word))
    opens_what = word.attr("asks") == "thing" and after_if  # "If ..., what is the number of ...?" (ADR 0091)
    if (
        word.lemma == "how" and s.token_index > 0 and (after_if or _after_unstopped_statement(s))
    ) or opens_what:
        from reader.rules.phrases import attach_elided, close_np, finish_clause

        closed = close_np(s, p)
        if not isinstance(closed, SentenceReadingState):
            return closed
        closed = attach_elided(closed, p)
        if not isinstance(closed, SentenceReadingState):
            return closed
        fresh = finish_clause(closed, subject_kept=False)
        return evolve(fresh, frame="question", expectation="what" if opens_what else "how")
    if asks_thing(word) and s.token_index == 0:
        return open_what(s)  # "What is the number of ...": ADR 0041
    if word.lemma == "when" and s.token_index == 0:
        return evolve(s, expectation="setting")  # "When the guests left, ...": a time setting (ADR 0048)
    if word.attr("relative") in DESCRIBED and s.frame != "question" and s.token_index > 0:
        from reader.rules.relatives import on_relative_pronoun

        return on_relative_pronoun(s, p, word)  # "2 bushes which were damaged" reads as "that" (ADR 0115)
    later = after_main_clause(s, p, word)  # "... when they were on sale" (ADR 0048)
    if later is not None:
        return later
    if word.lemma != "how" or s.token_index != 0:
        return unexpected(s, word, "(only questions opening with 'how many' or 'how much' have a rule)")
    return evolve(s, frame="question", expectation="how")


def after_condition_comma(s: SentenceReadingState, p: ProblemReadingState) -> Result | None:
    """ "If she eats 3, calculate ...": the condition closed so that the asking part may start (ADR 0126).

    None when the words read so far are not a condition clause ending in a comma.
    """
    if s.token_index == 0 or not _after_condition(s) or previous_category(s) != "punctuation":
        return None
    from reader.rules.phrases import attach_elided, close_np, finish_clause

    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    closed = attach_elided(closed, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    return finish_clause(closed, subject_kept=False)


def word_is_capital(s: SentenceReadingState) -> bool:
    return s.expectation == "capital_how"


def _after_condition(s: SentenceReadingState) -> bool:
    """ "If she eats 3, how many ...": a question may follow a condition clause and a comma."""
    markers = payload(s).markers + tuple(m for f in payload(s).finished_clauses for m in f.clause.markers)
    opened = any(m.category == "subordinator" and m.token_index == 0 for m in markers)
    return (
        opened
        and s.pending_verb is not None
        and (previous_category(s) == "punctuation" or word_is_capital(s))
    )


def _after_unstopped_condition(s: SentenceReadingState, word: Word) -> bool:
    """ "If they put 13 new ones in the bin how many ...": the comma after the condition is missing (ADR 0204).

    A 'how' inside a sentence-opening 'if' clause whose verb and amount are read cannot belong to the
    clause: the condition ends and the question starts, as it does after a comma.
    """
    markers = payload(s).markers + tuple(m for f in payload(s).finished_clauses for m in f.clause.markers)
    opened = any(m.category == "subordinator" and m.token_index == 0 for m in markers)
    told = bool(payload(s).quantities or s.pending_quantities or payload(s).finished_clauses)
    return word.lemma == "how" and opened and s.pending_verb is not None and told


def _after_unstopped_statement(s: SentenceReadingState) -> bool:
    """ "Then he bought 37 more cookies How many ...": a capital 'How' after a whole statement starts the question.

    The full stop is missing; the statement before it must have its verb and an amount (ADR 0045 addendum).
    """
    return (
        word_is_capital(s)
        and s.frame in ("operation", "initial_state")
        and s.pending_verb is not None
        and s.pending_entity_ref is not None
        and bool(payload(s).quantities or s.pending_quantities or payload(s).open_np is not None)
    )


def on_question_quantity(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    if previous_category(s) == "as_marker" and s.frame != "question":
        from reader.rules.multiples import as_many

        return as_many(s, p, word)
    if s.expectation != "how" or previous_category(s) != "question_word":
        return unexpected(s, word, "outside 'how many' / 'how much'")
    asks = "count" if word.attr("kind") == "count" else "amount"
    part = QuestionPart(asks, word.index)
    return evolve(with_payload(s, question=part), expectation="question_np")


QUESTION_HANDLERS = {
    "question_word": on_question_word,
    "question_quantity": on_question_quantity,
    "quantity_noun": on_quantity_noun,
}
