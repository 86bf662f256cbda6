import { Link } from 'react-router';

/** Where "Learn more" on the subscription screen leads (PLAT-39): what a school subscription adds. */
export function SolutionsPage() {
  return (
    <main className="page" id="main">
      <h1>Lectern for schools</h1>
      <p>
        Every Lectern account can read the free collection. A school or district subscription adds the premium articles, plays and
        maps, with quizzes, Power Words and writing prompts at every reading level.
      </p>
      <p>
        Lectern is open source: a school can run it on its own server and load its own articles. Ask your school’s Lectern
        administrator to turn on the premium collection for your account.
      </p>
      <p>
        <Link to="/search">Browse the library</Link> · <Link to="/">Go to the homepage</Link>
      </p>
    </main>
  );
}
