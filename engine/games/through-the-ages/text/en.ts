/**
 * The English catalog of Through the Ages: every text its rules show people (prompt titles, option labels, why a
 * move is refused) as ICU MessageFormat templates by key. A placeholder holds an id or a number, put into words by
 * its name (index.ts, `EN_WORDS`): `card` (any card id), `seat`.
 */
const MESSAGES = {
  // ---- prompts
  "tta.prompt.politics": "Politics: take one political action, or pass",
  "tta.prompt.actions": "Your actions: {civil, plural, one {# civil action} other {# civil actions}} and {military, plural, one {# military action} other {# military actions}} left",
  "tta.prompt.perform": "{card}: perform the action it orders",
  "tta.choice.discardMilitary": "Discard military cards down to your limit of {limit}",
  "tta.choice.bid": "Colonizing {card}: bid a colonization force higher than {bid}, or pass",
  "tta.choice.sacrifice": "Colonizing {card}: send units until your force reaches {bid} (now {force})",
  "tta.choice.defend": "{card} against you (strength {attack}, your defence {defence}): play a defence card or discard a military card for +1, or stop",
  "tta.choice.pactAccept": "{seat} offers you the pact {card}: accept it?",
  "tta.choice.pick": "{card}: choose what you gain",
  "tta.option.card": "{card}",
  "tta.option.bid": "Bid {n}",
  "tta.option.yes": "Accept",
  "tta.option.no": "Refuse",
  "tta.option.good": "{n} {good, select, food {food} resources {resources} science {science} other {culture}}",
  // ---- refusals
  "tta.no.rowSpace": "There is no card in that space of the row",
  "tta.no.civilActions": "You need {n, plural, one {# civil action} other {# civil actions}} for that",
  "tta.no.militaryActions": "You need {n, plural, one {# military action} other {# military actions}} for that",
  "tta.no.handLimit": "Your hand already holds as many civil cards as you have civil actions",
  "tta.no.sameTech": "You already have {card} in hand or in play",
  "tta.no.leaderAge": "You already took a leader of this age",
  "tta.no.unfinishedWonder": "You are still building a wonder",
  "tta.no.food": "You need {n} food for that",
  "tta.no.resources": "You need {n} resources for that",
  "tta.no.science": "You need {n} science for that",
  "tta.no.population": "Your yellow bank is empty",
  "tta.no.worker": "You have no unused worker",
  "tta.no.urbanLimit": "Your government allows at most {n} buildings of each urban type",
  "tta.no.notInPlay": "You do not have {card} in play",
  "tta.no.noBuilding": "There is no building on {card}",
  "tta.no.notInHand": "{card} is not in your hand",
  "tta.no.upgradePath": "You can only upgrade to a higher level of the same type",
  "tta.no.notTechnology": "{card} is not a technology you can develop",
  "tta.no.noWonder": "You have no wonder to build",
  "tta.no.justTaken": "You cannot play an action card in the turn you took it",
  "tta.no.cannotPerform": "You cannot perform the action {card} orders now",
  "tta.no.revolution": "A revolution needs all your civil actions unspent",
  "tta.no.notGovernment": "{card} is not a government",
  "tta.no.tacticTwice": "You may play or copy only one tactic per turn",
  "tta.no.notTactic": "{card} is not an available tactic",
  "tta.no.notPolitical": "{card} cannot be played now",
  "tta.no.target": "That civilization cannot be targeted",
  "tta.no.stronger": "Your target must be weaker than you",
  "tta.no.lastRound": "No war can be declared in the last round",
  "tta.no.noPact": "You are not party to that pact",
  "tta.no.resignAgeIV": "No one may resign in Age IV",
  "tta.no.perform": "Perform the action the card orders first",
  "tta.no.pactPlayers": "Pacts are not used with two players",
  "tta.no.noRedCross": "That civilization is not building the International Red Cross",
  "tta.no.onceATurn": "You have already done that this turn",
  "tta.no.unitedNations": "You have no United Nations, or have already used it to play an event",
  "tta.no.oceanLiner": "You have no Ocean Liner Service",
  "tta.no.partnerScience": "{seat} must pay {n} science for Scientific Cooperation and has too little",
} as const;

export type TtaKey = keyof typeof MESSAGES;
export const TTA_EN: Readonly<Record<TtaKey, string>> = MESSAGES;
