"""The contents of "the remaining <containers>": the containers a holder still has (ADR 0288).

"Lia has 6 tulips in her garden, and each tulip has 5 petals. If she gives 3 tulips to her aunt,
how many petals does she have on the remaining tulips in her garden?" 'remaining' after an article
has no rule, so the question refused. The daisies that remain are the ones she still has after the
gift; converting her daisies through the rate per daisy already counts those (the end of her chain,
`answer._converted`). So the question is read again with "the remaining daisies" said as "the
daisies", and the answer stands only when that reading shows what 'remaining' claims:

- the question has exactly one "the remaining <noun>", the noun plural;
- the plain question answers, through a rate of the asked units per that noun (the conversion), with
  nothing of the asked units read directly;
- every asked holder (or, with none asked, some holder) of that container lost some of them in the
  story: with no loss, 'remaining' would name something the story never set apart, and it refuses;
- no holder who lost some also gained some ("lost 2 boxes and bought 3 boxes": the ones left of the
  first, or every one held now?).
"""

from __future__ import annotations

from collections.abc import Callable

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.tokenise import split_sentences


def _remaining(words) -> list[tuple[int, str]]:
    """(index of 'remaining', noun lemma) for each "the remaining <plural noun>"."""
    found = []
    for at in range(1, len(words) - 1):
        before, word, noun = words[at - 1], words[at], words[at + 1]
        if (
            before is not None
            and before.category == "article"
            and before.text.casefold() == "the"
            and word is not None
            and word.category == "verb_remain"
            and word.text.casefold() == "remaining"
            and noun is not None
            and noun.category == "noun"
            and noun.text.casefold() != noun.lemma.casefold()  # plural: "daisies", not "daisy"
        ):
            found.append((at, noun.lemma.casefold()))
    return found


def read_remaining_containers(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]):
    """(the plain question's Answer, the step) when "the remaining <containers>" are the ones still held."""
    from reader.answer import Answer

    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    question = sentences[-1]
    found = _remaining(sentence_words(question, lexicon))
    if len(found) != 1:
        return None
    at, lemma = found[0]
    token = question.tokens[at]
    plain = text[: token.start].rstrip() + " " + text[token.end :].lstrip()
    result = read(plain, lexicon)
    if not isinstance(result, Answer):
        return None
    graph = result.graph
    q = graph.question
    if not any(r.per_head == lemma and r.unit_key in graph.question_units for r in graph.rates):
        return None
    if any(e.unit_key in graph.question_units for e in graph.events):
        return None
    containers = [e for e in graph.events if e.unit_key.split("+")[0] == lemma]
    lost = {e.holder for e in containers if e.kind == "change" and e.sign < 0}
    if not lost or (q.entities and not set(q.entities) <= lost):
        return None
    if any(e.kind == "change" and e.sign > 0 and e.holder in lost for e in containers):
        return None  # "lost 2 boxes and bought 3": the ones left of the first, or all held now?
    step = f"'the remaining {lemma}' are the ones still held after some were lost: the end of the holding"
    return result, step
