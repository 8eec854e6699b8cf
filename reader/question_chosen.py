"""A story pronoun whose referent only the question chooses (ADR 0330).

"Sam met Tom. He charges $1 for each tomato. He sold 2 tomatoes. How much money did Sam make?": 'He'
may be either man. Read as Tom, Sam is given nothing and the reading refuses as `underdetermined`, so
`read_all` dropped it and answered 2 with 'He' as Sam. Nothing in the story chose Sam; only the question
named him, and a question names whom it asks about, not whom the story meant. So when every answering
reading puts a story pronoun on a holder the question asks about, and a reading that asks the same
question refused only because that holder was given nothing (the pronoun on someone else), the pronoun
stays ambiguous. A reading dropped because the asked amount needs a number the story never told
("She gave Alyssa some. She has 28.") is about the story, not the question's choice, and is still dropped.

A question pronoun ("How many does he have now?") is left to the story as before (ADR 0322): there the
story's determined amounts do choose. A candidate named later in the pronoun's own clause is no
referent at all ("She gave Alyssa some of her shells": she is not Alyssa), so a reading that takes it is
still dropped.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.answer import NOTHING_FOR_ASKED, Answer
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal
from reader.tokenise import split_sentences

Choice = tuple[int, int, str]
Reading = tuple[tuple[Choice, ...], Answer | ReaderRefusal]

# Words that end the pronoun's clause: past them a name may again be the pronoun's referent.
CLAUSE_BREAKS = frozenset(
    {"conjunction", "contrast_marker", "subordinator", "relative_pronoun", "punctuation", "disjunction"}
)


def question_chose(text: str, read: list[Reading], lexicon: Lexicon) -> bool:
    """Some story pronoun is settled only by dropping a reading the question's holder left unfed."""
    answered = [choices for choices, result in read if isinstance(result, Answer)]
    if not answered:
        return False
    answers = [r for _, r in read if isinstance(r, Answer)]
    asked = {e for r in answers for e in r.graph.question.entities}
    sentences = split_sentences(text)
    question_at = len(sentences) - 1
    for choices, result in read:
        if not (
            isinstance(result, ReaderRefusal)
            and result.reason == "underdetermined"
            and result.detail == NOTHING_FOR_ASKED
        ):
            continue
        if any(s >= question_at and key not in asked for s, _, key in choices):
            continue  # the dropped reading asks about someone else: another question, not a story it left unfed
        for at_sentence, at_token, key in choices:
            if at_sentence >= question_at or key in asked:
                continue
            if not all(_chose_asked(ch, at_sentence, at_token, asked) for ch in answered):
                continue
            if _named_in_clause(sentences[at_sentence], at_token, key, lexicon):
                continue
            keys = {k for ch, _ in read for s, t, k in ch if (s, t) == (at_sentence, at_token)}
            if all(_continued(sentences, at_sentence, at_token, keys, a) & asked for a in answers):
                continue
            return True
    return False


def _chose_asked(choices: tuple[Choice, ...], at_sentence: int, at_token: int, asked: set[str]) -> bool:
    return any((s, t) == (at_sentence, at_token) and key in asked for s, t, key in choices)


def _continued(sentences, at_sentence: int, at_token: int, keys: set[str], answer: Answer) -> set[str]:
    """The person an opening pronoun carries on from the sentence before: its opening name when it names
    no other candidate ("Sam sells cookies. He sold 3", as ADR 0322 reads a pair member named alone), or
    the same pronoun read there for one person ("Ann has 4 pens. She gave 3 to Mia. She bought 2": Ann).
    Empty when the sentence before names both ("Sam met Tom. He ...") or opens otherwise."""
    if at_token != 0 or at_sentence == 0:
        return set()
    before = sentences[at_sentence - 1].tokens
    if not before:
        return set()
    opener = before[0].text.casefold()
    if opener in keys:  # "Sam sells cookies. He sold 3": Sam, when the sentence names no other candidate
        return {opener} if {t.text.casefold() for t in before} & keys == {opener} else set()
    if opener != sentences[at_sentence].tokens[at_token].text.casefold():
        return set()
    told = {
        e.doer if e.kind == "change" else e.holder
        for e in answer.graph.events
        if e.sentence_index == at_sentence - 1
    }
    return told if len(told) == 1 and told <= keys else set()


def _named_in_clause(sentence, at_token: int, key: str, lexicon: Lexicon) -> bool:
    """The candidate is named after the pronoun in its own clause, not as a possessor ("He gave Tom 3",
    not "He gave Tom's dog 3" or "He left and Tom ..."): the pronoun cannot be that person."""
    tokens = sentence.tokens
    words = sentence_words(sentence, lexicon)
    for i in range(at_token + 1, len(tokens)):
        word = words[i]
        if word is not None and word.category in CLAUSE_BREAKS:
            return False
        if tokens[i].text.casefold() == key:
            return not (i + 1 < len(tokens) and tokens[i + 1].text in ("'s", "'"))
    return False
