"""The checks that refuse a finished reading before it is solved, in the order they run.

Each rule module that finds some readings unsound offers one check; the reader runs them in turn and
the first refusal wins. They live here as two lists, so a new check is one line rather than one more
block in api.py: story checks see the sentences and the problem state, graph checks also see the
graph that state was finalised into.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from packs.model import Lexicon
from reader.activity import another_act_of_the_group
from reader.activity_objects import check as activity_objects
from reader.asked_days import days_of_a_doing
from reader.asked_direction import asked_direction
from reader.asked_members import more_members_than_counted
from reader.asked_modals import check as asked_modals
from reader.asked_moves import (
    general_gain_beside_other_gains,
    given_beside_gains,
    unnamed_move,
    use_beside_mixing,
)
from reader.compared_now import check as compared_now
from reader.compared_now import timed_reference
from reader.contents_of_other_kind import contents_of_other_kind
from reader.copied_sends import copied_send
from reader.dated_comparisons import dated_comparison
from reader.day_counts import check as day_counts
from reader.distribution import receivers_before
from reader.echoed_settings import check as echoed_setting
from reader.echoed_settings import unsaid_held_place
from reader.every_periods import span_off_the_cycle
from reader.frequency_periods import span_off_the_period
from reader.gains_for_others import check as gains_for_others
from reader.generic_statements import particular_thing
from reader.goal_prices import goal_with_priced_thing
from reader.graph import MathProblemGraph
from reader.habit_questions import check as habit_question
from reader.habit_questions import scaled_beside_move
from reader.habit_scenes import habit_asked
from reader.held_parts import part_of_told_things
from reader.held_place_moves import moved_held_place, moved_own_place
from reader.held_roles import kept_as_role
from reader.indefinite_places import one_place_or_two
from reader.job_costs import untold_count_of_priced_doing
from reader.kept_contents import contents_kept_elsewhere
from reader.kinds import lexicon_kinds
from reader.left_after_gains import check as left_after_gains
from reader.loans import owned_or_returned
from reader.made_sure import made_sure_containers
from reader.measure_moves import unconverted_moves
from reader.measure_systems import mixed_systems
from reader.media import moved_from_own_place
from reader.member_kinds import amountless_members, unknown_member_kinds
from reader.more_without_than import check as more_without_than
from reader.more_without_than import more_to_another_receiver
from reader.move_tenses import check as move_tenses
from reader.narrowed_counts import one_narrowed_part
from reader.newcomer_they import newcomer_in_they
from reader.others_paid import check as others_paid
from reader.paid_for_kind import check as paid_for_kind
from reader.past_kinds import past_amount_for_kind
from reader.paying_roles import paid_by_role
from reader.period_spending import check as period_spending
from reader.place_scopes import two_scene_places
from reader.placed_references import place_after_reference
from reader.plural_askers import plural_of_one
from reader.put_in_place import put_in_place
from reader.rate_days import check as rate_days
from reader.refusals import ReaderRefusal
from reader.repeated_shares import repeated_own_share
from reader.riders import check as riders
from reader.rules.doer_outings import outing_holding, timed_goings
from reader.sellers_prices import check as sellers_prices
from reader.set_aside import set_aside
from reader.several_doers import several_askers
from reader.state import ProblemReadingState
from reader.state_parts import unread_part_question
from reader.sum_and_relation import they_beside_compared
from reader.supposed_statements import supposed_statement
from reader.tokenise import Sentence
from reader.told_doings import unnamed_doing
from reader.told_speeds import untold_leg
from reader.total_times import total_at_another_time
from reader.umbrella_kinds import lexicon_covers, umbrella_overlap
from reader.unnamed_group_rates import check as unnamed_group_rates
from reader.unnamed_roles import role_may_be_named
from reader.unrated_things import lexicon_attr, unheld_parts, unrated_companions
from reader.untold_price_changes import untold_price_change
from reader.wage_work import unpaid_activity

Sentences = tuple[Sentence, ...]
StoryCheck = Callable[[Sentences, ProblemReadingState, Lexicon], ReaderRefusal | None]
GraphCheck = Callable[[Sentences, ProblemReadingState, MathProblemGraph, Lexicon], ReaderRefusal | None]

STORY_CHECKS: tuple[StoryCheck, ...] = (
    # "Danny collects bottle caps. ... How many does he collect?": the habit asked (ADR 0214)
    habit_asked,
    # "3 kilograms" beside "2 pounds" (ADR 0158)
    lambda s, p, lex: mixed_systems(p, lex),
    # "How many does Ann own?" after a loan; "gave back 2" with no one to give back to (ADR 0158)
    owned_or_returned,
    # "She uploaded 12 photos to the website. How many photos does she have?": copied, not moved (ADR 0215)
    copied_send,
    # "Paige had 11 songs on her mp3 player. She deleted 9 from it.": only hers if they were there (ADR 0216)
    moved_from_own_place,
    # "had 8 pens in her bag. Ben put 2 pens in the bag": the bag's and Kira's pens are one (ADR 0278)
    moved_held_place,
    # "Kira had $80. Her mom put $10 in her purse": whose purse, and is it Kira's money? (ADR 0278)
    moved_own_place,
    # "making sure each of the jars had 5 beans": the arranger's jars, then (ADR 0228)
    made_sure_containers,
    # "Each day they read 10 pages", with no group named: each, or together? (ADR 0160)
    lambda s, p, lex: unnamed_group_rates(p),
    # "Tom will sell 5 more than Ann. How many did Tom sell?": a plan asked as a deed (ADR 0160)
    move_tenses,
    # "Lena bought 3 kites. How many kites can she buy?": ability asked, not the deed (ADR 0181)
    asked_modals,
    # "Yesterday he had 5 more pears than apples. He has 9 apples." asked about now (ADR 0159)
    dated_comparison,
    # "She needs $120 for a scooter. The scooter is on sale for $100.": which price is the goal? (ADR 0175)
    goal_with_priced_thing,
    # a rate per day said for some days only: "On weekends, he reads 10 pages a day" (ADR 0156)
    rate_days,
    # "How many are not torn?" with no part read (ADR 0103)
    unread_part_question,
    # "15 campers went rowing ... How many campers are there?": goings, not who is there (ADR 0194)
    lambda s, p, lex: outing_holding(p),
    # "... went to the lake in the morning. 7 ... in the afternoon. How many are there?" (ADR 0197)
    lambda s, p, lex: timed_goings(p),
    # "David did 5 more push-ups than Zachary today" beside "Zachary did 9 yesterday" (ADR 0198)
    compared_now,
    # "gave Bob 4 more than she gave to Dave. Then she gave Dave 7.": another, later gift (ADR 0362)
    timed_reference,
    # "Joel has 5 more than his sisters. They have 27 in all.": the sisters, or Joel with them? (ADR 0279)
    they_beside_compared,
    # "Ed went out with his dad. Ed has 4. If Jo has 3, how many do they have?": the dad too? (ADR 0364)
    newcomer_in_they,
    # "Tom and Ann have 60 stickers together. Last year Tom had 20.": not one moment (ADR 0294)
    total_at_another_time,
    # "drives at 50 mph for 3 hours. Then he drives back home.": a leg with no amount (ADR 0305)
    untold_leg,
    # "Maria would drive at 45 mph for 4 hours. How far does she drive?": a supposition (ADR 0311)
    supposed_statement,
    # "A cow eats 20 pounds a day. How many pounds do the cows eat?": how many cows? (ADR 0311)
    plural_of_one,
    # "The kids get $10 a week. How much do they get in 6 weeks?": each kid's, or theirs? (ADR 0353)
    several_askers,
    # "buys 3 shirts at $40 each with a coupon": the coupon takes off an amount not told (ADR 0353)
    untold_price_change,
    # "twice as many goats as pigs in a barn. There are 10 pigs in a barn.": one barn, or two? (ADR 0370)
    one_place_or_two,
    # "as many stamps as Ivan does in his album": the album may hold only some of Ivan's (ADR 0370)
    place_after_reference,
    # "Ann gave Bob 5 pens. She gave Matt 3 more pens.": more than Bob got, or in addition? (ADR 0370)
    more_to_another_receiver,
    # "Nia gives 5 dolls to her sister. How many dolls does Ola have?": Ola may be the sister (ADR 0370)
    role_may_be_named,
    # "1/4 of his money on food and 1/5 of his money on clothes": of the first amount, or the rest? (ADR 0372)
    repeated_own_share,
    # "Tom has 12 stamps. Ann has 9 of those stamps.": among Tom's, or beside them? (ADR 0372)
    part_of_told_things,
    # "Omar had $40. It cost him $15 to clean each carpet. How much is left?": paid how often? (ADR 0374)
    untold_count_of_priced_doing,
)

GRAPH_CHECKS: tuple[GraphCheck, ...] = (
    # "works 40 hours a week. How many days does he work?": days worked, or hours as days? (ADR 0407)
    lambda s, p, g, lex: days_of_a_doing(s, g, lex),
    # "eats 70 crickets every 3 days. How many in 4 days?": 70 or 140, not 280/3 (ADR 0339)
    lambda s, p, g, lex: span_off_the_cycle(s, g, lex),
    # "reads 20 pages twice an hour. How many in 90 minutes?": 40 or 60 (ADR 0401)
    lambda s, p, g, lex: span_off_the_period(s, g, lex),
    # "The bee has 6 legs" is one bee (ADR 0157)
    lambda s, p, g, lex: particular_thing(g, s, lex),
    # "did each friend have" after a giving (ADR 0157)
    lambda s, p, g, lex: receivers_before(g),
    # "12 flowers ... picked 3 roses. How many flowers?": are the roses among them? (ADR 0155)
    lambda s, p, g, lex: umbrella_overlap(
        g, lexicon_kinds(lex.lookup, lex.entries), lexicon_covers(lex.lookup)
    ),
    # "8 balls and 5 footballs. How many balls?": are the footballs balls? (ADR 0292)
    lambda s, p, g, lex: unknown_member_kinds(
        s, g, lex, lexicon_kinds(lex.lookup, lex.entries), lexicon_attr(lex.lookup)
    ),
    # "6 boys and 14 girls ... A teacher is in the club. How many people?": one more, untold (ADR 0292)
    lambda s, p, g, lex: amountless_members(s, g, lex, lexicon_kinds(lex.lookup, lex.entries)),
    # "The farmer has 20 rabbits and 5 dogs. How many pets?": kept as pets, or livestock? (ADR 0331)
    lambda s, p, g, lex: kept_as_role(s, g, lex, lexicon_kinds(lex.lookup, lex.entries)),
    # "ate 2 ... How many did she lose?" (ADR 0158)
    lambda s, p, g, lex: unnamed_move(g, lex.lookup),
    # "used 3 cups of flour ... added 2 cups of sugar. How many cups did she use?" (ADR 0390)
    lambda s, p, g, lex: use_beside_mixing(g, lex.lookup),
    # "bought 5 apples and got 3 from Ann. How many did she get?" (ADR 0273)
    lambda s, p, g, lex: general_gain_beside_other_gains(g, lex.lookup),
    # "found 5 shells. Tom gave her 3. How many did she get?" (ADR 0280)
    lambda s, p, g, lex: given_beside_gains(g, lex.lookup),
    # "got $50 from a customer. She earned $30. How much did she earn?": pay, no gift (ADR 0287)
    lambda s, p, g, lex: paid_by_role(g, lex.lookup),
    # "plays tennis for 2 hours. How many hours does she play soccer?" (ADR 0160)
    lambda s, p, g, lex: activity_objects(s, g, lex),
    # "5 apples got off." (ADR 0160)
    lambda s, p, g, lex: riders(g, lex),
    # "Ann sold 3 apples. Tom sold 5 more apples." (ADR 0160)
    lambda s, p, g, lex: more_without_than(p),
    # "Each of the 4 boxes has 3 pens. How many pens are in 5 boxes?": a fifth box is unsaid (ADR 0159)
    lambda s, p, g, lex: more_members_than_counted(g),
    # "Each car has 4 wheels. Tom has 3 cars and 2 bikes.": the bikes' wheels are unsaid (ADR 0159)
    lambda s, p, g, lex: unrated_companions(
        g, lexicon_kinds(lex.lookup, lex.entries), lexicon_attr(lex.lookup)
    ),
    # "The first book had 30 pages and the second book had 45 pictures. How many pages in all?" (ADR 0221)
    lambda s, p, g, lex: unheld_parts(g, lexicon_attr(lex.lookup)),
    # "The number of red chairs ... is 50. How many chairs?" (ADR 0159)
    lambda s, p, g, lex: one_narrowed_part(g, s, lex),
    # "A pack had 6 pens. ... How many pens does a pack have?" (ADR 0159)
    lambda s, p, g, lex: past_amount_for_kind(g, s, lex),
    # "had 5 pounds of apples. She ate 3 apples. How many pounds?": what 3 apples weigh is untold (ADR 0173)
    lambda s, p, g, lex: unconverted_moves(p, lex),
    # "works 5 days a week" asked in hours; "2 miles a day. She rests on Sundays." over a week (ADR 0172)
    day_counts,
    # "found some at the park ... How many did he find at the park?": the place said for every move (ADR 0184)
    lambda s, p, g, lex: echoed_setting(s, g, lex),
    # "How much did he pay for the eggs?": only the payments for that kind (ADR 0259)
    lambda s, p, g, lex: paid_for_kind(s, g, lex),
    # "has 14 apples. He saved 3 apples." / "put away 3 toys": set aside, not moved (ADR 0286)
    lambda s, p, g, lex: set_aside(s, g, lex.lookup),
    # "had 40 beads ... How many beads does she have in the box?": no box was ever named (ADR 0212)
    lambda s, p, g, lex: unsaid_held_place(s, g, lex),
    # "Each box has 6 pens. Ann has 30 pens in her bag. How many boxes?": they are in a bag (ADR 0211)
    lambda s, p, g, lex: contents_kept_elsewhere(s, g, lex),
    # "had 77 potatoes in his garden. If he picked 72 potatoes, how many does he have left?" (ADR 0196)
    lambda s, p, g, lex: left_after_gains(s, g),
    # "Emily bought 2 pens. Her mom paid $10. How much did Emily spend?": for the pens? (ADR 0190 addendum)
    lambda s, p, g, lex: others_paid(g),
    # "Sam charges $1 for each cookie. Ann bought 3 cookies from Bob.": Sam's price, Bob's sale (ADR 0320)
    lambda s, p, g, lex: sellers_prices(s, g, lex),
    # "He buys 6 stamps for Ann. How many stamps does Tom have?": still his, or handed over? (ADR 0320)
    lambda s, p, g, lex: gains_for_others(s, g, lex),
    # "Every day Mia picks 12 apples. Yesterday she picked 5. How many does she pick?" (ADR 0197)
    lambda s, p, g, lex: habit_question(s, g, lex),
    # "Each tray holds 9 muffins. Nina baked 7 trays of cookies.": trays of another kind (ADR 0293)
    lambda s, p, g, lex: contents_of_other_kind(s, g, lex.lookup, lexicon_kinds(lex.lookup, lex.entries)),
    # "He puts $5 in the bank. How much money does Tom have?": still his? (ADR 0293)
    lambda s, p, g, lex: put_in_place(s, g, lex.lookup),
    # "brought 80 apples to the fair ... How many apples did he bring home?": another leg (ADR 0293)
    lambda s, p, g, lex: asked_direction(s, g, lex.lookup),
    # "spends $5 a day. He spent $20 on a hat.": a rate of using up beside another amount (ADR 0307)
    period_spending,
    # "drinks 8 cups every day. He drank 3 cups of juice today. How many cups in a week?" (ADR 0325)
    lambda s, p, g, lex: scaled_beside_move(g),
    # "takes 6 minutes to sand a plank. How many minutes will he spend painting 9 planks?" (ADR 0324)
    lambda s, p, g, lex: unnamed_doing(g),
    # "earns $3 an hour ... got $5 in tips. How much did she get?"; "earns $5 a day ... save" (ADR 0326)
    lambda s, p, g, lex: another_act_of_the_group(g),
    # "earns $5 an hour. He slept 8 hours. How much did he earn?": sleep is not work (ADR 0330)
    lambda s, p, g, lex: unpaid_activity(s, g, lex),
    # "There are 9 goats at the mill. There are twice as many hens as goats at the pond.": two scenes (ADR 0501)
    lambda s, p, g, lex: two_scene_places(s, g, lex),
)


def first_refusal(
    checks: Iterable[Callable[..., ReaderRefusal | None]], *args: object
) -> ReaderRefusal | None:
    """The first check's refusal, in list order; None when every check lets the reading through."""
    for check in checks:
        found = check(*args)
        if found is not None:
            return found
    return None
