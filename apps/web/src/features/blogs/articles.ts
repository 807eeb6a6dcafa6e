/** The four static question-and-answer articles of the Blogs page (docs/domain.md#screens). */
export interface BlogArticle {
  id: string;
  question: string;
  topic: string;
  readMinutes: number;
  /** Paragraphs; a paragraph starting with "```" is shown as code. */
  body: string[];
}

export const articles: BlogArticle[] = [
  {
    id: 'state-management',
    topic: 'React',
    question: 'What are the different ways to manage state in a React application?',
    readMinutes: 4,
    body: [
      'State is any data that changes over time and that the interface has to reflect. The most useful question to ask about a piece of state is not "which library?" but "who needs it, and where does it really live?". Answering that usually points to one of four kinds of state, each with its own best tool.',
      'Local state belongs to one component: whether a dropdown is open, what is typed in an input. useState covers most of it, and useReducer helps when several values change together or the next state depends on the previous one in non-trivial ways. Keep state as close as possible to where it is used; lifting it up only when two siblings need it keeps components easy to reason about.',
      'Shared client state is needed by many components far apart in the tree: the signed-in user, a theme, a shopping cart. React Context passes it down without prop drilling, which is enough for values that change rarely. For state that changes often or is read in many places, a small store such as Zustand, Jotai or Redux Toolkit avoids re-rendering every consumer on every change and adds developer tools.',
      'Server state is a copy of data that lives on a server: lists of bikes, orders, users. It is different in kind: it can be stale, it must be fetched, cached, refreshed and invalidated after a mutation. Libraries such as TanStack Query or SWR handle exactly that (caching, deduplication, background refresh, retries), and using them removes most of what people used to put in global stores. ReRide itself uses TanStack Query for everything that comes from the API.',
      'Finally, URL state (the path, query string and hash) is state too: filters, pages and the selected tab belong there so that links can be shared and the back button works. A router such as React Router makes it readable and writable like any other state. Choosing the right home for each piece of state matters far more than choosing one library for all of it.',
    ],
  },
  {
    id: 'prototypal-inheritance',
    topic: 'JavaScript',
    question: 'How does prototypal inheritance work in JavaScript?',
    readMinutes: 4,
    body: [
      "Every JavaScript object has a hidden link, [[Prototype]], to another object or to null. When you read a property that the object does not have itself, the engine follows that link and looks on the prototype, then on the prototype's prototype, and so on until it finds the property or reaches null. This chain of links is the prototype chain, and it is the whole of JavaScript inheritance: objects inherit directly from other objects, not from classes.",
      "```const bike = { wheels: 2, describe() { return `${this.name} has ${this.wheels} wheels`; } };\nconst roadBike = Object.create(bike);\nroadBike.name = 'Road bike';\nroadBike.describe(); // 'Road bike has 2 wheels'",
      'Here roadBike has no describe method and no wheels property of its own; both are found on bike through the chain, and this still refers to roadBike because it is the object the method was called on. Writing roadBike.wheels = 3 would not change bike: assignment creates an own property that shadows the inherited one.',
      'Constructor functions and the class keyword are built on the same mechanism. Every function has a prototype property, and new Foo() creates an object whose [[Prototype]] is Foo.prototype, so methods defined there are shared by all instances instead of being copied into each. class Mountain extends Bike simply links Mountain.prototype to Bike.prototype and wires up super; it is syntax over prototypes, not a different model.',
      'In practice: use Object.getPrototypeOf to inspect the chain rather than the legacy __proto__, use Object.hasOwn to tell own properties from inherited ones, and keep chains short, since long chains make lookups slower and code harder to follow. Composition (objects holding other objects) is often a better fit than deep inheritance in any language.',
    ],
  },
  {
    id: 'unit-tests',
    topic: 'Testing',
    question: 'What is a unit test and why should we write them?',
    readMinutes: 3,
    body: [
      'A unit test checks one small piece of behaviour in isolation: a function, a component, a module. It gives the piece known inputs and asserts the output or the visible effect, and it runs in milliseconds, so a project can have thousands of them and run them on every change.',
      'The first benefit is confidence. When a test suite describes what the code must do, you can refactor, upgrade a dependency or fix a bug and know within seconds whether anything else broke. Without tests, every change is a small gamble, and teams slowly become afraid to touch their own code.',
      'Tests are also documentation that cannot go out of date. A test named "shows an error when the password is shorter than 6 characters" tells the next developer exactly what the rule is, and fails loudly if someone changes it by accident. Writing the test first, or at least alongside the code, also pushes towards small functions with clear inputs and outputs, which are easier to read anyway.',
      'Good unit tests test behaviour, not implementation: for a React component, render it, interact with it the way a user would (Testing Library makes this natural) and assert what appears on screen rather than internal state. Keep them fast and deterministic (no real timers or network), and complement them with a few integration and end-to-end tests that prove the pieces work together.',
    ],
  },
  {
    id: 'react-angular-vue',
    topic: 'Frameworks',
    question: 'React vs Angular vs Vue: which one should you choose?',
    readMinutes: 5,
    body: [
      'All three build fast, component-based user interfaces, have large communities and are used in production by big companies. The differences are in philosophy and in how much they decide for you.',
      'React is a library for rendering UI from state. Components are functions that return JSX, and hooks manage state and side effects. React deliberately leaves routing, data fetching and forms to the ecosystem (React Router, TanStack Query, React Hook Form, or a framework such as Next.js). That flexibility is its strength and its cost: you assemble your own stack, and two React projects can look very different.',
      'Angular is a complete framework from Google, written in TypeScript. It ships with routing, forms, an HTTP client, dependency injection, testing tools and a powerful CLI, and it prescribes a structure of modules, components and services. Recent versions added signals and standalone components, making it lighter to use. It shines in large enterprise teams that value consistency and conventions, at the price of a steeper learning curve.',
      'Vue sits in between. Its single-file components keep template, logic and styles together, its reactivity system tracks dependencies automatically, and official companions (Vue Router, Pinia, Nuxt) cover the common needs without forcing them. Many developers find it the gentlest to learn, and it scales well from a widget on a page to a full application.',
      "So: choose React for the widest ecosystem and job market and when you want to pick your own tools; Angular for large teams that want one opinionated, batteries-included way of doing things; Vue for approachability and a balanced, well-integrated set of official tools. Any of the three can build a marketplace like ReRide: the team's experience usually matters more than the framework.",
    ],
  },
];
