/**
 * mongo-java-server and everything it needs at run time, pinned, with the SHA-256 of each jar as
 * Maven Central serves it (the list `mvn dependency:build-classpath` gives for
 * de.bwaldvogel:mongo-java-server and mongo-java-server-h2-backend 1.47.0 plus slf4j-nop).
 * Fetched without Maven: see docs/decisions/005-mongo-java-server-as-the-embedded-engine.md.
 */
export const MONGO_JAVA_SERVER_VERSION = '1.47.0';

export interface MavenArtifact {
  /** Path under the repository root, e.g. de/bwaldvogel/…/x-1.0.jar. */
  path: string;
  sha256: string;
}

export const SERVER_JARS: readonly MavenArtifact[] = [
  [
    'de/bwaldvogel/mongo-java-server/1.47.0/mongo-java-server-1.47.0.jar',
    '37fc487ab0ef924dee0acdc62e2de1ef1daffa7eb2fdf9b56e5d2f3bdc2b909b',
  ],
  [
    'de/bwaldvogel/mongo-java-server-core/1.47.0/mongo-java-server-core-1.47.0.jar',
    '9a34c9ad6ac6261906295481838256033ec1efc8c93a3e3828e5d47a006b0bd4',
  ],
  [
    'de/bwaldvogel/mongo-java-server-memory-backend/1.47.0/mongo-java-server-memory-backend-1.47.0.jar',
    '82864f8a2ede1514f64c2cd3a70e8022c259eb3d78975cfa208c1668ac1f12bb',
  ],
  [
    'de/bwaldvogel/mongo-java-server-h2-backend/1.47.0/mongo-java-server-h2-backend-1.47.0.jar',
    '58ca6760a25f8a05adfe8a0f7a8a042ca22bd472869028755931507cdce20e71',
  ],
  [
    'io/netty/netty-transport/4.2.2.Final/netty-transport-4.2.2.Final.jar',
    '116d766a1af4722fe76a4cdaed969644985d44e08ec1337d2dbab697dd109603',
  ],
  [
    'io/netty/netty-common/4.2.2.Final/netty-common-4.2.2.Final.jar',
    '5d022f3acad74cb0f195f60213500a4000d1340e5e941edaf1a0e756686b9bae',
  ],
  [
    'io/netty/netty-buffer/4.2.2.Final/netty-buffer-4.2.2.Final.jar',
    '4820eeb2d3db269b20b30711e3d7d21979664249aaf10fc67f90dee935810747',
  ],
  [
    'io/netty/netty-resolver/4.2.2.Final/netty-resolver-4.2.2.Final.jar',
    'fa7841ffe2e39d52251814fb8560d6936b10ae7c67453ee50426b83fd5170ba0',
  ],
  [
    'io/netty/netty-codec/4.2.2.Final/netty-codec-4.2.2.Final.jar',
    '6a4ea3cedc831a377e20e32da5df4d2a47b954810e941138e3358e313db3a7f9',
  ],
  [
    'io/netty/netty-codec-base/4.2.2.Final/netty-codec-base-4.2.2.Final.jar',
    '76987614ccb2fda7d3292b69ba5b61351f30e91bf5c7d8fa4b51bc32c9f67456',
  ],
  [
    'io/netty/netty-codec-compression/4.2.2.Final/netty-codec-compression-4.2.2.Final.jar',
    '005734e20aceb5e2c030033f7e042c81ee444497efd110cfca8de445642652ac',
  ],
  [
    'io/netty/netty-codec-protobuf/4.2.2.Final/netty-codec-protobuf-4.2.2.Final.jar',
    'cfe0c7e6e68d83480a639b533eb7edaaf3252cfae8b73d0e362859673a4f9d97',
  ],
  [
    'io/netty/netty-codec-marshalling/4.2.2.Final/netty-codec-marshalling-4.2.2.Final.jar',
    'ae8bb7a077ca02357c922e3abc1acf1bf191d5e2776721d69cbca50a16281096',
  ],
  [
    'io/netty/netty-handler/4.2.2.Final/netty-handler-4.2.2.Final.jar',
    'd4ef582c78125457baa0cfa52992b5fb1bb9172d1a2c03b726e8b26e17d3fe2c',
  ],
  [
    'io/netty/netty-transport-native-unix-common/4.2.2.Final/netty-transport-native-unix-common-4.2.2.Final.jar',
    'aa8821a7ea2ca47f62740bd1f37d67deb97824cc77e76dde6ae2c439a923fc9d',
  ],
  [
    'com/h2database/h2/2.3.232/h2-2.3.232.jar',
    '8dae62d22db8982c3dcb3826edb9c727c5d302063a67eef7d63d82de401f07d3',
  ],
  [
    'org/slf4j/slf4j-api/2.0.17/slf4j-api-2.0.17.jar',
    '7b751d952061954d5abfed7181c1f645d336091b679891591d63329c622eb832',
  ],
  // Silences slf4j's "no provider" warning; the server logs nothing we read.
  [
    'org/slf4j/slf4j-nop/2.0.17/slf4j-nop-2.0.17.jar',
    '3716f83649ec66161a2edefd4f49df34d1dd1c51cdcf941996c6987260f0a829',
  ],
].map(([path, sha256]) => ({ path: path!, sha256: sha256! }));

/** The Eclipse compiler, run on the JRE, for machines with a Java runtime but no javac. */
export const ECJ_JAR: MavenArtifact = {
  path: 'org/eclipse/jdt/ecj/3.33.0/ecj-3.33.0.jar',
  sha256: 'f7686c4960cf70c2ebc5c500a73a8cfc04541b730c18f1c5c21329889b137f45',
};
