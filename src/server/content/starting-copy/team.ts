/** The four team entries the about page starts with, and whose portraits the site art draws (the dealership was founded in 2013). Pure data. */

export interface TeamMember {
  name: string;
  position: string;
  bio: string;
}

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Julian Moreau',
    position: 'Founder & Principal',
    bio: 'Julian founded Atelier Motor Gallery in 2013 after fifteen years in luxury retail and a lifelong habit of restoring Italian sports cars. He still approves every car that joins the gallery and personally handles sourcing for collectors looking for something specific.',
  },
  {
    name: 'Natasha Volkova',
    position: 'Director of Sales',
    bio: 'Natasha joined in 2015 from a franchised Porsche and Audi dealership in Toronto. She leads every appointment from first call to delivery, and looks after financing, trade-ins and consignments for many of our returning clients.',
  },
  {
    name: 'Marco DiStefano',
    position: 'Service & Inspection Lead',
    bio: 'A licensed 310S automotive technician with factory training on Ferrari, Lamborghini and McLaren, Marco runs our multi-point inspection on every vehicle we sell. He reviews each car’s service history line by line and puts it on the lift with clients who want to see for themselves.',
  },
  {
    name: 'Amélie Chen',
    position: 'Client Relations Manager',
    bio: 'Amélie coordinates viewings, enclosed transport, registration and after-sale care, and is the reason clients hear back the same day. She speaks English, French and Mandarin, and has been with the gallery since 2018.',
  },
];
