"""The average of the persons' told ages or measures: their sum over the count of them (ADR 0297).

"Lia's mom is three times as old as Lia, who is twice as old as Remy. If Remy is 5 years old,
what's the average age of the three?" refused at 'average' (no reading knows the word). An average over a
group is a sum divided by how many were summed, and both halves already have a sound reader: the
readings of ages (ADR 0122) and of stated measures (ADR 0101, 0120) answer "what is the sum of their
ages?" and "what is their total height?" over every person of the story, and refuse when any of
them has no age (or measure) fixed by the story, when a told age is not used, or when units differ.
So the question is asked again as that sum, and the average is the sum over the persons it added.

Read (the question's last clause, after an optional 'if' clause and its comma):

- "What is|was|'s the average <age | measure noun> of|for the N [of them | people]", "... of|for
  all N [of them]", "... of|for them", "What is|was their average <noun>", and the same opened by
  'calculate', 'find' or 'determine' instead of "what is";
- the sum is asked as "what is the sum of their ages" (age) or "what is their total <noun>"
  (a noun the pack marks with a `measure`: weight, height, length).

The items averaged must be exactly the told ones: the group counted by the question ('the three')
must be the number of persons the sum added, every one of them; a group of one is no average; an
average that is not a finite decimal (100 / 3) refuses, since it cannot be given exactly. 'average'
anywhere else in the problem (a told average, "an average of 40 books") refuses: a told average is
not an item of the story.

The average of told acts (`read_average_acts`) is read the same way, through the total:

- "How many <things> did they|each of them <verb> on average?", "On average, how many ...?", "What
  is|was the average number of <things> [that] <subject> <verb>ed?" ask the total ("How many <things>
  did they <verb> in total?") over the persons who did the act: every asked person, each with a told
  amount of the act, two or more;
- with "per|each|a day" and "over|in|during the|these|those N days" the count is the days the acts
  were told on (Monday, yesterday: tags of a whole day), and it must be N: a story that leaves a day
  out, or a question with no count of days, refuses (the days between two told days may count);
- every amount of the asked things must be a told change by the asked verb, all one way (picked, or
  sold), with no share, comparison, multiple, rate, holding or group total, and the total must be
  exactly their sum.

ADR 0299: every item averaged over persons is one person (a name, or a singular person noun: not
"Leo's dog", not "her brothers"); the whole asked beside the average ("together", "in all") refuses;
an amount said with a comparative ("12 more muffins on Tuesday") counts only after an earlier act of
the same holder (per day: on the same day).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from packs.model import Lexicon
from reader.derivation import fmt
from reader.lifecycle import sentence_words
from reader.text_words import text_words
from reader.tokenise import Sentence, split_sentences

_IMPERATIVES = frozenset({"calculate", "find", "determine"})
_COPULAS = frozenset({"is", "was", "'s"})
_PERSONS = frozenset({"people", "persons"})


def _is(word, category: str, *texts: str) -> bool:
    return word is not None and word.category == category and (not texts or word.text.casefold() in texts)


def _group(words) -> int | None:
    """The count a group phrase names: 'the three [of them | people]', 'all three [of them]' -> 3;
    'them' -> 0 (every person, any count); None for anything else."""
    if len(words) == 1 and _is(words[0], "pronoun", "them"):
        return 0
    if len(words) < 2 or words[0] is None or words[0].text.casefold() not in ("the", "all"):
        return None
    number = words[1]
    if number is None or number.category != "number_word" or not number.attr("value"):
        return None
    value = Fraction(number.attr("value"))
    if value.denominator != 1 or value < 2:
        return None
    rest = [w.text.casefold() if w is not None else "" for w in words[2:]]
    if rest not in ([], ["of", "them"]) and not (
        words[0].text.casefold() == "the" and rest in (["people"], ["persons"])
    ):
        return None
    return int(value)


def _asked(words) -> tuple[int, str, int | None, str] | None:
    """(index where the asked clause starts, the noun averaged, the group count, the copula) or None."""
    n = len(words)
    while n and _is(words[n - 1], "punctuation"):
        n -= 1
    words = words[:n]
    at = [i for i, w in enumerate(words) if w is not None and w.lemma.casefold() == "average"]
    if len(at) != 1:
        return None
    avg = at[0]
    if avg < 1 or avg + 1 >= n:
        return None
    noun = words[avg + 1]
    if noun is None or noun.category != "noun" or "NN" not in noun.tags:
        return None
    name = noun.lemma.casefold()
    if name != "age" and not noun.attr("measure"):
        return None
    before = words[avg - 1]
    if before is None:
        return None
    if before.text.casefold() == "their" and before.category == "pronoun":
        if avg + 2 != n:
            return None
        count: int | None = 0
    elif _is(before, "article", "the"):
        if avg + 2 >= n or words[avg + 2] is None or words[avg + 2].text.casefold() not in ("of", "for"):
            return None
        count = _group(words[avg + 3 : n])
        if count is None:
            return None
    else:
        return None
    start = avg - 1
    if start >= 2 and _is(words[start - 2], "question_word", "what") and words[start - 1] is not None:
        copula = words[start - 1].text.casefold()
        if words[start - 1].category not in ("copula", "possessive_marker") or copula not in _COPULAS:
            return None
        opened = start - 2
        copula = "is" if copula == "'s" else copula
    elif start >= 1 and words[start - 1] is not None and words[start - 1].lemma.casefold() in _IMPERATIVES:
        opened, copula = start - 1, "is"
    else:
        return None
    if opened and not _is(words[opened - 1], "punctuation"):
        return None  # the asked clause must open the sentence or follow a comma ("If ..., what is ...")
    return opened, name, count, copula


def _story_and_question(text: str) -> tuple[Sentence, ...] | None:
    """The sentences, when there is a story before the question and it tells no average of its own."""
    sentences = split_sentences(text)
    if len(sentences) < 2:
        return None
    for sentence in sentences[:-1]:
        if any(t.text.casefold().startswith("average") for t in sentence.tokens):
            return None  # a told average is no item of the story
    return sentences


def read_average(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]):
    """(the sum's Answer, the average, the step) when the question asks the average of the persons."""
    from reader.answer import Answer

    if "average" not in text_words(text, lexicon).lemmas:
        return None  # _asked needs the one word whose lemma is 'average'

    sentences = _story_and_question(text)
    if sentences is None:
        return None
    question = sentences[-1]
    found = _asked(sentence_words(question, lexicon))
    if found is None:
        return None
    opened, name, count, copula = found
    first = question.tokens[opened]
    asked = "the sum of their ages" if name == "age" else f"their total {name}"
    head = "What" if opened == 0 else "what"
    plain = text[: first.start] + f"{head} {copula} {asked}?"
    result = read(plain, lexicon)
    if not isinstance(result, Answer):
        return None
    graph = result.graph
    if not graph.question_units or not graph.question_units[0].startswith("measure:"):
        return None
    persons = graph.question.entities
    if len(persons) < 2 or len(set(persons)) != len(persons) or (count and count != len(persons)):
        return None  # 'the three' over two persons, or an average of one
    if not all(_one_person(graph, key, lexicon) for key in persons):
        return None  # "Leo's dog" or "her brothers" summed as one item of the persons' average
    value = result.value / len(persons)
    rest = value.denominator
    for p in (2, 5):
        while rest % p == 0:
            rest //= p
    if rest != 1:
        return None  # not a finite decimal: the average cannot be given exactly
    step = f"the average {name} of the {len(persons)}: {fmt(result.value)} / {len(persons)} = {fmt(value)}"
    return result, value, step


def _one_person(graph, key: str, lexicon: Lexicon) -> bool:
    """The summed item ``key`` is one person: its head word a name or a singular person noun.

    'their' of the sum reaches every holder of the story, and an animal ("Leo's dog is 20 inches
    tall") or a plural ("her brothers are 4") is no one person of an average over persons."""
    entity = next((e for e in graph.entities if e.key == key), None)
    if entity is None or entity.number != "singular" or entity.members:
        return False
    head = entity.label.split()[-1] if entity.label.split() else ""
    if head[:1].isupper():
        return True  # a name as written ('Tom', 'Cam': names the pack may list as nouns)
    sense = lexicon.lookup(head)
    return sense is not None and sense.category == "person_noun" and "NNS" not in sense.tags


def said_with_comparative(sentences, lexicon: Lexicon, event) -> bool:
    """The act's amount is said with a comparative ("12 more muffins", "baked 12 more")."""
    if event.sentence_index >= len(sentences):
        return True
    words = sentence_words(sentences[event.sentence_index], lexicon)
    after = event.token_index + 1
    return after < len(words) and words[after] is not None and words[after].category == "comparative"


# --- the average of told acts, per person or per day ----------------------------------------------

_DAY_WHOLES = frozenset({"week", "days"})  # time tags whose parts are whole days (Monday; today)
_AUX = {"VBD": "did", "VBZ": "does", "VBP": "do", "VB": "do"}


def _text(word) -> str:
    return "" if word is None else word.text.casefold()


def _period(words, at: int) -> tuple[int, str] | None:
    """ "per|each|a day" at ``at``: (its length, the period's lemma)."""
    if at + 1 >= len(words) or words[at] is None or words[at + 1] is None:
        return None
    marker, unit = words[at], words[at + 1]
    if unit.category != "unit_noun" or "NN" not in unit.tags or unit.text.casefold() != unit.lemma.casefold():
        return None
    if marker.category == "rate_marker" and _text(marker) == "per":
        return 2, unit.lemma.casefold()
    if _text(marker) in ("each", "a") and marker.category in ("distributive", "article"):
        return 2, unit.lemma.casefold()
    return None


def _scope(words, at: int) -> tuple[int, str, int] | None:
    """ "over|in|during|for the|these|those N days" at ``at``: (its length, the period's lemma, N)."""
    if at + 3 >= len(words) or any(w is None for w in words[at : at + 4]):
        return None
    prep, det, number, unit = words[at : at + 4]
    if _text(prep) not in ("over", "in", "during", "for") or _text(det) not in ("the", "these", "those"):
        return None
    if number.category == "number_word" and number.attr("value"):
        count = Fraction(number.attr("value"))
    elif number.category == "number" and number.shape is not None and number.shape.primitive == "integer":
        count = Fraction(number.shape.value)
    else:
        return None
    if unit.category != "unit_noun" or count.denominator != 1 or count < 2:
        return None
    return 4, unit.lemma.casefold(), int(count)


def _on_average(words, at: int) -> bool:
    return _text(words[at]) == "on" and at + 1 < len(words) and _text(words[at + 1]) == "average"


def _acts_asked(words):
    """(start of the asked clause, the total question's words as texts, period, scope count) or None."""
    n = len(words)
    while n and _is(words[n - 1], "punctuation"):
        n -= 1
    words = words[:n]
    if any(w is None for w in words):
        return None
    whats = [i for i, w in enumerate(words) if _is(w, "question_word", "what", "how")]
    if len(whats) != 1:
        return None
    start = whats[0]
    opened = start
    if start >= 3 and _on_average(words, start - 3) and _is(words[start - 1], "punctuation"):
        opened = start - 3  # "On average, how many ..."
        if opened and not _is(words[opened - 1], "punctuation"):
            return None
        fronted = True
    else:
        if start and not _is(words[start - 1], "punctuation"):
            return None
        fronted = False
    clause = list(words[start:])
    period = scope = None
    averaged = fronted
    # the tail: "on average", "per day", "over the three days", in any order, each once
    changed = True
    while changed and len(clause) > 3:
        changed = False
        if not averaged and _on_average(clause, len(clause) - 2):
            clause, averaged, changed = clause[:-2], True, True
            continue
        for size in (2,):
            found = _period(clause, len(clause) - size) if period is None else None
            if found is not None:
                period, clause, changed = found[1], clause[:-size], True
        if changed:
            continue
        found_scope = _scope(clause, len(clause) - 4) if scope is None else None
        if found_scope is not None:
            scope, clause, changed = found_scope, clause[:-4], True
    if _text(clause[0]) == "what":
        if averaged:
            return None
        texts = _what_number(clause)
    elif averaged:
        texts = _how_many(clause)
    else:
        return None
    if texts is None:
        return None
    if any(_together(clause, i) for i in range(len(clause))):
        return None  # "together", "altogether", "in all": the total asked beside its average
    if sum(w.lemma.casefold() == "average" for w in clause) != (1 if _text(clause[0]) == "what" else 0):
        return None  # another 'average' left in the question
    return opened, texts, period, scope


def _together(clause, at: int) -> bool:
    """A word asking the whole ("together", "combined", "in total", "in all") at ``at``."""
    word = clause[at]
    if word.category == "aggregate_marker":
        return True
    following = clause[at + 1] if at + 1 < len(clause) else None
    return (
        word.category == "prep_in"
        and following is not None
        and following.category in ("determiner", "quantifier")
        and _text(following) == "all"
    )


def _how_many(clause) -> list[str] | None:
    """ "how many <things> <aux> <subject> <verb> ...": the same words; 'each of them' as 'they'."""
    if len(clause) < 5 or not _is(clause[1], "question_quantity", "many") or clause[2].category != "noun":
        return None
    texts = [w.text for w in clause]
    aux = next((i for i, w in enumerate(clause) if w.category == "auxiliary"), None)
    if aux is None or aux < 3:
        return None
    if [_text(w) for w in clause[aux + 1 : aux + 4]] == ["each", "of", "them"]:
        texts[aux + 1 : aux + 4] = ["they"]
    return texts


def _what_number(clause) -> list[str] | None:
    """ "what is the average number of <things> [that] <subject> <verb> ...": as "how many ... <aux> ..."."""
    texts = [_text(w) for w in clause]
    if len(clause) < 8 or texts[2:6] != ["the", "average", "number", "of"] or clause[1].category != "copula":
        return None
    if clause[6].category != "noun" or "NNS" not in clause[6].tags:
        return None
    at = 7
    if clause[at].category == "relative_pronoun" and texts[at] == "that":
        at += 1
    if at + 1 >= len(clause):
        return None
    subject, verb = clause[at], clause[at + 1]
    if subject.category not in ("pronoun", "name") or (
        subject.category == "pronoun" and subject.attr("case") != "subject"
    ):
        return None
    if not verb.category.startswith("verb") or verb.category == "verb_possess":
        return None
    tag = next((t for t in ("VBD", "VBZ", "VBP") if t in verb.tags), None)
    if tag is None:
        return None
    return ["How", "many", clause[6].text, _AUX[tag], subject.text, verb.lemma] + [
        w.text for w in clause[at + 2 :]
    ]


def read_average_acts(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]):
    """(the total's Answer, the average, the step) for an average of told acts per person or per day."""
    from reader.answer import Answer

    if "average" not in text_words(text, lexicon).texts:
        return None  # _acts_asked needs "on average" or "the average number of"

    sentences = _story_and_question(text)
    if sentences is None:
        return None
    question = sentences[-1]
    found = _acts_asked(sentence_words(question, lexicon))
    if found is None:
        return None
    opened, texts, period, scope = found
    if scope is not None and (period is None or scope[1] != period):
        return None  # "over the three weeks" beside "per day": two periods
    if period is not None and (period != "day" or scope is None):
        return None  # only whole days, and only over a told count of them ("over the 3 days")
    first = question.tokens[opened]
    plain = text[: first.start] + " ".join(texts) + " in total?"
    if opened == 0:
        plain = text[: first.start] + plain[first.start].upper() + plain[first.start + 1 :]
    result = read(plain, lexicon)
    if not isinstance(result, Answer):
        return None
    graph = result.graph
    q = graph.question
    if graph.rates and any(r.unit_key in graph.question_units for r in graph.rates):
        return None  # a rate turns a period into amounts: no told item to count
    if graph.totals:
        return None
    acts = [e for e in graph.events if e.unit_key in graph.question_units]
    if q.kind != "change" or not acts or len({e.sign for e in acts}) != 1:
        return None  # the total of acts, all of one way (picked, or sold), not a holding
    if any(
        e.kind != "change" or e.value is None or e.share is not None or e.than or e.times != 1 for e in acts
    ):
        return None  # every averaged item must be a told amount moved by the asked act
    if not q.verb_lemma or any(e.verb_lemma != q.verb_lemma for e in acts):
        return None
    factors = {e.unit_factor for e in acts}
    if len(factors) != 1 or sum((e.value for e in acts), Fraction(0)) / factors.pop() != result.value:
        return None  # the total is not the sum of the told acts
    holders = {e.holder for e in acts}
    if set(q.entities) != holders:
        return None  # someone asked who did none of it, or an act by someone not asked
    for e in acts:
        if said_with_comparative(sentences, lexicon, e) and not any(
            o.holder == e.holder and o.order < e.order and (period is None or o.time == e.time) for o in acts
        ):
            return None  # "12 more muffins on Tuesday": more than Monday's, or 12 made that day?
    if period is None and not all(_one_person(graph, h, lexicon) for h in holders):
        return None  # an animal or a plural as one person of the average
    if period is None:
        count, what = len(holders), "persons"
    else:
        times = {e.time for e in acts}
        if None in times or any(t.split(":")[0] not in _DAY_WHOLES for t in times):
            return None  # an act told on no day, or on a part of a day
        count, what = len(times), "days"
        if count != scope[2]:
            return None  # "over the 4 days" with acts told on 3 of them
    if count < 2:
        return None
    value = result.value / count
    rest = value.denominator
    for p in (2, 5):
        while rest % p == 0:
            rest //= p
    if rest != 1:
        return None
    step = f"the average over the {count} {what}: {fmt(result.value)} / {count} = {fmt(value)}"
    return result, value, step
