""" "Ed has 4 pens. If Jo has 3 pens, how many pens do they have in all?": 'they' with the question's newcomer (ADR 0364).

A question's plural 'they' with no group read stands for everyone the story named (ADR 0058), and
a newcomer named in the question's opening clause used to make it refuse: "Tom has 5. Ann has 3.
If Sue has 4, how many do they have in all?" may ask about Tom and Ann or about all three. When
the story named exactly one person, though, 'they' cannot be that person alone, and a question
whose opening clause names exactly one more person, as its subject, can only ask about the two of
them (``pronouns._one_and_the_new``).

That reading takes for granted that nobody else is about. The pronoun's rule sees only the
entities read, and some people are mentioned without becoming holders ("went to the market with
his dad", "Tom, a farmer,", "her class"): any of them could be in 'they'. So this check refuses a
reading whose question's 'they' took in a newcomer when the story, or the question outside the
newcomer's own words, has any person noun, a collective noun of members ('family', 'team',
'class'; not 'box') or a speaker ('I', 'we', 'you').
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.pronouns import EVERYONE
from reader.speakers import is_speaker
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

SPEAKING = frozenset({"1", "2"})


def newcomer_in_they(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal when a question's 'they' for everyone counted a newcomer beside someone else mentioned."""
    everyone = next((e for e in problem.entity_registry if e.key == EVERYONE), None)
    if everyone is None:
        return None
    for r in problem.pronoun_resolution_history:
        if r.resolved_to != EVERYONE or r.sentence_index >= len(sentences):
            continue
        first_named = {e.key: e.sentence_index for e in problem.entity_registry}
        newcomers = [m for m in everyone.members if first_named.get(m, -1) >= r.sentence_index]
        if not newcomers:
            continue
        if any(is_speaker(e.key) for e in problem.entity_registry):
            return _refuse(sentences, r.sentence_index, r.token_index, "a speaker is named too")
        own = {part.casefold() for m in newcomers for part in m.replace("'s", " ").split()}
        for si in range(r.sentence_index + 1):
            for ti, word in enumerate(sentence_words(sentences[si], lexicon)):
                if word is None:
                    continue
                if si == r.sentence_index and word.lemma.casefold() in own:
                    continue  # "If his sister has 4": the newcomer's own words
                if _someone(word):
                    text = sentences[si].tokens[ti].text
                    return _refuse(
                        sentences, r.sentence_index, r.token_index, f"'{text}' may be one of them too"
                    )
    return None


def _someone(word) -> bool:
    """A word that names a person or people who may be in a 'they' without being read as a holder."""
    if word.category == "person_noun":
        return True
    if word.category == "noun" and word.attr("collective") == "yes" and word.attr("members") == "yes":
        return True  # 'family', 'team', 'class': people; not 'box', a collective of things
    return word.category == "pronoun" and word.attr("person") in SPEAKING


def _refuse(sentences: tuple[Sentence, ...], si: int, ti: int, why: str) -> ReaderRefusal:
    token = sentences[si].tokens[ti].text if ti < len(sentences[si].tokens) else ""
    return refuse(
        "ambiguous_pronoun_referent",
        f"'{token}' with a person the question names: {why}",
        si,
        ti,
        token,
    )


__all__ = ["newcomer_in_they"]
