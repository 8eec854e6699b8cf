"""An amount told with its own time ("drove 30 km in 2 hours") left out of a total of the same doing.

The sentence rules read "X in T" as a rate, which is right for a question that asks what a pace gives
(how far in 3 hours), but the X was also done. A question asking how much of that doing was done, with no
period of its own, would then add up the other amounts only: "Ava drove 30 km in 2 hours. Then she drove
60 km. How many km did she drive?" is 90, not 60. Until the told amount is kept as an event too, such an
answer is refused (red-team round 0392).
"""

from __future__ import annotations

from reader.answer import Answer
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import split_sentences


def done_rate_left_out(text: str, answer: Answer) -> ReaderRefusal | None:
    """A refusal when a rate told as an amount in a time shares the asked holder, unit and verb."""
    graph = answer.graph
    question = graph.question
    if question is None or question.kind != "change" or question.given is not None:
        return None
    for rate in graph.rates:
        if (
            _told_over_time(text, rate.text, rate.sentence_index, rate.token_index)
            and rate.holder in question.entities
            and rate.unit_key in graph.question_units
            and rate.verb_lemma == question.verb_lemma
            and not _time_spent(graph.events, rate.holder, rate.per_key)
            and not _kept_as_done(graph.events, rate)
        ):
            detail = (
                f"'{rate.text.split('/')[0]}' was told with the time it took, so it was done too; "
                "a total of that doing that leaves it out would be wrong"
            )
            return refuse("underdetermined", detail, rate.sentence_index, rate.token_index, rate.text)
    return None


def _time_spent(events: tuple, holder: str, per_key: str) -> bool:
    """Whether the holder was told a time of doing, which the rate turns into an amount (it was used)."""
    return any(event.holder == holder and event.unit_key == per_key for event in events)


def _kept_as_done(events: tuple, rate) -> bool:
    """Whether the sentence that told the rate also gave its amount as done ("baked 20 pies in 2 days")."""
    return any(
        event.holder == rate.holder
        and event.unit_key == rate.unit_key
        and event.sentence_index == rate.sentence_index
        for event in events
    )


def _told_over_time(text: str, rate_text: str, sentence_index: int, token_index: int) -> bool:
    """Whether the rate was told as an amount and the time it took ("30/2", "30 km in an hour")."""
    if "/" in rate_text:
        return True
    sentences = split_sentences(text)
    if sentence_index >= len(sentences):
        return False
    tokens = sentences[sentence_index].tokens[token_index + 1 :]
    return any(token.text.casefold() == "in" for token in tokens)
