"""'making sure each shelf had 9 books': a clause a making verb and a word like 'sure' make true (ADR 0220).

"Rachel was organizing her books making sure each shelf had 9 books on it" says two things: what
Rachel was doing, and that each shelf had 9 books. The word after the making verb carries
``complement: made`` in the lexicon; with it, the clause after it (or after its 'that') is made so
in the story, as a fact after a verb of knowing is (ADR 0095). The sentence is read as two: the
part before the making verb as a statement of its own, then the clause, with every token at its
own index.

Only a statement with no negation anywhere is read ("not making sure" says nothing is so), the
making verb must stand right before the word, the clause must open as a sentence does (a
subject, 'each', 'there', an amount) and carry no auxiliary ("making sure she would have 5" is a
plan, not a fact). 'each of the <things>' in the clause is read by ADR 0154's rule, as in a
sentence of its own. Anything else keeps the refusal it had.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.complements import CLAUSE_OPENERS
from reader.each_of import each_of_feed
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal, refuse
from reader.relative_readings import Choices, Feed, feed_tokens, read_rest, words_of
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

MADE = "made"
MAKING_VERBS = frozenset({"verb_produce"})
# What the making participle may follow: the end of the doing's object, or a comma.
AFTER_PHRASE = frozenset({"noun", "unit_noun", "person_noun", "name", "punctuation"})
BARRED = frozenset(
    {"auxiliary", "subordinator", "relative_pronoun", "question_word", "verb_need", "negation"}
)


def read_made_sure(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as what the doer did and the clause made true; else the old refusal."""
    if refusal.sentence_index != problem.sentence_index or sentence.is_question:
        return refusal
    words = words_of(sentence, lexicon)
    verb = _making_verb(words)
    if verb is None or refusal.token_index < verb:
        return refusal
    first = verb + 2
    if words[first].category == "relative_pronoun":
        first += 1
    if first >= len(words) or words[first].category not in CLAUSE_OPENERS:
        return refusal
    if any(w.category == "auxiliary" for w in words[first:]):
        return refusal
    part = Sentence(sentence.tokens[:verb], sentence.start, sentence.tokens[verb - 1].end, ".")
    state = feed_tokens(part, problem, lexicon, choices, Feed(), begin_sentence(problem, sentence.start))
    if isinstance(state, ReaderRefusal):
        return refusal
    told = end_sentence(state, problem, part.end, False)
    if isinstance(told, ReaderRefusal):
        return refusal
    feed = each_of_feed(words, first, told)
    if feed is None:
        return refusal
    return read_rest(sentence, told, problem, lexicon, choices, first, feed)


def _making_verb(words: tuple) -> int | None:
    """The index of the one making participle before a ``complement: made`` word, in a plain doing."""
    if any(w is None for w in words) or any(w.category == "negation" for w in words):
        return None
    found = [
        at
        for at in range(1, len(words) - 2)
        if words[at].category in MAKING_VERBS
        and words[at + 1].category == "adjective"
        and words[at + 1].attr("complement") == MADE
    ]
    if len(found) != 1 or not _plain_doing(words, found[0]):
        return None
    return found[0]


def made_sure_containers(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A rate made true while someone arranged things describes that person's containers then (ADR 0228).

    "Kira was organizing her desk making sure each of the jars had 5 beans" tells what Kira's jars
    held as she arranged them. It says nothing of Omar's jars ("Omar had 3 jars. How many beans did
    Omar have?" answered 15), nor of jars she got after it ("She bought 2 more jars" answered for
    them too). So the containers of such a rate must be held only by the one doing the arranging,
    and none may come to them after the sentence; containers that leave keep their contents.
    """
    for si, sentence in enumerate(sentences):
        if sentence.is_question:
            continue
        words = words_of(sentence, lexicon)
        verb = _making_verb(words)
        if verb is None:
            continue
        makers = {e.entity for e in problem.scene_events if e.order[0] == si}
        makers |= {
            h.entity
            for h in problem.accumulated_initial_state
            if h.quantity.sentence_index == si and h.quantity.token_index < verb
        }
        containers = {
            h.quantity.per.head
            for h in problem.accumulated_initial_state
            if h.quantity.sentence_index == si
            and h.quantity.per is not None
            and h.quantity.token_index > verb
        }
        for h in problem.accumulated_initial_state:
            q = h.quantity
            if q.per is None and q.unit is not None and q.unit.head in containers and h.entity not in makers:
                return refuse(
                    "underdetermined",
                    f"'{h.entity}' holds {q.unit.head}s, but only the arranger's were made to hold the rate",
                    q.sentence_index,
                    q.token_index,
                    q.text,
                )
        for op in problem.accumulated_operations:
            q = op.quantity
            if q.unit is None or q.unit.head not in containers:
                continue
            gainer = op.counterparty if op.kind == "transfer" else op.actor if op.kind == "gain" else ""
            if gainer and (gainer not in makers or q.sentence_index > si):
                return refuse(
                    "underdetermined",
                    f"{q.unit.head}s got after the arranging: what they hold is not told",
                    q.sentence_index,
                    q.token_index,
                    q.text,
                )
    return None


def _plain_doing(words: tuple, verb: int) -> bool:
    """ "Rachel was organizing her books making ...": one doing, its object, then the making participle.

    The making verb must be a participle after a finished phrase ("her books", a comma), never the
    object of another verb ("tried making sure", "thought she made sure"), and the part before it
    must hold exactly one verb, with no auxiliary, condition or verb of belief or knowing.
    """
    if "VBG" not in words[verb].tags:
        return False
    if words[verb - 1].category not in AFTER_PHRASE:
        return False
    head = words[:verb]
    if any(w.category in BARRED or w.attr("complement") for w in head):
        return False
    return sum(1 for w in head if w.category.startswith("verb")) == 1


__all__ = ["made_sure_containers", "read_made_sure"]
