/**
 * XP of one creature by CR: PRD › Table: Experience Point Awards; Starfinder SRD › Experience (the
 * same figures).
 */
export const D20_XP_BY_CR: Readonly<Record<string, number>> = {
  '1/8': 50,
  '1/6': 65,
  '1/4': 100,
  '1/3': 135,
  '1/2': 200,
  '1': 400,
  '2': 600,
  '3': 800,
  '4': 1200,
  '5': 1600,
  '6': 2400,
  '7': 3200,
  '8': 4800,
  '9': 6400,
  '10': 9600,
  '11': 12800,
  '12': 19200,
  '13': 25600,
  '14': 38400,
  '15': 51200,
  '16': 76800,
  '17': 102400,
  '18': 153600,
  '19': 204800,
  '20': 307200,
};
