// The kept `glicko2` package ships no types; these are the parts of its documented API used here.
declare module "glicko2" {
  namespace glicko2 {
    interface Player {
      getRating(): number;
      getRd(): number;
      getVol(): number;
    }
    type Match = [Player, Player, number];
    interface Race {
      getMatches(): Match[];
    }
    class Glicko2 {
      constructor(settings: { tau: number; rating: number; rd: number; vol: number });
      makePlayer(rating?: number, rd?: number, vol?: number): Player;
      makeRace(places: Player[][]): Race;
      updateRatings(matches: Match[] | Race): void;
    }
  }
  const glicko2: { Glicko2: typeof glicko2.Glicko2 };
  export default glicko2;
}
